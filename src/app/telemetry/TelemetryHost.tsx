import { useAtomValue } from 'jotai'
import { useEffect, useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { segmentEnabledAtom, telemetryAllowedAtom, telemetryIdentityAtom } from '@/atoms/settings/analytics'
import { emitTelemetry, subscribeTelemetry } from '@/atoms/core/telemetry'
import type * as RuntimeModule from './runtime'

type Runtime = typeof RuntimeModule

// What the rules allow right now, and the lazily loaded runtime (null until first allowed).
const allowed = { reporting: false, tracking: false }
let runtime: Promise<Runtime | null> | null = null

/**
 * Calls the runtime in order. It is fetched the first time something is allowed; before that, and
 * while nothing is allowed, nothing is loaded and the call is dropped (`always` calls, which switch
 * things off, still reach a runtime that was loaded earlier).
 */
function withRuntime(call: (rt: Runtime) => void, always = false): void {
  if (!runtime) {
    if (!allowed.reporting && !allowed.tracking) return
    runtime = import('./runtime').catch(() => null)
  } else if (!always && !allowed.reporting && !allowed.tracking) {
    return
  }
  void runtime.then((rt) => rt && call(rt))
}

/** For AppErrorBoundary's onError: a render error, told to telemetry. */
export function reportRenderError(error: unknown, info: { componentStack?: string | null }): void {
  emitTelemetry({ type: 'render-error', error, ...(info.componentStack ? { componentStack: info.componentStack } : {}) })
}

/**
 * Wires telemetry to the console: once the rules allow it (flag on, a config, not opted out; Sentry
 * also needs a DSN) it loads the runtime and, through it, Segment and Sentry lazily; it switches them
 * off when that stops holding, identifies the user unless anonymize is on, sends page views on route
 * changes, and turns command runs and failures (from the palette) and render errors (from the error
 * boundary) into usage events and error reports. Renders nothing.
 *
 * Mounted once in the app shell beside the error boundary, not inside it: a render error unmounts
 * everything under the boundary, and this must still be listening to report it.
 */
export function TelemetryHost() {
  const { pathname } = useLocation()
  const reporting = useAtomValue(telemetryAllowedAtom)
  const tracking = useAtomValue(segmentEnabledAtom)
  const identity = useAtomValue(telemetryIdentityAtom)

  // Layout effects: they run before the error boundary's componentDidCatch of the same commit, so a
  // render error is reported even when it happens in the very render that allowed reporting.
  useLayoutEffect(() => {
    allowed.reporting = reporting
    withRuntime((rt) => rt.setErrorReporting(reporting), true)
  }, [reporting])
  useLayoutEffect(() => {
    allowed.tracking = tracking
    withRuntime((rt) => rt.setUsageTracking(tracking), true)
  }, [tracking])
  useLayoutEffect(() => subscribeTelemetry((event) => withRuntime((rt) => rt.handleTelemetryEvent(event))), [])
  // Unmounted: nothing more leaves.
  useLayoutEffect(
    () => () => {
      allowed.reporting = false
      allowed.tracking = false
      withRuntime((rt) => {
        rt.setErrorReporting(false)
        rt.setUsageTracking(false)
      }, true)
    },
    [],
  )
  useEffect(() => {
    if (tracking) withRuntime((rt) => rt.identifyUser(identity))
  }, [tracking, identity])
  useEffect(() => {
    if (tracking) withRuntime((rt) => rt.trackPage(pathname))
  }, [tracking, pathname])
  return null
}
