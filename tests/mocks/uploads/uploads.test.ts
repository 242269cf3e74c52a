import { describe, expect, it } from 'vitest'
import { uploads } from '@/api/admin/uploads'
import { withMockDb } from '../handlers'
import { BASE } from '../http'

// The upload handlers answer as tests/contract/admin-uploads-images.test.ts pins Medusa 1.20 answering;
// their refusals are rows of refusals.ts beside them.

const mock = withMockDb()
const png = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' })

async function raw(path: string, init: RequestInit) {
  const res = await fetch(`${BASE}${path}`, init)
  return { status: res.status, body: (await res.json()) as unknown }
}

describe('the uploads mock', () => {
  it('stores each file of "files" as <timestamp>-<name>, publicly or protected, and answers {uploads}', async () => {
    const { uploads: open } = await uploads.create([png('a.png'), png('b.png')])
    const { uploads: closed } = await uploads.createProtected([png('p.png')])
    expect([...open, ...closed].map((u) => [u.key.replace(/^\d+-/, ''), u.url === `${BASE}/uploads/${u.key}`])).toEqual([['a.png', true], ['b.png', true], ['p.png', true]])
    expect(mock.db.files.map((f) => f.name)).toEqual(['a.png', 'b.png', 'p.png'])
  })

  it('answers multipart without files, or "files" as text, with no uploads', async () => {
    expect(await raw('/admin/uploads', { method: 'POST', body: new FormData() })).toEqual({ status: 200, body: { uploads: [] } })
    const text = new FormData()
    text.append('files', 'not a file')
    expect(await raw('/admin/uploads', { method: 'POST', body: text })).toEqual({ status: 200, body: { uploads: [] } })
    expect(mock.db.files).toEqual([])
  })

  it('gives a download link for any key, and deletes by key whether stored or not', async () => {
    expect(await uploads.downloadUrl({ file_key: 'never-stored.png' })).toEqual({ download_url: `${BASE}/uploads/never-stored.png` })
    const { uploads: [stored] } = await uploads.create([png('gone.png')])
    expect(await uploads.delete({ file_key: stored?.key ?? '' })).toEqual({ id: stored?.key, object: 'file', deleted: true })
    expect(await uploads.delete({ file_key: 'never-stored.png' })).toEqual({ id: 'never-stored.png', object: 'file', deleted: true })
    expect(mock.db.files).toEqual([])
  })
})
