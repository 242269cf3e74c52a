import { describe, expect, it } from 'vitest'
import type { CustomerGroup } from '@medusajs/client-types'
import { customerGroups } from '@/api/admin/customer-groups'
import { customers } from '@/api/admin/customers'
import { priceLists } from '@/api/admin/price-lists'
import { products } from '@/api/admin/products'
import { consoleUrl, logIn, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, pick, retype, toast } from './keyboard'

// Undo on the real backend, keyboard only: a status change taken back by mod+z; a bulk change over
// the table's filter taken back from the Activity area, leaving (and naming) the one product another
// client changed meanwhile; a price grid's save of two prices taken back by mod+z as one step. The
// e2e database is kept between runs: the products and the price list carry this run's stamp.
const stamp = `undo${Date.now().toString(36)}`

async function draftProduct(letter: string): Promise<string> {
  const title = `E2E Undo ${stamp} ${letter}`
  const { product } = await products.create({
    title,
    status: 'draft',
    is_giftcard: false,
    discountable: true,
    options: [{ title: 'Size' }],
    variants: [{ title: 'One size', inventory_quantity: 0, prices: [], options: [{ value: 'One size' }] }],
  })
  return product.id
}
const statusOf = async (id: string) => (await products.retrieve(id, { fields: 'id,status' })).product.status

/** A list's prices as Medusa has them: 'SKU:currency:amount', sorted (a save replaces a changed price by a new one). */
async function pricesOf(listId: string, skuOf: Map<string, string>): Promise<string[]> {
  const { price_list } = await priceLists.retrieve(listId)
  return (price_list.prices ?? []).map((p) => `${skuOf.get(p.variant_id ?? '') ?? '?'}:${p.currency_code}:${p.amount}`).sort()
}

describe('undo, keyboard only', () => {
  const ids: string[] = []
  const browser = withSignedInBrowser(async (page) => {
    for (const letter of 'ABC') ids.push(await draftProduct(letter))
    await logIn(page, '/login?next=%2Fa%2Fproducts')
    await page.waitForURL(/\/a\/products(\?.*)?$/)
  })

  it('mod+z takes back a status change', async () => {
    const page = browser.page
    const [id] = ids
    await page.goto(consoleUrl(`/a/products/${id}`))
    await page.getByRole('article', { name: `E2E Undo ${stamp} A` }).waitFor()
    await command(page, 'Set product status')
    await expectPrompt(page, 'Set product status › Status')
    await pick(page, 'Published', /^Published/)
    await toast(page, 'Status changed')
    await expect.poll(() => statusOf(id as string)).toBe('published')

    await press(page, 'Control+z')
    await toast(page, 'Undone: Set product status')
    await expect.poll(() => statusOf(id as string)).toBe('draft')
  })

  it('a bulk change over the filter is undone from the Activity area, but for the product changed meanwhile', async () => {
    const page = browser.page
    await page.goto(consoleUrl(`/a/products?q=${stamp}`))
    const grid = page.getByRole('grid', { name: 'Products' })
    await expect.poll(() => grid.locator('tbody tr[data-row-id]').count()).toBe(3)
    await grid.locator('tbody tr[tabindex="0"]').focus()
    await command(page, 'Set status of products')
    await expectPrompt(page, 'Set status of products… › Products')
    await pick(page, '', /^All 3 products/)
    await expectPrompt(page, 'Set status of products… › Status')
    await pick(page, 'Published', /^Published/)
    await expectPrompt(page, 'Set status of products…')
    await press(page, 'Enter')
    await toast(page, 'Status set to published on 3 of 3 products')
    // Another client proposes C meanwhile.
    await products.update(ids[2] as string, { status: 'proposed' })

    await press(page, 'g', 'w')
    await page.waitForURL(/\/a\/activity$/)
    const activity = page.getByRole('grid', { name: 'Activity' })
    await activity.locator('tbody tr[data-row-id]').filter({ hasText: 'Set status of products' }).first().waitFor()
    // The newest entry (the bulk change) is the current row; Enter opens it.
    await activity.locator('tbody tr[tabindex="0"]').focus()
    await press(page, 'Enter')
    const panel = page.getByRole('article', { name: 'Set status of products…' })
    const undo = panel.getByRole('button', { name: /^Undo a run/ })
    await undo.waitFor()
    for (let tabs = 0; tabs < 30 && !(await undo.evaluate((button) => button === document.activeElement)); tabs += 1) await press(page, 'Tab')
    await press(page, 'Enter')

    await page.getByRole('status').filter({ hasText: 'Undone: Set status of products…' }).filter({ hasText: `E2E Undo ${stamp} C: status is now proposed, changed since — left as it is` }).first().waitFor()
    await expect.poll(async () => Promise.all(ids.map(statusOf))).toEqual(['draft', 'draft', 'proposed'])
  })

  it('a price grid’s save of two prices is taken back by mod+z, both prices at once', async () => {
    const page = browser.page
    const sku = `UNDO-${stamp}`.toUpperCase()
    const { product } = await products.create({
      title: `E2E Undo ${stamp} prices`,
      options: [{ title: 'Size' }],
      variants: ['S', 'M'].map((size) => ({ title: size, sku: `${sku}-${size}`, prices: [{ currency_code: 'eur', amount: 5000 }], options: [{ value: size }] })),
    })
    const skuOf = new Map((product.variants ?? []).map((v) => [v.id, v.sku ?? '']))
    const listName = `Undo sale ${stamp}`
    const { price_list } = await priceLists.create({
      name: listName,
      description: '',
      type: 'sale',
      status: 'draft',
      prices: (product.variants ?? []).map((v, i) => ({ variant_id: v.id, currency_code: 'eur', amount: 4000 - i * 1000 })),
    })
    const before = await pricesOf(price_list.id, skuOf)
    expect(before).toEqual([`${sku}-M:eur:3000`, `${sku}-S:eur:4000`].sort())

    await page.goto(consoleUrl('/a/price-lists'))
    await page.getByRole('heading', { name: 'Price lists' }).waitFor()
    await command(page, 'Open price list')
    await expectPrompt(page, 'Open price list… › Price list')
    await pick(page, listName, new RegExp(`^${listName}`))
    await page.waitForURL(new RegExp(`/a/price-lists/${price_list.id}`))
    const grid = page.getByRole('grid', { name: `Prices of ${listName}` })
    await expect.poll(() => grid.locator('[data-cell="1:0"]').textContent()).toMatch(/€[34]0\.00/)
    // p focuses the first row's EUR cell; typing starts its edit, Enter writes it and moves down a row.
    await press(page, 'p')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('0:0')
    await page.keyboard.type('12')
    await press(page, 'Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('1:0')
    await page.keyboard.type('34.50')
    await press(page, 'Enter')
    await page.getByRole('heading', { name: /· 2 unsaved$/ }).waitFor()
    await press(page, 'Control+s')
    await expectPrompt(page, 'Save edited prices')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Save ${listName}: 2 changed, 0 added, 0 removed.`)
    await press(page, 'Enter')
    await toast(page, 'Prices saved')
    const saved = await pricesOf(price_list.id, skuOf)
    expect(saved.map((p) => p.replace(/^.*:/, '')).sort()).toEqual(['1200', '3450'])

    await press(page, 'Control+z')
    await toast(page, 'Undone: Save edited prices')
    await expect.poll(() => pricesOf(price_list.id, skuOf)).toEqual(before)
    // The grid shows them back too.
    await expect.poll(async () => [await grid.locator('[data-cell="0:0"]').textContent(), await grid.locator('[data-cell="1:0"]').textContent()].join(' ')).toMatch(/€[34]0\.00.*€[34]0\.00/)
    await priceLists.delete(price_list.id)
  })

  it("mod+z takes back an edit of a customer: the changed name and the added phone, the rest as it is", async () => {
    const page = browser.page
    const email = `${stamp}@example.com`
    const { customer } = await customers.create({ email, first_name: 'Ada', last_name: 'Undo', password: `${stamp}-pass` })
    await page.goto(consoleUrl(`/a/customers/${customer.id}`))
    await page.getByRole('article', { name: 'Ada Undo' }).waitFor()
    await command(page, 'Edit customer')
    await expectPrompt(page, 'Edit customer › First name')
    await retype(page, 'Adeline')
    await expectPrompt(page, 'Edit customer › Last name')
    await press(page, 'Enter')
    await expectPrompt(page, 'Edit customer › Phone')
    await page.keyboard.type('+31 20 123 4567')
    await press(page, 'Enter')
    await expectPrompt(page, 'Edit customer › Email')
    await press(page, 'Enter')
    await toast(page, 'Customer saved')
    const now = async () => {
      const { customer: c } = await customers.retrieve(customer.id)
      return [c.first_name, c.last_name, c.phone || '', c.email].join(' ')
    }
    await expect.poll(now).toBe(`Adeline Undo +31 20 123 4567 ${email}`)

    await press(page, 'Control+z')
    await toast(page, 'Undone: Edit customer')
    await expect.poll(now).toBe(`Ada Undo  ${email}`)
  })

  it('mod+z takes back a new customer group (deleted: nothing hangs on it), and mod+shift+z makes it again', async () => {
    const page = browser.page
    const name = `E2E Undo ${stamp} group`
    const named = async () => ((await customerGroups.list({ q: stamp })).customer_groups as CustomerGroup[]).filter((g) => g.name === name).map((g) => g.id)
    await page.goto(consoleUrl('/a/customer-groups'))
    // The dashboard first: a ctrl+k pressed before it has painted is not yet the palette's.
    await page.getByRole('grid', { name: 'Customer groups' }).locator('tbody tr[data-row-id]').first().waitFor()
    await command(page, 'Create customer group')
    await expectPrompt(page, 'Create customer group › Name')
    await page.keyboard.type(name)
    await press(page, 'Enter')
    // Metadata waits among the "More fields…": the command's own row is selected, Enter creates.
    await expectPrompt(page, 'Create customer group › More fields…')
    await page.getByRole('dialog').getByRole('option', { name: /^Create customer group/, selected: true }).waitFor()
    await press(page, 'Enter')
    await page.getByRole('article', { name }).waitFor()
    const [made] = await named()
    expect(made).toBeDefined()

    await press(page, 'Control+z')
    await toast(page, 'Undone: Create customer group')
    await expect.poll(named).toEqual([])
    // Its panel, still open, says it is gone rather than showing it.
    await page.getByRole('heading', { name: 'Customer group not found' }).waitFor()

    await press(page, 'Control+Shift+z')
    await toast(page, 'Redone: Create customer group')
    await expect.poll(async () => (await named()).length).toBe(1)
    expect(await named()).not.toContain(made)
    // The e2e database is kept between runs: the group made again goes.
    for (const id of await named()) await customerGroups.delete(id)
  })
})
