import { describe, expect, it } from 'vitest'
import { commandOf, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { failedWith, onOrder, orderNo, toastOf, withOrderStore } from './harness'

const mock = withOrderStore()
const seen = recordRequests()
const customerBy = (email: string) => mock.db.customers.find((c) => c.email === email)

describe('orders.transfer', () => {
  it('is an order action offered on the order panel', () => {
    expect(commandOf('orders.transfer')).toMatchObject({ title: 'Transfer order to another customer', group: 'Order actions', scope: 'order' })
  })

  it('moves the order to the customer picked by name, with their email, after a question naming both', async () => {
    const order = orderNo(mock.db, 1042)
    const target = mock.db.customers.find((c) => c.id !== order.customer_id && c.first_name === 'Jane')
    if (!target) throw new Error('no other seeded customer named Jane')
    const from = order.email
    const run = await runCommand('orders.transfer', { ctx: await onOrder(order.id), answers: { customerId: pick('jane', 'Jane Doe') } })
    expect(run.prompted).toEqual(['customerId', 'confirm'])
    expect(requestsOf(seen, 'GET', '/admin/customers')[0]?.query.get('q')).toBe('jane')
    expect(run.confirmations).toEqual([`Transfer order #1042 from ${from} to Jane Doe?`])
    expect(order).toMatchObject({ customer_id: target.id, email: target.email })
    expect(run.outcome).toEqual(toastOf('Order #1042 transferred', `Now Jane Doe (${target.email})`))
  })

  it('refuses the customer the order already has, sending nothing', async () => {
    const order = orderNo(mock.db, 1042)
    const owner = customerBy(order.email)
    const name = `${owner?.first_name} ${owner?.last_name}`
    const run = await runCommand('orders.transfer', { ctx: await onOrder(order.id), answers: { customerId: pick(owner?.email ?? '', name) } })
    expect(run.outcome).toEqual(failedWith(`${name} is already the customer of order #1042`))
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it("tells Medusa's refusal of a canceled order picked by number", async () => {
    const order = orderNo(mock.db, 1044)
    await runCommand('orders.cancel', { ctx: await onOrder(order.id) })
    const run = await runCommand('orders.transfer', { given: { orderId: order.id }, answers: { customerId: pick('john', 'John Smith') } })
    expect(run.outcome).toEqual(failedWith('A canceled order cannot be updated'))
  })
})
