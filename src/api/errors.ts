export type ApiErrorKind = 'invalid_request' | 'api' | 'authentication' | 'permission' | 'connection'

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong, Please try again.'

/** The one error every failed call becomes (SPEC §8), so p-retry, atoms and toasts see one shape. */
export class MedusaApiError extends Error {
  override readonly name = 'MedusaApiError'
  readonly kind: ApiErrorKind
  /** HTTP status; undefined when no response arrived. */
  readonly status: number | undefined
  /** Medusa's error `type` (invalid_data, not_allowed, not_found, duplicate_error, ...) when the body has one. */
  readonly type: string | undefined
  readonly data: unknown

  constructor(init: { kind: ApiErrorKind; status?: number; type?: string; message: string; data?: unknown; cause?: unknown }) {
    super(init.message, { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.type = init.type
    this.data = init.data
  }
}

export function errorKindForStatus(status: number | undefined): ApiErrorKind {
  if (status === undefined || status === 0) return 'connection'
  if (status === 401) return 'authentication'
  if (status === 403) return 'permission'
  if (status >= 400 && status < 500) return 'invalid_request'
  return 'api'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** SPEC §8: `data.message`, the first item's message when it is a list, else the fallback. */
export function errorMessageFrom(data: unknown): string {
  if (!isRecord(data)) return FALLBACK_ERROR_MESSAGE
  const message = data.message
  if (Array.isArray(message)) {
    const first: unknown = message[0]
    if (isRecord(first) && typeof first.message === 'string' && first.message) return first.message
    if (typeof first === 'string' && first) return first
    return FALLBACK_ERROR_MESSAGE
  }
  return typeof message === 'string' && message ? message : FALLBACK_ERROR_MESSAGE
}

/** Turns whatever redaxios or fetch rejected with into a MedusaApiError. */
export function toMedusaApiError(failure: unknown): MedusaApiError {
  if (failure instanceof MedusaApiError) return failure
  // redaxios rejects with the response object itself for non-2xx answers.
  if (isRecord(failure) && typeof failure.status === 'number' && 'data' in failure) {
    const data = failure.data
    return new MedusaApiError({
      kind: errorKindForStatus(failure.status),
      status: failure.status,
      type: isRecord(data) && typeof data.type === 'string' ? data.type : undefined,
      message: errorMessageFrom(data),
      data,
    })
  }
  // fetch rejects (TypeError) when no response arrives at all.
  return new MedusaApiError({ kind: 'connection', message: FALLBACK_ERROR_MESSAGE, cause: failure })
}

export function isMedusaApiError(value: unknown): value is MedusaApiError {
  return value instanceof MedusaApiError
}
