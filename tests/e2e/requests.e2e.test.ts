import type { ConsoleMessage, Page, Request } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { ADMIN, consoleUrl, withSignedInBrowser } from './browser'

// How many backend requests the console makes, against the original Medusa v1 admin's 9 from login to
// the orders table and 11 to open an order (CORS preflights are the browser's, not counted).

/** What the page logs once its first row is painted. */
const PAINTED = 'console-test: first row painted'

function countBackendRequests(page: Page) {
  const backend = new URL(inject('backendUrl')).origin
  const seen: string[] = []
  /** Requests and answers in the order they happened: 'GET /admin/auth', '< GET /admin/auth'. */
  const timeline: string[] = []
  const name = (request: Request) => {
    const url = new URL(request.url())
    return url.origin === backend && url.pathname.startsWith('/admin/') && request.method() !== 'OPTIONS' ? `${request.method()} ${url.pathname}` : undefined
  }
  /** Requests in the order they started, and the paint the page tells (one stream of the page's events, no clock). */
  const started: string[] = []
  const onRequest = (request: Request) => {
    const named = name(request)
    if (!named) return
    seen.push(named)
    timeline.push(named)
    started.push(named)
  }
  const onConsole = (message: ConsoleMessage) => {
    if (message.text() === PAINTED) started.push(PAINTED)
  }
  const onAnswer = (response: { request: () => Request }) => {
    const named = name(response.request())
    if (named) timeline.push(`< ${named}`)
  }
  page.on('request', onRequest)
  page.on('response', onAnswer)
  page.on('console', onConsole)
  return {
    take: () => seen.splice(0),
    timeline: () => timeline.splice(0),
    /** The requests started before the page said it painted its first row. */
    startedBeforePaint: () => started.slice(0, Math.max(0, started.indexOf(PAINTED))),
    stop: () => {
      page.off('request', onRequest)
      page.off('response', onAnswer)
      page.off('console', onConsole)
    },
  }
}

describe('backend requests of the orders screens', () => {
  const browser = withSignedInBrowser(async (page) => {
    await page.goto(consoleUrl('/login?next=%2Fa%2Forders'))
    await page.getByLabel('Email').waitFor()
  })

  it('signs in to the orders table and opens an order in fewer requests than the original admin', async () => {
    const page = browser.page
    const requests = countBackendRequests(page)
    requests.take() // whatever the login page asked for (nothing but the session check)

    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    // The page says when the first row is painted (sign-in is a client-side navigation: the page stays),
    // in its console: that message comes in order with the page's request events, so no clocks are compared.
    await page.evaluate((painted) => {
      const w = window as unknown as { __rowPainted?: boolean }
      const observer = new MutationObserver(() => {
        if (!document.querySelector('table[role="grid"] tbody tr[data-row-id]')) return
        observer.disconnect()
        requestAnimationFrame(() => {
          console.log(painted)
          w.__rowPainted = true
        })
      })
      observer.observe(document, { childList: true, subtree: true })
    }, PAINTED)
    await page.keyboard.press('Enter')
    const grid = page.getByRole('grid', { name: 'Orders' })
    await grid.getByRole('row').nth(1).waitFor()
    await page.waitForFunction(() => (window as unknown as { __rowPainted?: boolean }).__rowPainted === true)
    await expect.poll(() => requests.startedBeforePaint().length).toBeGreaterThan(0)
    // What the table waited for; the store's flags and the analytics config follow it.
    const beforePaint = requests.startedBeforePaint()
    await page.waitForLoadState('networkidle')
    const toTable = requests.take()

    await grid.getByRole('row').nth(1).focus()
    await page.waitForLoadState('networkidle') // the focused row's detail is prefetched
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: /^Order #\d+/ }).waitFor()
    await page.waitForLoadState('networkidle')
    const toOrder = requests.take()
    requests.stop()

    console.log(`[requests] login -> orders table painted: ${beforePaint.length}; all: ${toTable.length}\n  ${toTable.join('\n  ')}`)
    console.log(`[requests] table -> order panel: ${toOrder.length}\n  ${toOrder.join('\n  ')}`)
    expect(beforePaint.length).toBeLessThanOrEqual(3)
    expect(beforePaint).toEqual(expect.arrayContaining(['POST /admin/auth', 'GET /admin/orders']))
    expect(toTable.length).toBeLessThanOrEqual(9)
    expect(toOrder.length).toBeLessThanOrEqual(11)
    expect(toTable.filter((r) => r.startsWith('GET /admin/orders')).length).toBeGreaterThan(0)
  })

  it('opens an order by its URL with its request beside the session check, not after it', async () => {
    const page = browser.page
    const orderUrl = page.url()
    const orderId = /\/a\/orders\/([^/?]+)/.exec(orderUrl)?.[1]
    expect(orderId).toBeTruthy()
    await page.goto(consoleUrl('/login'))
    const requests = countBackendRequests(page)
    requests.timeline()
    await page.goto(orderUrl)
    await page.getByRole('heading', { name: /^Order #\d+/ }).waitFor()
    const timeline = requests.timeline()
    requests.stop()
    console.log(`[requests] order by URL, until painted:\n  ${timeline.join('\n  ')}`)
    // One round trip: the order is asked for before the session check has answered.
    expect(timeline.indexOf(`GET /admin/orders/${orderId}`)).toBeGreaterThan(-1)
    expect(timeline.indexOf(`GET /admin/orders/${orderId}`)).toBeLessThan(timeline.indexOf('< GET /admin/auth'))
    const beforeOrder = timeline.slice(0, timeline.indexOf(`< GET /admin/orders/${orderId}`)).filter((e) => !e.startsWith('<'))
    expect(beforeOrder).not.toContain('GET /admin/store')
  })
})
