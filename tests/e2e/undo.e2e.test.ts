import { describe, expect, it } from 'vitest'
import { products } from '@/api/admin/products'
import { consoleUrl, logIn, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, pick, toast } from './keyboard'

// Undo on the real backend, keyboard only: a status change taken back by mod+z; a bulk change over
// the table's filter taken back from the Activity area, leaving (and naming) the one product another
// client changed meanwhile. The e2e database is kept between runs: the products carry this run's stamp.
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
})
