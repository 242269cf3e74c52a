import type { AdminDeleteUploadsReq, AdminDeleteUploadsRes, AdminUploadsRes } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, readBody, req, unknownError } from '../http'

/**
 * POST and DELETE /admin/uploads (routes/admin/uploads: multer's `upload.array("files")`, then the
 * file service) over the backend's @medusajs/file-local: a file is kept as `<Date.now()>-<name>`
 * and served from `<backend_url>/uploads/<key>`.
 */
export function uploadHandlers(db: MockDb) {
  return [
    http.post(
      `${BASE}/admin/uploads`,
      admin(db, async ({ request }) => {
        // Without a multipart body multer leaves req.files unset, and the route's req.files.map throws.
        if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) unknownError()
        const form = await request.formData()
        const files = form.getAll('files').filter((entry): entry is File => typeof entry !== 'string')
        const uploads = files.map((file) => {
          const key = `${Date.parse(db.now())}-${file.name}`
          const url = `${BASE}/uploads/${key}`
          db.files.push({ key, url, name: file.name, type: file.type, size: file.size })
          return { url, key }
        })
        return HttpResponse.json<AdminUploadsRes>({ uploads })
      }),
    ),
    http.delete(
      `${BASE}/admin/uploads`,
      admin(db, async ({ request }) => {
        const { file_key } = await readBody<AdminDeleteUploadsReq>(request, { file_key: req('string') })
        // LocalService.delete unlinks the file if it is there, and answers the same either way.
        db.files = db.files.filter((file) => file.key !== file_key)
        return HttpResponse.json<AdminDeleteUploadsRes>({ id: file_key, object: 'file', deleted: true })
      }),
    ),
  ]
}
