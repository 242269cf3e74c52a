import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectNoSeriousAxeViolations } from './axe'
import { logIn, press, signInServerSide, withSignedInBrowser } from './browser'
import { command } from './keyboard'
import { prepareShop, serverOrder, storefrontOrder } from './orders'

// A work queue, keyboard only, on the real backend: "Queue: Orders awaiting capture" from the palette,
// `c` on each of this run's three orders (checked through the API), `s` past the orders of the seed and
// of other tests (left as they were), the next order on screen as soon as each key is pressed.
// Then an order open beside the orders table: the table's columns all sit left of the record.

const run = Date.now().toString(36)

/** The number of the order the queue shows ('Order #1042' -> 1042), once one is on screen. */
async function orderOnScreen(page: Page): Promise<number> {
  const heading = page.getByRole('region', { name: 'Orders awaiting capture' }).getByRole('heading', { name: /^Order #\d+$/ })
  await heading.waitFor()
  return Number((await heading.textContent())?.replace('Order #', ''))
}

const progress = (page: Page) => page.getByRole('region', { name: 'Orders awaiting capture' }).getByRole('status').first().textContent()

describe('work queues, keyboard only', () => {
  const mine = new Map<number, string>()
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Forders')
    await page.getByRole('grid', { name: 'Orders' }).getByRole('row').nth(1).waitFor()
  })
  beforeAll(async () => {
    await signInServerSide()
    const shop = await prepareShop(`Queue Tee ${run}`)
    for (let n = 0; n < 3; n += 1) {
      const order = await storefrontOrder(shop)
      mine.set(order.display_id, order.id)
    }
  })

  it('captures three orders with one key each, each next order opening at once, the counts moving', async () => {
    const page = browser.page
    await command(page, 'Queue: Orders awaiting capture')
    await page.waitForURL(/\/a\/queues\/awaiting-capture$/)
    let captured = 0
    let skipped = 0
    // Oldest first: the seed's and other tests' orders come before this run's.
    for (let step = 0; step < 200 && captured < mine.size; step += 1) {
      const number = await orderOnScreen(page)
      await expect.poll(() => progress(page)).toMatch(new RegExp(`· ${captured} done`))
      if (mine.has(number)) {
        await press(page, 'c')
        captured += 1
      } else {
        await press(page, 's')
        skipped += 1
      }
      // The next order is on screen as soon as the key is pressed, not once Medusa has answered.
      await expect.poll(() => orderOnScreen(page).catch(() => 0)).not.toBe(number)
    }
    expect(captured).toBe(3)
    // '16 of 16 · 3 done · 13 skipped' with orders after this run's, else 'Queue done: 3 done, 12 skipped'.
    await expect.poll(() => progress(page)).toMatch(new RegExp(`3 done(, | · )${skipped} skipped$`))
    for (const id of mine.values()) await expect.poll(async () => (await serverOrder(id)).payment_status).toBe('captured')
    await expectNoSeriousAxeViolations(page, 'main')
  })

  it('shows an order beside the orders table with every table column left of it', async () => {
    const page = browser.page
    await press(page, 'g', 'o')
    await page.waitForURL(/\/a\/orders$/)
    const grid = page.getByRole('grid', { name: 'Orders' })
    await grid.getByRole('row').nth(1).waitFor()
    await press(page, 'j', 'Enter')
    const detail = page.getByRole('region', { name: 'Order' })
    await detail.getByRole('heading', { name: /^Order #\d+$/ }).waitFor()
    await expect
      .poll(() =>
        page.evaluate(() => {
          const panel = document.querySelector('section[aria-label="Order"]')?.getBoundingClientRect()
          const headers = [...document.querySelectorAll('[role="grid"][aria-label="Orders"] thead th')].map((th) => th.getBoundingClientRect())
          return panel ? headers.filter((th) => th.width > 0 && th.right > panel.left + 1).length : -1
        }),
      )
      .toBe(0)
  })
})
