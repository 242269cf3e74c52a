// npm run bench's console flows in Chromium: signing in to the orders table and an order opened by URL.
import type { Page } from 'playwright-core'
import { apiRequests, closeContext, firstRowPaintedAt, loadTimeline, median, openContext, watchPaintAfterLoad } from '../bench-page'
import { startTimeline } from '../bench-palette/trace'
import { startProfile } from '../bench-profile'

export const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ADMIN = { email: 'admin@medusa-test.com', password: 'supersecret' }

export const ms = (value: number) => `${value.toFixed(0)} ms`

export async function signIn(page: Page, base: string, next = '/a/orders') {
  await page.goto(`${base}/login?next=${encodeURIComponent(next)}`)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
}

export async function loginToOrders(base: string, backend: string) {
  const times: number[] = []
  const counts: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const browser = await openContext()
    await signIn(browser.page, base)
    const requests = apiRequests(browser.page, backend)
    const painted = await firstRowPaintedAt(browser.page)
    const started = Date.now()
    await browser.page.keyboard.press('Enter')
    const at = await painted()
    times.push(at - started)
    counts.push(requests.filter((r) => r.at <= at).length)
    await closeContext(browser)
  }
  return { time: median(times), requests: median(counts) }
}

export async function orderByUrl(base: string, backend: string) {
  const browser = await openContext()
  await signIn(browser.page, base)
  await browser.page.keyboard.press('Enter')
  const grid = browser.page.getByRole('grid', { name: 'Orders' })
  // Enter on the focused row opens it: a click in the row's middle can land on a link or button cell.
  await grid.locator('tbody tr[data-row-id]').first().focus()
  await browser.page.keyboard.press('Enter')
  await browser.page.waitForURL(/\/a\/orders\/order_/)
  const url = browser.page.url()
  const paintedAt = await watchPaintAfterLoad(browser.page, 'h2', '^Order #\\d+')
  const times: number[] = []
  const counts: number[] = []
  for (let run = 0; run < RUNS; run++) {
    // A cold page with the session cookie kept: what opening a shared link does.
    // With BENCH_PROFILE, a blank page of the console's origin: the profiled renderer stays the same.
    // The last page's follow-up requests (its table, notes, exchanges) are answered first: a link is
    // opened on an idle server, not one still busy with the run before (the original's runs alike).
    await browser.page.waitForLoadState('networkidle')
    await browser.page.goto(process.env.BENCH_PROFILE ? `${base}/favicon.svg` : 'about:blank')
    const requests = apiRequests(browser.page, backend)
    const stopTimeline = await startTimeline(browser.page)
    const stopProfile = await startProfile(browser.page, Number(process.env.BENCH_TOP ?? 40))
    const started = Date.now()
    await browser.page.goto(url)
    const at = await paintedAt()
    await stopTimeline(at)
    await stopProfile()
    times.push(at)
    counts.push(requests.filter((r) => r.at - started <= at).length)
    if (process.env.BENCH_TIMES) console.log(await loadTimeline(browser.page))
    browser.page.removeAllListeners('request')
  }
  await closeContext(browser)
  if (process.env.BENCH_TIMES) console.log(`  order by URL, each run: ${times.map(ms).join(', ')}`)
  return { time: median(times), requests: median(counts) }
}
