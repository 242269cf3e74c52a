import { uploads } from '@/api/admin/uploads'
import { mutation } from '@/atoms/core/query'

/**
 * Files for the store's file service (POST /admin/uploads, field `files` once per file): the answer
 * names each file's public URL and key, for a record that keeps URLs (a claim item's images).
 * No query shows uploads, so nothing is invalidated.
 */
export const uploadFilesMutation = mutation({
  mutationFn: (files: readonly Blob[]) => uploads.create(files),
  invalidates: [],
})

/**
 * Files not meant to be public (POST /admin/uploads/protected): with a cloud file service they are
 * private objects reached only through a download link; @medusajs/file-local stores them like the others.
 */
export const uploadProtectedFilesMutation = mutation({
  mutationFn: (files: readonly Blob[]) => uploads.createProtected(files),
  invalidates: [],
})

/** Takes an uploaded file back (DELETE /admin/uploads), e.g. when the record meant to keep it failed. */
export const deleteUploadMutation = mutation({
  mutationFn: (key: string) => uploads.delete({ file_key: key }),
  invalidates: [],
})

/** A link to download a stored file by its key (POST /admin/uploads/download-url). */
export const uploadDownloadUrlMutation = mutation({
  mutationFn: (key: string) => uploads.downloadUrl({ file_key: key }),
  invalidates: [],
})
