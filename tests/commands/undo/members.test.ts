import type { Customer, CustomerGroup } from '@medusajs/client-types'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ListView } from '@/models/core/context'
import { lookupHandlers, seedDraftOrders } from '../../mocks/draft-orders/seed'
import { isMember, seedCustomerGroups } from '../../mocks/customer-groups/groups'
import { withMockDb } from '../../mocks/handlers'
import { server } from '../../mocks/server'
import { recordRequests, requestsOf } from '../harness'
import { newest, undoSetUp } from './setup'

// Customer-group membership undone against msw: only who joined (or left) by the run is taken out
// (or put back), in batches; who was a member before stays; the undo is journalled and redone.

const mock = withMockDb()
const seen = recordRequests()
const db = () => seedCustomerGroups(mock.db)
beforeEach(() => server.use(...lookupHandlers(seedDraftOrders(db()))))

/** The bodies of the removals sent (DELETE …/customers/batch), in order. */
const removed: Array<{ customer_ids: Array<{ id: string }> }> = []
beforeEach(() => {
  removed.length = 0
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'DELETE' && request.url.includes('/customers/batch')) void request.clone().json().then((body: (typeof removed)[number]) => removed.push(body))
  }
  server.events.on('request:start', listener)
  return () => void server.events.removeListener('request:start', listener)
})

const group = (name: string): CustomerGroup => {
  const found = db().customerGroups.find((g) => g.name === name)
  if (!found) throw new Error(`no group ${name}`)
  return found
}
const customer = (email: string) => {
  const found = db().customers.find((c) => c.email === email)
  if (!found) throw new Error(`no customer ${email}`)
  return found
}
const membersOf = (name: string) => db().customers.filter((c) => isMember(c, group(name).id)).map((c) => c.email).sort()

describe('undo of group membership', () => {
  it('every matching customer added: the undo takes out only those the run added, in batches, and the redo adds them again', async () => {
    for (let i = 0; i < 1200; i += 1) db().customers.push({ ...customer('jane.doe@example.com'), id: `cus_extra_${i}`, email: `extra${i}@example.com`, groups: [] })
    const vip = group('VIP')
    const before = membersOf('VIP')
    const { run, undo, entries } = undoSetUp()
    const list: ListView = { kind: 'customer', query: { q: 'extra' }, count: 1200, description: "matching 'extra'" }
    expect(await run('customer-groups.add-matching', { groupId: vip.id }, { list, picked: { groupId: vip } })).toMatchObject({ status: 'done' })
    expect(membersOf('VIP')).toHaveLength(before.length + 1200)
    const added = newest(await entries())
    expect(added.undo.plans).toEqual([expect.objectContaining({ revert: 'customer-group-members', target: { id: vip.id, name: 'VIP' } })])
    expect(added.undo.plans?.[0]?.steps).toHaveLength(1200)
    // One of them left the group meanwhile: already as before, so not sent again.
    const left = customer('extra7@example.com')
    left.groups = []
    seen.length = 0

    expect(await undo()).toMatchObject({ status: 'done', result: { title: 'Undone: Add every customer matching the table to a group…' } })
    expect(membersOf('VIP')).toEqual(before)
    // The members read by id only, in one page of up to 10,000; the removals in batches of 1,000, each customer once.
    const reads = requestsOf(seen, 'GET', '/admin/customers')
    expect(reads).toHaveLength(1)
    expect(reads.every((r) => r.query.get('fields') === 'id' && r.query.get('groups[0]') === vip.id && r.query.get('limit') === '10000')).toBe(true)
    const removals = requestsOf(seen, 'DELETE', `/admin/customer-groups/${vip.id}/customers/batch`)
    expect(removals).toHaveLength(2)
    // Batches of 1,000 records: the first holds the one already out, so it sends 999.
    expect(removed.map((body) => body.customer_ids.length)).toEqual([999, 200])
    const sent = removed.flatMap((body) => body.customer_ids.map((c) => c.id))
    expect(sent).toHaveLength(1199)
    expect(new Set(sent).size).toBe(1199)
    expect(sent).not.toContain(left.id)

    await undo(newest(await entries()).id)
    expect(membersOf('VIP')).toHaveLength(before.length + 1200)
  })

  /**
   * 21,000 members of VIP and 1,000 customers matching 'joiner' added to it by "every matching"; `changed`
   * of those get another email afterwards (the run's filter no longer finds them). Runs the undo, counting
   * the member pages in flight at once. 22,000 mock customers cost seconds of CPU on a busy 2-core machine:
   * the tests have a time limit for that, not a wait.
   */
  async function undoJoinersOf22000(changed: number) {
    const vip = group('VIP')
    const template = customer('jane.doe@example.com')
    for (let i = 0; i < 21_000; i += 1) db().customers.push({ ...template, id: `cus_member_${i}`, email: `member${i}@example.org`, groups: [vip] })
    for (let i = 0; i < 1000; i += 1) db().customers.push({ ...template, id: `cus_joiner_${i}`, email: `joiner${i}@example.com`, groups: [] })
    const before = membersOf('VIP')
    const { run, undo } = undoSetUp()
    const list: ListView = { kind: 'customer', query: { q: 'joiner', order: '-email', limit: 20 }, count: 1000, description: "matching 'joiner'" }
    expect(await run('customer-groups.add-matching', { groupId: vip.id }, { list, picked: { groupId: vip } })).toMatchObject({ status: 'done' })
    expect(membersOf('VIP')).toHaveLength(before.length + 1000)
    for (const [at, joiner] of db().customers.filter((c) => c.id.startsWith('cus_joiner_')).slice(0, changed).entries()) joiner.email = `renamed${at}@example.com`

    let inFlight = 0
    let most = 0
    const isWholeGroupPage = (request: Request) => {
      const query = new URL(request.url).searchParams
      return request.method === 'GET' && query.get('groups[0]') === vip.id && !query.has('q')
    }
    const started = ({ request }: { request: Request }) => {
      if (isWholeGroupPage(request)) most = Math.max(most, ++inFlight)
    }
    const answered = ({ request }: { request: Request }) => {
      if (isWholeGroupPage(request)) inFlight -= 1
    }
    server.events.on('request:start', started)
    server.events.on('response:mocked', answered)
    seen.length = 0
    try {
      expect(await undo()).toMatchObject({ status: 'done', result: { message: '1,000 changes taken back' } })
    } finally {
      server.events.removeListener('request:start', started)
      server.events.removeListener('response:mocked', answered)
    }
    const sent = removed.flatMap((body) => body.customer_ids.map((c) => c.id))
    expect(sent.toSorted()).toEqual(Array.from({ length: 1000 }, (_, i) => `cus_joiner_${i}`).toSorted())
    expect(membersOf('VIP')).toEqual(before)
    const lists = requestsOf(seen, 'GET', '/admin/customers')
    const oneByOne = requestsOf(seen, 'GET', /^\/admin\/customers\/cus_/)
    return { vip, lists, oneByOne, most }
  }

  it('1,000 added to a group of 21,000 by a filter: the undo reads the members through that filter (one page), the 3 it no longer finds one by one', { timeout: 60_000 }, async () => {
    const { vip, lists, oneByOne } = await undoJoinersOf22000(3)
    expect(lists).toHaveLength(1)
    const [read] = lists
    // The table's order and paging are not the filter; the group and an id order are the undo's.
    expect(Object.fromEntries(read!.query)).toMatchObject({ q: 'joiner', 'groups[0]': vip.id, order: 'id', limit: '10000', offset: '0' })
    expect(oneByOne.map((r) => r.path).toSorted()).toEqual(['/admin/customers/cus_joiner_0', '/admin/customers/cus_joiner_1', '/admin/customers/cus_joiner_2'])
  })

  it('with more than 50 of them no longer found by the filter, the undo reads the whole group: in id order, pages of 10,000, two at a time', { timeout: 60_000 }, async () => {
    const { lists, oneByOne, most } = await undoJoinersOf22000(60)
    const whole = lists.filter((r) => !r.query.has('q'))
    expect(whole.map((r) => r.query.get('offset'))).toEqual(['0', '10000', '20000'])
    expect(whole.every((r) => r.query.get('order') === 'id' && r.query.get('limit') === '10000')).toBe(true)
    expect(most).toBe(2)
    expect(oneByOne).toHaveLength(0)
  })

  it('customers added to a group: one already a member stays when the run is undone', async () => {
    const vip = group('VIP')
    const [member] = db().customers.filter((c) => isMember(c, vip.id))
    const newcomer = db().customers.find((c) => !isMember(c, vip.id)) as Customer
    const before = membersOf('VIP')
    const { run, undo, entries } = undoSetUp()
    await run('customers.add-to-group', { customerIds: [member?.id, newcomer.id], groupId: vip.id })
    expect(newest(await entries()).undo.plans?.[0]?.steps).toEqual([{ id: newcomer.id, name: newcomer.email, field: 'member', before: false, after: true }])
    await undo()
    expect(membersOf('VIP')).toEqual(before)
  })

  it('customers removed from a group are put back; one deleted since is left and named', async () => {
    const vip = group('VIP')
    const members = db().customers.filter((c) => isMember(c, vip.id))
    const [kept, gone] = members
    const { run, undo, entries } = undoSetUp()
    await run('customer-groups.remove-customers', { groupId: vip.id, customerIds: [kept?.id, gone?.id] })
    expect(membersOf('VIP')).toEqual(members.slice(2).map((c) => c.email).sort())
    db().customers = db().customers.filter((c) => c.id !== gone?.id)

    expect(await undo()).toMatchObject({ status: 'done', result: { message: `1 change taken back; 1 record left as they are\n${gone?.email}: deleted since` } })
    expect(membersOf('VIP')).toContain(kept?.email)
    expect(newest(await entries()).outcome).toEqual({ status: 'partly', done: 1, failed: 1 })
  })
})
