import { configureClient, DEFAULT_BACKEND_URL, getClientConfig } from '@/api/client'

import { BACKEND_URL_STORAGE_KEY, normalizeBackendUrl } from './backendUrlKey'

export { BACKEND_URL_STORAGE_KEY, normalizeBackendUrl }

/** The build's default: VITE_MEDUSA_BACKEND_URL, else the local port 9000 (SPEC §7). */
export function defaultBackendUrl(): string {
  const fromEnv: unknown = import.meta.env?.VITE_MEDUSA_BACKEND_URL
  return normalizeBackendUrl(typeof fromEnv === 'string' ? fromEnv : '') ?? DEFAULT_BACKEND_URL
}

/**
 * The servers a built console may talk to: its content policy's connect-src (scripts/cspPolicy.ts) lists
 * the build's backend and VITE_MEDUSA_ALLOWED_ORIGINS, and the browser blocks any other. The dev
 * server sends no such policy: there every server is reachable (null).
 */
export function allowedBackendOrigins(): readonly string[] | null {
  if (!import.meta.env?.PROD) return null
  const listed: unknown = import.meta.env.VITE_MEDUSA_ALLOWED_ORIGINS
  const urls = [defaultBackendUrl(), ...(typeof listed === 'string' ? listed.split(/[\s,]+/) : [])]
  return [...new Set(urls.map((url) => normalizeBackendUrl(url)).filter((url): url is string => url !== null).map((url) => new URL(url).origin))]
}

/** Why the console cannot reach `url` (its content policy would block it), or null when it can. */
export function unreachableBackend(url: string): string | null {
  const allowed = allowedBackendOrigins()
  if (!allowed || allowed.includes(new URL(url).origin)) return null
  return `This console only talks to ${allowed.join(', ')}: its content policy blocks other servers. A build for another server lists it in VITE_MEDUSA_ALLOWED_ORIGINS.`
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
