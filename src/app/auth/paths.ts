import { HOME_PATH, isDashboardPath, parseDashboardPath } from '@/models/core/routes'

/** Where the operator lands after signing in when no usable `next` was given. */
export const DEFAULT_AFTER_LOGIN = HOME_PATH

/**
 * The `next` search parameter when it is a path of this app under /a/, normalised (so `..` cannot
 * climb out); otherwise the default. Absolute and protocol-relative URLs are refused.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !isDashboardPath(next)) return DEFAULT_AFTER_LOGIN
  const origin = 'http://console.invalid'
  let url: URL
  try {
    url = new URL(next, origin)
  } catch {
    return DEFAULT_AFTER_LOGIN
  }
  // Only a page of an area: the dashboard's bare root has nothing to come back to.
  if (url.origin !== origin || !parseDashboardPath(url.pathname)) return DEFAULT_AFTER_LOGIN
  return `${url.pathname}${url.search}${url.hash}`
}

/** /login?next=<where the operator was> */
export function loginPathFor(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`
}
