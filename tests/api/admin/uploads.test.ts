import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { uploads } from '@/api/admin/uploads'
import { server } from '../../mocks/server'
import { BASE, describeCalls, withMockServer } from '../harness'

describeCalls('admin uploads', [
  { name: 'delete', call: () => uploads.delete({ file_key: 'a.png' }), method: 'DELETE', path: '/admin/uploads', body: { file_key: 'a.png' }, response: { id: 'a.png', object: 'file', deleted: true } },
  { name: 'download url', call: () => uploads.downloadUrl({ file_key: 'a.png' }), method: 'POST', path: '/admin/uploads/download-url', body: { file_key: 'a.png' }, response: { download_url: 'http://localhost:9000/uploads/a.png' } },
])

describe('admin uploads (multipart)', () => {
  withMockServer()
  const files = () => [new File(['a'], 'a.png'), new File(['bb'], 'b.png')]

  it.each([
    { name: 'create', call: () => uploads.create(files()), path: '/admin/uploads' },
    { name: 'create protected', call: () => uploads.createProtected(files()), path: '/admin/uploads/protected' },
  ])('$name: POST $path repeats the files field', async ({ call, path }) => {
    const reply = { uploads: [{ url: 'http://localhost:9000/uploads/a.png', key: 'a.png' }] }
    let form: FormData | undefined
    server.use(
      http.post(`${BASE}${path}`, async ({ request }) => {
        form = await request.formData()
        return HttpResponse.json(reply)
      }),
    )
    expect(await call()).toEqual(reply)
    const sent = form?.getAll('files') as File[]
    expect(sent.map((f) => f.name)).toEqual(['a.png', 'b.png'])
  })
})
