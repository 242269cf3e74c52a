import { describe, expect, it } from 'vitest'
import { products } from '@/api/admin/products'
import { isMedusaApiError } from '@/api/client'
import { consoleUrl, logIn, paletteHeading, withSignedInBrowser } from './browser'

// The same lifecycle with the mouse: links and buttons on /a/products; typing only into fields.
describe('products by mouse through /a/products links and buttons', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page)
    await page.waitForURL(/\/a\//)
    await page.getByRole('link', { name: /Products/ }).click()
    await page.getByRole('grid', { name: 'Products' }).getByRole('row').nth(1).waitFor()
  })
  const title = `Mouse Wool Cap ${Date.now().toString(36)}`
  let productId = ''

  const dialog = () => browser.page.getByRole('dialog')
  const heading = () => paletteHeading(browser.page)
  const fillAndContinue = async (text: string) => {
    const field = dialog().locator('input:not([type=file]), textarea').first()
    await field.fill(text)
    await dialog().getByRole('button', { name: 'Continue' }).click()
  }

  it('creates a product with two variants with the Create product button', async () => {
    const page = browser.page
    await page.getByRole('button', { name: 'Create product' }).click()
    await expect.poll(() => heading().textContent()).toBe('Create product › Title')
    await fillAndContinue(title)
    await expect.poll(() => heading().textContent()).toBe('Create product › Status')
    await dialog().getByRole('option', { name: 'Published' }).click()
    await fillAndContinue('Size')
    await dialog().getByRole('option', { name: /EUR/ }).click()
    await fillAndContinue('S = 20.00\nL = 24.00')
    await dialog().getByRole('option', { name: 'None' }).click()
    await expect.poll(() => heading().textContent()).toBe('Create product › Type')
    await fillAndContinue('Hats')
    await fillAndContinue('winter')
    await dialog().getByRole('option', { name: /Default Sales Channel/ }).click()
    await dialog().getByRole('option', { name: /Done/ }).click()
    await expect.poll(() => heading().textContent()).toBe('Create product › More fields…')
    await dialog().getByRole('option', { name: /^Create product/ }).click()

    await page.waitForURL(/\/a\/products\/prod_/)
    productId = new URL(page.url()).pathname.split('/').pop() ?? ''
    await page.getByRole('heading', { name: title }).waitFor()
    const { product } = await products.retrieve(productId, { expand: 'variants,variants.prices,type,tags' })
    expect(product.variants.map((v) => v.title).sort()).toEqual(['L', 'S'])
    expect(product.type?.value).toBe('Hats')
    expect(product.tags?.map((t) => t.value)).toEqual(['winter'])
  })

  it("changes a variant's price with the row's Price button", async () => {
    const page = browser.page
    await page.getByRole('button', { name: 'Change variant price: L' }).click()
    await expect.poll(() => heading().textContent()).toBe('Change variant price › Currency')
    await dialog().getByRole('option', { name: /EUR/ }).click()
    await expect.poll(() => dialog().locator('input').first().inputValue()).toBe('24.00')
    await fillAndContinue('26.50')
    await page.getByRole('cell', { name: '€26.50' }).waitFor()
    const { product } = await products.retrieve(productId, { expand: 'variants,variants.prices' })
    expect(product.variants.find((v) => v.title === 'L')?.prices?.find((p) => p.currency_code === 'eur')?.amount).toBe(2650)
  })

  it('tags it with the Tags button, the current tags filled in', async () => {
    const page = browser.page
    await page.getByRole('button', { name: 'Set product tags', exact: true }).click()
    await expect.poll(() => dialog().locator('input').first().inputValue()).toBe('winter')
    await fillAndContinue('winter, wool')
    await page.getByRole('definition').filter({ hasText: 'winter, wool' }).waitFor()
    const { product } = await products.retrieve(productId, { expand: 'tags' })
    expect(product.tags?.map((t) => t.value).sort()).toEqual(['winter', 'wool'])
  })

  it('deletes it with the Delete button and a confirmation', async () => {
    const page = browser.page
    await page.getByRole('toolbar', { name: 'Product actions' }).getByRole('button', { name: 'Delete product' }).click()
    await dialog().getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(consoleUrl('/a/products'))
    const gone = await products.retrieve(productId).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(isMedusaApiError(gone) && gone.status).toBe(404)
  })
})
