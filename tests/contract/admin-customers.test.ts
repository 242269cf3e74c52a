// Customers, customer groups, notes and gift cards against a real Medusa 1.20. Their refusals are rows
// of tests/mocks/{customers,customer-groups,orders,gift-cards}/refusals.ts.
import { describe, expect, it } from 'vitest'
import { customerGroups, customers, giftCards, notes } from './api'
import { anyString, expectDeleted, expectFailure, expectPage, idOf, regionFor, shape, unique, signInBeforeAll } from './helpers'

signInBeforeAll()

async function newCustomer(name = 'Grace') {
  const email = `${unique('customer')}@contract.test`
  const { customer } = await customers.create({ email, first_name: name, last_name: 'Hopper', password: 'secret-password' })
  return customer
}

describe('customers', () => {
  it('POST /admin/customers -> {customer} with an account, and (Medusa 1.20) its password_hash too', async () => {
    const email = `${unique('customer')}@contract.test`
    const { customer } = await customers.create({ email, first_name: 'Grace', last_name: 'Hopper', password: 'secret-password' })
    expect(customer).toEqual(shape({ id: idOf('cus'), email, first_name: 'Grace', last_name: 'Hopper', has_account: true }))
    // The create route answers the saved entity as is: the console must never show or keep this field.
    expect(customer).toHaveProperty('password_hash', expect.any(String))
    const { customer: fetched } = await customers.retrieve(customer.id)
    expect(fetched).not.toHaveProperty('password_hash')
  })

  it('GET /admin/customers -> {customers, count, offset, limit}; GET /{id} -> {customer} with orders and addresses', async () => {
    const customer = await newCustomer()
    const listed = await customers.list({ q: customer.email })
    expectPage(listed, 'customers')
    expect(listed.customers).toEqual([shape({ id: customer.id, email: customer.email })])

    const { customer: fetched } = await customers.retrieve(customer.id)
    expect(fetched).toEqual(shape({ id: customer.id, email: customer.email, orders: [], shipping_addresses: [] }))
    const { customer: expanded } = await customers.retrieve(customer.id, { expand: 'groups' })
    expect(expanded).toEqual(shape({ id: customer.id, groups: [] }))
  })

  it('POST /admin/customers/{id} updates names and phone', async () => {
    const customer = await newCustomer()
    const { customer: updated } = await customers.update(customer.id, { first_name: 'Ada', phone: '+49 30 1234' })
    expect(updated).toEqual(shape({ id: customer.id, first_name: 'Ada', phone: '+49 30 1234' }))
  })
})

describe('customer groups', () => {
  it('POST, GET list, GET, POST update, customers GET/batch POST/batch DELETE, DELETE /admin/customer-groups', async () => {
    const name = unique('Contract Group')
    const { customer_group } = await customerGroups.create({ name, metadata: { tier: 'gold' } })
    expect(customer_group).toEqual(shape({ id: idOf('cgrp'), name, metadata: { tier: 'gold' } }))

    const listed = await customerGroups.list({ q: name })
    expectPage(listed, 'customer_groups')
    expect(listed.customer_groups).toEqual([shape({ id: customer_group.id, name })])

    const { customer_group: fetched } = await customerGroups.retrieve(customer_group.id, { expand: 'customers' })
    expect(fetched).toEqual(shape({ id: customer_group.id, customers: [] }))

    const { customer_group: renamed } = await customerGroups.update(customer_group.id, { name: `${name} 2` })
    expect(renamed).toEqual(shape({ id: customer_group.id, name: `${name} 2` }))

    const [first, second] = [await newCustomer('First'), await newCustomer('Second')]
    const added = await customerGroups.addCustomers(customer_group.id, { customer_ids: [{ id: first.id }, { id: second.id }] })
    expect(added.customer_group).toEqual(shape({ id: customer_group.id }))

    const members = await customerGroups.listCustomers(customer_group.id)
    expectPage(members, 'customers')
    expect(members.customers.map((c) => c.id).sort()).toEqual([first.id, second.id].sort())

    const removed = await customerGroups.removeCustomers(customer_group.id, { customer_ids: [{ id: first.id }] })
    expect(removed.customer_group).toEqual(shape({ id: customer_group.id }))
    expect((await customerGroups.listCustomers(customer_group.id)).customers.map((c) => c.id)).toEqual([second.id])

    expectDeleted(await customerGroups.delete(customer_group.id), customer_group.id, 'customer_group')
    await expectFailure(customerGroups.retrieve(customer_group.id), { status: 404, kind: 'invalid_request', type: 'not_found' })
  })
})

describe('notes', () => {
  it('POST, GET list by resource_id, POST update, DELETE /admin/notes', async () => {
    const customer = await newCustomer()
    const { note } = await notes.create({ resource_id: customer.id, resource_type: 'customer', value: 'Prefers email' })
    expect(note).toEqual(shape({ id: idOf('note'), resource_id: customer.id, resource_type: 'customer', value: 'Prefers email', author_id: idOf('usr') }))

    const listed = await notes.list({ resource_id: customer.id })
    expectPage(listed, 'notes')
    expect(listed.notes).toEqual([shape({ id: note.id, value: 'Prefers email', author: shape({ email: anyString() }) })])

    const { note: updated } = await notes.update(note.id, { value: 'Prefers phone' })
    expect(updated).toEqual(shape({ id: note.id, value: 'Prefers phone' }))

    expectDeleted(await notes.delete(note.id), note.id, 'note')
    expect((await notes.list({ resource_id: customer.id })).count).toBe(0)
  })
})

describe('gift cards', () => {
  it('POST, GET list, GET, POST update, DELETE /admin/gift-cards', async () => {
    const eur = await regionFor('eur')
    const { gift_card } = await giftCards.create({ value: 2500, region_id: eur.id })
    expect(gift_card).toEqual(shape({ id: idOf('gift'), code: anyString(), value: 2500, balance: 2500, region_id: eur.id, is_disabled: false }))

    const listed = await giftCards.list({ q: gift_card.code })
    expectPage(listed, 'gift_cards')
    expect(listed.gift_cards).toEqual([shape({ id: gift_card.id, code: gift_card.code })])

    const { gift_card: fetched } = await giftCards.retrieve(gift_card.id)
    expect(fetched).toEqual(shape({ id: gift_card.id, code: gift_card.code, region: shape({ id: eur.id }) }))

    const { gift_card: updated } = await giftCards.update(gift_card.id, { balance: 1000, is_disabled: true })
    expect(updated).toEqual(shape({ id: gift_card.id, balance: 1000, is_disabled: true }))

    expectDeleted(await giftCards.delete(gift_card.id), gift_card.id, 'gift-card')
  })
})

// The list behaviours the customers mock (tests/mocks/customers/customers.ts) imitates.
describe('customers: what the console relies on', () => {
  it('POST /admin/customers lower-cases the email', async () => {
    const email = `${unique('Dup')}@Contract.test`
    const { customer } = await customers.create({ email, first_name: 'Dup', last_name: 'Licate', password: 'secret-password' })
    expect(customer.email).toBe(email.toLowerCase())
  })

  it('GET /admin/customers: q matches email and names (not phone); has_account and groups[] filter; fields selects nothing', async () => {
    const tag = unique('filter').replace(/[^a-z0-9]/gi, '').toLowerCase()
    const { customer } = await customers.create({ email: `${tag}@contract.test`, first_name: `F${tag}`, last_name: 'Hopper', password: 'secret-password', phone: `555${tag.length}` })
    const { customer_group: group } = await customerGroups.create({ name: unique('Filter Group') })
    const { customer_group: other } = await customerGroups.create({ name: unique('Other Group') })
    await customerGroups.addCustomers(group.id, { customer_ids: [{ id: customer.id }] })
    await customerGroups.addCustomers(other.id, { customer_ids: [{ id: customer.id }] })

    expect((await customers.list({ q: `f${tag}` })).customers.map((c) => c.id)).toEqual([customer.id])
    expect((await customers.list({ q: `555${tag.length}`, has_account: true, groups: [group.id] })).count).toBe(0)
    expect((await customers.list({ q: tag, has_account: false })).count).toBe(0)

    const inGroup = await customers.list({ q: tag, groups: [group.id], has_account: true, fields: 'id,email' })
    expect(inGroup.customers.map((c) => c.id)).toEqual([customer.id])
    // `fields` is validated but not applied. The groups[] filter joins the groups: only the matching
    // ones come back, expanded or not (the table's Groups column shows the filtered group alone).
    expect(inGroup.customers[0]).toEqual(shape({ first_name: `F${tag}`, phone: `555${tag.length}` }))
    expect(inGroup.customers[0]?.groups?.map((g) => g.id)).toEqual([group.id])
    const filteredExpanded = await customers.list({ q: tag, groups: [group.id], expand: 'groups' })
    expect(filteredExpanded.customers[0]?.groups?.map((g) => g.id)).toEqual([group.id])
    // Without the filter or an expand, no relation comes back.
    expect((await customers.list({ q: tag })).customers[0]).not.toHaveProperty('groups')
    // The table's first request: an empty expand is accepted and loads no relation.
    expect((await customers.list({ q: tag, expand: '', fields: 'id,email' })).customers[0]).not.toHaveProperty('groups')
    const expanded = await customers.list({ q: tag, expand: 'groups,shipping_addresses,billing_address' })
    expect(expanded.customers[0]?.groups?.map((g) => g.id).sort()).toEqual([group.id, other.id].sort())
    expect(expanded.customers[0]).toEqual(shape({ shipping_addresses: [], billing_address: null }))

    await customerGroups.delete(group.id)
    await customerGroups.delete(other.id)
  })

  it("customer notes: resource_type 'customer' is kept", async () => {
    const customer = await newCustomer()
    const { note } = await notes.create({ resource_id: customer.id, resource_type: 'customer', value: 'Calls before noon' })
    expect((await notes.list({ resource_id: customer.id })).notes).toEqual([shape({ id: note.id, resource_type: 'customer', value: 'Calls before noon' })])
  })

  it('POST /admin/customers/{id} with groups replaces the membership', async () => {
    const customer = await newCustomer()
    const { customer_group: group } = await customerGroups.create({ name: unique('Set Group') })
    const { customer: updated } = await customers.update(customer.id, { groups: [{ id: group.id }] })
    expect(updated).toEqual(shape({ id: customer.id, orders: [], shipping_addresses: [] }))
    const { customer: fetched } = await customers.retrieve(customer.id, { expand: 'groups' })
    expect(fetched.groups?.map((g) => g.id)).toEqual([group.id])
    await customers.update(customer.id, { groups: [] })
    expect((await customers.retrieve(customer.id, { expand: 'groups' })).customer.groups).toEqual([])
    await customerGroups.delete(group.id)
  })
})
