// Customers, customer groups, notes and gift cards against a real Medusa 1.20.
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

  it('POST /admin/customers/{id} updates names; a new email for a customer with an account: 400 invalid_data', async () => {
    const customer = await newCustomer()
    const { customer: updated } = await customers.update(customer.id, { first_name: 'Ada', phone: '+49 30 1234' })
    expect(updated).toEqual(shape({ id: customer.id, first_name: 'Ada', phone: '+49 30 1234' }))
    await expectFailure(customers.update(customer.id, { email: `${unique('other')}@contract.test` }), {
      status: 400,
      kind: 'invalid_request',
      type: 'invalid_data',
      message: 'Email cannot be changed when the user has registered their account',
    })
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
