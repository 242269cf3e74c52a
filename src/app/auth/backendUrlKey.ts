/** Where the login screen's "Server URL" is kept between visits (read by index.html's early requests too). */
export const BACKEND_URL_STORAGE_KEY = 'medusa-console.backend-url'

/** An absolute http(s) URL without a trailing slash, or null when the text is not one (the build's early requests use it too). */
export function normalizeBackendUrl(input: string): string | null {
  const text = input.trim()
  if (!text) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password || url.search || url.hash) return null
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}
