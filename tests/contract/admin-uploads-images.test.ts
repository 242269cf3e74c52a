// Uploads (what the msw handlers imitate; their refusals are rows of tests/mocks/uploads/refusals.ts)
// and product images (how Medusa 1.20 keeps their order and thumbnail) against a real Medusa with
// @medusajs/file-local. The image commands build on these.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { products, uploads } from './api'
import { createProduct } from './fixtures'
import { signInAdmin } from './helpers'

let token = ''
beforeAll(async () => {
  token = await signInAdmin()
})
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, name.length])], name, { type: 'image/png' })

/** A request the client would never send (its upload is always multipart "files"), answered as is. */
async function raw(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${inject('contractBaseUrl')}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } })
  return { status: res.status, body: await res.json() }
}

const names = (images: ReadonlyArray<{ url: string }> | null | undefined) => (images ?? []).map((image) => image.url.replace(/^.*\/\d+-/, ''))

describe('POST /admin/uploads: what multer and the route make of other bodies', () => {
  it('multipart without files, or "files" as text: 200 {uploads: []}', async () => {
    expect(await raw('/admin/uploads', { method: 'POST', body: new FormData() })).toEqual({ status: 200, body: { uploads: [] } })
    const text = new FormData()
    text.append('files', 'not a file')
    expect(await raw('/admin/uploads', { method: 'POST', body: text })).toEqual({ status: 200, body: { uploads: [] } })
  })

  it('download-url and delete with a key never stored: 200', async () => {
    // file-local neither checks that the file exists nor minds that it does not.
    expect(await uploads.downloadUrl({ file_key: 'never-stored.png' })).toEqual({ download_url: `${inject('contractBaseUrl')}/uploads/never-stored.png` })
    expect(await uploads.delete({ file_key: 'never-stored.png' })).toEqual({ id: 'never-stored.png', object: 'file', deleted: true })
  })

  it('an uploaded image is served at its URL as an image; a protected one through its download link', async () => {
    const { uploads: [image] } = await uploads.create([png('served.png')])
    const served = await fetch(image?.url ?? '')
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png'])
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 10]))

    const { uploads: [secret] } = await uploads.createProtected([new File(['private'], 'private.txt', { type: 'text/plain' })])
    expect(secret?.key).toMatch(/^\d+-private\.txt$/)
    const { download_url } = await uploads.downloadUrl({ file_key: secret?.key ?? '' })
    expect(await (await fetch(download_url)).text()).toBe('private')
  })
})

describe('POST /admin/products/{id} images and thumbnail', () => {
  it('keeps images in the order their links were made: a reordered list changes nothing; clearing first relinks them', async () => {
    const product = await createProduct()
    const { uploads: files } = await uploads.create([png('a.png'), png('b.png'), png('c.png')])
    const [a, b, c] = files.map((f) => f.url)
    // Without a thumbnail, Medusa makes the first image sent the thumbnail.
    const first = (await products.update(product.id, { images: [a ?? '', b ?? ''] })).product
    expect([names(first.images), first.thumbnail]).toEqual([['a.png', 'b.png'], a])

    const added = (await products.update(product.id, { images: [c ?? '', a ?? '', b ?? ''] })).product
    expect(names(added.images)).toEqual(['a.png', 'b.png', 'c.png'])
    const reordered = (await products.update(product.id, { images: [b ?? '', a ?? '', c ?? ''] })).product
    expect(names(reordered.images)).toEqual(['a.png', 'b.png', 'c.png'])

    expect(names((await products.update(product.id, { images: [] })).product.images)).toEqual([])
    await products.update(product.id, { images: [b ?? '', a ?? '', c ?? ''] })
    const { product: fetched } = await products.retrieve(product.id, { expand: 'images' })
    // The images come back in the join table's storage order (Medusa 1.20 has no position column and
    // no ORDER BY): usually the order they were linked in, but after the rows were deleted Postgres
    // may place new ones in the freed space, so only the set and the thumbnail are certain.
    expect([[...names(fetched.images)].sort(), fetched.thumbnail]).toEqual([['a.png', 'b.png', 'c.png'], a])
  })

  it('keeps the thumbnail of a removed image; an empty thumbnail is stored and refilled by the next images sent', async () => {
    const product = await createProduct()
    const { uploads: files } = await uploads.create([png('x.png'), png('y.png')])
    const [x, y] = files.map((f) => f.url)
    await products.update(product.id, { images: [x ?? '', y ?? ''] })
    expect((await products.update(product.id, { thumbnail: y })).product.thumbnail).toBe(y)

    const removed = (await products.update(product.id, { images: [x ?? ''] })).product
    expect([names(removed.images), removed.thumbnail]).toEqual([['x.png'], y])

    const cleared = (await products.update(product.id, { images: [], thumbnail: '' })).product
    expect([names(cleared.images), cleared.thumbnail]).toEqual([[], ''])
    const again = (await products.update(product.id, { images: [y ?? ''] })).product
    expect(again.thumbnail).toBe(y)
  })
})
