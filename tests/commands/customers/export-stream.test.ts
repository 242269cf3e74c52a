import type { Customer } from '@medusajs/client-types'
import { createStore } from 'jotai'
import { http } from 'msw'
import { resolveObjectURL } from 'node:buffer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startRunningAtom, stopWaitingAtom } from '@/atoms/core/running'
import { parseCsv } from '@/commands/core/csv'
import { CUSTOMER_CSV_COLUMNS } from '@/commands/customers/customer-csv'
import { EXPORT_PAGE as PAGE } from '@/commands/customers/export-walk'
import { grouped } from '@/models/core/text'
import { withMockDb } from '../../mocks/handlers'
import { BASE, unauthorized } from '../../mocks/http'
import { seedOrders } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { recordRequests, requestsOf, runCommand, type HarnessRun } from '../harness'

/**
 * customers.export at size (issue #32): keyset pages by created_at, each page written to the file at
 * once, in creation order, each customer once whatever order Medusa gives ties at one instant.
 */

const mock = withMockDb()
const seen = recordRequests()
const everyone = { q: undefined, hasAccount: 'any', groupIds: [] }
const START = Date.parse('2024-01-01T00:00:00.000Z')

/** The mock's customers replaced by these: one per instant given (ms after START), named by their place. */
function storeOf(instants: readonly number[]): Customer[] {
  const list = seedOrders(mock.db).customers
  const template = { ...(list[0] as Customer), groups: [], shipping_addresses: [], billing_address: null }
  // Ids in no relation to creation order: a walk by id and one by created_at differ.
  const made = instants.map((ms, at) => ({
    ...template,
    id: `cus_${((at * 7919) % 100_003).toString(36).padStart(5, '0')}_${at}`,
    email: `c${String(at).padStart(5, '0')}@shop.example`,
    first_name: `Number ${at}`,
    created_at: new Date(START + ms).toISOString(),
  })) as Customer[]
  list.splice(0, list.length, ...made)
  return list
}

/** Medusa orders ties at one instant in no set way: the mock's (stable) sort sees them shuffled before each request. */
function shuffleBeforeEachRequest(list: Customer[]) {
  let state = 42
  const random = () => (state = (state * 48271) % 2147483647) / 2147483647
  server.events.on('request:start', () => {
    for (let i = list.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1))
      ;[list[i], list[j]] = [list[j] as Customer, list[i] as Customer]
    }
  })
}

async function fileOf(run: HarnessRun): Promise<string> {
  if (run.outcome.status !== 'done' || run.outcome.result?.type !== 'download') throw new Error(`no download: ${JSON.stringify(run.outcome)}`)
  const blob = resolveObjectURL(run.outcome.result.url)
  if (!blob) throw new Error('the object URL is gone')
  return blob.text()
}

async function bomOf(run: HarnessRun): Promise<number[]> {
  const url = run.outcome.status === 'done' && run.outcome.result?.type === 'download' ? run.outcome.result.url : ''
  const bytes = new Uint8Array((await resolveObjectURL(url)?.arrayBuffer()) ?? new ArrayBuffer(0))
  return [...bytes.slice(0, 3)]
}

const exportRequests = () => requestsOf(seen, 'GET', '/admin/customers')
/** Ten pages and a half. */
const N = 10 * PAGE + PAGE / 2
/** How far a stopped run says it got ('998 of 5,250 customers'), as a number. */
const FAR = '([\\d,]+)'
const farOf = (outcome: HarnessRun['outcome']) => Number(/stopped after ([\d,]+) of/.exec(outcome.status === 'failed' ? outcome.message : '')?.[1]?.replaceAll(',', ''))
const distinct = (n: number) => Array.from({ length: n }, (_, at) => at)

afterEach(() => {
  server.events.removeAllListeners('request:start')
  vi.useRealTimers()
})

describe('customers.export at size', () => {
  it('writes every customer once, in creation order, across ties at one instant (a few at a page end, more than two pages at one)', async () => {
    const instants = [
      ...distinct(PAGE - 5), // one instant each
      ...Array<number>(10).fill(PAGE * 10), // 10 at one instant, across the first page's end
      ...Array<number>(2 * PAGE + 50).fill(PAGE * 20), // more than two pages at one instant
      ...Array<number>(3).fill(PAGE * 20 + 1), // 3 one millisecond later
      ...distinct(97).map((at) => PAGE * 20 + 1_000 + at),
      ...Array<number>(5).fill(PAGE * 40), // the last instant
    ]
    const list = storeOf(instants)
    const formula = list[PAGE * 2] as Customer
    formula.first_name = '=HYPERLINK("http://evil.example","x")'
    shuffleBeforeEachRequest(list)

    const run = await runCommand('customers.export', { given: everyone })
    const text = await fileOf(run)
    // A BOM (Blob.text drops it), one header, no trailing line break (as one toCsv text).
    expect(await bomOf(run)).toEqual([0xef, 0xbb, 0xbf])
    expect(text.startsWith(`${CUSTOMER_CSV_COLUMNS.join(',')}\r\n`)).toBe(true)
    expect(text.split(CUSTOMER_CSV_COLUMNS.join(',')).length).toBe(2)
    expect(text.endsWith('\r\n')).toBe(false)
    const rows = parseCsv(text).rows
    const byEmail = new Map(list.map((c) => [c.email, c]))
    const emails = rows.map((r) => r.email ?? '')
    expect(emails).toHaveLength(instants.length)
    expect(new Set(emails).size).toBe(instants.length)
    const times = emails.map((email) => Date.parse(byEmail.get(email)?.created_at ?? ''))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    // About five pages, and the crowded instant walked on its own, by id (three pages), once a page met it crowded.
    const byId = exportRequests().filter((r) => r.query.get('order') === 'id')
    expect(byId.map((r) => [r.query.get('offset'), r.query.get('created_at[gte]'), r.query.get('created_at[lt]')])).toEqual(
      [0, PAGE, 2 * PAGE].map((offset) => [String(offset), new Date(START + PAGE * 20).toISOString(), new Date(START + PAGE * 20 + 1).toISOString()]),
    )
    expect(exportRequests().length).toBeLessThanOrEqual(5 + 1 + byId.length + 2)
    // The formula-like name is written as text, and reads back as it was.
    expect(text).toContain(`'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(rows.find((r) => r.email === formula.email)?.first_name).toBe('=HYPERLINK("http://evil.example","x")')
  })

  it('asks Medusa about one request per page of customers, each bounded to a window from the last instant written, none by offset', async () => {
    const list = storeOf(distinct(N).map((at) => at * 10))
    const text = await fileOf(await runCommand('customers.export', { given: everyone }))
    expect(parseCsv(text).rows.map((r) => r.email)).toEqual(list.map((c) => c.email))
    const requests = exportRequests().map((r) => ({ order: r.query.get('order'), offset: r.query.get('offset'), gte: r.query.get('created_at[gte]'), lt: r.query.get('created_at[lt]') }))
    // 11 pages, and one open request once all counted at first are written (for any created meanwhile).
    expect(requests.length).toBeGreaterThanOrEqual(12)
    expect(requests.length).toBeLessThanOrEqual(13)
    expect(requests.every((r) => r.order === 'created_at' && r.offset === null)).toBe(true)
    const [first, ...rest] = requests
    const last = rest.pop()
    expect(first).toMatchObject({ gte: null, lt: null })
    // Medusa counts what a request matches: each one in between counts only its window.
    expect(rest.every((r) => r.gte !== null && r.lt !== null && Date.parse(r.lt) > Date.parse(r.gte))).toBe(true)
    expect(last).toMatchObject({ gte: expect.any(String), lt: null })
  })

  it('crosses a month without customers and a denser stretch, and takes one created and misses none deleted meanwhile', async () => {
    const month = 30 * 24 * 3600_000
    const list = storeOf([...distinct(1.5 * PAGE).map((at) => at * 100), ...distinct(3 * PAGE).map((at) => month + at)])
    const deleted = list[4 * PAGE] as Customer
    const late = { ...(list[0] as Customer), id: 'cus_late', email: 'late@shop.example', created_at: new Date().toISOString() }
    let pages = 0
    server.events.on('request:start', () => {
      pages += 1
      if (pages !== 2) return
      list.splice(list.indexOf(deleted), 1)
      list.push(late)
    })
    const emails = parseCsv(await fileOf(await runCommand('customers.export', { given: everyone }))).rows.map((r) => r.email)
    expect(emails).toEqual(list.map((c) => c.email))
    expect(emails).toHaveLength(4.5 * PAGE)
    expect(emails.at(-1)).toBe('late@shop.example')
    expect(exportRequests().length).toBeLessThanOrEqual(20)
  })

  it('tells how far it got every 2 seconds while it runs', async () => {
    storeOf(distinct(N).map((at) => at * 10))
    vi.useFakeTimers({ toFake: ['Date'] })
    // Each page takes Medusa a second.
    server.events.on('request:start', () => vi.setSystemTime(Date.now() + 1_000))
    const run = await runCommand('customers.export', { given: everyone })
    expect(run.outcome.status).toBe('done')
    // Told after every second page (two seconds), with the count read so far; the last, open request finds no one more.
    const told = run.notified.map((n) => new RegExp(`^Exporting customers: ([\\d,]+) of ${grouped(N)} customers…$`).exec(n.title)?.[1]?.replaceAll(',', ''))
    expect(told).toHaveLength(Math.floor((exportRequests().length - 1) / 2))
    const counts = told.map(Number)
    expect(counts.every((n, at) => n > (counts[at - 1] ?? 0) && n < N)).toBe(true)
    expect(counts[0]).toBeGreaterThanOrEqual(1.9 * PAGE)
    expect(run.notified[0]).toMatchObject({ message: `${grouped(counts[0] ?? 0)} written to the file`, tone: 'info' })
  })

  it('says how far it got when a page fails, saves no partial file, and a second run writes every customer', async () => {
    storeOf(distinct(N).map((at) => at * 10))
    let pages = 0
    server.use(
      http.get(`${BASE}/admin/customers`, () => {
        pages += 1
        // The session ends at the third page (a 401 is not tried again); every other request goes on to the mock's handler.
        return pages === 3 ? unauthorized() : undefined
      }),
    )
    const failed = await runCommand('customers.export', { given: everyone })
    expect(failed.outcome).toMatchObject({ status: 'failed', message: expect.stringMatching(new RegExp(`^The export stopped after ${FAR} of ${grouped(N)} customers: .+ run it again once signed in\\. No file was saved: run it again for every customer\\.$`)) })
    expect(exportRequests()).toHaveLength(3)
    // Two pages read: about two pages' worth (a customer at a page's end comes again, counted once).
    expect(farOf(failed.outcome)).toBeGreaterThan(PAGE)
    expect(farOf(failed.outcome)).toBeLessThanOrEqual(2 * PAGE)

    const again = await runCommand('customers.export', { given: everyone })
    const emails = parseCsv(await fileOf(again)).rows.map((r) => r.email)
    expect(new Set(emails).size).toBe(N)
    expect(emails).toHaveLength(N)
  })

  it('reads no page more once the operator stops waiting for it (the tray’s Stop)', async () => {
    storeOf(distinct(N).map((at) => at * 10))
    const store = createStore()
    const key = store.set(startRunningAtom, { id: 'customers.export', title: 'Export customers as CSV', args: everyone })
    let pages = 0
    server.events.on('request:start', () => {
      pages += 1
      if (pages === 2) store.set(stopWaitingAtom, key)
    })
    const run = await runCommand('customers.export', { given: everyone, store })
    expect(run.outcome).toMatchObject({ status: 'failed', message: expect.stringMatching(new RegExp(`^The export stopped after ${FAR} of ${grouped(N)} customers: You stopped waiting for it\\. No file was saved`)) })
    expect(exportRequests()).toHaveLength(2)
    expect(farOf(run.outcome)).toBeGreaterThan(PAGE)
    expect(farOf(run.outcome)).toBeLessThanOrEqual(2 * PAGE)
  })
})
