import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { priceLists } from '@/api/admin/price-lists'
import { products } from '@/api/admin/products'
import { store } from '@/api/admin/store'
import { expectNoSeriousAxeViolations } from './axe'
import { logIn, paletteHeading, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, idInUrl, pick, toast } from './keyboard'

// The scenario, keyboard only: create a "Black Friday" sale for VIP, add two products, set
// prices by typing and by pasting a 3×2 block from a spreadsheet, save, and read them back through
// the API. Then one mouse-only pass. The e2e database is kept between runs: names carry this run's stamp.
const stamp = Date.now().toString(36)
const listName = `Black Friday ${stamp}`

/** A product of two sizes with a base price each, made through the API (titles carry the stamp). */
async function productOf(title: string) {
  const sku = `${title.replace(/\W+/g, '-').toUpperCase()}`
  const { product } = await products.create({
    title,
    options: [{ title: 'Size' }],
    variants: ['S', 'M'].map((size) => ({ title: size, sku: `${sku}-${size}`, prices: [{ currency_code: 'eur', amount: 5000 }], options: [{ value: size }] })),
  })
  return product
}

const pricesOf = async (id: string) => {
  const { price_list } = await priceLists.retrieve(id)
  return (price_list.prices ?? []).map((p) => `${p.variant_id}:${p.currency_code}:${p.amount}`).sort()
}

/** Puts tab-separated text on the clipboard, as a spreadsheet's copy does. */
async function copyBlock(page: Page, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin })
  await page.evaluate(async (block) => navigator.clipboard.writeText(block), text)
}

describe('price lists, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fprice-lists')
    await page.waitForURL(/\/a\/price-lists$/)
    await page.getByRole('heading', { name: 'Price lists' }).waitFor()
  })
  const made: { list?: string; a?: Awaited<ReturnType<typeof productOf>>; b?: Awaited<ReturnType<typeof productOf>> } = {}

  it('creates a Black Friday sale for VIP from the palette', async () => {
    const page = browser.page
    made.a = await productOf(`PL Shirt ${stamp}`)
    made.b = await productOf(`PL Scarf ${stamp}`)
    await command(page, 'Create price list')
    await expectPrompt(page, 'Create price list › Name')
    await page.keyboard.type(listName)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create price list › Type')
    await pick(page, 'sale', /^Sale/)
    await expectPrompt(page, 'Create price list › Status')
    await pick(page, 'active', /^Active/)
    await expectPrompt(page, 'Create price list › Starts at')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create price list › Ends at')
    // Ends before starts is refused where it is typed... with no start, any end is fine.
    await press(page, 'Enter')
    await expectPrompt(page, 'Create price list › Customer groups')
    await page.keyboard.type('VIP')
    await page.getByRole('dialog').getByRole('option', { name: /^VIP/, selected: true }).waitFor()
    await press(page, 'Enter')
    await press(page, 'Control+Enter')
    // The description is one of the "More fields…", which Enter passes.
    await expectPrompt(page, 'Create price list › More fields…')
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/price-lists\/pl_/)
    made.list = idInUrl(page)
    await page.getByRole('article', { name: listName }).waitFor()
    const { price_list } = await priceLists.retrieve(made.list)
    expect(price_list).toMatchObject({ name: listName, type: 'sale', status: 'active', customer_groups: [expect.objectContaining({ name: 'VIP' })] })
  })

  it('adds two products with a (their variants get rows)', async () => {
    const page = browser.page
    await press(page, 'a')
    await expectPrompt(page, 'Add products to price list… › Products')
    await pick(page, `PL Shirt ${stamp}`, new RegExp(`^PL Shirt ${stamp}`))
    await press(page, 'Control+a')
    await pick(page, `PL Scarf ${stamp}`, new RegExp(`^PL Scarf ${stamp}`))
    await press(page, 'Control+Enter')
    await toast(page, 'Added')
    const grid = page.getByRole('grid', { name: `Prices of ${listName}` })
    await expect.poll(() => grid.getAttribute('aria-rowcount')).toBe('5')
  })

  it('types two prices, pastes a 3×2 block, previews and saves them in one batch', async () => {
    const page = browser.page
    const grid = page.getByRole('grid', { name: `Prices of ${listName}` })
    // Rows by product title: the Scarf's S and M, then the Shirt's S and M; the store's default currency
    // (EUR) first, then its others by code (other tests may have added one to the store).
    const { store: shop } = await store.retrieve()
    const others = (shop.currencies ?? []).map((c) => c.code.toUpperCase()).filter((code) => code !== 'EUR').sort()
    expect(others[0]).toBe('GBP')
    await expect.poll(() => grid.getByRole('columnheader').allTextContents()).toEqual(['Product', 'Variant', 'SKU', 'EUR', ...others])
    await grid.locator('[data-cell="0:0"]').focus()
    await page.keyboard.type('39,99')
    await press(page, 'Tab')
    await page.keyboard.type('44.50')
    await press(page, 'Enter')
    await expect.poll(() => grid.locator('[data-cell="0:1"]').textContent()).toContain('£44.50')
    await press(page, 'ArrowLeft')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('1:0')
    await copyBlock(page, '19.99\t24.99\n29.99\t34.99\n9.99\t12.5\n')
    await press(page, 'Control+v')
    await page.getByText('Pasted 6 cells').waitFor()
    await page.getByRole('heading', { name: /· 8 unsaved$/ }).waitFor()

    await press(page, 'Control+s')
    await expectPrompt(page, 'Save edited prices')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Save ${listName}: 0 changed, 8 added, 0 removed.`)
    await press(page, 'Enter')
    await toast(page, 'Prices saved')
    const [scarfS, scarfM] = made.b?.variants ?? []
    const [shirtS, shirtM] = made.a?.variants ?? []
    expect(await pricesOf(made.list ?? '')).toEqual(
      [
        `${scarfS?.id}:eur:3999`,
        `${scarfS?.id}:gbp:4450`,
        `${scarfM?.id}:eur:1999`,
        `${scarfM?.id}:gbp:2499`,
        `${shirtS?.id}:eur:2999`,
        `${shirtS?.id}:gbp:3499`,
        `${shirtM?.id}:eur:999`,
        `${shirtM?.id}:gbp:1250`,
      ].sort(),
    )
    await page.getByRole('heading', { name: 'Prices (8)' }).waitFor()
  })

  it('has no serious or critical axe violations with the grid open', async () => {
    await expectNoSeriousAxeViolations(browser.page)
  })
})

// The mouse pass: the nav link, buttons and cells; typing only into fields.
describe('price lists by mouse', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page)
    await page.waitForURL(/\/a\//)
    await page.getByRole('link', { name: /Price lists/ }).click()
    await page.waitForURL(/\/a\/price-lists/)
  })

  it('opens the list, edits a cell by double-click, saves with the button, deactivates it', async () => {
    const page = browser.page
    await page.getByRole('searchbox', { name: 'Search price lists by name' }).fill(listName)
    await page.getByRole('searchbox', { name: 'Search price lists by name' }).press('Enter')
    await page.getByRole('grid', { name: 'Price lists' }).getByText(listName).click()
    await page.waitForURL(/\/a\/price-lists\/pl_/)
    const id = idInUrl(page)
    const grid = page.getByRole('grid', { name: `Prices of ${listName}` })
    await grid.getByRole('columnheader', { name: 'USD' }).waitFor()
    const usd = (await grid.getByRole('columnheader').allTextContents()).indexOf('USD') - 3
    await grid.locator(`[data-cell="0:${usd}"]`).dblclick()
    await grid.getByRole('textbox', { name: /^Price of .* in USD$/ }).fill('35')
    await grid.locator(`[data-cell="1:${usd}"]`).click()
    await page.getByRole('button', { name: 'Save edited prices' }).click()
    await expect.poll(() => paletteHeading(page).textContent()).toBe('Save edited prices')
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await toast(page, 'Prices saved')
    expect((await pricesOf(id)).filter((p) => p.includes(':usd:'))).toEqual([expect.stringMatching(/:usd:3500$/)])

    await page.getByRole('article', { name: listName }).getByRole('button', { name: /^Deactivate/ }).click()
    await page.getByRole('article', { name: listName }).getByRole('button', { name: /^Activate/ }).waitFor()
    expect((await priceLists.retrieve(id)).price_list.status).toBe('draft')
    await priceLists.delete(id)
  })
})
