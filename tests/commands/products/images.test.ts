import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { IMAGE_MAX_BYTES } from '@/models/uploads/files'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { commandOf, onProduct, pick, recordRequests, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()

/** The JSON bodies of the product updates sent, in order (the palette's run reads nothing else). */
const sentBodies: unknown[] = []
beforeEach(() => {
  sentBodies.length = 0
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && /\/admin\/products\/prod_\d+$/.test(new URL(request.url).pathname)) {
      void request.clone().json().then((body: unknown) => sentBodies.push(body))
    }
  }
  server.events.on('request:start', listener)
  return () => server.events.removeListener('request:start', listener)
})

const writes = () => seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path.replace(/prod_\d+/, ':id')}`)
const T_SHIRT = 'prod_1'
const productIn = (id: string) => {
  const product = mock.db.products.find((p) => p.id === id)
  if (!product) throw new Error(`no ${id}`)
  return product
}
const url = (name: string) => `${BASE}/uploads/1717000000000-${name}`
/** Gives the T-shirt these pictures (the first one its thumbnail), as if uploaded earlier. */
function withImages(...names: string[]) {
  const product = productIn(T_SHIRT)
  product.images = names.map((name, i) => ({ id: `img_seed_${i}`, url: url(name), created_at: mock.db.now(), updated_at: mock.db.now(), deleted_at: null, metadata: null }))
  product.thumbnail = names[0] ? url(names[0]) : null
}
const imageNames = () => productIn(T_SHIRT).images.map((image) => image.url.replace(/^.*\/\d+-/, ''))
const picture = (name: string, type = 'image/png', bytes = 12) => new File([new Uint8Array(bytes)], name, { type })
const toast = (title: string, message?: string) => ({ status: 'done', result: { type: 'toast', title, message } })
const failedWith = (message: string) => expect.objectContaining({ status: 'failed', message })

describe('products.add-images', () => {
  it('uploads the files as multipart "files", then sends the current images with the new URLs last', async () => {
    withImages('front.png')
    const files = [picture('back.png'), picture('detail.jpg', 'image/jpeg')]
    const run = await runCommand('products.add-images', { ctx: await onProduct(T_SHIRT), answers: { files } })
    expect(run.prompted).toEqual(['files'])
    expect(run.outcome).toEqual(toast('2 images added', 'Medusa T-Shirt has 3 image(s)'))
    expect(writes()).toEqual(['POST /admin/uploads', 'POST /admin/products/:id'])
    const uploaded = mock.db.files.map((f) => f.url)
    expect(sentBodies).toEqual([{ images: [url('front.png'), ...uploaded] }])
    expect(imageNames()).toEqual(['front.png', 'back.png', 'detail.jpg'])
    // The thumbnail stays; Medusa only fills an empty one.
    expect(productIn(T_SHIRT).thumbnail).toBe(url('front.png'))
  })

  it('is on shift+i in the product panel and says which files it takes and up to what size', () => {
    const command = commandOf('products.add-images')
    expect(command).toMatchObject({ hotkey: 'shift+i', scope: 'product' })
    expect(command.args?.files).toMatchObject({ accept: 'image/*', multiple: true, description: expect.stringContaining('up to 10 MB each') })
  })

  it('refuses a file that is not an image on its page, and sends nothing', async () => {
    const run = await runCommand('products.add-images', { ctx: await onProduct(T_SHIRT), answers: { files: [picture('front.png'), picture('sizes.pdf', 'application/pdf')] } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'files', message: 'Images takes image/* only, not sizes.pdf' })
    expect(writes()).toEqual([])
  })

  it('refuses an empty choice, an empty file and a file over the size limit', async () => {
    const ctx = await onProduct(T_SHIRT)
    expect((await runCommand('products.add-images', { ctx, answers: { files: [] } })).outcome).toEqual({ status: 'rejected', arg: 'files', message: 'Images is required' })
    expect((await runCommand('products.add-images', { ctx, answers: { files: [picture('blank.png', 'image/png', 0)] } })).outcome).toEqual({
      status: 'rejected',
      arg: 'files',
      message: 'blank.png is empty',
    })
    const huge = picture('poster.png', 'image/png', IMAGE_MAX_BYTES + 1)
    expect((await runCommand('products.add-images', { ctx, answers: { files: [huge] } })).outcome).toEqual({
      status: 'rejected',
      arg: 'files',
      message: 'Files may be up to 10 MB: poster.png (10 MB) is larger',
    })
    expect(writes()).toEqual([])
  })

  it('keeps the chosen files for a retry when the upload fails, and leaves the product as it was', async () => {
    withImages('front.png')
    server.use(http.post(`${BASE}/admin/uploads`, () => HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 })))
    const files = [picture('back.png')]
    const run = await runCommand('products.add-images', { ctx: await onProduct(T_SHIRT), answers: { files } })
    expect(run.outcome).toEqual(failedWith('The images could not be uploaded: An unknown error occurred.'))
    expect(run.args).toMatchObject({ productId: T_SHIRT, files })
    expect(writes()).toEqual(['POST /admin/uploads'])
    expect(imageNames()).toEqual(['front.png'])
  })

  it('takes the uploaded files back when Medusa refuses the product change', async () => {
    server.use(http.post(`${BASE}/admin/products/:id`, () => HttpResponse.json({ type: 'invalid_data', message: 'images must be an array' }, { status: 400 })))
    const run = await runCommand('products.add-images', { ctx: await onProduct(T_SHIRT), answers: { files: [picture('back.png')] } })
    expect(run.outcome).toEqual(failedWith('images must be an array'))
    expect(writes()).toEqual(['POST /admin/uploads', 'POST /admin/products/:id', 'DELETE /admin/uploads'])
    expect(mock.db.files).toEqual([])
  })

  it('picks the product when none is focused', async () => {
    const run = await runCommand('products.add-images', { answers: { productId: pick('hoodie', 'Medusa Hoodie'), files: [picture('hood.png')] } })
    expect(run.prompted).toEqual(['productId', 'files'])
    expect(run.outcome).toEqual(toast('Image added', 'Medusa Hoodie has 1 image(s)'))
  })
})

describe('products.set-thumbnail', () => {
  it('sends only the thumbnail, picked by place and file name', async () => {
    withImages('front.png', 'back.png')
    const run = await runCommand('products.set-thumbnail', { ctx: await onProduct(T_SHIRT), answers: { imageUrl: pick('back', 'Image 2 of 2 · back.png') } })
    expect(run.offered.imageUrl).toEqual([{ id: url('back.png'), label: 'Image 2 of 2 · back.png' }])
    expect(run.outcome).toEqual(toast('Thumbnail set', 'Medusa T-Shirt: back.png'))
    expect(sentBodies).toEqual([{ thumbnail: url('back.png') }])
    expect(productIn(T_SHIRT).thumbnail).toBe(url('back.png'))
  })

  it('marks the current thumbnail in the picker', async () => {
    withImages('front.png', 'back.png')
    const run = await runCommand('products.set-thumbnail', { ctx: await onProduct(T_SHIRT), answers: { imageUrl: pick('', 'Image 1 of 2 · front.png') } })
    expect(run.offered.imageUrl?.[0]).toEqual({ id: url('front.png'), label: 'Image 1 of 2 · front.png', hint: 'thumbnail' })
  })

  it('refuses an image the product no longer has, without sending', async () => {
    withImages('front.png')
    const run = await runCommand('products.set-thumbnail', { ctx: await onProduct(T_SHIRT), given: { imageUrl: url('gone.png') } })
    expect(run.outcome).toEqual(failedWith('Medusa T-Shirt no longer has gone.png: it was changed meanwhile'))
    expect(writes()).toEqual([])
  })
})

describe('products.remove-image', () => {
  it('asks by place and file name, then sends the other images', async () => {
    withImages('front.png', 'back.png', 'detail.png')
    const run = await runCommand('products.remove-image', { ctx: await onProduct(T_SHIRT), given: { imageUrl: url('back.png') } })
    expect(run.confirmations).toEqual(['Remove Image 2 of 3 · back.png from Medusa T-Shirt?'])
    expect(run.outcome).toEqual(toast('Image removed', 'Medusa T-Shirt has 2 image(s)'))
    expect(sentBodies).toEqual([{ images: [url('front.png'), url('detail.png')] }])
    expect(imageNames()).toEqual(['front.png', 'detail.png'])
  })

  it('makes the next image the thumbnail when the thumbnail is removed (Medusa would keep the old URL)', async () => {
    withImages('front.png', 'back.png')
    await runCommand('products.remove-image', { ctx: await onProduct(T_SHIRT), given: { imageUrl: url('front.png') } })
    expect(sentBodies).toEqual([{ images: [url('back.png')], thumbnail: url('back.png') }])
    expect(productIn(T_SHIRT).thumbnail).toBe(url('back.png'))
  })

  it('clears the thumbnail with the last image', async () => {
    withImages('front.png')
    await runCommand('products.remove-image', { ctx: await onProduct(T_SHIRT), given: { imageUrl: url('front.png') } })
    expect(sentBodies).toEqual([{ images: [], thumbnail: '' }])
    expect(productIn(T_SHIRT).images).toEqual([])
  })
})
