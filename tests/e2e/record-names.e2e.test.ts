import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { logIn, paletteHeading, press, signInServerSide, withSignedInBrowser } from './browser'
import { command, expectPrompt, goToOrder, pick, toast } from './keyboard'
import { prepareShop, serverOrder, storefrontOrder, type Shop } from './orders'

// Keyboard only, from the palette with no record on screen: the order is picked in the prompt, and
// what the operator reads (picker rows, refusals, confirm questions, toasts, the panel) names it by
// its number. A Medusa id (`order_01H…`, `cus_01H…`) never shows.

const RAW_ID = /\b[a-z]+(?:_[a-z]+)*_01[0-9A-HJKMNP-TV-Z]{24}\b/
const run = Date.now().toString(36)
let shop: Shop

/** Fails when any text on the page is a Medusa id. */
async function expectNoRawIds(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(RAW_ID)
}

describe('records named as operators know them, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fsettings')
    await page.waitForURL(/\/a\/settings$/)
  })
  beforeAll(async () => {
    await signInServerSide()
    shop = await prepareShop(`Named Scarf ${run}`)
  })

  it('refuses a picked order the rule does not allow, saying why, before any confirm', async () => {
    const page = browser.page
    const order = await storefrontOrder(shop)
    await command(page, 'Archive order')
    await expectPrompt(page, 'Archive order › Order')
    await page.keyboard.type(String(order.display_id))
    await page.getByRole('dialog').getByRole('option', { name: new RegExp(`^#${order.display_id} ·`), selected: true }).waitFor()
    await expectNoRawIds(page)
    await press(page, 'Enter')
    await page.getByRole('dialog').getByRole('alert').filter({ hasText: `Order #${order.display_id} is not completed: only completed orders can be archived` }).waitFor()
    await expectPrompt(page, 'Archive order › Order')
    await expectNoRawIds(page)
    await press(page, 'Escape')
    expect((await serverOrder(order.id)).status).toBe('pending')
  })

  it('names a picked order by number and amount in the confirm and the toast, and on its panel', async () => {
    const page = browser.page
    const order = await storefrontOrder(shop, 2)
    await command(page, 'Capture payment')
    await pick(page, `#${order.display_id}`, new RegExp(`^#${order.display_id} ·`))
    await expect.poll(() => paletteHeading(page).textContent()).toBe('Capture payment')
    await page.getByRole('dialog').getByText(`Capture ${formatMoney(order.total ?? 0, order.currency_code)} on order #${order.display_id}?`).waitFor()
    await expectNoRawIds(page)
    await press(page, 'Enter')
    await toast(page, `Order #${order.display_id}`)
    await expectNoRawIds(page)
    await expect.poll(async () => (await serverOrder(order.id)).payment_status).toBe('captured')

    await goToOrder(page, order.display_id)
    await page.getByRole('heading', { name: `Order #${order.display_id}` }).waitFor()
    await expectNoRawIds(page)
  })
})
