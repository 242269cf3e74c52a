// Orders and returns against a real Medusa 1.20: orders are placed by storefront checkout or by
// paying a draft order (POST /admin/orders is gone), then captured, fulfilled, shipped, returned.
import { beforeAll, describe, expect, it } from 'vitest'
import { ORDER_DETAIL_EXPAND, ORDER_EXCHANGES_EXPAND } from '@/atoms/orders/detailExpand'
import { orders, returns, shippingOptions, shippingProfiles } from './api'
import { createProduct, euroMarket, firstItemId, firstVariantId, paidOrder, shippedOrder, storefrontOrder, type Market } from './fixtures'
import { anyArray, anyNumber, anyString, expectNoRoute, expectPage, idOf, shape, unique, signInBeforeAll } from './helpers'

signInBeforeAll()

let market: Market
let variantId: string
beforeAll(async () => {
  market = await euroMarket()
  variantId = firstVariantId(await createProduct())
})

describe('orders', () => {
  it('POST /admin/orders (listed in SPEC §7) is not served by Medusa 1.20 (removed in 1.3.5): 404 HTML page', async () => {
    await expectNoRoute(orders.create({ email: 'nobody@contract.test', region: market.region.id }))
  })

  it('GET /admin/orders -> {orders, count, offset, limit}; GET /{id} -> {order} with items and totals', async () => {
    const email = `${unique('buyer')}@contract.test`
    const order = await storefrontOrder({ market, variantId, email })
    const listed = await orders.list({ q: email, limit: 5 })
    expectPage(listed, 'orders', { limit: 5 })
    expect(listed.orders).toEqual([shape({ id: order.id, email, display_id: anyNumber(), status: 'pending' })])

    const { order: fetched } = await orders.retrieve(order.id)
    expect(fetched).toEqual(
      shape({
        id: idOf('order'),
        email,
        status: 'pending',
        payment_status: 'awaiting',
        fulfillment_status: 'not_fulfilled',
        currency_code: 'eur',
        items: [shape({ id: idOf('item'), variant_id: variantId, quantity: 2, unit_price: 1000 })],
        shipping_methods: [shape({ shipping_option_id: market.shipping.id })],
        total: anyNumber(),
        subtotal: 2000,
        paid_total: anyNumber(),
        refundable_amount: anyNumber(),
      }),
    )
    const { order: narrow } = await orders.retrieve(order.id, { fields: 'id,email', expand: 'items' })
    expect(narrow).toEqual(shape({ id: order.id, email, items: anyArray() }))
  })

  it("the order panel's two GETs: what its first paint shows, then only the exchanges (returns, swaps, claims, edits)", async () => {
    const order = await storefrontOrder({ market, variantId })
    const { order: painted } = await orders.retrieve(order.id, { expand: ORDER_DETAIL_EXPAND })
    expect(painted).toEqual(
      shape({
        id: order.id,
        items: [shape({ variant: shape({ id: variantId }) })],
        region: shape({ id: market.region.id }),
        shipping_methods: [shape({ shipping_option: shape({ id: market.shipping.id }) })],
        fulfillments: [],
        total: anyNumber(),
      }),
    )
    // Medusa loads swaps and claims for the totals whatever the expand (not their returns, fulfillments or
    // payments): the console reads exchanges only from the second GET (orderQueries.detail drops these).
    expect([painted.returns, painted.swaps, painted.claims, painted.edits]).toEqual([undefined, [], [], undefined])
    const { order: exchanges } = await orders.retrieve(order.id, { fields: 'id', expand: ORDER_EXCHANGES_EXPAND })
    expect(exchanges).toEqual(shape({ id: order.id, returns: [], swaps: [], claims: [], edits: [] }))
    expect([exchanges.items, exchanges.email]).toEqual([undefined, undefined])
  })

  it('POST /admin/orders/{id} -> {order} with the new email', async () => {
    const order = await storefrontOrder({ market, variantId })
    const email = `${unique('changed')}@contract.test`
    expect((await orders.update(order.id, { email })).order).toEqual(shape({ id: order.id, email }))
  })

  it('POST /{id}/capture -> captured; /fulfillment, /fulfillments/{fid}/cancel, /shipment -> {order}', async () => {
    const order = await storefrontOrder({ market, variantId })
    const { order: captured } = await orders.capture(order.id)
    expect(captured).toEqual(shape({ id: order.id, payment_status: 'captured', paid_total: captured.total }))

    const items = [{ item_id: firstItemId(order), quantity: 2 }]
    const { order: fulfilled } = await orders.createFulfillment(order.id, { items })
    expect(fulfilled).toEqual(shape({ fulfillment_status: 'fulfilled', fulfillments: [shape({ id: idOf('ful'), provider_id: 'manual' })] }))
    const first = fulfilled.fulfillments[0]?.id ?? ''

    const { order: undone } = await orders.cancelFulfillment(order.id, first)
    expect(undone).toEqual(shape({ fulfillment_status: 'canceled' }))
    expect(undone.fulfillments.find((f) => f.id === first)).toEqual(shape({ canceled_at: anyString() }))

    const { order: again } = await orders.createFulfillment(order.id, { items, no_notification: true })
    const second = again.fulfillments.find((f) => !f.canceled_at)?.id ?? ''
    const { order: shipped } = await orders.createShipment(order.id, { fulfillment_id: second, tracking_numbers: ['CONTRACT-1'] })
    expect(shipped).toEqual(shape({ fulfillment_status: 'shipped' }))
    // Medusa 1.20 keeps tracking numbers as tracking_links; the old tracking_numbers column stays empty.
    expect(shipped.fulfillments.find((f) => f.id === second)).toEqual(
      shape({ shipped_at: anyString(), tracking_numbers: [], tracking_links: [shape({ tracking_number: 'CONTRACT-1' })] }),
    )
  })

  it('POST /{id}/return -> {order} with a requested return; GET /admin/returns; POST /returns/{id}/receive -> {return}', async () => {
    const order = await shippedOrder({ market, variantId })
    const itemId = firstItemId(order)
    const { order: returning } = await orders.requestReturn(order.id, {
      items: [{ item_id: itemId, quantity: 1 }],
      return_shipping: { option_id: market.returnShipping.id, price: 0 },
    })
    const requested = returning.returns[0]
    expect(requested).toEqual(shape({ id: idOf('ret'), status: 'requested', items: [shape({ item_id: itemId, quantity: 1 })] }))
    if (!requested) return

    const listed = await returns.list({ limit: 100 })
    expectPage(listed, 'returns', { limit: 100 })
    expect(listed.returns.map((r) => r.id)).toContain(requested.id)

    const { return: received } = await returns.receive(requested.id, { items: [{ item_id: itemId, quantity: 1 }] })
    expect(received).toEqual(shape({ id: requested.id, status: 'received', order_id: order.id, refund_amount: anyNumber() }))
    const { order: after } = await orders.retrieve(order.id)
    expect(after).toEqual(shape({ fulfillment_status: 'partially_returned', refunded_total: received.refund_amount }))
  })

  it('POST /returns/{id}/cancel -> {order} (the order the return belonged to)', async () => {
    const order = await shippedOrder({ market, variantId })
    const { order: returning } = await orders.requestReturn(order.id, { items: [{ item_id: firstItemId(order), quantity: 1 }] })
    const returnId = returning.returns[0]?.id ?? ''
    const { order: after } = await returns.cancel(returnId)
    expect(after).toEqual(shape({ id: order.id, returns: [shape({ id: returnId, status: 'canceled' })] }))
  })

  it('POST /{id}/shipping-methods with an option of another shipping profile -> {order} with both methods', async () => {
    const order = await paidOrder({ market, variantId })
    const { shipping_profile } = await shippingProfiles.create({ name: unique('Contract Profile'), type: 'custom' })
    const { shipping_option } = await shippingOptions.create({
      name: unique('Contract Extra Shipping'),
      region_id: market.region.id,
      provider_id: 'manual',
      data: { id: 'manual-fulfillment' },
      price_type: 'flat_rate',
      amount: 100,
      // client-types declares profile_id a number; the server takes the profile's string id.
      profile_id: shipping_profile.id as unknown as number,
    })
    const { order: shipping } = await orders.addShippingMethod(order.id, { option_id: shipping_option.id, price: 250 })
    expect(shipping.shipping_methods).toHaveLength(2)
    expect(shipping.shipping_methods).toEqual(expect.arrayContaining([shape({ shipping_option_id: shipping_option.id, price: 250 })]))
  })

  it('POST /{id}/refund, /complete, /archive -> {order}', async () => {
    const order = await paidOrder({ market, variantId })
    const { order: refunded } = await orders.refund(order.id, { amount: 500, reason: 'discount', note: 'contract refund' })
    expect(refunded).toEqual(
      shape({ payment_status: 'partially_refunded', refunded_total: 500, refunds: [shape({ id: idOf('ref'), amount: 500, reason: 'discount' })] }),
    )

    expect((await orders.complete(order.id)).order).toEqual(shape({ id: order.id, status: 'completed' }))
    expect((await orders.archive(order.id)).order).toEqual(shape({ id: order.id, status: 'archived' }))
  })

  it('paid_total counts a payment still awaiting capture (a refund takes only captured money: the orders refusal table)', async () => {
    const order = await storefrontOrder({ market, variantId })
    const { order: awaiting } = await orders.retrieve(order.id)
    expect(awaiting).toEqual(shape({ payment_status: 'awaiting', paid_total: awaiting.total, refunded_total: 0 }))
  })

  it('POST /{id}/cancel -> {order} canceled (payment canceled too)', async () => {
    const order = await storefrontOrder({ market, variantId })
    const { order: canceled } = await orders.cancel(order.id)
    expect(canceled).toEqual(shape({ id: order.id, status: 'canceled', payment_status: 'canceled', canceled_at: anyString() }))
  })
})
