import { configureClient, DEFAULT_BACKEND_URL, getClientConfig } from '@/api/client'

import { BACKEND_URL_STORAGE_KEY, normalizeBackendUrl } from './backendUrlKey'

export { BACKEND_URL_STORAGE_KEY, normalizeBackendUrl }

/** The build's default: VITE_MEDUSA_BACKEND_URL, else the local port 9000 (SPEC §7). */
export function defaultBackendUrl(): string {
  const fromEnv: unknown = import.meta.env?.VITE_MEDUSA_BACKEND_URL
  return normalizeBackendUrl(typeof fromEnv === 'string' ? fromEnv : '') ?? DEFAULT_BACKEND_URL
}


function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Storage can be switched off (privacy settings): the console then simply forgets.
    return null
  }
}

export function readStoredBackendUrl(): string | null {
  try {
    const stored = storage()?.getItem(BACKEND_URL_STORAGE_KEY)
    return stored ? normalizeBackendUrl(stored) : null
  } catch {
    return null
  }
}

/**
 * Saves the server URL and points the client at it. Passing the default (or null) forgets the
 * stored value, so a later change of the build's default applies again. Returns the URL in use.
 */
export function saveBackendUrl(input: string | null): string {
  const normalized = input === null ? null : normalizeBackendUrl(input)
  const fallback = defaultBackendUrl()
  const baseUrl = normalized ?? fallback
  try {
    if (baseUrl === fallback) storage()?.removeItem(BACKEND_URL_STORAGE_KEY)
    else storage()?.setItem(BACKEND_URL_STORAGE_KEY, baseUrl)
  } catch {
    // Quota or disabled storage: the URL still applies to this visit.
  }
  configureClient({ baseUrl })
  return baseUrl
}

/** Called once at startup (main.tsx): a stored server URL wins over the build's default. */
export function applyStoredBackendUrl(): string {
  const stored = readStoredBackendUrl()
  if (stored) configureClient({ baseUrl: stored })
  return getClientConfig().baseUrl
}

/** The URL the client talks to right now. */
export function currentBackendUrl(): string {
  return getClientConfig().baseUrl
}
