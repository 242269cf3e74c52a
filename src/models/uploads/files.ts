// What the console checks about a file before sending it. Medusa's upload route (multer without
// limits, then the file service) takes any file of any size: these limits are the console's own, so
// that a mistaken choice (a PDF as a product image, a 2 GB video) is stopped before it is sent.

/** Per product image: larger pictures slow every storefront page that shows them. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
/** Per file uploaded for other uses (documents, CSV files). */
export const FILE_MAX_BYTES = 50 * 1024 * 1024

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} bytes`
}

/** Empty or oversized files, named, or undefined when every file may be sent. */
export function filesProblem(files: readonly File[], maxBytes: number): string | undefined {
  const empty = files.filter((file) => file.size === 0).map((file) => file.name)
  if (empty.length) return `${empty.join(', ')} ${empty.length === 1 ? 'is' : 'are'} empty`
  const large = files.filter((file) => file.size > maxBytes).map((file) => `${file.name} (${formatBytes(file.size)})`)
  if (large.length) return `Files may be up to ${formatBytes(maxBytes)}: ${large.join(', ')} ${large.length === 1 ? 'is' : 'are'} larger`
  return undefined
}

/**
 * A stored file's name as the operator chose it: the URL's last part without @medusajs/file-local's
 * `<timestamp>-` prefix ('http://…/uploads/1717171717171-front.png' is 'front.png').
 */
export function fileNameOfUrl(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1) ?? url
  let name = last
  try {
    name = decodeURIComponent(last)
  } catch {
    // A malformed escape: the raw text still names the file.
  }
  return name.replace(/^\d{10,}-/, '') || last
}
