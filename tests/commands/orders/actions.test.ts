import type { Order } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { emptyContext } from '@/models/core/context'
import { orderCommands } from '@/commands/orders'
import { registry } from '@/commands/index'
import { REPLACE_REFUSED } from '@/commands/orders/pickers'
import { newShippingOption, orderTotals } from '../../mocks/orders/parts'
import { keep, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { failedWith, onOrder, orderNo, toastOf, withOrderStore } from './harness'

const mock = withOrderStore()
const seen = recordRequests()

describe('the order actions', () => {
  it('registers every order action, each in the registry', () => {
    // Every `orders.*` command in the registry is the orders domain's, and the other way round.
    const all = registry.all.filter((c) => c.id.startsWith('orders.'))
    expect(all.map((c) => c.id)).toEqual(orderCommands.map((c) => c.id))
    for (const command of orderCommands) expect(registry.get(command.id)).toBe(command)
    expect(all.filter((c) => c.hotkey && c.scope).map((c) => [c.id, c.hotkey, c.scope])).toEqual([
      ['orders.update', 'e', 'order'],
      ['orders.cancel', 'shift+c', 'order'],
      ['orders.capture', 'c', 'order'],
      ['orders.refund', 'r', 'order'],
      ['orders.create-fulfillment', 'f', 'order'],
      ['orders.create-shipment', 's', 'order'],
      ['orders.request-return', 'shift+r', 'order'],
      ['orders.add-note', 'n', 'order'],
    ])
  })
})

describe('orders.update', () => {
  it('asks for email and addresses starting from the current ones, and sends only what changed', async () => {
    const order = orderNo(mock.db, 1044)
    const run = await runCommand('orders.update', {
      ctx: await onOrder(order.id),
      answers: { email: 'jane.new@example.com', shippingAddress: 'city: Seattle\npostal_code: 98101', billingAddress: '' },
    })
    expect(run.prompted).toEqual(['email', 'shippingAddress', 'billingAddress'])
    expect(run.outcome).toEqual(toastOf('Order updated', 'Order #1044'))
    const [update] = requestsOf(seen, 'POST', `/admin/orders/${order.id}`)
    expect(update).toBeDefined()
    expect(order.email).toBe('jane.new@example.com')
    expect(order.shipping_address).toMatchObject({ city: 'Seattle', postal_code: '98101', country_code: 'us', first_name: 'Jane' })
    expect(order.billing_address?.city).toBe('Portland')
  })

  it("keeps the order when the server refuses a country outside the order's region", async () => {
    const order = orderNo(mock.db, 1044)
    const run = await runCommand('orders.update', {
      ctx: await onOrder(order.id),
      answers: { email: keep, shippingAddress: 'country_code: de', billingAddress: '' },
    })
    expect(run.outcome).toEqual(failedWith('Shipping country must be in the order region'))
    expect(order.shipping_address?.country_code).toBe('us')
  })

  it('refuses unknown address fields in the prompt', async () => {
    const run = await runCommand('orders.update', {
      ctx: await onOrder(orderNo(mock.db, 1044).id),
      answers: { email: keep, shippingAddress: 'colour: red' },
    })
    expect(run.outcome).toMatchObject({ status: 'rejected', arg: 'shippingAddress', message: expect.stringContaining('Unknown address field "colour"') })
  })
})

describe('orders.complete and orders.archive', () => {
  it('completes a shipped order after confirming, without asking which order on its panel', async () => {
    const order = orderNo(mock.db, 1030)
    const run = await runCommand('orders.complete', { ctx: await onOrder(order.id) })
    expect(run.prompted).toEqual(['confirm'])
    expect(run.confirmations).toEqual(['Mark order #1030 completed?'])
    expect(run.outcome).toEqual(toastOf('Order completed', 'Order #1030'))
    expect(order.status).toBe('completed')
  })

  it("shows Medusa's refusal to complete a canceled order", async () => {
    const order = orderNo(mock.db, 1025)
    const run = await runCommand('orders.complete', { given: { orderId: order.id } })
    expect(run.outcome).toEqual(failedWith('A canceled order cannot be completed'))
    expect(order.status).toBe('canceled')
  })

  it('archives a completed order', async () => {
    const order = orderNo(mock.db, 1020)
    const run = await runCommand('orders.archive', { ctx: await onOrder(order.id) })
    expect(run.confirmations).toEqual(['Archive order #1020?'])
    expect(run.outcome).toEqual(toastOf('Order archived', 'Order #1020'))
    expect(order.status).toBe('archived')
  })

  it("shows Medusa's refusal to archive an order that is not completed", async () => {
    const run = await runCommand('orders.archive', { given: { orderId: orderNo(mock.db, 1030).id } })
    expect(run.outcome).toEqual(failedWith("Can't archive an unprocessed order"))
  })
})

describe('orders.capture', () => {
  it('captures an authorised payment after naming the amount', async () => {
    const order = orderNo(mock.db, 1044)
    const run = await runCommand('orders.capture', { ctx: await onOrder(order.id) })
    expect(run.confirmations).toEqual([`Capture ${formatMoney(orderTotals(order).total, 'usd')} on order #1044?`])
    expect(run.outcome).toEqual(toastOf('Payment captured', 'Order #1044'))
    expect(order.payment_status).toBe('captured')
    expect(order.payments?.every((p) => p.captured_at)).toBe(true)
  })

  it("shows Medusa's refusal to capture on a canceled order", async () => {
    const run = await runCommand('orders.capture', { given: { orderId: orderNo(mock.db, 1025).id } })
    expect(run.outcome).toEqual(failedWith('A canceled order cannot capture payment'))
  })
})

describe('orders.refund', () => {
  it('starts at what is left to refund, in the order currency, and refunds it', async () => {
    const order = orderNo(mock.db, 1042)
    const left = orderTotals(order).refundable_amount
    const run = await runCommand('orders.refund', {
      ctx: await onOrder(order.id),
      answers: { amount: keep, reason: 'other', note: 'Goodwill', notify: true },
    })
    expect(run.prompted).toEqual(['amount', 'reason', 'note', 'notify', 'confirm'])
    expect(run.confirmations).toEqual([`Refund ${formatMoney(left, 'jpy')} on order #1042?`])
    expect(run.outcome).toEqual(toastOf('Refund created', `${formatMoney(left, 'jpy')} on order #1042`))
    expect(order.payment_status).toBe('refunded')
    expect(order.refunds?.at(-1)).toMatchObject({ amount: left, reason: 'other', note: 'Goodwill' })
    expect(mock.db.notifications.filter((n) => n.resource_id === order.id && n.event_name === 'order.refund_created')).toHaveLength(2)
  })

  it('refuses more than the refundable amount before asking the server', async () => {
    const order = orderNo(mock.db, 1042)
    const left = orderTotals(order).refundable_amount
    const run = await runCommand('orders.refund', {
      ctx: await onOrder(order.id),
      answers: { amount: String(left + 1), reason: 'discount', note: '', notify: false },
    })
    expect(run.outcome).toEqual(failedWith(`At most ${formatMoney(left, 'jpy')} can be refunded`))
    expect(requestsOf(seen, 'POST', `/admin/orders/${order.id}/refund`)).toEqual([])
  })

  it('refuses nothing to refund in the prompt', async () => {
    const run = await runCommand('orders.refund', { ctx: await onOrder(orderNo(mock.db, 1042).id), answers: { amount: '0' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'amount', message: 'Amount to refund must be more than 0' })
  })
})

describe('orders.cancel', () => {
  it('cancels an order with nothing fulfilled: payments too, and the customer is told', async () => {
    const order = orderNo(mock.db, 1044)
    const run = await runCommand('orders.cancel', { ctx: await onOrder(order.id) })
    expect(run.confirmations).toEqual(['Cancel order #1044? Its payments are canceled too; this cannot be undone.'])
    expect(run.outcome).toEqual(toastOf('Order canceled', 'Order #1044'))
    expect(order).toMatchObject({ status: 'canceled', payment_status: 'canceled', fulfillment_status: 'canceled' })
    expect(mock.db.notifications.some((n) => n.resource_id === order.id && n.event_name === 'order.canceled')).toBe(true)
  })

  it("shows Medusa's refusal while a fulfillment stands", async () => {
    const order = orderNo(mock.db, 1035)
    const run = await runCommand('orders.cancel', { given: { orderId: order.id } })
    expect(run.outcome).toEqual(failedWith('All fulfillments must be canceled before canceling an order'))
    expect(order.status).toBe('pending')
  })
})

describe('orders.add-shipping-method', () => {
  /** An outbound option of another shipping profile in the order's region: the kind Medusa can add. */
  function freightFor(order: Order) {
    const region = mock.db.regions.find((r) => r.id === order.region_id)
    if (!region) throw new Error('no region')
    const freight = { ...newShippingOption(mock.db, region, 'Bulky freight', 2500, false, mock.db.now()), profile_id: 'sp_2' }
    mock.db.shippingOptions.push(freight)
    return freight
  }

  it("offers only options of a shipping profile the order has no method of, and starts the price at the option's", async () => {
    const order = orderNo(mock.db, 1044)
    freightFor(order)
    const run = await runCommand('orders.add-shipping-method', {
      ctx: await onOrder(order.id),
      answers: { optionId: pick('', 'Bulky freight'), price: keep },
    })
    // Standard Shipping shares the profile of the order's method: Medusa 1.20 cannot replace it.
    expect(run.offered.optionId?.map((o) => [o.label, o.hint])).toEqual([['Bulky freight', formatMoney(2500, 'usd')]])
    const [list] = requestsOf(seen, 'GET', '/admin/shipping-options')
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ region_id: order.region_id, is_return: 'false' })
    expect(run.outcome).toEqual(toastOf('Shipping method added', 'Order #1044'))
    expect(order.shipping_methods?.map((m) => m.price)).toEqual([2500, 1000])
  })

  it('says why nothing can be added when every offered profile already has a method', async () => {
    const order = orderNo(mock.db, 1044)
    const run = await runCommand('orders.add-shipping-method', { ctx: await onOrder(order.id), answers: { optionId: pick('', 'Standard Shipping') } })
    expect(run.outcome).toEqual({ status: 'search-failed', arg: 'optionId', message: `Order #1044 has a method of every shipping profile offered. ${REPLACE_REFUSED}` })
    expect(order.shipping_methods).toHaveLength(1)
  })

  it('refuses an option of a profile the order has, handed in by a button, before Medusa answers "null"', async () => {
    const order = orderNo(mock.db, 1044)
    const standard = mock.db.shippingOptions.find((o) => o.region_id === order.region_id && o.name === 'Standard Shipping' && !o.is_return)
    const run = await runCommand('orders.add-shipping-method', { ctx: await onOrder(order.id), given: { optionId: standard?.id }, answers: { price: '5.00' } })
    expect(run.outcome).toEqual(failedWith(REPLACE_REFUSED))
    expect(requestsOf(seen, 'POST', `/admin/orders/${order.id}/shipping-methods`)).toEqual([])
  })

  it("shows Medusa's refusal on a canceled order", async () => {
    const order = orderNo(mock.db, 1025)
    freightFor(order)
    const run = await runCommand('orders.add-shipping-method', {
      ctx: emptyContext,
      given: { orderId: order.id },
      answers: { optionId: pick('freight', 'Bulky freight'), price: '5,00' },
    })
    expect(run.args.price).toBe(500)
    expect(run.outcome).toEqual(failedWith('A shipping method cannot be added to a canceled order'))
  })
})
