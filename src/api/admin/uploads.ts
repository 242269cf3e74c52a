import type {
  AdminDeleteUploadsReq,
  AdminDeleteUploadsRes,
  AdminPostUploadsDownloadUrlReq,
  AdminUploadsDownloadUrlRes,
  AdminUploadsRes,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/uploads'

export const uploads = {
  /** Multipart, the field `files` once per file. */
  create: (files: readonly Blob[]) => client.upload<AdminUploadsRes>(base, files),
  createProtected: (files: readonly Blob[]) => client.upload<AdminUploadsRes>(`${base}/protected`, files),
  delete: (body: AdminDeleteUploadsReq) => client.delete<AdminDeleteUploadsRes>(base, body),
  downloadUrl: (body: AdminPostUploadsDownloadUrlReq) =>
    client.post<AdminUploadsDownloadUrlRes>(`${base}/download-url`, body),
}
