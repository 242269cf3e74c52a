import * as Sentry from '@sentry/react'
import type { Breadcrumb, ErrorEvent, EventHint } from '@sentry/react'
import { FILTERED, isSensitiveKey, scrubDeep, scrubText, scrubUrl } from './scrub'

/**
 * The Sentry side of error reporting, loaded with @sentry/react in its own chunk the first time
 * reporting is allowed (see ./sentry.ts, which stays in the first load and decides when).
 */

function scrubRequest(request: ErrorEvent['request']): ErrorEvent['request'] {
  if (!request) return undefined
  const userAgent = request.headers?.['User-Agent'] ?? request.headers?.['user-agent']
  // No cookies, no body (data), no query string, no env, no headers but the browser's name.
  return {
    ...(request.url ? { url: scrubUrl(request.url) } : {}),
    ...(request.method ? { method: request.method } : {}),
    ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
  }
}

/** A breadcrumb fit to send: console output is dropped (it can hold anything), the rest scrubbed. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === 'console') return null
  const data = breadcrumb.data
  const keptData: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data ?? {})) {
    if (key === 'url' || key === 'from' || key === 'to') keptData[key] = typeof value === 'string' ? scrubUrl(value) : FILTERED
    else if (key === 'method' || key === 'status_code') keptData[key] = value
    else keptData[key] = isSensitiveKey(key) ? FILTERED : scrubDeep(value)
  }
  return {
    ...breadcrumb,
    ...(breadcrumb.message !== undefined ? { message: scrubText(breadcrumb.message) } : {}),
    ...(data ? { data: keptData } : {}),
  }
}

type Frame = NonNullable<NonNullable<NonNullable<ErrorEvent['exception']>['values']>[number]['stacktrace']>['frames']

function scrubFrames(frames: Frame): Frame {
  return frames?.map((frame) => {
    const { vars: _vars, ...rest } = frame
    return {
      ...rest,
      ...(frame.filename ? { filename: scrubUrl(frame.filename) } : {}),
      ...(frame.abs_path ? { abs_path: scrubUrl(frame.abs_path) } : {}),
    }
  })
}

/** Removes personal data from an event: user, request body, cookies, query strings, emails, tokens. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event }
  delete scrubbed.user
  delete scrubbed.server_name
  if (event.request) scrubbed.request = scrubRequest(event.request)
  if (event.message !== undefined) scrubbed.message = scrubText(event.message)
  if (event.transaction !== undefined) scrubbed.transaction = scrubUrl(event.transaction)
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) => ({
        ...value,
        ...(value.value !== undefined ? { value: scrubText(value.value) } : {}),
        ...(value.stacktrace ? { stacktrace: { ...value.stacktrace, frames: scrubFrames(value.stacktrace.frames) } } : {}),
      })),
    }
  }
  if (event.breadcrumbs) {
    scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb).filter((b): b is Breadcrumb => b !== null)
  }
  if (event.extra) scrubbed.extra = scrubDeep(event.extra) as ErrorEvent['extra']
  if (event.contexts) scrubbed.contexts = scrubDeep(event.contexts) as ErrorEvent['contexts']
  if (event.tags) scrubbed.tags = scrubDeep(event.tags) as ErrorEvent['tags']
  return scrubbed
}

/**
 * Sentry's beforeSend: nothing while reporting is not allowed (an operator who opted out after
 * Sentry loaded), no 404s, and the rest scrubbed.
 */
export function makeBeforeSend(isAllowed: () => boolean, isReportable: (error: unknown) => boolean) {
  return (event: ErrorEvent, hint: EventHint): ErrorEvent | null => {
    if (!isAllowed()) return null
    if (!isReportable(hint.originalException)) return null
    return scrubEvent(event)
  }
}

export interface SentryReporter {
  capture: (error: unknown, context: { command?: string; componentStack?: string }) => void
}

/**
 * Starts Sentry with nothing personal collected and every event scrubbed. The rules come from the
 * first-load side (./sentry.ts), passed in so this chunk imports nothing of the first load.
 */
export function startSentry(dsn: string, rules: { isAllowed: () => boolean; isReportable: (error: unknown) => boolean }): SentryReporter {
  Sentry.init({
    dsn,
    // Collect nothing personal in the first place; beforeSend scrubs whatever still gets through.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    // No session pings: only the reports SPEC §8 names leave the browser.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession'),
    beforeSend: makeBeforeSend(rules.isAllowed, rules.isReportable),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  })
  return {
    capture: (error, { command, componentStack }) => {
      Sentry.captureException(error, {
        ...(command ? { tags: { command } } : {}),
        ...(componentStack ? { contexts: { react: { componentStack } } } : {}),
      })
    },
  }
}
