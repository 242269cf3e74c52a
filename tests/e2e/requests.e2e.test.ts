import type { Page, Request } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { ADMIN, consoleUrl, withSignedInBrowser } from './browser'

// How many backend requests the console makes, against the original Medusa v1 admin's 9 from login to
// the orders table and 11 to open an order (CORS preflights are the browser's, not counted).

function countBackendRequests(page: Page) {
  const backend = new URL(inject('backendUrl')).origin
  const seen: string[] = []
  const listener = (request: Request) => {
    const url = new URL(request.url())
    if (url.origin === backend && request.method() !== 'OPTIONS') seen.push(`${request.method()} ${url.pathname}`)
  }
  page.on('request', listener)
  return {
    take: () => seen.splice(0),
    stop: () => page.off('request', listener),
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
    await page.keyboard.press('Enter')
    const grid = page.getByRole('grid', { name: 'Orders' })
    await grid.getByRole('row').nth(1).waitFor()
    await page.waitForLoadState('networkidle')
    const toTable = requests.take()

    await grid.getByRole('row').nth(1).focus()
    await page.waitForLoadState('networkidle') // the focused row's detail is prefetched
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: /^Order #\d+/ }).waitFor()
    await page.waitForLoadState('networkidle')
    const toOrder = requests.take()
    requests.stop()

    console.log(`[requests] login -> orders table: ${toTable.length}\n  ${toTable.join('\n  ')}`)
    console.log(`[requests] table -> order panel: ${toOrder.length}\n  ${toOrder.join('\n  ')}`)
    expect(toTable.length).toBeLessThanOrEqual(9)
    expect(toOrder.length).toBeLessThanOrEqual(11)
    expect(toTable.filter((r) => r.startsWith('GET /admin/orders')).length).toBeGreaterThan(0)
  })
})
