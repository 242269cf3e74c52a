import { describe, expect, it } from 'vitest'
import { products } from '@/api/admin/products'
import { uploads } from '@/api/admin/uploads'
import { logIn, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, pick, toast } from './keyboard'

// Keyboard only, against the real backend (@medusajs/file-local serves uploads from the backend's own
// /uploads): a picture added from a file, made the thumbnail, moved first, then removed; each step
// checked on screen and through the API.

/** A 1×1 PNG, as a file an operator would choose. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const stamp = Date.now().toString(36)
const title = `Image Keyboard Tee ${stamp}`
const fileName = `back-${stamp}.png`

let productId = ''
let firstUrl = ''

const serverProduct = async () => (await products.retrieve(productId, { expand: 'images' })).product
const imageUrls = async () => ((await serverProduct()).images ?? []).map((image) => image.url)

describe('product images, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    // A product with one picture already (its thumbnail), made through the API.
    const { uploads: [front] } = await uploads.create([new File([PNG], `front-${stamp}.png`, { type: 'image/png' })])
    firstUrl = front?.url ?? ''
    const { product } = await products.create({ title, status: 'published', images: [firstUrl], options: [{ title: 'Size' }], variants: [] })
    productId = product.id
    await logIn(page, `/login?next=${encodeURIComponent(`/a/products/${productId}`)}`)
    await page.getByRole('list', { name: `Images of ${title}` }).waitFor()
  })
  const images = () => browser.page.getByRole('list', { name: `Images of ${title}` }).getByRole('img')

  it('adds an image from a file chosen on the focused input (shift+i), and the backend serves it', async () => {
    const page = browser.page
    expect(await serverProduct()).toMatchObject({ thumbnail: firstUrl })
    await press(page, 'Shift+I')
    await expectPrompt(page, 'Add images to product › Images')
    // The chooser has the focus: Space would open the system dialog, which a test cannot drive.
    await page.locator('input[type=file]:focus').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG })
    await press(page, 'Enter')
    await toast(page, 'Image added')
    await expect.poll(() => images().count()).toBe(2)
    expect(await images().nth(1).getAttribute('alt')).toBe(`${title}, image 2 of 2`)

    const urls = await imageUrls()
    expect(urls[0]).toBe(firstUrl)
    expect(urls[1]).toMatch(new RegExp(`/uploads/\\d+-${fileName}$`))
    const served = await fetch(urls[1] ?? '')
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png'])
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG)
  })

  it('makes it the thumbnail from the palette', async () => {
    const page = browser.page
    await command(page, 'Set thumbnail of product')
    await expectPrompt(page, 'Set thumbnail of product › Thumbnail image')
    await pick(page, 'back', new RegExp(`^Image 2 of 2 · ${fileName}`))
    await toast(page, 'Thumbnail set')
    const product = await serverProduct()
    expect(product.thumbnail).toBe((product.images ?? [])[1]?.url)
    await expect.poll(() => images().nth(1).getAttribute('alt')).toBe(`${title}, image 2 of 2 (thumbnail)`)
  })

  it('removes it after a confirm naming it; the other image becomes the thumbnail', async () => {
    const page = browser.page
    await command(page, 'Remove product image')
    await expectPrompt(page, 'Remove product image › Image')
    await pick(page, 'back', new RegExp(`^Image 2 of 2 · ${fileName}`))
    await expectPrompt(page, 'Remove product image')
    await page.getByRole('dialog').getByText(`Remove Image 2 of 2 · ${fileName} from ${title}?`).waitFor()
    await press(page, 'Enter')
    await toast(page, 'Image removed')
    const product = await serverProduct()
    expect([(product.images ?? []).map((image) => image.url), product.thumbnail]).toEqual([[firstUrl], firstUrl])
    await expect.poll(() => images().count()).toBe(1)
  })
})
