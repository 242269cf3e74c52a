// Every refusal the orders mock (tests/mocks/orders/{orders,mutations,mutations-fulfillment,
// mutations-shared}.ts) answers, provoked against a real Medusa 1.20 with the status, type and
// message the mock gives: a unit test passing against the mock then means the same against Medusa.
// Kept apart from admin-orders.test.ts so each file stays readable; listed in REFUSALS.md.
import type { AddressPayload } from '@medusajs/client-types'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders, returns } from './api'
import { createProduct, euroMarket, firstItemId, firstVariantId, paidOrder, shippedOrder, storefrontOrder, type Market } from './fixtures'
import { signInBeforeAll } from './helpers'
import { invalidData, notAllowed, notFound, unknownError } from './refusals'

signInBeforeAll()

let market: Market
let variantId: string
beforeAll(async () => {
  market = await euroMarket()
  variantId = firstVariantId(await createProduct())
})

const invalid = invalidData
const unknown = unknownError

describe('refusals the mocks imitate: orders', () => {
  it('an unknown order -> 404 "Order with id: … was not found"; unknown expand/fields -> 500; a bad status filter -> 400', async () => {
    // With totals selected OrderService.retrieve goes through retrieveLegacy ("id: …"); without, its own message.
    await notFound(orders.retrieve('order_missing'), 'Order with id: order_missing was not found')
    await notFound(orders.complete('order_missing'), 'Order with id order_missing was not found')
    const order = await storefrontOrder({ market, variantId })
    await unknown(orders.retrieve(order.id, { expand: 'no_such_relation' }))
    await unknown(orders.retrieve(order.id, { fields: 'id,no_such_column' }))
    const badStatus = { status: ['bogus'] } as unknown as Parameters<typeof orders.list>[0]
    await invalid(orders.list(badStatus), 'each value in status must be one of the following values: pending, completed, archived, canceled, requires_action')
  })

  it('a canceled order refuses update, complete, capture, refund, fulfillment, shipping methods and shipment (400 not_allowed)', async () => {
    const order = await storefrontOrder({ market, variantId })
    await orders.cancel(order.id)
    const other = await shippedOrder({ market, variantId })
    const otherFulfillment = other.fulfillments[0]?.id ?? ''
    await notAllowed(orders.update(order.id, { email: 'late@contract.test' }), 'A canceled order cannot be updated')
    await notAllowed(orders.complete(order.id), 'A canceled order cannot be completed')
    await notAllowed(orders.capture(order.id), 'A canceled order cannot capture payment')
    await notAllowed(orders.refund(order.id, { amount: 100, reason: 'other' }), 'A canceled order cannot be refunded')
    await notAllowed(orders.createFulfillment(order.id, { items: [{ item_id: firstItemId(order), quantity: 1 }] }), 'A canceled order cannot be fulfilled')
    await notAllowed(orders.addShippingMethod(order.id, { option_id: market.shipping.id, price: 0 }), 'A shipping method cannot be added to a canceled order')
    await notAllowed(orders.createShipment(order.id, { fulfillment_id: otherFulfillment }), 'A canceled order cannot be fulfilled as shipped')
    await invalid(orders.requestReturn(order.id, { items: [{ item_id: firstItemId(order), quantity: 1 }] }), 'Cannot create a return for a canceled item.')
  })

  it('update: a bad email, an address outside the region, items once processed (a payment method is not refused)', async () => {
    const pending = await storefrontOrder({ market, variantId })
    await invalid(orders.update(pending.id, { email: 'not-an-email' }), 'email must be an email')
    const abroad: AddressPayload = { ...market.address, country_code: 'zz' }
    await invalid(orders.update(pending.id, { shipping_address: abroad }), 'Shipping country must be in the order region')
    await notAllowed(orders.archive(pending.id), "Can't archive an unprocessed order")
    const paid = await paidOrder({ market, variantId })
    await notAllowed(
      orders.update(paid.id, { items: [{ title: 'Extra', unit_price: 100, quantity: 1 }] } as unknown as Parameters<typeof orders.update>[1]),
      "Can't update shipping, billing, items and payment method when order is processed",
    )
  })

  it('refund: no reason, more than the order, a reason outside the enum; cancel after a refund', async () => {
    const order = await paidOrder({ market, variantId })
    await invalid(orders.refund(order.id, { amount: 100, reason: '' }), 'reason should not be empty')
    await notAllowed(orders.refund(order.id, { amount: order.total + 1, reason: 'other' }), 'Cannot refund more than the original order amount')
    await unknown(orders.refund(order.id, { amount: 100, reason: 'bogus' }))
    await orders.refund(order.id, { amount: 100, reason: 'other' })
    await notAllowed(orders.cancel(order.id), 'Order with refund(s) cannot be canceled')
  })

  it('shipping methods: an unknown option -> 404', async () => {
    const order = await paidOrder({ market, variantId })
    await notFound(orders.addShippingMethod(order.id, { option_id: 'so_missing', price: 0 }), 'Shipping Option with so_missing was not found')
  })

  it('fulfillments: too many items, live fulfillments block cancel, unknown/foreign/shipped/canceled fulfillments', async () => {
    const order = await paidOrder({ market, variantId, quantity: 2 })
    const itemId = firstItemId(order)
    await notAllowed(orders.createFulfillment(order.id, { items: [{ item_id: itemId, quantity: 3 }] }), 'Cannot fulfill more items than have been purchased')
    await notFound(orders.createShipment(order.id, { fulfillment_id: 'ful_missing' }), 'Fulfillment with id: ful_missing was not found')
    await invalid(orders.createShipment(order.id, { fulfillment_id: '' }), 'fulfillment_id should not be empty')
    await notFound(orders.cancelFulfillment(order.id, 'ful_missing'), 'Fulfillment with id: ful_missing was not found')

    const { order: fulfilled } = await orders.createFulfillment(order.id, { items: [{ item_id: itemId, quantity: 1 }] })
    const first = fulfilled.fulfillments[0]?.id ?? ''
    await notAllowed(orders.cancel(order.id), 'All fulfillments must be canceled before canceling an order')
    const other = await paidOrder({ market, variantId })
    await notFound(orders.cancelFulfillment(other.id, first), `no fulfillment was found with the id: ${first} related to order: ${other.id}`)
    await notFound(orders.createShipment(other.id, { fulfillment_id: first }), 'Could not find fulfillment')

    await orders.cancelFulfillment(order.id, first)
    await notAllowed(orders.createShipment(order.id, { fulfillment_id: first }), 'Fulfillment has been canceled')
    const { order: again } = await orders.createFulfillment(order.id, { items: [{ item_id: itemId, quantity: 1 }] })
    const second = again.fulfillments.find((f) => !f.canceled_at)?.id ?? ''
    await orders.createShipment(order.id, { fulfillment_id: second })
    await notAllowed(orders.cancelFulfillment(order.id, second), 'The fulfillment has already been shipped. Shipped fulfillments cannot be canceled')
  })

  it('returns: unknown line, too many, unknown reason, unknown option, refund above the payment', async () => {
    const order = await shippedOrder({ market, variantId, quantity: 2 })
    const itemId = firstItemId(order)
    await notFound(orders.requestReturn(order.id, { items: [{ item_id: 'item_missing', quantity: 1 }] }), 'Line item with item_missing was not found')
    const other = await paidOrder({ market, variantId })
    await invalid(orders.requestReturn(order.id, { items: [{ item_id: firstItemId(other), quantity: 1 }] }), 'Return contains invalid line item')
    await notAllowed(orders.requestReturn(order.id, { items: [{ item_id: itemId, quantity: 3 }] }), 'Cannot return more items than have been purchased')
    await notFound(
      orders.requestReturn(order.id, { items: [{ item_id: itemId, quantity: 1, reason_id: 'rr_missing' }] }),
      'Return_reason with reason_id rr_missing does not exist.',
    )
    await notFound(
      orders.requestReturn(order.id, { items: [{ item_id: itemId, quantity: 1 }], return_shipping: { option_id: 'so_missing', price: 0 } }),
      'Shipping Option with so_missing was not found',
    )
    // Not refused: ReturnService.create compares with a refundable_amount its plain retrieve leaves
    // unset, so any refund is taken (the console checks it before sending; the mock takes it too).
    const { order: returned } = await orders.requestReturn(order.id, { items: [{ item_id: itemId, quantity: 1 }], refund: order.total + 1 })
    expect(returned.returns.at(-1)?.refund_amount).toBe(order.total + 1)
  })

  it('receive/cancel a return: unknown, canceled, already received', async () => {
    await notFound(returns.cancel('ret_missing'), 'Return with id: ret_missing was not found')
    await notFound(returns.receive('ret_missing', { items: [] }), 'Return with id: ret_missing was not found')
    const order = await shippedOrder({ market, variantId, quantity: 2 })
    const itemId = firstItemId(order)
    const items = [{ item_id: itemId, quantity: 1 }]

    const { order: first } = await orders.requestReturn(order.id, { items })
    const canceledId = first.returns[0]?.id ?? ''
    await returns.cancel(canceledId)
    await notAllowed(returns.receive(canceledId, { items }), 'Cannot receive a canceled return')

    const { order: second } = await orders.requestReturn(order.id, { items })
    const receivedId = second.returns.find((r) => r.id !== canceledId)?.id ?? ''
    await returns.receive(receivedId, { items })
    await notAllowed(returns.receive(receivedId, { items }), `Return with id ${receivedId} has already been received`)
    await notAllowed(returns.cancel(receivedId), "Can't cancel a return which has been returned")
  })
})
