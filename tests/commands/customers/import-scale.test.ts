import type { Customer, CustomerGroup } from '@medusajs/client-types'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cancelPausedRunAtom, PAUSED_TEXT, pausedRunsAtom } from '@/atoms/core/outages'
import { createAppStore } from '@/atoms/core/query'
import { GROUPS_ONE_BY_ONE, LOOKUP_ONE_BY_ONE } from '@/commands/customers/import-lookup'
import { REPORT_EVERY_LINE } from '@/commands/customers/import-customers'
import { IMPORT_AT_ONCE } from '@/commands/customers/import-write'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { seedOrders } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { clockThrough, clockUntil, cutServerAfter } from '../../support/outage'
import { pick, recordRequests, requestsOf, runCommand, type HarnessRun } from '../harness'

// The customers import at size (issue #32): the dry run looks the file's emails up in one walk of every
// customer (not one request per line), the groups of many customers through each group's members, and
// the writes go a few at a time, each line once, also over an outage.

const mock = withMockDb()
const seen = recordRequests()
afterEach(() => vi.useRealTimers())

const header = 'email,first_name,last_name,phone,groups'
const customers = () => seedOrders(mock.db).customers
const group = (name: string) => (mock.db as unknown as { customerGroups: CustomerGroup[] }).customerGroups.find((g) => g.name === name) as CustomerGroup
const byEmail = (email: string) => customers().filter((c) => c.email === email)
const csvFile = (lines: readonly string[]) => [new File([[header, ...lines].join('\n')], 'customers.csv', { type: 'text/csv' })]
const messageOf = (run: HarnessRun) => (run.outcome.status === 'done' && run.outcome.result?.type === 'toast' ? (run.outcome.result.message ?? '') : '')

/** `n` customers already in the store, `known0@shop.example`…, created a minute apart. */
function known(n: number, groups: CustomerGroup[] = []): Customer[] {
  const base = customers()[0] as Customer
  const added = Array.from({ length: n }, (_, i) => ({
    ...base,
    id: `cus_known_${i}`,
    email: `known${i}@shop.example`,
    first_name: 'Known',
    last_name: `Customer ${i}`,
    phone: null,
    has_account: true,
    groups: [...groups],
    created_at: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
  })) as unknown as Customer[]
  customers().push(...added)
  return added
}

const newLines = (n: number, groups = '') => Array.from({ length: n }, (_, i) => `new${i}@shop.example,New,Person ${i},,${groups}`)

describe('customers.import dry run at size', () => {
  it('walks every customer once and matches emails here, instead of asking Medusa each line’s email', async () => {
    known(15)
    const lines = [
      ...newLines(20),
      ...Array.from({ length: 10 }, (_, i) => `KNOWN${i}@shop.example,,Renamed ${i},,`),
      ...Array.from({ length: 5 }, (_, i) => `known${i + 10}@shop.example,Known,Customer ${i + 10},,`),
      'not-an-email,A,B,,',
      ',No,Email,,',
    ]
    expect(lines.length - 2).toBeGreaterThan(LOOKUP_ONE_BY_ONE)
    const run = await runCommand('customers.import', { answers: { file: csvFile(lines), preview: pick('', 'Write: 20 to create, 10 to update, 5 unchanged, 2 refused') } })
    const lookups = requestsOf(seen, 'GET', '/admin/customers')
    // One page of the walk (fewer customers than a page), no search by email.
    expect(lookups.filter((r) => r.query.get('q'))).toEqual([])
    expect(lookups.map((r) => [r.query.get('order'), r.query.get('limit'), r.query.get('expand')])).toEqual([['created_at', '10000', null]])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Import: 20 created, 10 updated, 0 failed, 2 refused' } })
    expect(byEmail('known3@shop.example')).toMatchObject([{ first_name: 'Known', last_name: 'Renamed 3' }])
    expect(byEmail('new7@shop.example')).toMatchObject([{ first_name: 'New', last_name: 'Person 7', has_account: true }])
  })

  it('reads the groups of many matched customers through each group’s members, not one customer at a time', async () => {
    const vip = group('VIP')
    known(30, [vip])
    const lines = Array.from({ length: 30 }, (_, i) => `known${i}@shop.example,,,,${i < 12 ? 'VIP' : 'VIP; Staff'}`)
    // Every line sets groups: more customers than are read one by one.
    expect(lines.length).toBeGreaterThan(GROUPS_ONE_BY_ONE)
    const run = await runCommand('customers.import', { answers: { file: csvFile(lines), preview: pick('', 'Write: 0 to create, 18 to update, 12 unchanged') } })
    expect(requestsOf(seen, 'GET', /^\/admin\/customers\/cus_/)).toEqual([])
    const memberReads = requestsOf(seen, 'GET', '/admin/customers').filter((r) => r.query.get('groups[0]'))
    expect(new Set(memberReads.map((r) => r.query.get('groups[0]'))).has(vip.id)).toBe(true)
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Import: 0 created, 18 updated, 0 failed' } })
    expect(byEmail('known20@shop.example')[0]?.groups?.map((g) => g.name).sort()).toEqual(['Staff', 'VIP'])
    expect(byEmail('known5@shop.example')[0]?.groups?.map((g) => g.id)).toEqual([vip.id])
  })
})

describe('customers.import writes at size', { timeout: 30_000 }, () => {
  it(`writes at most ${IMPORT_AT_ONCE} lines at a time, each once, and reports only the lines not written`, async () => {
    let [inFlight, most] = [0, 0]
    server.use(
      http.post(`${BASE}/admin/customers`, async () => {
        inFlight += 1
        most = Math.max(most, inFlight)
        await new Promise((resolve) => setImmediate(resolve))
        inFlight -= 1
        return undefined
      }),
    )
    const lines = [...newLines(REPORT_EVERY_LINE + 20, 'VIP'), 'nameless@shop.example,,,,']
    const run = await runCommand('customers.import', { answers: { file: csvFile(lines), preview: pick('', 'Write: 120 to create, 0 to update, 1 refused') } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Import: 120 created, 0 updated, 0 failed, 1 refused' } })
    expect(most).toBeGreaterThan(1)
    expect(most).toBeLessThanOrEqual(IMPORT_AT_ONCE)
    const creates = requestsOf(seen, 'POST', '/admin/customers')
    expect(creates).toHaveLength(120)
    for (let i = 0; i < 120; i += 1) expect(byEmail(`new${i}@shop.example`).map((c) => c.groups?.map((g) => g.name))).toEqual([['VIP']])
    // Past REPORT_EVERY_LINE lines the report names only what was not written.
    expect(messageOf(run)).toBe('Line 122 (nameless@shop.example): A new customer needs first_name and last_name (refused)')
  })

  it('pauses when the server goes away, reads back the line whose answer was lost, and creates each customer once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const cut = cutServerAfter({ method: 'post', path: '/admin/customers', after: 5, records: async (r) => [String(((await r.json()) as { email: string }).email)] })
    const store = createAppStore()
    const running = runCommand('customers.import', { store, answers: { file: csvFile(newLines(12, 'Staff')), preview: pick('', 'Write: 12 to create, 0 to update') } })
    await clockUntil(() => store.get(pausedRunsAtom).length > 0)
    expect(store.get(pausedRunsAtom).map((r) => `${PAUSED_TEXT} (${r.title}: ${r.progress})`)).toEqual([
      expect.stringMatching(new RegExp(`^${PAUSED_TEXT} \\(Importing customers: \\d of 12 lines written\\)$`)),
    ])
    cut.restore()
    const run = await clockThrough(running)
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Import: 12 created, 0 updated, 0 failed' } })
    const emails = Array.from({ length: 12 }, (_, i) => `new${i}@shop.example`)
    expect([...cut.writes.keys()].sort()).toEqual([...emails].sort())
    expect([...cut.writes.values()].every((n) => n === 1)).toBe(true)
    // The line whose create landed unanswered still got its group.
    for (const email of emails) expect(byEmail(email).map((c) => c.groups?.map((g) => g.name))).toEqual([['Staff']])
  })

  it('reads an update whose answer was lost before sending it again: it had landed, so it is not resent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    known(8)
    const cut = cutServerAfter({ method: 'post', path: '/admin/customers/:id', after: 2, records: async (r) => [new URL(r.url).pathname.split('/').pop() ?? ''] })
    const lines = Array.from({ length: 8 }, (_, i) => `known${i}@shop.example,,Moved ${i},,`)
    const store = createAppStore()
    const running = runCommand('customers.import', { store, answers: { file: csvFile(lines), preview: pick('', 'Write: 0 to create, 8 to update') } })
    await clockUntil(() => cut.down)
    cut.restore()
    const run = await clockThrough(running)
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Import: 0 created, 8 updated, 0 failed' } })
    expect([...cut.writes.values()].every((n) => n === 1)).toBe(true)
    expect(cut.writes.size).toBe(8)
    for (let i = 0; i < 8; i += 1) expect(byEmail(`known${i}@shop.example`)[0]?.last_name).toBe(`Moved ${i}`)
  })

  it('canceled while paused: the lines not yet written are reported not sent, and none is sent after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const cut = cutServerAfter({ method: 'post', path: '/admin/customers', after: 3, records: async (r) => [String(((await r.json()) as { email: string }).email)] })
    const store = createAppStore()
    const running = runCommand('customers.import', { store, answers: { file: csvFile(newLines(12)), preview: pick('', 'Write: 12 to create, 0 to update') } })
    await clockUntil(() => store.get(pausedRunsAtom).length > 0)
    store.set(cancelPausedRunAtom, store.get(pausedRunsAtom)[0]?.key ?? 0)
    const run = await clockThrough(running)
    const emails = Array.from({ length: 12 }, (_, i) => `new${i}@shop.example`)
    // Three answered before the cut, the fourth landed unanswered; those in flight with it are not known to
    // have landed, the rest were never sent.
    expect(emails.filter((email) => byEmail(email).length)).toEqual(emails.slice(0, 4))
    const title = run.outcome.status === 'done' && run.outcome.result?.type === 'toast' ? run.outcome.result.title : ''
    const [, unanswered, notSent] = /^Import: 3 created, 0 updated, 0 failed, (\d+) unanswered, (\d+) not sent$/.exec(title) ?? []
    expect(Number(unanswered)).toBeGreaterThanOrEqual(1)
    expect(Number(unanswered) + Number(notSent)).toBe(9)
    expect(messageOf(run)).toContain('Line 5 (new3@shop.example): the server did not answer whether it was written')
    expect(messageOf(run).split('\n').filter((l) => l.endsWith('not sent: canceled while the server did not answer'))).toHaveLength(Number(notSent))
    cut.restore()
  })
})
