import type { uploads } from '@/api/admin/uploads'
import { MedusaApiError } from '@/api/client'
import { defineRefusals, invalidData, unknownError, type RefusalCase } from '../../support/refusals'

// Every refusal the uploads mock imitates, one row each (tests/support/refusals.ts): run against msw
// with refusals.msw.ts and against Medusa 1.20 (@medusajs/file-local) with tests/contract/refusals/uploads.ts.

export interface UploadRefusalContext {
  api: { uploads: typeof uploads }
  /** A request the client never sends (its uploads are always multipart "files"), signed in as the admin. */
  raw: (path: string, init: RequestInit) => Promise<Response>
}

type Row = RefusalCase<UploadRefusalContext>

/** A JSON refusal no API function reads, as the client would read it. */
async function jsonRefusal(response: Response): Promise<unknown> {
  if (response.ok) return response
  const body = (await response.json()) as { type?: string; message?: string }
  throw new MedusaApiError({ kind: 'api', status: response.status, type: body.type, message: body.message ?? '' })
}

const post = (c: UploadRefusalContext, path: string, init: RequestInit = {}) => c.raw(path, { method: 'POST', ...init }).then(jsonRefusal)
const json = { 'Content-Type': 'application/json' }
const stray = () => {
  const form = new FormData()
  form.append('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'stray.png', { type: 'image/png' }))
  return form
}

const rows: Row[] = [
  // Without a multipart body multer leaves req.files unset, and the route's req.files.map throws.
  { route: 'POST /admin/uploads', when: 'a JSON body', call: (c) => post(c, '/admin/uploads', { body: JSON.stringify({ files: [] }), headers: json }), expected: unknownError },
  { route: 'POST /admin/uploads', when: 'no body', call: (c) => post(c, '/admin/uploads'), expected: unknownError },
  { route: 'POST /admin/uploads/protected', when: 'a JSON body', call: (c) => post(c, '/admin/uploads/protected', { body: '{}', headers: json }), expected: unknownError },
  { route: 'POST /admin/uploads', when: 'a file under another field name (multer: "Unexpected field")', call: (c) => post(c, '/admin/uploads', { body: stray() }), expected: unknownError },
  { route: 'POST /admin/uploads/download-url', when: 'no file_key', call: (c) => c.api.uploads.downloadUrl({} as { file_key: string }), expected: invalidData('file_key must be a string') },
  { route: 'DELETE /admin/uploads', when: 'no file_key', call: (c) => c.api.uploads.delete({} as { file_key: string }), expected: invalidData('file_key must be a string') },
]

export const refusals = defineRefusals<UploadRefusalContext>({
  mock: 'uploads',
  about: 'Each row sends its own request as the signed-in admin; nothing is stored.',
  cases: rows,
})
