import type { Customer, CustomerGroup } from '@medusajs/client-types'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { customerGroups } from '@/api/admin/customer-groups'
import { customers } from '@/api/admin/customers'
import { isMedusaApiError, MedusaApiError } from '@/api/client'
import { createAppStore, createQueryClient } from '@/atoms/core/query'
import { createRevert, madeText } from '@/commands/core/createUndo'
import { revertPlan } from '@/commands/core/revert'
import { makeTools } from '@/commands/core/run'
import { reverterFor } from '@/commands/core/undo'
import { emptyContext } from '@/models/core/context'
import { withMockDb } from '../../mocks/handlers'
import { newest, undoSetUp } from './setup'

// A create made undoable (core/createUndo): the undo deletes the record while it is as the create made
// it and nothing hangs on it; the redo makes it again (a new id, which a second undo follows).

withMockDb()
afterEach(() => void vi.useRealTimers())

/** The record, or 'gone' once Medusa answers 404. */
const groupOrGone = (id: string) =>
  customerGroups.retrieve(id).then(
    (r) => r.customer_group as CustomerGroup,
    (error: unknown) => (isMedusaApiError(error) && error.status === 404 ? 'gone' : Promise.reject(error)),
  )
const groupsNamed = async (name: string) => ((await customerGroups.list({ q: name })).customer_groups as CustomerGroup[]).filter((g) => g.name === name)

describe('undo of a create', () => {
  it('deletes a new customer group; the redo makes it again, and undo takes that back too', async () => {
    const { run, undo, entries } = undoSetUp()
    await run('customer-groups.create', { name: 'Wholesale North', metadata: { tier: 'b2b' } })
    const [made] = await groupsNamed('Wholesale North')
    expect(made).toBeDefined()
    const [plan] = newest(await entries()).undo.plans ?? []
    expect(plan).toEqual({
      revert: 'create:customer-groups.create',
      steps: [{ id: made?.id, name: 'Wholesale North', field: 'made', before: null, after: JSON.stringify({ metadata: { tier: 'b2b' }, name: 'Wholesale North' }) }],
    })
    expect(await undo()).toMatchObject({ status: 'done', result: { title: 'Undone: Create customer group', message: '1 change taken back' } })
    expect(await groupOrGone(made?.id ?? '')).toBe('gone')
    // Redo: the undo's own entry taken back makes the group again, under a new id.
    expect(await undo(newest(await entries()).id)).toMatchObject({ status: 'done', result: { title: 'Redone: Create customer group' } })
    const [again] = await groupsNamed('Wholesale North')
    expect(again).toMatchObject({ name: 'Wholesale North', metadata: { tier: 'b2b' } })
    expect(again?.id).not.toBe(made?.id)
    expect(newest(await entries()).records).toEqual([expect.objectContaining({ id: again?.id, name: 'Wholesale North, made again with a new id' })])
    // And the redo is undone by that new id.
    await undo(newest(await entries()).id)
    expect(await groupsNamed('Wholesale North')).toEqual([])
  })

  it('leaves a new group renamed since, and names what changed', async () => {
    const { run, undo } = undoSetUp()
    await run('customer-groups.create', { name: 'Trade fair leads' })
    const [made] = await groupsNamed('Trade fair leads')
    await customerGroups.update(made?.id ?? '', { name: 'Trade fair 2026' })
    expect(await undo()).toMatchObject({
      result: { message: '0 changes taken back; 1 record left as they are\nTrade fair 2026: it is now different (name “Trade fair 2026”), changed since — left as it is' },
    })
    expect(await groupOrGone(made?.id ?? '')).toMatchObject({ name: 'Trade fair 2026' })
  })

  it('leaves a new group that has customers now: deleting it would take their membership', async () => {
    const { run, undo } = undoSetUp()
    await run('customer-groups.create', { name: 'Early birds' })
    const [made] = await groupsNamed('Early birds')
    const [someone] = (await customers.list({ limit: 1 })).customers as Customer[]
    await customerGroups.addCustomers(made?.id ?? '', { customer_ids: [{ id: someone?.id ?? '' }] })
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining('Early birds: it is now in use (1 customer), changed since — left as it is') } })
    expect(await groupOrGone(made?.id ?? '')).toMatchObject({ name: 'Early birds' })
  })

  it('counts a new group deleted since by someone else as undone already', async () => {
    const { run, undo } = undoSetUp()
    await run('customer-groups.create', { name: 'Short lived' })
    const [made] = await groupsNamed('Short lived')
    await customerGroups.delete(made?.id ?? '')
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
  })

  it('a redo whose answer was lost is not sent again: the record is left, said to be unknown', async () => {
    vi.useFakeTimers()
    const server = new Map<string, { id: string; name: string }>()
    let makes = 0
    const { revert } = createRevert<{ id: string; name: string }>({
      command: 'test.create-answer-lost',
      kind: 'customer-group',
      read: async (id) => server.get(id) ?? Promise.reject(new MedusaApiError({ kind: 'invalid_request', status: 404, message: 'Not found' })),
      name: (record) => record.name,
      made: (record) => ({ name: record.name }),
      remove: async (id) => void server.delete(id),
      make: async ({ name }) => {
        const id = `made_${++makes}`
        server.set(id, { id, name: String(name) })
        // Made on the server, but its answer is lost: an outage.
        throw new MedusaApiError({ kind: 'connection', message: 'Failed to fetch' })
      },
    })
    const reverter = reverterFor(revert)
    if (!reverter) throw new Error('not registered')
    const tools = makeTools(createQueryClient(), emptyContext, createAppStore(), () => undefined)
    const redo = { revert, steps: [{ id: 'gone_1', name: 'Lost group', field: 'made', before: madeText({ name: 'Lost group' }), after: null }] }
    const done = revertPlan(redo, reverter, tools, 'Redo: Create customer group')
    await vi.runAllTimersAsync()
    const result = await done
    expect(makes).toBe(1)
    expect(server.size).toBe(1)
    expect(result).toMatchObject({ undone: 0, left: 1, failed: 0 })
    expect(result.said).toEqual(['Lost group: it is now unknown: the answer to making it again was lost (look for it before making it again), changed since — left as it is'])
  })
})
