import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers } from '@/api/admin/customers'
import { productCategories } from '@/api/admin/product-categories'
import { products } from '@/api/admin/products'
import { store } from '@/api/admin/store'
import { consoleUrl, logIn, press, signInServerSide, withSignedInBrowser } from './browser'
import { command, expectPrompt, goToOrder, idInUrl, pick, productsMatching, toast } from './keyboard'
import { openDraft, prepareShop, serverOrder, storefrontOrder, type Shop } from './orders'

// Issue #29 without inventory, keyboard only, against the real backend: duplicate a product, set a
// variant's barcode and weight (and a region price, shown on its row), transfer an order to another
// customer, copy a draft order's payment link, create a category tree and assign 3 products from a
// products-table filter. Each result is read back through the admin API. The e2e database is kept
// between runs: names carry this run's stamp.
const stamp = Date.now().toString(36)
const shirt = `E2E Parity Shirt ${stamp}`
const parentName = `E2E Outdoor ${stamp}`
const childName = `E2E Tents ${stamp}`
const tentTitles = ['A', 'B', 'C'].map((letter) => `E2E Tent ${stamp} ${letter}`)

const newProduct = async (title: string, variants = ['S', 'M']) =>
  (
    await products.create({
      title,
      status: 'draft',
      is_giftcard: false,
      discountable: true,
      options: [{ title: 'Size' }],
      variants: variants.map((size) => ({ title: size, inventory_quantity: 5, prices: [{ currency_code: 'eur', amount: 1900 }], options: [{ value: size }] })),
    })
  ).product

/** Opens a product by its title from the palette, the way an operator looks one up. */
async function openProduct(page: Page, title: string) {
  await command(page, 'Open product')
  await expectPrompt(page, 'Open product… › Product')
  await pick(page, title, new RegExp(`^${title}`))
  await page.getByRole('article', { name: title }).waitFor()
}

describe('parity with the original admin (issue #29), keyboard only', () => {
  let shop: Shop
  let template: string | null = null
  const browser = withSignedInBrowser(async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: consoleUrl('') })
    await logIn(page, '/login?next=%2Fa%2Fproducts')
    await page.waitForURL(/\/a\/products$/)
    await page.getByRole('grid', { name: 'Products' }).getByRole('row').nth(1).waitFor()
  })
  beforeAll(async () => {
    await signInServerSide()
    shop = await prepareShop(`E2E Parity Mug ${stamp}`)
    template = (await store.retrieve()).store.payment_link_template ?? null
  })
  // The store's payment link template goes back to what it was (other files read the store).
  afterAll(async () => {
    await signInServerSide()
    await store.update({ payment_link_template: template ?? '' })
  })

  it('duplicates a product: a draft "(copy)" with the same variants and prices', async () => {
    const page = browser.page
    const original = await newProduct(shirt)
    await openProduct(page, shirt)
    await command(page, 'Duplicate product')
    await page.waitForURL((url) => url.pathname.startsWith('/a/products/prod_') && !url.pathname.endsWith(original.id))
    await page.getByRole('article', { name: `${shirt} (copy)` }).waitFor()

    const { product: copy } = await products.retrieve(idInUrl(page), { expand: 'variants,variants.prices,options' })
    expect(copy).toMatchObject({ title: `${shirt} (copy)`, status: 'draft', handle: `${original.handle}-copy` })
    expect(copy.variants.map((v) => [v.title, v.prices?.find((p) => p.currency_code === 'eur')?.amount]).sort()).toEqual([
      ['M', 1900],
      ['S', 1900],
    ])
  })

  it("sets a variant's barcode and weight from the product panel", async () => {
    const page = browser.page
    const productId = idInUrl(page) // the copy, open
    await command(page, 'Edit variant attributes')
    await expectPrompt(page, 'Edit variant attributes: EAN, UPC, barcode, inventory, size, customs › Variant')
    await pick(page, 'M', /^M\b/)
    const step = async (label: string, text?: string) => {
      await expectPrompt(page, `Edit variant attributes: EAN, UPC, barcode, inventory, size, customs › ${label}`)
      if (text !== undefined) {
        await press(page, 'Control+a')
        await page.keyboard.type(text)
      }
      await press(page, 'Enter')
    }
    await step('EAN')
    await step('UPC')
    await step('Barcode', `40${stamp}`)
    await step('Track inventory (manage inventory)')
    await step('Allow backorders (sell when out of stock)')
    await step('Material')
    await step('Weight', '350')
    for (const label of ['Length', 'Width', 'Height', 'HS code', 'MID code', 'Country of origin']) await step(label)
    await toast(page, 'Variant attributes saved')

    const { product } = await products.retrieve(productId, { expand: 'variants' })
    expect(product.variants.find((v) => v.title === 'M')).toMatchObject({ barcode: `40${stamp}`, weight: 350 })
    expect(product.variants.find((v) => v.title === 'S')).toMatchObject({ barcode: null, weight: null })
  })

  it("sets a variant's price in a region with shift+p; the variant's row names the region beside its currency price", async () => {
    const page = browser.page
    const productId = idInUrl(page)
    await press(page, 'Shift+P')
    await expectPrompt(page, 'Set variant price for a region › Variant')
    await pick(page, 'S', /^S\b/)
    await expectPrompt(page, 'Set variant price for a region › Region')
    await pick(page, 'Europe', /^Europe/)
    await expectPrompt(page, 'Set variant price for a region › Price in the region')
    await page.keyboard.type('18')
    await press(page, 'Enter')
    await toast(page, 'S: price in Europe set')
    const variants = page.getByRole('table', { name: `Variants of ${shirt} (copy)` })
    await variants.getByRole('row', { name: /^S\b/ }).getByText('Europe €18.00').waitFor()

    const { product } = await products.retrieve(productId, { expand: 'variants,variants.prices' })
    const prices = product.variants.find((v) => v.title === 'S')?.prices ?? []
    expect(prices.find((p) => p.region_id === shop.regionId)?.amount).toBe(1800)
    expect(prices.find((p) => !p.region_id && p.currency_code === 'eur')?.amount).toBe(1900)
  })

  it('transfers an order to another customer', async () => {
    const page = browser.page
    const order = await storefrontOrder(shop)
    const { customer } = await customers.create({ email: `new-owner-${stamp}@e2e.test`, first_name: 'Grace', last_name: `Hopper ${stamp}`, password: `pw-${stamp}-secret` })
    await press(page, 'Escape')
    await goToOrder(page, order.display_id)
    await command(page, 'Transfer order to another customer')
    await expectPrompt(page, 'Transfer order to another customer › New customer')
    await pick(page, customer.email, new RegExp(`^Grace Hopper ${stamp}`))
    await expectPrompt(page, 'Transfer order to another customer')
    await page.getByRole('dialog').getByText(`to Grace Hopper ${stamp}?`, { exact: false }).waitFor()
    await press(page, 'Enter')
    await toast(page, `Order #${order.display_id} transferred`)

    expect(await serverOrder(order.id)).toMatchObject({ customer_id: customer.id, email: customer.email })
  })

  it("copies a draft order's payment link with l", async () => {
    const page = browser.page
    await store.update({ payment_link_template: 'https://shop.e2e.test/pay/{cart_id}' })
    const draft = await openDraft(shop)
    await command(page, 'Open draft order')
    await pick(page, String(draft.display_id), new RegExp(`#${draft.display_id}`))
    await page.getByRole('heading', { name: `Draft order #${draft.display_id}` }).waitFor()
    await page.evaluate(() => navigator.clipboard.writeText(''))
    await press(page, 'l')
    await toast(page, `Payment link of draft order #${draft.display_id}`)

    const link = `https://shop.e2e.test/pay/${draft.cart_id}`
    expect(draft.cart_id).toMatch(/^cart_/)
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  })

  it('creates a category with a sub-category, then assigns the 3 products a products filter matches', async () => {
    const page = browser.page
    const tentIds: string[] = []
    for (const title of tentTitles) tentIds.push((await newProduct(title, ['One size'])).id)

    await press(page, 'Escape')
    await command(page, 'Create category')
    await expectPrompt(page, 'Create category › Name')
    await page.keyboard.type(parentName)
    await press(page, 'Enter')
    for (const label of ['Handle', 'Description']) {
      await expectPrompt(page, `Create category › ${label}`)
      await press(page, label === 'Description' ? 'Control+Enter' : 'Enter')
    }
    for (const label of ['Status', 'Visibility']) {
      await expectPrompt(page, `Create category › ${label}`)
      await press(page, 'Enter')
    }
    await page.waitForURL(/\/a\/product-categories\/pcat_/)
    const parentId = idInUrl(page)
    await page.getByRole('article', { name: parentName }).getByText('No sub-categories').waitFor()

    // n on the open category: the sub-category goes under it.
    await press(page, 'n')
    await expectPrompt(page, 'Add sub-category… › Name')
    await page.keyboard.type(childName)
    await press(page, 'Enter')
    for (const label of ['Handle', 'Description', 'Status', 'Visibility']) {
      await expectPrompt(page, `Add sub-category… › ${label}`)
      await press(page, label === 'Description' ? 'Control+Enter' : 'Enter')
    }
    await toast(page, `Category ${childName} added`)
    await page.getByRole('article', { name: parentName }).getByRole('link', { name: childName }).waitFor()
    const { product_categories: children } = await productCategories.list({ parent_category_id: parentId })
    expect(children.map((c) => c.name)).toEqual([childName])
    const childId = children[0]?.id ?? ''

    await productsMatching(page, `E2E Tent ${stamp}`, 3)
    await command(page, 'Add every product matching the table to a category')
    await expectPrompt(page, 'Add every product matching the table to a category… › Category')
    await pick(page, childName, new RegExp(`^${childName}`))
    await expectPrompt(page, 'Add every product matching the table to a category…')
    await page.getByRole('dialog').getByText(`to category ${childName}?`, { exact: false }).waitFor()
    await press(page, 'Enter')
    await toast(page, `Added 3 of 3 products to category ${childName}`)

    const inChild = await products.list({ category_id: [childId], fields: 'id' })
    expect(inChild.products.map((p) => p.id).sort()).toEqual([...tentIds].sort())
    const { product_category: child } = await productCategories.retrieve(childId)
    expect(child.parent_category_id).toBe(parentId)
  })
})
