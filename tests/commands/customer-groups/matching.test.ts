import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { emptyContext, type ListView } from '@/models/core/context'
import { ADD_CHUNK, MATCH_PAGE } from '@/commands/customer-groups/matching'
import { seedCustomerGroups } from '../../mocks/customer-groups/groups'
import { lookupHandlers, seedDraftOrders } from '../../mocks/draft-orders/seed'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { pick, recordRequests, requestsOf, runCommand } from '../harness'

// "Add every customer matching the table to a group" at scale (issue #32): the gathering reads a few
// large pages in id order, two at a time, and every matching customer is sent once, in batches of 1,000.

const mock = withMockDb()
const seen = recordRequests()
const db = () => seedCustomerGroups(mock.db)
beforeEach(() => server.use(...lookupHandlers(seedDraftOrders(db()))))

/** `n` customers matching `word` (ids out of email order) and a tenth as many that do not. */
function bulkCustomers(word: string, n: number): string[] {
  const template = db().customers[0]
  if (!template) throw new Error('no customer')
  for (let i = 0; i < n; i += 1) {
    const at = String(n - i).padStart(6, '0')
    db().customers.push({ ...template, id: `cus_${word}_${at}`, email: `${word}${i}@example.org`, groups: [] })
    if (i % 10 === 0) db().customers.push({ ...template, id: `cus_other_${word}_${at}`, email: `other${i}@example.org`, groups: [] })
  }
  return db().customers.filter((c) => c.email.startsWith(word)).map((c) => c.id)
}

/**
 * The customer ids each batch POST to the group carried, as sent, and the largest body in bytes. Answered
 * here as Medusa does (the mock's own handler looks every id up in every customer: minutes at this size).
 */
function batchBodies(groupId: string): { sent: string[][]; largest: () => number } {
  const group = db().customerGroups.find((g) => g.id === groupId)
  const sent: string[][] = []
  let largest = 0
  server.use(
    http.post(`${BASE}/admin/customer-groups/${groupId}/customers/batch`, async ({ request }) => {
      const text = await request.clone().text()
      largest = Math.max(largest, new TextEncoder().encode(text).length)
      sent.push((JSON.parse(text) as { customer_ids: Array<{ id: string }> }).customer_ids.map((c) => c.id))
      return HttpResponse.json({ customer_group: group })
    }),
  )
  return { sent, largest: () => largest }
}

/** The most customer list reads Medusa was answering at once. */
function readsInFlight(): { most: () => number } {
  let inFlight = 0
  let most = 0
  const isRead = (request: Request) => request.method === 'GET' && new URL(request.url).pathname === '/admin/customers'
  const started = ({ request }: { request: Request }) => {
    if (isRead(request)) most = Math.max(most, ++inFlight)
  }
  const answered = ({ request }: { request: Request }) => {
    if (isRead(request)) inFlight -= 1
  }
  server.events.on('request:start', started)
  server.events.on('response:mocked', answered)
  afterEach(() => {
    server.events.removeListener('request:start', started)
    server.events.removeListener('response:mocked', answered)
  })
  return { most: () => most }
}

const list = (q: string, count: number): ListView => ({ kind: 'customer', query: { q, order: '-email', limit: 20, offset: 40 }, count, description: `matching '${q}'` })

// Tens of thousands of customers through msw: seconds of real time on a loaded 2-core machine.
describe('customer-groups.add-matching at scale', { timeout: 60_000 }, () => {
  const reads = readsInFlight()

  it('reads pages of 5,000 in id order, two at a time after the first, and sends each customer once in batches of 1,000', async () => {
    const ids = bulkCustomers('bulk', 10_001)
    const vip = db().customerGroups.find((g) => g.name === 'VIP')
    if (!vip) throw new Error('no VIP')
    const bodies = batchBodies(vip.id)
    const run = await runCommand('customer-groups.add-matching', { ctx: { ...emptyContext, list: list('bulk', ids.length) }, answers: { groupId: pick('vip', 'VIP') } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Added 10,001 of 10,001 customers to VIP' } })

    const pages = requestsOf(seen, 'GET', '/admin/customers').filter((r) => r.query.get('q') === 'bulk')
    // The table's page and order are not the gathering's: every page from 0, by id.
    expect(pages.map((r) => r.query.get('offset'))).toEqual(['0', '5000', '10000'])
    expect(pages.every((r) => r.query.get('limit') === String(MATCH_PAGE) && r.query.get('order') === 'id' && r.query.get('expand') === 'groups')).toBe(true)
    expect(reads.most()).toBe(2)

    expect(bodies.sent.map((batch) => batch.length)).toEqual([...Array.from({ length: 10 }, () => ADD_CHUNK), 1])
    const sent = bodies.sent.flat()
    expect(sent.toSorted()).toEqual(ids.toSorted())
    expect(new Set(sent).size).toBe(sent.length)
    // Well inside Medusa's 100 kB JSON body limit.
    expect(bodies.largest()).toBeLessThan(50_000)
  })

  it('a customer created while the pages are read shifts the later pages: the one read twice is still sent once', async () => {
    const ids = bulkCustomers('shift', 6000)
    const staff = db().customerGroups.find((g) => g.name === 'Staff')
    if (!staff) throw new Error('no Staff')
    const bodies = batchBodies(staff.id)
    let created = false
    // Right after the first page is answered, a matching customer sorting before all of them appears.
    server.events.on('response:mocked', function newcomer({ request }) {
      const url = new URL(request.url)
      if (created || url.pathname !== '/admin/customers' || url.searchParams.get('offset') !== '0') return
      created = true
      const template = db().customers[0]
      if (template) db().customers.push({ ...template, id: 'cus_shift_000000', email: 'shift-new@example.org', groups: [] })
      server.events.removeListener('response:mocked', newcomer)
    })
    const run = await runCommand('customer-groups.add-matching', { ctx: { ...emptyContext, list: list('shift', ids.length) }, answers: { groupId: pick('staff', 'Staff') } })
    expect(created).toBe(true)
    // The last customer of the first page came again at the top of the second; the newcomer came in no page.
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Added 6,000 of 6,000 customers to Staff' } })
    const sent = bodies.sent.flat()
    expect(sent.toSorted()).toEqual(ids.toSorted())
    expect(new Set(sent).size).toBe(6000)
  })
})
