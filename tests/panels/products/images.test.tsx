import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import ProductsArea from '@/panels/products/ProductsArea'
import { recordRequests } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()

beforeEach(() => localStorage.clear())

const url = (name: string) => `${BASE}/uploads/1717000000000-${name}`
/** The T-shirt with these pictures; `thumbnail` names the one marked as thumbnail. */
function tShirtWith(names: string[], thumbnail = names[0]) {
  const product = mock.db.products.find((p) => p.id === 'prod_1')
  if (!product) throw new Error('no prod_1')
  product.images = names.map((name, i) => ({ id: `img_seed_${i}`, url: url(name), created_at: mock.db.now(), updated_at: mock.db.now(), deleted_at: null, metadata: null }))
  product.thumbnail = thumbnail ? url(thumbnail) : null
  return product
}

const renderProduct = () => renderArea('products', <ProductsArea />, '/a/products/prod_1')
const imageList = () => screen.findByRole('list', { name: 'Images of Medusa T-Shirt' }, { timeout: 10_000 })
const alts = (list: HTMLElement) => within(list).getAllByRole('img').map((img) => img.getAttribute('alt'))
const palette = () => screen.getByRole('dialog')
const pageTitle = () => within(palette()).getByRole('heading', { level: 2 }).textContent

describe('the product panel’s images', () => {
  it('lists the pictures in order, named by product and place, the thumbnail marked in words; axe finds nothing serious', async () => {
    tShirtWith(['front.png', 'back.png', 'detail.png'], 'back.png')
    renderProduct()
    const list = await imageList()
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(alts(list)).toEqual(['Medusa T-Shirt, image 1 of 3', 'Medusa T-Shirt, image 2 of 3 (thumbnail)', 'Medusa T-Shirt, image 3 of 3'])
    const [first, second, third] = within(list).getAllByRole('listitem')
    expect(within(second as HTMLElement).getByText('Thumbnail')).toBeDefined()
    expect(within(first as HTMLElement).queryByText('Thumbnail')).toBeNull()
    // The thumbnail cannot be made the thumbnail again; no image can be moved (Medusa v1 keeps no order).
    const button = (item: HTMLElement | undefined, name: string) => within(item as HTMLElement).getByRole('button', { name: new RegExp(`^${name}`) }) as HTMLButtonElement
    expect(button(second, 'Set thumbnail of product').disabled).toBe(true)
    expect(button(first, 'Set thumbnail of product').disabled).toBe(false)
    expect(within(third as HTMLElement).getAllByRole('button').map((b) => b.textContent)).toEqual(['Set thumbnail', 'Remove'])
    expect(screen.getByText('In the order Medusa lists them: Medusa v1 keeps no image order, so they cannot be reordered.')).toBeDefined()
    expect(button(first, 'Remove product image').getAttribute('aria-label')).toBe('Remove product image: image 1 of 3, front.png')
    expect(screen.getByRole('heading', { name: 'Images (3)' })).toBeDefined()
    await expectNoSeriousA11yViolations()
  }, 45_000)

  it('says when there are none, with the button to add some', async () => {
    renderProduct()
    await screen.findByRole('heading', { name: 'Images (0)' }, { timeout: 10_000 })
    expect(screen.getByText('No images yet.')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Add images to product' })).toBeDefined()
  })

  it('adds a chosen file from the palette, and after a failed upload offers the same file again', async () => {
    const user = userEvent.setup({ delay: null })
    let failUpload = true
    server.use(
      http.post(`${BASE}/admin/uploads`, () =>
        failUpload ? HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }) : undefined,
      ),
    )
    renderProduct()
    await screen.findByRole('heading', { name: 'Images (0)' }, { timeout: 10_000 })
    await user.click(screen.getByRole('button', { name: 'Add images to product' }))
    await screen.findByRole('dialog', {}, { timeout: 10_000 })
    expect(pageTitle()).toBe('Add images to product › Images')
    const input = within(palette()).getByLabelText('Images') as HTMLInputElement
    expect([input.type, input.accept, input.multiple]).toEqual(['file', 'image/*', true])
    await user.upload(input, new File([new Uint8Array(16)], 'front.png', { type: 'image/png' }))
    input.focus()
    await user.keyboard('{Enter}')

    // The failure is told on the page, which still holds the chosen file.
    await waitFor(() => expect(pageTitle()).toBe('Add images to product › Images'), { timeout: 10_000 })
    expect(within(palette()).getByText('The images could not be uploaded: An unknown error occurred.')).toBeDefined()
    expect(within(palette()).getByText('front.png')).toBeDefined()
    expect(mock.db.products.find((p) => p.id === 'prod_1')?.images).toEqual([])

    failUpload = false
    ;(within(palette()).getByLabelText('Images') as HTMLInputElement).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const list = await imageList()
    await waitFor(() => expect(alts(list)).toEqual(['Medusa T-Shirt, image 1 of 1 (thumbnail)']))
    expect(seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual(['POST /admin/uploads', 'POST /admin/uploads', 'POST /admin/products/prod_1'])
  }, 45_000)
})
