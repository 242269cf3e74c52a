import type { Page, Route } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { notes } from '@/api/admin/notes'
import { orders } from '@/api/admin/orders'
import { ADMIN, consoleUrl, logIn, press, withSignedInBrowser } from './browser'
import { expectPrompt, toast } from './keyboard'

// Issue #12's fault table: one order's own request made to fail while its page opens, then the
// fault lifted; then a change (a note) held and refused. What the operator sees, and how the page
// recovers. Printed at the end.

type Fault = { name: string; inject: (route: Route) => Promise<void> | void }

const faults = {
  refused: { name: 'connection refused', inject: (route) => route.abort('connectionrefused') },
  silent: { name: 'no answer', inject: () => undefined }, // held until the fault is lifted
  unavailable: { name: '503', inject: (route) => route.fulfill({ status: 503, json: { type: 'unknown_error', message: 'maintenance' } }) },
  failed: { name: '500', inject: (route) => route.fulfill({ status: 500, json: { type: 'unknown_error', message: 'boom' } }) },
  unauthorized: { name: '401', inject: (route) => route.fulfill({ status: 401, body: 'Unauthorized' }) },
  forbidden: { name: '403', inject: (route) => route.fulfill({ status: 403, json: { type: 'not_allowed', message: 'Not allowed here' } }) },
  missing: { name: '404', inject: (route) => route.fulfill({ status: 404, json: { type: 'not_found', message: 'Order with id order_x was not found' } }) },
} satisfies Record<string, Fault>

const table: Array<[fault: string, seen: string, recovery: string]> = []

describe("faults on an order's page, against the real backend", () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Forders')
    await page.waitForURL(/\/a\/orders$/)
  })
  let orderId = ''
  let heading = ''

  const orderPath = () => `/a/orders/${orderId}`
  /** Routes the order's own GET (not the list's) through the fault until the returned lift() is called. */
  async function breakOrder(page: Page, fault: Fault) {
    const api = new URL(inject('backendUrl')).origin
    const held: Route[] = []
    const matches = (url: URL) => url.origin === api && url.pathname === `/admin/orders/${orderId}`
    const handler = async (route: Route) => {
      if (route.request().method() !== 'GET') return route.continue()
      if (fault === faults.silent) return void held.push(route)
      await fault.inject(route)
    }
    await page.route(matches, handler)
    return async () => {
      await page.unroute(matches, handler)
      // A held request is answered late, as a slow server would.
      for (const route of held) await route.continue().catch(() => undefined)
    }
  }
  it('finds an order to open', async () => {
    const { orders: found } = await orders.list({ limit: 1, fields: 'id,display_id' })
    orderId = found[0]?.id ?? ''
    heading = `Order #${found[0]?.display_id}`
    expect(orderId).toBeTruthy()
  })

  for (const key of ['refused', 'unavailable', 'silent'] as const) {
    it(`${faults[key].name}: says so in place, keeps the table usable, and shows the order by itself once lifted`, async () => {
      const page = browser.page
      const lift = await breakOrder(page, faults[key])
      await page.goto(consoleUrl(orderPath()))
      const expected = { refused: 'The server cannot be reached', unavailable: 'Server is currently unavailable', silent: 'The server is slow to answer' }[key]
      // An outage is an alert; a slow answer is a status line with its ways out (retry, keep waiting, stop).
      const told = page.getByRole(key === 'silent' ? 'status' : 'alert').filter({ hasText: expected })
      await told.waitFor({ timeout: 20_000 })
      await page.getByRole('grid', { name: 'Orders' }).getByRole('row').nth(1).waitFor()
      await lift()
      const started = Date.now()
      await page.getByRole('heading', { name: heading }).waitFor({ timeout: 30_000 })
      table.push([faults[key].name, `"${expected}" in the order's panel, "Retry now"; the table stays`, `by itself ${((Date.now() - started) / 1000).toFixed(1)} s after the fault lifted`])
    })
  }

  it("500: SPEC §8's page; Back to dashboard, and the order opens once the server is well", async () => {
    const page = browser.page
    const lift = await breakOrder(page, faults.failed)
    await page.goto(consoleUrl(orderPath()))
    await page.getByRole('heading', { name: 'An unknown server error occured' }).waitFor()
    await lift()
    await page.goto(consoleUrl(orderPath()))
    await page.getByRole('heading', { name: heading }).waitFor()
    table.push(['500', '"An unknown server error occured" page (SPEC §8) with Back to dashboard', 'the operator reopens the order'])
  })

  for (const key of ['forbidden', 'missing'] as const) {
    it(`${faults[key].name}: told inside the order's panel, the rest of the page untouched`, async () => {
      const page = browser.page
      const lift = await breakOrder(page, faults[key])
      await page.goto(consoleUrl(orderPath()))
      const expected = key === 'missing' ? 'Order not found' : 'Order could not be loaded'
      await page.getByRole('alert').getByRole('heading', { name: expected }).waitFor()
      await page.getByRole('grid', { name: 'Orders' }).getByRole('row').nth(1).waitFor()
      await lift()
      await page.reload()
      await page.getByRole('heading', { name: heading }).waitFor()
      table.push([faults[key].name, `"${expected}" and the server's message in the panel; the table stays`, 'the operator reopens the order'])
    })
  }

  it('401: to the sign-in page, and back to the same order after signing in', async () => {
    const page = browser.page
    const lift = await breakOrder(page, faults.unauthorized)
    await page.goto(consoleUrl(orderPath()))
    await page.waitForURL(/\/login\?next=/)
    await lift()
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.keyboard.press('Enter')
    await page.waitForURL(consoleUrl(orderPath()))
    await page.getByRole('heading', { name: heading }).waitFor()
    table.push(['401', 'the sign-in page', 'back to the same order after signing in'])
  })

  /** The order's page, with its note POSTs routed to `fault` (other note requests pass); returns the lift. */
  async function breakNotes(page: Page, fault: (route: Route) => Promise<void> | void) {
    await page.goto(consoleUrl(orderPath()))
    await page.getByRole('heading', { name: heading }).waitFor()
    const api = new URL(inject('backendUrl')).origin
    const isNotes = (url: URL) => url.origin === api && url.pathname === '/admin/notes'
    await page.route(isNotes, (route) => (route.request().method() === 'POST' ? fault(route) : route.continue()))
    return () => page.unroute(isNotes)
  }
  /** Types the note into Add note (n) and sends it. */
  async function addNote(page: Page, text: string) {
    await press(page, 'n')
    await expectPrompt(page, 'Add note › Note')
    await page.keyboard.type(text)
    await press(page, 'Control+Enter')
  }
  const savedNotes = async (text: string) => (await notes.list({ resource_id: orderId })).notes.filter((note) => note.value === text)

  it('a slow change: said in the navigation while it waits, not sent twice, and saved once', async () => {
    const page = browser.page
    const held: Route[] = []
    const lift = await breakNotes(page, (route) => void held.push(route))
    const text = `Called the customer at ${Date.now()}`

    await addNote(page, text)
    const waiting = page.getByRole('navigation', { name: 'Areas' }).getByText('Add note: waiting for the server')
    await waiting.waitFor()
    // The same note sent again while the first is on its way: told so, nothing more is sent.
    await addNote(page, text)
    await toast(page, 'Add note is still running')
    expect(held).toHaveLength(1)

    for (const route of held) await route.continue()
    await lift()
    await toast(page, 'Note added')
    await waiting.waitFor({ state: 'detached' })
    expect(await savedNotes(text)).toHaveLength(1)
    table.push(['slow change (a POST held)', '"Add note: waiting for the server" in the navigation; the same note sent again is refused', 'saved once when the answer comes'])
  })

  it('a failed change: told, its prompt back with what was typed, saved once sent again', async () => {
    const page = browser.page
    const lift = await breakNotes(page, (route) => route.fulfill({ status: 503, json: { type: 'unknown_error', message: 'maintenance' } }))
    const text = `Refund promised by phone at ${Date.now()}`
    await addNote(page, text)

    // An error toast interrupts (role=alert); the prompt says why, and that the input is kept.
    await page.getByRole('alert').filter({ hasText: 'Add note failed' }).first().waitFor()
    await expectPrompt(page, 'Add note › Note')
    await page.getByRole('dialog').getByText('Server is currently unavailable. Your input is kept').waitFor()
    expect(await page.getByRole('dialog').getByRole('textbox', { name: 'Note' }).inputValue()).toBe(text)
    await lift()
    await press(page, 'Control+Enter')
    await toast(page, 'Note added')
    expect(await savedNotes(text)).toHaveLength(1)
    table.push(['a change answered 503', '"Add note failed"; the prompt reopens with the text typed and says it is kept', 'Ctrl+Enter sends it again: saved once'])
  })

  afterAll(() => {
    console.log(`[faults] fault | what the operator sees | recovery\n${table.map((row) => `  ${row.join(' | ')}`).join('\n')}`)
  })
})
