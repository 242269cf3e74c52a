import { describe, expect, it } from 'vitest'
import { onOrder, orderNo, withOrderStore } from '../orders/harness'
import { recordRequests, requestsOf } from '../harness'
import { newest, undoSetUp } from './setup'

// An order's email, addresses and customer undone against msw (POST /admin/orders/{id} sends them
// back): read again first; a field changed since is left and named; journalled and redone.

const mock = withOrderStore()
const seen = recordRequests()
const focusOn = async (id: string) => ({ focus: (await onOrder(id)).focus })
const customer = (email: string) => mock.db.customers.find((c) => c.email === email)

describe('undo of Edit order details', () => {
  it('the email and the shipping address go back as they were; the redo sets them again', async () => {
    const order = orderNo(mock.db, 1044)
    const [email, city] = [order.email, order.shipping_address?.city]
    const { run, undo, entries } = undoSetUp()
    const args = { orderId: order.id, email: 'jane.new@example.com', shippingAddress: { city: 'Seattle', postal_code: '98101' } }
    expect(await run('orders.update', args, await focusOn(order.id))).toMatchObject({ status: 'done' })
    const done = newest(await entries())
    expect(done.undo.plans?.[0]).toMatchObject({
      revert: 'orders',
      steps: [
        { id: order.id, name: '#1044', field: 'email', before: email, after: 'jane.new@example.com' },
        { id: order.id, name: '#1044', field: 'shipping_address', before: expect.arrayContaining([`city: ${city}`]), after: expect.arrayContaining(['city: Seattle']) },
      ],
    })
    expect(done.changes).toEqual(expect.arrayContaining([{ record: 'Order #1044', field: 'Email', before: email, after: 'jane.new@example.com' }]))

    seen.length = 0
    expect(await undo()).toMatchObject({ status: 'done', result: { title: 'Undone: Edit order details', message: '2 changes taken back' } })
    expect(order.email).toBe(email)
    expect(order.shipping_address).toMatchObject({ city, country_code: 'us', first_name: 'Jane' })
    // One request sets both back.
    expect(requestsOf(seen, 'POST', `/admin/orders/${order.id}`)).toHaveLength(1)
    const [undone] = await entries()
    // A record per field set back, each named as the operator knows the order.
    expect(undone).toMatchObject({ command: { title: 'Undo: Edit order details' }, records: [{ name: '#1044', kind: 'order', id: order.id }, { name: '#1044' }] })

    await undo(undone?.id)
    expect(order).toMatchObject({ email: 'jane.new@example.com', shipping_address: { city: 'Seattle', postal_code: '98101' } })
  })

  it('an email changed since by someone else is left and named; the address is set back', async () => {
    const order = orderNo(mock.db, 1044)
    const city = order.shipping_address?.city
    const { run, undo, entries } = undoSetUp()
    await run('orders.update', { orderId: order.id, email: 'jane.new@example.com', shippingAddress: { city: 'Seattle' } })
    // Run without the order on screen: the journal's before → after comes from what was sent back.
    expect(newest(await entries()).changes).toEqual([
      { record: '#1044', field: 'Email', before: expect.stringContaining('@'), after: 'jane.new@example.com' },
      { record: '#1044', field: 'Shipping address', before: expect.stringContaining(city ?? ''), after: expect.stringContaining('Seattle') },
    ])
    order.email = 'someone.else@example.com'
    expect(await undo()).toMatchObject({
      result: { message: '1 change taken back; 1 record left as they are\n#1044: email is now someone.else@example.com, changed since — left as it is' },
    })
    expect(order).toMatchObject({ email: 'someone.else@example.com', shipping_address: { city } })
    expect(newest(await entries()).outcome).toEqual({ status: 'partly', done: 1, failed: 1 })
  })
})

describe('undo of Transfer order to another customer', () => {
  it('transfers the order back to the former customer, with its former email', async () => {
    const order = orderNo(mock.db, 1042)
    const [formerId, formerEmail] = [order.customer_id, order.email]
    const former = mock.db.customers.find((c) => c.id === formerId)
    const jane = customer('jane.doe@example.com')
    if (!jane || jane.id === formerId) throw new Error('order #1042 is not a seeded order of another customer than Jane')
    const { run, undo, entries } = undoSetUp()
    await run('orders.transfer', { orderId: order.id, customerId: jane.id }, await focusOn(order.id))
    expect(order).toMatchObject({ customer_id: jane.id, email: jane.email })
    const done = newest(await entries())
    expect(done.undo.undoable).toBe(true)
    expect(done.changes).toEqual([{ record: '#1042', field: 'Customer', before: `${former?.first_name} ${former?.last_name}`, after: 'Jane Doe' }])

    expect(await undo()).toMatchObject({ status: 'done', result: { title: 'Undone: Transfer order to another customer', message: '2 changes taken back' } })
    expect(order).toMatchObject({ customer_id: formerId, email: formerEmail })
  })

  it('an order transferred again meanwhile is left, named by its new customer', async () => {
    const order = orderNo(mock.db, 1042)
    const jane = customer('jane.doe@example.com')
    const john = customer('john.smith@example.com')
    if (!jane || !john) throw new Error('seeded customers missing')
    const { run, undo } = undoSetUp()
    await run('orders.transfer', { orderId: order.id, customerId: jane.id })
    Object.assign(order, { customer_id: john.id, customer: john, email: john.email })
    const outcome = await undo()
    expect(outcome).toMatchObject({ status: 'done', result: { message: expect.stringContaining('#1042: customer is now John Smith') } })
    expect(order.customer_id).toBe(john.id)
  })
})
