import type { SentryReporter } from './sentry-client'

/**
 * Error reporting (SPEC §8): render errors and failed commands go to Sentry, except 404s, and only
 * while analytics is allowed (flag on, a config, not opted out). This module (part of the lazy
 * ./runtime.ts chunk) decides; ./sentry-client.ts and @sentry/react are fetched with a further
 * dynamic import() the first time reporting is allowed with a DSN, so they are never part of the
 * first load and never fetched at all for an operator who opted out. Without a DSN (VITE_SENTRY_DSN
 * unset) the SDK is not loaded and nothing is sent.
 */

/** VITE_SENTRY_DSN at build time; undefined (reporting disabled) when unset or empty. */
export function sentryDsn(): string | undefined {
  const value: unknown = import.meta.env?.VITE_SENTRY_DSN
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/**
 * SPEC §8: a 404 (a missing page or entity) is never reported: a MedusaApiError with status 404, or
 * any error object carrying that status (checked by shape, so this chunk needs nothing of src/api).
 */
export function isReportable(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && 'status' in error && error.status === 404)
}

export interface ErrorContext {
  /** The id of the command that failed. */
  command?: string
  /** React's component stack of a render error (component names only). */
  componentStack?: string
}

// Module state, not component state: a render error unmounts the dashboard and must still be reported.
let allowed = false
let loading: Promise<SentryReporter | null> | null = null

async function load(dsn: string): Promise<SentryReporter | null> {
  try {
    const { startSentry } = await import('./sentry-client')
    return startSentry(dsn, { isAllowed: () => allowed, isReportable })
  } catch {
    // A chunk that fails to load must not break the console.
    return null
  }
}

/** Turns reporting on (loading Sentry the first time) or off. Without a DSN it stays off. */
export function setErrorReporting(enabled: boolean, dsn: string | undefined = sentryDsn()): void {
  allowed = enabled && dsn !== undefined
  if (allowed && !loading && dsn) loading = load(dsn)
}

/** Reports an error when reporting is on and the error is not a 404; otherwise does nothing. */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (!allowed || !loading || !isReportable(error)) return
  void loading.then((reporter) => {
    // Checked again: the operator may have opted out while Sentry was loading.
    if (reporter && allowed) reporter.capture(error, context)
  })
}

/** Tests only: forget the loaded SDK and switch reporting off. */
export function resetErrorReportingForTests(): void {
  allowed = false
  loading = null
}
