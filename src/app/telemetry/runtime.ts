import type { TelemetryEvent } from '@/atoms/core/telemetry'
import { trackCommand } from './segment'
import { reportError } from './sentry'

/**
 * The telemetry runtime, fetched by ./TelemetryHost.tsx (first load) with a dynamic import() only
 * once usage tracking or error reporting is allowed. It decides per event and loads each SDK
 * (./segment-client.ts, ./sentry-client.ts) with a further dynamic import() when first needed.
 */

export { identifyUser, setUsageTracking, trackPage } from './segment'
export { setErrorReporting } from './sentry'

/** What each telemetry event becomes: usage data (Segment) and, for failures, an error report (Sentry). */
export function handleTelemetryEvent(event: TelemetryEvent): void {
  switch (event.type) {
    case 'command-run':
      trackCommand(event.command, 'run')
      return
    case 'command-failed':
      trackCommand(event.command, 'failed')
      if (event.error !== undefined) reportError(event.error, { command: event.command })
      return
    case 'render-error':
      reportError(event.error, event.componentStack ? { componentStack: event.componentStack } : {})
  }
}
