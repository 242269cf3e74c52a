import { describe, expect, it } from 'vitest'
import { uploads } from '@/api/admin/uploads'
import { MedusaApiError } from '@/api/client'
import { withMockDb } from '../handlers'
import { BASE } from '../http'

// The upload handlers answer as tests/contract/admin-uploads-images.test.ts pins Medusa 1.20 answering.

const mock = withMockDb()
const UNKNOWN = { code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }
const png = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' })

async function raw(path: string, init: RequestInit) {
  const res = await fetch(`${BASE}${path}`, init)
  return { status: res.status, body: (await res.json()) as unknown }
}

async function failure(call: Promise<unknown>): Promise<MedusaApiError> {
  const outcome = await call.then(() => new Error('expected the call to fail'), (error: unknown) => error)
  if (!(outcome instanceof MedusaApiError)) throw outcome
  return outcome
}

describe('the uploads mock', () => {
  it('stores each file of "files" as <timestamp>-<name>, publicly or protected, and answers {uploads}', async () => {
    const { uploads: open } = await uploads.create([png('a.png'), png('b.png')])
    const { uploads: closed } = await uploads.createProtected([png('p.png')])
    expect([...open, ...closed].map((u) => [u.key.replace(/^\d+-/, ''), u.url === `${BASE}/uploads/${u.key}`])).toEqual([['a.png', true], ['b.png', true], ['p.png', true]])
    expect(mock.db.files.map((f) => f.name)).toEqual(['a.png', 'b.png', 'p.png'])
  })

  it('answers a JSON body or none with 500, multipart without files with none, a file under another field with 500', async () => {
    expect(await raw('/admin/uploads', { method: 'POST', body: JSON.stringify({ files: [] }), headers: { 'Content-Type': 'application/json' } })).toEqual({ status: 500, body: UNKNOWN })
    expect(await raw('/admin/uploads', { method: 'POST' })).toEqual({ status: 500, body: UNKNOWN })
    expect(await raw('/admin/uploads/protected', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })).toEqual({ status: 500, body: UNKNOWN })
    expect(await raw('/admin/uploads', { method: 'POST', body: new FormData() })).toEqual({ status: 200, body: { uploads: [] } })
    const text = new FormData()
    text.append('files', 'not a file')
    expect(await raw('/admin/uploads', { method: 'POST', body: text })).toEqual({ status: 200, body: { uploads: [] } })
    const stray = new FormData()
    stray.append('file', png('stray.png'))
    expect(await raw('/admin/uploads', { method: 'POST', body: stray })).toEqual({ status: 500, body: UNKNOWN })
    expect(mock.db.files).toEqual([])
  })

  it('gives a download link for any key, refuses a missing key, and deletes by key whether stored or not', async () => {
    expect(await uploads.downloadUrl({ file_key: 'never-stored.png' })).toEqual({ download_url: `${BASE}/uploads/never-stored.png` })
    for (const call of [uploads.downloadUrl({} as { file_key: string }), uploads.delete({} as { file_key: string })]) {
      const error = await failure(call)
      expect([error.status, error.type, error.message]).toEqual([400, 'invalid_data', 'file_key must be a string'])
    }
    const { uploads: [stored] } = await uploads.create([png('gone.png')])
    expect(await uploads.delete({ file_key: stored?.key ?? '' })).toEqual({ id: stored?.key, object: 'file', deleted: true })
    expect(await uploads.delete({ file_key: 'never-stored.png' })).toEqual({ id: 'never-stored.png', object: 'file', deleted: true })
    expect(mock.db.files).toEqual([])
  })
})
