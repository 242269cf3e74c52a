import { describe, expect, it } from 'vitest'
import { products } from '@/api/admin/products'
import { isMedusaApiError } from '@/api/client'
import { logIn, paletteHeading, press, withSignedInBrowser } from './browser'

// Keyboard only: no click, no mouse. Every step is checked on screen and on the server.
describe('products, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fproducts')
    await page.waitForURL(/\/a\/products$/)
    await page.getByRole('grid', { name: 'Products' }).getByRole('row').nth(1).waitFor()
  })
  const title = `Keyboard Linen Shirt ${Date.now().toString(36)}`
  let productId = ''

  const heading = () => paletteHeading(browser.page)

  it('creates a product with two variants from the palette', async () => {
    const page = browser.page
    await press(page, 'Control+k')
    await page.keyboard.type('create prod')
    await press(page, 'Enter')
    await expect.poll(() => heading().textContent()).toBe('Create product › Title')
    await page.keyboard.type(title)
    await press(page, 'Enter')
    await expect.poll(() => heading().textContent()).toBe('Create product › Status')
    await page.keyboard.type('publ')
    await press(page, 'Enter')
    await expect.poll(() => heading().textContent()).toBe('Create product › Options')
    await page.keyboard.type('Size')
    await press(page, 'Enter')
    await expect.poll(() => heading().textContent()).toBe('Create product › Price currency')
    await page.keyboard.type('eur')
    await page.getByRole('option', { name: /EUR/ }).waitFor()
    await press(page, 'Enter')
    await expect.poll(() => heading().textContent()).toBe('Create product › Variants')
    // A rejected value keeps what was typed and says why.
    await page.keyboard.type('S / Blue = 10.00')
    await press(page, 'Control+Enter')
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Line 1: give 1 value(s)')
    await press(page, 'Control+a')
    await page.keyboard.type('S = 10.00')
    await press(page, 'Shift+Enter')
    await page.keyboard.type('M = 12.50')
    await press(page, 'Control+Enter')
    await expect.poll(() => heading().textContent()).toBe('Create product › Collection')
    await page.getByRole('option', { name: 'None' }).waitFor()
    await press(page, 'Enter')
    await press(page, 'Enter') // type: none
    await expect.poll(() => heading().textContent()).toBe('Create product › Tags')
    await press(page, 'Enter') // tags: none
    await expect.poll(() => heading().textContent()).toBe('Create product › Sales channels')
    await page.getByRole('option', { name: /Default Sales Channel/ }).waitFor()
    await press(page, 'Control+Enter') // done, none picked: the default channel
    // The handle is one of the "More fields…": left empty, Medusa makes it from the title.
    await expect.poll(() => heading().textContent()).toBe('Create product › More fields…')
    await press(page, 'Enter')

    await page.waitForURL(/\/a\/products\/prod_/)
    productId = new URL(page.url()).pathname.split('/').pop() ?? ''
    await page.getByRole('heading', { name: title }).waitFor()

    const { product } = await products.retrieve(productId, { expand: 'variants,variants.prices,options' })
    expect(product.status).toBe('published')
    expect(product.options.map((o) => o.title)).toEqual(['Size'])
    const prices = Object.fromEntries(product.variants.map((v) => [v.title, v.prices?.find((p) => p.currency_code === 'eur')?.amount]))
    expect(prices).toEqual({ S: 1000, M: 1250 })
  })

  it('changes a variant price with the p hotkey on the product panel, typed ahead of the pages', async () => {
    const page = browser.page
    await press(page, 'p')
    await expect.poll(() => heading().textContent()).toBe('Change variant price › Variant')
    // At an operator's speed, without waiting for a page: the variant picker's Enter waits for its
    // results, and what follows goes to the currency and price pages in turn.
    await page.keyboard.type('M')
    await press(page, 'Enter')
    await page.keyboard.type('eur')
    await press(page, 'Enter', 'Control+a')
    await page.keyboard.type('15,00')
    await press(page, 'Enter')
    await page.getByRole('status').filter({ hasText: 'Price changed' }).waitFor()
    await page.getByRole('cell', { name: '€15.00' }).waitFor()

    const { product } = await products.retrieve(productId, { expand: 'variants,variants.prices' })
    expect(product.variants.find((v) => v.title === 'M')?.prices?.find((p) => p.currency_code === 'eur')?.amount).toBe(1500)
  })

  it('tags it with the t hotkey', async () => {
    const page = browser.page
    await press(page, 't')
    await expect.poll(() => heading().textContent()).toBe('Set product tags › Tags')
    await page.keyboard.type('summer, linen')
    await press(page, 'Enter')
    await page.getByRole('status').filter({ hasText: 'Tags saved' }).waitFor()

    const { product } = await products.retrieve(productId, { expand: 'tags' })
    expect(product.tags?.map((t) => t.value).sort()).toEqual(['linen', 'summer'])
  })

  it('deletes it with shift+backspace after confirming', async () => {
    const page = browser.page
    await press(page, 'Shift+Backspace')
    await expect.poll(() => heading().textContent()).toBe('Delete product')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Delete ${title}?`)
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/products$/)

    const gone = await products.retrieve(productId).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(isMedusaApiError(gone) && gone.status).toBe(404)
  })
})
