// npm run bench's 10,000-row table: one page of generated orders, walked by holding j.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { closeContext, observeResponsiveness, openContext } from '../bench-page'
import { startProfile } from '../bench-profile'
import { signIn } from './flows'

/** 10,000 generated orders in one table page: holding `j` walks them; long tasks are counted. */
export async function bigTable(base: string, backend: string) {
  const browser = await openContext()
  const { page } = browser
  await signIn(page, base)
  await page.keyboard.press('Enter')
  await page.getByRole('grid', { name: 'Orders' }).getByRole('row').nth(1).waitFor()
  const rows = Array.from({ length: 10_000 }, (_, i) => ({
    id: `order_bench_${i}`,
    display_id: 100_000 + i,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    email: `buyer${i}@example.com`,
    status: 'pending',
    payment_status: i % 3 ? 'captured' : 'awaiting',
    fulfillment_status: i % 2 ? 'fulfilled' : 'not_fulfilled',
    total: 1000 + i,
    currency_code: 'eur',
    region_id: null,
    sales_channel_id: null,
    customer_id: null,
    customer: null,
    region: null,
    sales_channel: null,
  }))
  const api = new URL(backend).origin
  await page.route(
    (url) => url.origin === api && url.pathname === '/admin/orders',
    (route) => route.fulfill({ json: { orders: rows, count: rows.length, offset: 0, limit: rows.length } }),
  )
  let detailRequests = 0
  await page.route(
    (url) => url.origin === api && url.pathname.startsWith('/admin/orders/order_bench_'),
    (route) => {
      detailRequests += 1
      return route.fulfill({ status: 404, json: { type: 'not_found', message: 'bench' } })
    },
  )
  const stopProfile = await startProfile(page)
  const started = Date.now()
  await page.goto(`${base}/a/orders?limit=10000`)
  await page.getByRole('grid', { name: 'Orders' }).getByText('#100000', { exact: true }).waitFor().catch(async (error: unknown) => {
    await page.screenshot({ path: join(tmpdir(), 'bench-table.png') })
    console.log(await page.locator('main').innerText())
    throw error
  })
  const render = Date.now() - started
  await page.getByRole('grid', { name: 'Orders' }).getByRole('row').nth(1).focus()
  const read = await observeResponsiveness(page)
  const detailsBefore = detailRequests
  // Held j: the keyboard repeats it about 30 times a second.
  for (let i = 0; i < 150; i++) {
    await page.keyboard.down('j')
    await page.waitForTimeout(33)
  }
  await page.keyboard.up('j')
  const { longTasks, events } = await read()
  await stopProfile()
  await closeContext(browser)
  return {
    render,
    longest: Math.max(0, ...longTasks),
    over50: longTasks.filter((d) => d > 50).length,
    slowestKey: Math.max(0, ...events),
    detailRequests: detailRequests - detailsBefore,
  }
}
