import { FALLBACK_ERROR_MESSAGE, getClientConfig, isMedusaApiError } from '@/api/client'

/** What a failed sign-in with a 401 says, instead of the generic text. */
export const CREDENTIALS_MESSAGE = 'These credentials do not match our records.'
export const PASSWORD_MISMATCH_MESSAGE = 'The passwords do not match.'

/** SPEC §8's message for an API failure, with a pointer to the server address when none answered. */
export function apiErrorMessage(error: unknown): string {
  if (!isMedusaApiError(error)) return FALLBACK_ERROR_MESSAGE
  if (error.kind === 'connection') {
    return `${error.message} The server at ${getClientConfig().baseUrl} could not be reached.`
  }
  return error.message
}

export function loginErrorMessage(error: unknown): string {
  if (isMedusaApiError(error) && error.status === 401) return CREDENTIALS_MESSAGE
  return apiErrorMessage(error)
}
