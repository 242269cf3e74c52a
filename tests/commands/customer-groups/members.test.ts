import type { Customer } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { customerGroupQueries } from '@/atoms/customer-groups/keys'
import { createAppStore, createQueryClient } from '@/atoms/core/query'
import { toastsAtom } from '@/atoms/core/toasts'
import { emptyContext, type CommandContext, type ListView } from '@/models/core/context'
import { isAvailable } from '@/commands/core/define'
import { makeTools } from '@/commands/core/run'
import { ADD_CHUNK, addMatchingCustomers } from '@/commands/customer-groups/matching'
import { lookupHandlers, seedDraftOrders } from '../../mocks/draft-orders/seed'
import { isMember, seedCustomerGroups } from '../../mocks/customer-groups/groups'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { commandOf, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
const db = () => seedCustomerGroups(mock.db)
// GET /admin/customers and /admin/customers/:id (q and has_account filters) for pickers and the gathering.
beforeEach(() => server.use(...lookupHandlers(seedDraftOrders(db()))))

const customer = (email: string) => {
  const found = db().customers.find((c) => c.email === email)
  if (!found) throw new Error(`no customer ${email}`)
  return found
}
const membersOf = (groupId: string) => db().customers.filter((c) => isMember(c, groupId)).map((c) => c.email).sort()

async function onGroup(id: string, selected: Customer[] = []): Promise<CommandContext> {
  const { customer_group } = await createQueryClient().fetchQuery(customerGroupQueries.detail(id))
  const selection = selected.length ? { kind: 'customer' as const, ids: selected.map((c) => c.id), records: selected } : null
  return { ...emptyContext, focus: { kind: 'customer-group', id, entity: customer_group }, selection }
}

const onCustomers = (selected: Customer[], list?: ListView): CommandContext => ({
  ...emptyContext,
  focus: selected[0] ? { kind: 'customer', id: selected[0].id, entity: selected[0] } : null,
  selection: selected.length > 1 ? { kind: 'customer', ids: selected.map((c) => c.id), records: selected } : null,
  list,
})

describe('customer-groups.add-customers', () => {
  it("on a group's panel, picks several customers and adds them in one request", async () => {
    const ctx = await onGroup('cgrp_2')
    const run = await runCommand('customer-groups.add-customers', {
      ctx,
      answers: { customerIds: pick('example', 'Jane Doe', 'Emma Wilson') },
    })
    expect(run.prompted).toEqual(['customerIds', 'confirm'])
    expect(run.confirmations).toEqual(['Add 2 customers to Wholesale?'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Added to Wholesale', message: '2 customers' } })
    expect(requestsOf(seen, 'POST', '/admin/customer-groups/cgrp_2/customers/batch')).toHaveLength(1)
    expect(membersOf('cgrp_2')).toEqual(['emma.wilson@example.com', 'jane.doe@example.com', 'john.smith@example.com'])
  })

  it("takes the customers table's selection without asking, then a group", async () => {
    const picked = [customer('emma.wilson@example.com'), customer('haruki.tanaka@example.jp')]
    const run = await runCommand('customer-groups.add-customers', { ctx: onCustomers(picked), answers: { groupId: pick('vi', 'VIP') } })
    expect(run.prompted).toEqual(['groupId', 'confirm'])
    expect(run.confirmations).toEqual(['Add 2 customers to VIP?'])
    expect(membersOf('cgrp_1')).toContain('haruki.tanaka@example.jp')
  })

  it('keeps the arguments when the server refuses the batch', async () => {
    const gone = customer('noah.taylor@example.co.uk')
    const ctx = await onGroup('cgrp_1')
    const run = await runCommand('customer-groups.add-customers', { ctx, given: { customerIds: [gone.id, 'cus_missing'] } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'The following customer ids do not exist: "cus_missing"' })
    expect(run.args).toEqual({ groupId: 'cgrp_1', customerIds: [gone.id, 'cus_missing'] })
    expect(membersOf('cgrp_1')).not.toContain(gone.email)
  })
})

describe('customers.add-to-group and customers.remove-from-group', () => {
  it('adds the focused customer to a picked group, naming both', async () => {
    const jane = customer('jane.doe@example.com')
    const run = await runCommand('customers.add-to-group', { ctx: onCustomers([jane]), answers: { groupId: pick('staff', 'Staff') } })
    expect(commandOf('customers.add-to-group')).toMatchObject({ hotkey: 'shift+g', scope: 'customer' })
    expect(run.prompted).toEqual(['groupId', 'confirm'])
    expect(run.confirmations).toEqual(['Add Jane Doe to Staff?'])
    expect(membersOf('cgrp_4')).toContain('jane.doe@example.com')
  })

  it('adds a selection of customers in one request', async () => {
    const picked = [customer('olivia.brown@example.co.uk'), customer('john.smith@example.com')]
    const run = await runCommand('customers.add-to-group', { ctx: onCustomers(picked), answers: { groupId: pick('', 'VIP') } })
    expect(run.confirmations).toEqual(['Add 2 customers to VIP?'])
    expect(requestsOf(seen, 'POST', '/admin/customer-groups/cgrp_1/customers/batch')).toHaveLength(1)
    expect(membersOf('cgrp_1')).toEqual(expect.arrayContaining(['olivia.brown@example.co.uk', 'john.smith@example.com']))
  })

  it('offers only the groups the customer is in, and removes them from the one picked', async () => {
    const jane = customer('jane.doe@example.com')
    const run = await runCommand('customers.remove-from-group', { ctx: onCustomers([jane]), answers: { groupId: pick('', 'Newsletter') } })
    expect(run.offered.groupId?.map((o) => o.label)).toEqual(['Newsletter', 'VIP'])
    expect(run.confirmations).toEqual(['Remove Jane Doe from Newsletter?'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Removed from Newsletter', message: '1 customer' } })
    expect(membersOf('cgrp_3')).not.toContain('jane.doe@example.com')
  })

  it('tells a failure and keeps the group picked', async () => {
    const jane = customer('jane.doe@example.com')
    server.use(http.delete(`${BASE}/admin/customer-groups/:id/customers/batch`, () => HttpResponse.json({ type: 'not_found', message: 'CustomerGroup with id x was not found' }, { status: 404 })))
    const run = await runCommand('customers.remove-from-group', { ctx: onCustomers([jane]), answers: { groupId: pick('vip', 'VIP') } })
    expect(run.outcome).toMatchObject({ status: 'failed' })
    expect(run.args).toMatchObject({ groupId: 'cgrp_1', customerIds: [jane.id] })
    expect(membersOf('cgrp_1')).toContain('jane.doe@example.com')
  })
})

describe('customer-groups.remove-customers', () => {
  it("removes the members table's selection from the open group", async () => {
    const selected = [customer('jane.doe@example.com'), customer('emma.wilson@example.com')]
    const run = await runCommand('customer-groups.remove-customers', { ctx: await onGroup('cgrp_3', selected) })
    expect(run.prompted).toEqual(['confirm'])
    expect(run.confirmations).toEqual(['Remove 2 customers from Newsletter? The customers stay.'])
    expect(membersOf('cgrp_3')).toEqual(['olivia.brown@example.co.uk', 'sofia.rossi@example.it'])
  })

  it("without a selection, picks among the group's members only", async () => {
    const run = await runCommand('customer-groups.remove-customers', { ctx: await onGroup('cgrp_1'), answers: { customerIds: pick('', 'Lukas Meyer') } })
    expect(run.offered.customerIds?.map((o) => o.label).sort()).toEqual(['Jane Doe', 'Lukas Meyer'])
    expect(run.confirmations).toEqual(['Remove 1 customer from VIP? The customers stay.'])
    expect(membersOf('cgrp_1')).toEqual(['jane.doe@example.com'])
  })

  it('keeps the members when the server refuses', async () => {
    const selected = [customer('jane.doe@example.com')]
    const ctx = await onGroup('cgrp_1', selected)
    mock.db.session = null
    const run = await runCommand('customer-groups.remove-customers', { ctx })
    expect(run.confirmations).toEqual(['Remove Jane Doe from VIP? The customers stay.'])
    expect(run.outcome).toMatchObject({ status: 'failed' })
    mock.db.session = mock.db.users[0] ?? null
    expect(membersOf('cgrp_1')).toContain('jane.doe@example.com')
  })
})

describe('customer-groups.add-matching', () => {
  const list = (query: Record<string, unknown>, count: number, description: string): ListView => ({ kind: 'customer', query, count, description })

  it('is offered only on a customers table with rows', () => {
    const command = commandOf('customer-groups.add-matching')
    expect(isAvailable(command, emptyContext)).toBe(false)
    expect(isAvailable(command, { ...emptyContext, list: list({}, 0, '') })).toBe(false)
    expect(isAvailable(command, { ...emptyContext, list: { kind: 'order', query: {}, count: 3, description: '' } })).toBe(false)
    expect(isAvailable(command, { ...emptyContext, list: list({}, 3, '') })).toBe(true)
  })

  it("names the count and the filter, gathers every page first, and sends each missing customer once", async () => {
    // Enough customers for several pages and chunks.
    for (let i = 0; i < 230; i += 1) {
      db().customers.push({ ...customer('jane.doe@example.com'), id: `cus_extra_${i}`, email: `extra${i}@example.com`, groups: [] })
    }
    const matching = db().customers.filter((c) => c.email.includes('example')).length
    const run = await runCommand('customer-groups.add-matching', {
      ctx: { ...emptyContext, list: list({ q: 'example', has_account: true, order: 'email' }, matching, "with an account, matching 'example'") },
      answers: { groupId: pick('vip', 'VIP') },
    })
    expect(run.confirmations).toEqual([`Add ${matching} customers with an account, matching 'example' to VIP?`])
    // One page holds them all (pages and their order: matching.test.ts); the table's filter kept, its order not.
    const pages = requestsOf(seen, 'GET', '/admin/customers')
    expect(pages.map((r) => [r.query.get('offset'), r.query.get('limit'), r.query.get('order')])).toEqual([['0', '5000', 'id']])
    expect(pages.every((r) => r.query.get('q') === 'example' && r.query.get('has_account') === 'true' && r.query.get('expand') === 'groups')).toBe(true)
    const posts = requestsOf(seen, 'POST', '/admin/customer-groups/cgrp_1/customers/batch')
    // VIP's two seeded members are not sent again.
    const toAdd = matching - 2
    expect(posts).toHaveLength(Math.ceil(toAdd / ADD_CHUNK))
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'toast', title: `Added ${toAdd} of ${toAdd} customers to VIP; 2 customers already in VIP` } })
    expect(membersOf('cgrp_1')).toHaveLength(matching)
  })

  it('says so when everyone matching is already a member', async () => {
    const run = await runCommand('customer-groups.add-matching', {
      ctx: { ...emptyContext, list: list({ q: 'jane' }, 1, "'jane'") },
      answers: { groupId: pick('vip', 'VIP') },
    })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Nothing to add to VIP', message: 'All 1 customer matching are already members' } })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('tells each failed batch and fails the run, so a retry sends only who is still missing', async () => {
    for (let i = 0; i < 1500; i += 1) {
      db().customers.push({ ...customer('jane.doe@example.com'), id: `cus_more_${i}`, email: `more${i}@example.com`, groups: [] })
    }
    let calls = 0
    server.use(
      http.post(`${BASE}/admin/customer-groups/:id/customers/batch`, () => {
        calls += 1
        return calls === 2 ? HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }) : undefined
      }),
    )
    const ctx = { ...emptyContext, list: list({ q: 'more' }, 1500, "'more'") }
    const run = await runCommand('customer-groups.add-matching', { ctx, answers: { groupId: pick('staff', 'Staff') } })
    expect(run.outcome).toMatchObject({
      status: 'failed',
      message: 'Added 1,000 of 1,500 customers to Staff. Batch 1 of 2 (1,000 customers): added. Batch 2 of 2 (500 customers): failed: An unknown error occurred.',
    })
    seen.length = 0
    const retry = await runCommand('customer-groups.add-matching', { ctx, answers: { groupId: pick('staff', 'Staff') } })
    expect(retry.outcome).toMatchObject({ status: 'done', result: { title: 'Added 500 of 500 customers to Staff; 1,000 customers already in Staff' } })
    expect(requestsOf(seen, 'POST')).toHaveLength(1)
  })

  it('tells each batch as it lands, while the console stays usable', async () => {
    for (let i = 0; i < 1200; i += 1) {
      db().customers.push({ ...customer('jane.doe@example.com'), id: `cus_live_${i}`, email: `live${i}@example.com`, groups: [] })
    }
    const queryClient = createQueryClient()
    const store = createAppStore(queryClient)
    const ctx = { ...emptyContext, list: list({ q: 'live' }, 1200, "'live'") }
    const result = await addMatchingCustomers('cgrp_2', 'Wholesale', makeTools(queryClient, ctx, store))
    expect(store.get(toastsAtom).map((t) => [t.title, t.message, t.tone])).toEqual([
      ['Wholesale: 1,000 of 1,200 added', 'Batch 1 of 2 (1,000 customers) added', 'info'],
      ['Wholesale: 1,200 of 1,200 added', 'Batch 2 of 2 (200 customers) added', 'info'],
    ])
    expect(result).toEqual({ type: 'toast', title: 'Added 1,200 of 1,200 customers to Wholesale', message: 'Batch 1 of 2 (1,000 customers): added\nBatch 2 of 2 (200 customers): added' })
  })
})
