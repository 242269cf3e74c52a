import type {
  AdminDeleteUploadsReq,
  AdminDeleteUploadsRes,
  AdminPostUploadsDownloadUrlReq,
  AdminUploadsDownloadUrlRes,
  AdminUploadsRes,
} from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, readBody, req, unknownError } from '../http'

/**
 * /admin/uploads (routes/admin/uploads: multer's `upload.array("files")`, then the file service) over
 * the backend's @medusajs/file-local: a file is kept as `<Date.now()>-<name>` and served from
 * `<backend_url>/uploads/<key>`. Protected uploads are stored the same way by file-local, and a download
 * link is the file's URL, whether the key names a stored file or not. What the real server answers for
 * each refusal is pinned in tests/contract/admin-uploads-images.test.ts.
 */
function store(db: MockDb, form: FormData): AdminUploadsRes {
  const entries = [...form.entries()]
  // multer refuses a file under another field name ("Unexpected field"): Medusa answers it as unknown.
  if (entries.some(([name, value]) => name !== 'files' && typeof value !== 'string')) unknownError()
  const files = entries.flatMap(([name, value]) => (name === 'files' && typeof value !== 'string' ? [value] : []))
  const uploads = files.map((file) => {
    const key = `${Date.parse(db.now())}-${file.name}`
    const url = `${BASE}/uploads/${key}`
    db.files.push({ key, url, name: file.name, type: file.type, size: file.size })
    return { url, key }
  })
  return { uploads }
}

async function multipart(request: Request): Promise<FormData> {
  // Without a multipart body multer leaves req.files unset, and the route's req.files.map throws.
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) unknownError()
  return request.formData()
}

export function uploadHandlers(db: MockDb) {
  return [
    http.post(
      `${BASE}/admin/uploads`,
      admin(db, async ({ request }) => HttpResponse.json<AdminUploadsRes>(store(db, await multipart(request)))),
    ),
    http.post(
      `${BASE}/admin/uploads/protected`,
      admin(db, async ({ request }) => HttpResponse.json<AdminUploadsRes>(store(db, await multipart(request)))),
    ),
    http.post(
      `${BASE}/admin/uploads/download-url`,
      admin(db, async ({ request }) => {
        const { file_key } = await readBody<AdminPostUploadsDownloadUrlReq>(request, { file_key: req('string') })
        return HttpResponse.json<AdminUploadsDownloadUrlRes>({ download_url: `${BASE}/uploads/${file_key}` })
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
