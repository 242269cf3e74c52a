/**
 * What may leave the browser in an error report or a usage event: no emails, no tokens or keys, no
 * addresses or names, no request bodies, no cookies, no query strings. Used by Sentry's beforeSend
 * and beforeBreadcrumb and by Segment's source middleware.
 */

export const FILTERED = '[Filtered]'

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]+/g
const BEARER = /\b(bearer|basic)\s+[\w.~+/=-]+/gi
/** Medusa API keys and publishable keys, and any long opaque secret-looking string. */
const API_KEY = /\b(?:sk|pk|api|key|secret|token)_[A-Za-z0-9]{12,}\b/gi
const OPAQUE = /\b[A-Za-z0-9+/=-]{40,}\b/g
/** `token=...`, `password=...` and the like outside a URL (e.g. in a message). */
const SECRET_PAIR = /\b(token|password|passwd|secret|api_key|apikey|access_token|refresh_token|jwt)(["']?\s*[:=]\s*["']?)[^\s"'&,;]+/gi
/** The query string and fragment of an absolute URL, or of a path. */
const URL_QUERY = /((?:https?:\/\/|\/)[^\s?#"'<>]*)[?#][^\s"'<>]*/g

/** Keys whose values are never sent, whatever they hold. */
const SENSITIVE_KEY =
  /pass(word|wd)?|secret|token|auth|cookie|session_?id|e-?mail|address|phone|postal|zip|city|province|first_?name|last_?name|full_?name|customer|body|^data$|payload|card|iban|ssn|^ip(_address)?$|^query(_string)?$|^search$|^referr?er$/i

/** Removes emails, tokens, secrets and query strings from free text. */
export function scrubText(text: string): string {
  return text
    .replace(URL_QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [token]')
    .replace(SECRET_PAIR, `$1$2${FILTERED}`)
    .replace(API_KEY, '[token]')
    .replace(OPAQUE, '[token]')
}

/** An URL without its query string, fragment and credentials. */
export function scrubUrl(url: string): string {
  try {
    const parsed = new URL(url, 'http://relative.invalid')
    const path = parsed.pathname
    if (parsed.origin === 'http://relative.invalid') return scrubText(path)
    return scrubText(`${parsed.protocol}//${parsed.host}${path}`)
  } catch {
    return scrubText(url.split(/[?#]/)[0] ?? '')
  }
}

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key)
}

/** A deep copy with sensitive keys filtered and every string scrubbed. */
export function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object') return value
  if (depth > 8) return FILTERED
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSensitiveKey(key) ? FILTERED : scrubDeep(item, depth + 1)
  }
  return out
}

/**
 * A route path fit for usage data: entity ids become ':id' (/a/orders/order_01H.. -> /a/orders/:id),
 * and nothing after '?' or '#' is kept.
 */
export function routeOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? ''
  return path
    .split('/')
    .map((segment) => (/^[a-z]+_[A-Za-z0-9]+$/.test(segment) || /^\d+$/.test(segment) || /@/.test(segment) ? ':id' : segment))
    .join('/')
}
