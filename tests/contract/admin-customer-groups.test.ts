// Customer groups against a real Medusa 1.20: the quirks the msw mock (tests/mocks/customer-groups/groups.ts)
// imitates; its refusals are rows of tests/mocks/customer-groups/refusals.ts.
import { describe, expect, it } from 'vitest'
import { customerGroups, customers } from './api'
import { expectDeleted, shape, signInBeforeAll, unique } from './helpers'

signInBeforeAll()

async function newCustomer(name: string) {
  const email = `${unique('grouped')}@contract.test`
  const { customer } = await customers.create({ email, first_name: name, last_name: 'Group', password: 'secret-password' })
  return customer
}

async function newGroup(metadata?: Record<string, unknown>) {
  const { customer_group } = await customerGroups.create({ name: unique('Contract Group'), metadata })
  return customer_group
}

describe('customer groups: create and update', () => {
  it('update merges metadata: an empty string deletes a key', async () => {
    const group = await newGroup({ tier: 'gold', region: 'eu' })
    const { customer_group: updated } = await customerGroups.update(group.id, { metadata: { tier: '', note: 'x' } })
    expect(updated.metadata).toEqual({ region: 'eu', note: 'x' })
  })

  it('DELETE of an unknown group answers deleted all the same', async () => {
    expectDeleted(await customerGroups.delete('cgrp_missing'), 'cgrp_missing', 'customer_group')
  })

  it('the list: q searches names, limit 10 by default', async () => {
    const group = await newGroup()
    const listed = await customerGroups.list({ q: group.name.slice(-8).toUpperCase() })
    expect(listed.customer_groups).toEqual([shape({ id: group.id })])
    expect((await customerGroups.list()).limit).toBe(10)
  })
})

describe('customer groups: members', () => {
  it('adding a member twice is fine; a batch with an unknown customer adds nothing', async () => {
    const group = await newGroup()
    const member = await newCustomer('Twice')
    await customerGroups.addCustomers(group.id, { customer_ids: [{ id: member.id }] })
    await customerGroups.addCustomers(group.id, { customer_ids: [{ id: member.id }] })
    expect((await customerGroups.listCustomers(group.id)).count).toBe(1)
    await expect(customerGroups.addCustomers(group.id, { customer_ids: [{ id: member.id }, { id: 'cus_missing' }] })).rejects.toThrow()
    // The whole batch is refused: nothing of it was added.
    expect((await customerGroups.listCustomers(group.id)).count).toBe(1)
  })

  it('removing a customer who is not a member is fine', async () => {
    const group = await newGroup()
    const stranger = await newCustomer('Stranger')
    const removed = await customerGroups.removeCustomers(group.id, { customer_ids: [{ id: stranger.id }] })
    expect(removed.customer_group).toEqual(shape({ id: group.id }))
  })

  it("the members list takes q, limit and offset, and the customers' groups follow", async () => {
    const group = await newGroup()
    const [ada, bob] = [await newCustomer('Ada'), await newCustomer('Bob')]
    await customerGroups.addCustomers(group.id, { customer_ids: [{ id: ada.id }, { id: bob.id }] })
    const page = await customerGroups.listCustomers(group.id, { q: ada.email, limit: 1 })
    expect(page).toEqual(shape({ count: 1, offset: 0, limit: 1, customers: [shape({ id: ada.id })] }))
    const { customer } = await customers.retrieve(ada.id, { expand: 'groups' })
    expect(customer.groups).toEqual([shape({ id: group.id, name: group.name })])
    const inGroup = await customers.list({ groups: [group.id] })
    expect(inGroup.customers.map((c) => c.id).sort()).toEqual([ada.id, bob.id].sort())
    // Deleting the group removes it from its members.
    await customerGroups.delete(group.id)
    expect((await customers.retrieve(ada.id, { expand: 'groups' })).customer.groups).toEqual([])
  })
})
