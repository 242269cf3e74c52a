import pRetry from 'p-retry'
import { stringify } from 'picoquery'
import redaxios from 'redaxios'
import { DEFAULT_BACKEND_URL } from './defaults'
import { takeEarlyGet } from './early'
import { MedusaApiError, toMedusaApiError } from './errors'

export { FALLBACK_ERROR_MESSAGE, MedusaApiError, isMedusaApiError, type ApiErrorKind } from './errors'

export { DEFAULT_BACKEND_URL } from './defaults'
/** SPEC §9: when retries are enabled without a count. */
export const DEFAULT_RETRY_COUNT = 3

export interface ClientConfig {
  /** Where the Medusa server lives; no trailing slash needed. */
  baseUrl: string
  /** Sent as `Authorization: Bearer` on admin calls that need authentication. */
  apiKey?: string
  /** Sent as `x-publishable-api-key` on storefront calls. */
  publishableApiKey?: string
  /** 0 or false: off (the default). true: DEFAULT_RETRY_COUNT. A number: that many retries. */
  retries: number | boolean
  /** First backoff delay; each retry doubles it (exponential). */
  retryDelayMs: number
}

function envBackendUrl(): string | undefined {
  const value: unknown = import.meta.env?.VITE_MEDUSA_BACKEND_URL
  return typeof value === 'string' && value ? value : undefined
}

const defaults: ClientConfig = { baseUrl: envBackendUrl() ?? DEFAULT_BACKEND_URL, retries: 0, retryDelayMs: 300 }
let config: ClientConfig = { ...defaults }

/** Run-time configuration (the login screen's server URL, an API key, retries). */
export function configureClient(next: Partial<ClientConfig>): ClientConfig {
  config = { ...config, ...next }
  return config
}

export function resetClientConfig(): void {
  config = { ...defaults }
}

export function getClientConfig(): Readonly<ClientConfig> {
  return config
}

type ErrorListener = (error: MedusaApiError) => void
const errorListeners = new Set<ErrorListener>()

/** Lets the shell react to failures (a 401 anywhere sends the operator to /login). */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener)
  return () => errorListeners.delete(listener)
}

// Calls that work without a session (medusa-js sends them without credentials headers).
const unauthenticatedAdminCalls: Record<string, string> = {
  '/admin/auth': 'POST',
  '/admin/users/password-token': 'POST',
  '/admin/users/reset-password': 'POST',
  '/admin/invites/accept': 'POST',
}

function retryCount(): number {
  if (config.retries === true) return DEFAULT_RETRY_COUNT
  if (config.retries === false) return 0
  return Math.max(0, Math.floor(config.retries))
}

/** medusa-js's rule: retry when no response came, on 409, and on 501-599 (a plain 500 is not retried). */
export function isRetryable(error: MedusaApiError): boolean {
  if (error.status === undefined) return true
  return error.status === 409 || (error.status > 500 && error.status <= 599)
}

export type QueryEncoding = 'plain' | 'drop-empty' | 'null-as-text'

type QueryValue = unknown

/** Drops what must not be sent (undefined, null, and for 'drop-empty' also ''); nulls become 'null' on request. */
function prepare(value: QueryValue, encoding: QueryEncoding): QueryValue {
  if (value === null) return encoding === 'null-as-text' ? 'null' : undefined
  if (Array.isArray(value)) return value.map((item) => prepare(item, encoding)).filter((item) => item !== undefined)
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, prepare(v, encoding)] as const)
      .filter(([, v]) => v !== undefined && !(encoding === 'drop-empty' && v === ''))
    return Object.fromEntries(entries)
  }
  return value
}

/**
 * The query string Medusa v1 parses (express + qs): nested brackets, `created_at[gt]=...`,
 * arrays as `status[0]=a`, the same encoding medusa-js produced with qs.
 */
export function encodeQuery(query: object | undefined, encoding: QueryEncoding = 'plain'): string {
  if (!query) return ''
  const prepared = prepare(query, encoding)
  return prepared && typeof prepared === 'object' ? stringify(prepared, { nestingSyntax: 'index' }) : ''
}

function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID()
}

/**
 * The POSTs Medusa 1.20 runs under an Idempotency-Key (IdempotencyKeyService): request a return,
 * create a swap, create a claim, and the storefront's cart completion, taxes, line items, payment
 * sessions, returns and swaps. Medusa keeps only keys it issued itself (a key it does not know gets a
 * new one of its own, answered in the `Idempotency-Key` header), and records how far the request got
 * under it: a retry with that key resumes there, never doing a step twice.
 */
const KEYED_POSTS: readonly RegExp[] = [
  /^\/admin\/orders\/[^/]+\/(return|swaps|claims)$/,
  /^\/store\/carts\/[^/]+\/(complete|taxes|line-items|payment-sessions)$/,
  /^\/store\/(returns|swaps)$/,
]

/** How often a keyed POST answered 409 (or 5xx) with Medusa's key is tried again with it, whatever `retries` says. */
export const KEYED_RETRIES = 3

export function honoursIdempotencyKey(method: string, path: string): boolean {
  return method === 'POST' && KEYED_POSTS.some((route) => route.test(path))
}

/** The key Medusa answered a keyed POST with (the route exposes the header to the browser). */
function answeredKey(failure: unknown): string | undefined {
  if (typeof failure !== 'object' || failure === null || !('headers' in failure)) return undefined
  const headers: unknown = failure.headers
  return headers instanceof Headers ? (headers.get('Idempotency-Key') ?? undefined) : undefined
}

type Method = 'GET' | 'POST' | 'DELETE'

interface RequestOptions {
  query?: object
  encoding?: QueryEncoding
  body?: unknown
}

function headersFor(method: Method, path: string, multipart: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  // A body's type, so a GET (no body) stays a simple cross-origin request: no CORS preflight per URL.
  if (!multipart && method !== 'GET') headers['Content-Type'] = 'application/json'
  const isAdmin = path.startsWith('/admin')
  if (isAdmin && config.apiKey && unauthenticatedAdminCalls[path] !== method) {
    headers.Authorization = `Bearer ${config.apiKey}`
  }
  if (!isAdmin && config.publishableApiKey) headers['x-publishable-api-key'] = config.publishableApiKey
  return headers
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData
  const headers = headersFor(method, path, multipart)
  const retries = retryCount()
  const keyed = honoursIdempotencyKey(method, path)
  // One key for the call, so every retry of it is recognised by the server as the same request.
  if ((retries > 0 || keyed) && method === 'POST') headers['Idempotency-Key'] = newIdempotencyKey()
  // Set once Medusa has answered a keyed POST with its own key: retries then resume that request.
  let resumable = false
  const queryString = encodeQuery(options.query, options.encoding)
  const url = `${config.baseUrl.replace(/\/+$/, '')}${path}${queryString ? `?${queryString}` : ''}`
  // Only POST and DELETE carry a body (SPEC §7).
  const data: FormData | string | undefined =
    method === 'GET' ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body ?? {})

  // A GET index.html already started (a linked order, the session check) is answered by that request,
  // once: a retry asks again. Not with an API key, which the early request did not carry.
  let early = method === 'GET' && !headers.Authorization ? takeEarlyGet(url) : undefined
  const attempt = async (): Promise<T> => {
    const answered = early
    early = undefined
    try {
      const response = await redaxios<T>(url, { method, headers, withCredentials: true, fetch: answered && (() => answered) }, method, data)
      return response.data
    } catch (failure) {
      const issued = keyed ? answeredKey(failure) : undefined
      if (issued) {
        headers['Idempotency-Key'] = issued
        resumable = true
      }
      // p-retry only retries Errors: redaxios rejects with a plain response object.
      throw toMedusaApiError(failure)
    }
  }

  try {
    return await pRetry(attempt, {
      retries: keyed ? Math.max(retries, KEYED_RETRIES) : retries,
      factor: 2,
      minTimeout: config.retryDelayMs,
      randomize: false,
      // A keyed POST once answered with Medusa's key is resumed under it (a 409 is Medusa rolling back
      // a race): nothing is done twice. Before that answer the server may have acted under a key of its
      // own the console never saw, so only the operator's `retries` setting may send it again.
      shouldRetry: ({ error, attemptNumber }) =>
        error instanceof MedusaApiError && isRetryable(error) && (resumable || attemptNumber <= retries),
    })
  } catch (failure) {
    const error = toMedusaApiError(failure)
    errorListeners.forEach((listener) => listener(error))
    throw error
  }
}

/** Typed helpers every API function is one line over. */
export const client = {
  get: <T>(path: string, query?: object, encoding?: QueryEncoding) => request<T>('GET', path, { query, encoding }),
  post: <T>(path: string, body?: unknown, query?: object) => request<T>('POST', path, { body, query }),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
  /** Multipart upload with the field `files` repeated once per file. */
  upload: <T>(path: string, files: readonly Blob[]) => {
    const form = new FormData()
    files.forEach((file) => form.append('files', file))
    return request<T>('POST', path, { body: form })
  },
}

/** `expand`/`fields` that retrieve routes accept where client-types declares no params type. */
export interface RetrieveQuery {
  expand?: string
  fields?: string
}
