import { describe, expect, it } from 'vitest'
import { customerGroupQueries } from '@/atoms/customer-groups/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { customerGroupCommands } from '@/commands/customer-groups'
import { registry } from '@/commands/index'
import { seedCustomerGroups } from '../../mocks/customer-groups/groups'
import { withMockDb } from '../../mocks/handlers'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
const db = () => seedCustomerGroups(mock.db)
const groupNamed = (name: string) => db().customerGroups.find((g) => g.name === name)

/** The context of a group's panel: the group focused, with its data (and member count) as the panel loaded it. */
async function onGroup(id: string): Promise<CommandContext> {
  const { customer_group } = await createQueryClient().fetchQuery(customerGroupQueries.detail(id))
  return { ...emptyContext, focus: { kind: 'customer-group', id, entity: customer_group } }
}

describe('the customer groups area', () => {
  it('registers every command of the domain', () => {
    for (const command of customerGroupCommands) expect(registry.get(command.id)).toBe(command)
  })
})

describe('customer-groups.list and customer-groups.open', () => {
  it("is 'Go to customer groups' on g u", async () => {
    expect(commandOf('customer-groups.list')).toMatchObject({ title: 'Go to customer groups', hotkey: 'g u' })
    const run = await runCommand('customer-groups.list')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/customer-groups' } })
  })

  it('picks a group by name, each with its member count, and opens it', async () => {
    const run = await runCommand('customer-groups.open', { answers: { groupId: pick('', 'VIP') } })
    expect(run.offered.groupId?.map((o) => [o.label, o.hint])).toEqual([
      ['Newsletter', '4 customers'],
      ['Staff', '1 customer'],
      ['VIP', '2 customers'],
      ['Wholesale', '1 customer'],
    ])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/customer-groups/cgrp_1' } })
  })

  it('tells a failed search in the picker', async () => {
    mock.db.session = null
    const run = await runCommand('customer-groups.open', { answers: { groupId: pick('v', 'VIP') } })
    expect(run.outcome).toMatchObject({ status: 'search-failed', arg: 'groupId' })
  })
})

describe('customer-groups.create', () => {
  it('creates a group with metadata and opens it', async () => {
    const run = await runCommand('customer-groups.create', { answers: { name: 'Gold', metadata: 'tier: 1\nsource: fair' } })
    const created = groupNamed('Gold')
    expect(created?.metadata).toEqual({ tier: '1', source: 'fair' })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/customer-groups/${created?.id}` } })
  })

  it('refuses an empty name before sending, and tells a duplicate name as the server does, keeping the arguments', async () => {
    const blank = await runCommand('customer-groups.create', { answers: { name: '   ' } })
    expect(blank.outcome).toEqual({ status: 'rejected', arg: 'name', message: 'Name is required' })
    expect(requestsOf(seen, 'POST')).toEqual([])

    const run = await runCommand('customer-groups.create', { answers: { name: 'VIP', metadata: '' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Key (name)=(VIP) already exists.' })
    expect(run.args).toEqual({ name: 'VIP', metadata: {} })
    expect(db().customerGroups.filter((g) => g.name === 'VIP')).toHaveLength(1)
  })
})

describe('customer-groups.update', () => {
  it('on the focused group, prefills name and metadata; renames and deletes a removed key', async () => {
    const wholesale = db().customerGroups.find((g) => g.id === 'cgrp_2')
    if (wholesale) wholesale.metadata = { seeded: true, region: 'eu' }
    const ctx = await onGroup('cgrp_2')
    const run = await runCommand('customer-groups.update', { ctx, answers: { name: 'Trade', metadata: 'seeded: true\nnote: B2B' } })
    expect(run.prompted).toEqual(['name', 'metadata'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Customer group saved', message: 'Trade' } })
    // `seeded` is unchanged (and stays a boolean), `region` was removed, `note` is new.
    expect(db().customerGroups.find((g) => g.id === 'cgrp_2')?.metadata).toEqual({ seeded: true, note: 'B2B' })
  })

  it('keeps what is there with keep, and tells a name another group has', async () => {
    const ctx = await onGroup('cgrp_2')
    const same = await runCommand('customer-groups.update', { ctx, answers: { name: keep, metadata: keep } })
    expect(same.outcome.status).toBe('done')
    const run = await runCommand('customer-groups.update', { ctx, answers: { name: 'VIP', metadata: keep } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Customer_group with name VIP already exists.' })
    expect(groupNamed('Wholesale')).toBeDefined()
  })
})

describe('customer-groups.delete', () => {
  it('confirms with the member count, deletes, and takes the group off its customers', async () => {
    const ctx = await onGroup('cgrp_1')
    const run = await runCommand('customer-groups.delete', { ctx })
    expect(run.confirmations).toEqual(['Delete VIP (2 customers)? Its customers stay; only the group goes.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/customer-groups' } })
    expect(groupNamed('VIP')).toBeUndefined()
    expect(db().customers.some((c) => c.groups?.some((g) => g.name === 'VIP'))).toBe(false)
  })

  it('names a picked group with its count, and keeps it when the server fails', async () => {
    const run = await runCommand('customer-groups.delete', { answers: { groupId: pick('staff', 'Staff') } })
    expect(run.confirmations).toEqual(['Delete Staff (1 customer)? Its customers stay; only the group goes.'])
    expect(run.outcome.status).toBe('done')

    const ctx = await onGroup('cgrp_2')
    mock.db.session = null
    const failed = await runCommand('customer-groups.delete', { ctx })
    expect(failed.outcome).toMatchObject({ status: 'failed' })
    expect(groupNamed('Wholesale')).toBeDefined()
  })
})
