import type { Page, Route } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { discounts } from '@/api/admin/discounts'
import { products } from '@/api/admin/products'
import { consoleUrl, logIn, press, reportFailure, withSignedInBrowser } from './browser'
import { command, expectPrompt, pick, toast } from './keyboard'

// Issue #33, outages mid-run: the admin API goes away halfway through a bulk run (a products status
// change over the table's filter) and a dynamic-code generation. The write that meets the cut reaches
// Medusa but its answer is lost; every later request is refused until the fault is lifted. The console
// says it paused, resumes by itself, and the API then shows every record changed, each by one request.
// Records carry this run's stamp: the e2e database is kept between runs.
const stamp = Date.now().toString(36)
const PAUSED = /^Paused: the server does not answer — resumes by itself/

interface Cut {
  /** Per record, the writes that reached Medusa (the cut one once it has landed). */
  writes: Map<string, number>
  /** Requests refused while the API was gone (the console's probes among them). */
  refused: () => number
  /** The server answers again, once the write it cut has landed. */
  lift: () => Promise<void>
  remove: () => Promise<void>
  /** What the cut saw, for a failure's report: each request it let through, cut or refused, in order. */
  seen: string[]
}

/**
 * Every write the page sends from now on, as the browser reports it whether or not a route sees it
 * (`page.on('request')`), with the keys pressed: a failure's report tells a write sent before the cut
 * was in place from one the cut missed.
 */
function watchWrites(page: Page, write: { method: string; path: RegExp }) {
  const started = Date.now()
  const lines: string[] = []
  const at = () => `${((Date.now() - started) / 1000).toFixed(2)} s`
  const onRequest = (request: { method: () => string; url: () => string }) => {
    const path = new URL(request.url()).pathname
    if (request.method() === write.method && write.path.test(path)) lines.push(`${at()} sent ${request.method()} ${path}`)
  }
  page.on('request', onRequest)
  return {
    mark: (what: string) => lines.push(`${at()} ${what}`),
    lines,
    stop: () => page.off('request', onRequest),
  }
}

/**
 * Cuts the admin API after `after` writes (method and path matching `write`): the next write reaches
 * Medusa, its answer is lost, and every admin request is refused until lift().
 */
async function cutAfter(page: Page, after: number, write: { method: string; path: RegExp; record: (route: Route) => string }): Promise<Cut> {
  const api = new URL(inject('backendUrl')).origin
  const writes = new Map<string, number>()
  let sent = 0
  let down = false
  let refused = 0
  let landing: Promise<unknown> = Promise.resolve()
  const seen: string[] = []
  const started = Date.now()
  const note = (what: string, request: { method: () => string; url: () => string }) =>
    seen.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what} ${request.method()} ${new URL(request.url()).pathname}`)
  const matches = (url: URL) => url.origin === api && url.pathname.startsWith('/admin/')
  const handler = async (route: Route) => {
    const request = route.request()
    if (down) {
      refused += 1
      note('refused', request)
      return route.abort('connectionrefused')
    }
    if (request.method() !== write.method || !write.path.test(new URL(request.url()).pathname)) {
      note('passed', request)
      return route.continue()
    }
    const record = write.record(route)
    writes.set(record, (writes.get(record) ?? 0) + 1)
    sent += 1
    if (sent !== after + 1) {
      note(`write ${sent}`, request)
      return route.continue()
    }
    down = true
    note(`write ${sent}, cut`, request)
    // It lands on the server; the browser never hears back. The browser is cut off at once (it cannot
    // tell when), and the server answers again only once the write has landed (lift waits for it).
    landing = route.fetch({ timeout: 20_000 }).then(
      (response) => note(`landed ${response.status()}`, request),
      (error: unknown) => {
        // It never reached Medusa (the console, reading it unchanged, rightly sends it again): not counted.
        writes.set(record, (writes.get(record) ?? 1) - 1)
        note(`not landed (${String(error).slice(0, 80)})`, request)
      },
    )
    return route.abort('connectionreset')
  }
  await page.route(matches, handler)
  // Lifted, the route stays to count the writes that follow; whileCut takes it away.
  const lift = async () => {
    await landing
    down = false
  }
  return { writes, refused: () => refused, lift, remove: () => page.unroute(matches, handler), seen }
}

/**
 * Runs `during` with the cut in place, and always takes the cut away after it (a failed test must
 * not leave the API down for the next); a failure reports what the cut saw.
 */
async function whileCut(cut: Cut, watched: ReturnType<typeof watchWrites>, during: () => Promise<void>) {
  try {
    await during()
  } catch (error) {
    // Its writes, the cut, the landing and the refusals (the other requests it let through are counted).
    const told = cut.seen.filter((line) => !line.includes(' passed '))
    reportFailure([
      `the cut saw ${cut.seen.length} requests (${cut.seen.length - told.length} let through), ${cut.refused()} refused:`,
      ...told.slice(0, 20).map((line) => `  ${line}`),
      'the writes the page sent:',
      ...watched.lines.slice(0, 30).map((line) => `  ${line}`),
    ])
    watched.stop()
    throw error
  } finally {
    await cut.lift()
    await cut.remove()
  }
}

/** Runs the test's last checks; a failure reports what the cut and the page saw first. */
async function checked(cut: Cut, watched: ReturnType<typeof watchWrites>, checks: () => Promise<void> | void) {
  try {
    await checks()
  } catch (error) {
    reportFailure(['what the cut saw:', ...cut.seen.filter((line) => !line.includes(' passed ')).map((line) => `  ${line}`), 'the writes the page sent:', ...watched.lines.map((line) => `  ${line}`)])
    throw error
  } finally {
    watched.stop()
  }
}

const ones = (n: number) => Array.from({ length: n }, () => 1)

describe('outages in the middle of a run, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fproducts')
    await page.waitForURL(/\/a\/products(\?.*)?$/)
  })

  it('a bulk status change over the filter pauses, resumes by itself, and publishes every product once', async () => {
    const page = browser.page
    const ids: string[] = []
    for (const letter of 'ABCDEFGH') {
      const title = `E2E Outage ${stamp} ${letter}`
      const { product } = await products.create({ title, status: 'draft', is_giftcard: false, discountable: true, options: [{ title: 'Size' }], variants: [{ title: 'One size', inventory_quantity: 0, prices: [], options: [{ value: 'One size' }] }] })
      ids.push(product.id)
    }
    await page.goto(consoleUrl(`/a/products?q=${stamp}`))
    const grid = page.getByRole('grid', { name: 'Products' })
    await expect.poll(() => grid.locator('tbody tr[data-row-id]').count()).toBe(8)
    await grid.locator('tbody tr[tabindex="0"]').focus()

    const watched = watchWrites(page, { method: 'POST', path: /^\/admin\/products\/prod_[^/]+$/ })
    await command(page, 'Set status of products')
    await expectPrompt(page, 'Set status of products… › Products')
    await pick(page, '', /^All 8 products/)
    await expectPrompt(page, 'Set status of products… › Status')
    await pick(page, 'Published', /^Published/)
    await expectPrompt(page, 'Set status of products…')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Set status to published on 8 products: ')
    const cut = await cutAfter(page, 3, { method: 'POST', path: /^\/admin\/products\/prod_[^/]+$/, record: (route) => new URL(route.request().url()).pathname.split('/').pop() ?? '' })
    watched.mark('cut in place; Enter')
    await whileCut(cut, watched, async () => {
      await press(page, 'Enter')
      // Paused, with the count: three were set before the cut; the fourth got no answer.
      await page.getByText(PAUSED).filter({ hasText: '3 of 8 products done' }).first().waitFor({ timeout: 30_000 })
      // It keeps asking the server (the probes are refused), and stays paused.
      await expect.poll(() => cut.refused(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3)
      await page.getByText(PAUSED).first().waitFor()
      await cut.lift()
      await toast(page, 'Status set to published on 8 of 8 products')
    })

    await checked(cut, watched, async () => {
      const { products: after } = await products.list({ id: ids, fields: 'id,status' })
      expect(after.map((p) => p.status)).toEqual(Array.from({ length: 8 }, () => 'published'))
      // Each product reached Medusa once: the one whose answer was lost was read again, not sent again.
      expect([...cut.writes.keys()].sort()).toEqual([...ids].sort())
      expect([...cut.writes.values()]).toEqual(ones(8))
    })
  })

  it('generating dynamic codes pauses, resumes by itself, and makes each code once', async () => {
    const page = browser.page
    const prefix = `OUT${stamp.toUpperCase()}`
    const { discount: vip } = await discounts.retrieveByCode('VIP')
    await page.goto(consoleUrl('/a/discounts'))
    await page.getByRole('grid', { name: 'Discounts' }).getByRole('row').nth(1).waitFor()
    await command(page, 'Open discount')
    await expectPrompt(page, 'Open discount… › Discount')
    await pick(page, 'VIP', /^VIP(?!-)/)
    await page.waitForURL(/\/a\/discounts\/disc_/)
    await page.getByRole('heading', { name: /^Dynamic codes/ }).waitFor()

    const watched = watchWrites(page, { method: 'POST', path: /^\/admin\/discounts\/[^/]+\/dynamic-codes$/ })
    await command(page, 'Generate dynamic codes')
    await expectPrompt(page, 'Generate dynamic codes… › Prefix')
    await page.keyboard.type(prefix)
    await press(page, 'Enter')
    await expectPrompt(page, 'Generate dynamic codes… › How many')
    await page.keyboard.type('12')
    await press(page, 'Enter')
    await expectPrompt(page, 'Generate dynamic codes… › Usage limit per code')
    await press(page, 'Enter')
    await expectPrompt(page, 'Generate dynamic codes…')
    const codeOf = (route: Route) => String((route.request().postDataJSON() as { code?: string }).code)
    const cut = await cutAfter(page, 5, { method: 'POST', path: /^\/admin\/discounts\/[^/]+\/dynamic-codes$/, record: codeOf })
    const work = page.getByRole('list', { name: 'Background work' })
    watched.mark('cut in place; Enter')
    await whileCut(cut, watched, async () => {
      await press(page, 'Enter')
      await work.getByText(PAUSED).first().waitFor({ timeout: 30_000 })
      await expect.poll(() => cut.refused(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3)
      await work.getByText(PAUSED).first().waitFor()
      await cut.lift()
      await work.getByText('Done: 12 of 12 codes created').waitFor({ timeout: 60_000 })
    })

    // Through the API: twelve codes of VIP with this prefix, each written by one request.
    await checked(cut, watched, async () => {
      const made = (await discounts.list({ q: prefix, is_dynamic: true, limit: 50 })).discounts.filter((d) => d.parent_discount_id === vip.id)
      expect(made).toHaveLength(12)
      expect(new Set(made.map((d) => d.code))).toEqual(new Set(cut.writes.keys()))
      expect([...cut.writes.values()]).toEqual(ones(12))
    })
  })
})
