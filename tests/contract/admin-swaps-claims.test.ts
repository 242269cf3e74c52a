// Swaps and claims under an order, and the swaps list, against a real Medusa 1.20. A swap is
// confirmed the way a customer does it: by completing the swap's cart in the storefront.
import { beforeAll, describe, expect, it } from 'vitest'
import { orderClaims, orderSwaps, orders, returns, storeCarts, swaps } from './api'
import { createProduct, euroMarket, firstItemId, paidOrder, shippedOrder, storefrontOrder, type AdminOrder, type AdminProduct, type Market } from './fixtures'
import { anyString, expectFailure, expectPage, idOf, shape, signInBeforeAll } from './helpers'
import { invalidData, notAllowed, notFound, unknownError } from './refusals'

signInBeforeAll()

let market: Market
let product: AdminProduct
beforeAll(async () => {
  market = await euroMarket()
  product = await createProduct({ sizes: ['S', 'M'] })
})

const variant = (index: number) => product.variants[index]?.id ?? ''
const swapOf = (order: AdminOrder, id: string) => order.swaps.find((s) => s.id === id)
const claimOf = (order: AdminOrder, id: string) => order.claims.find((c) => c.id === id)

describe('swaps', () => {
  it('POST /admin/orders/{id}/swaps -> {order} with the swap; GET /admin/swaps and /admin/swaps/{id}', async () => {
    const order = await shippedOrder({ market, variantId: variant(0), quantity: 2 })
    const { order: withSwap } = await orderSwaps.create(order.id, {
      return_items: [{ item_id: firstItemId(order), quantity: 1 }],
      additional_items: [{ variant_id: variant(1), quantity: 1 }],
      return_shipping: { option_id: market.returnShipping.id, price: 0 },
    })
    const swap = withSwap.swaps[0]
    expect(swap).toEqual(shape({ id: idOf('swap'), order_id: order.id, fulfillment_status: 'not_fulfilled', payment_status: 'not_paid', cart_id: idOf('cart') }))
    if (!swap) return

    const listed = await swaps.list({ limit: 100, offset: 0 })
    expectPage(listed, 'swaps', { limit: 100 })
    expect(listed.swaps.map((s) => s.id)).toContain(swap.id)

    const { swap: fetched } = await swaps.retrieve(swap.id)
    expect(fetched).toEqual(shape({ id: swap.id, order_id: order.id, return_order: shape({ id: idOf('ret') }), additional_items: [shape({ variant_id: variant(1) })] }))
  })

  it('confirmed through its cart, then POST /swaps/{sid}/process-payment, /fulfillments, /fulfillments/{fid}/cancel, /shipments -> {order}', async () => {
    const order = await shippedOrder({ market, variantId: variant(0), quantity: 2 })
    const { order: withSwap } = await orderSwaps.create(order.id, {
      return_items: [{ item_id: firstItemId(order), quantity: 1 }],
      additional_items: [{ variant_id: variant(1), quantity: 1 }],
    })
    const swap = withSwap.swaps[0]
    if (!swap?.cart_id) throw new Error('the swap has no cart')

    await expectFailure(orderSwaps.processPayment(order.id, swap.id), {
      status: 400,
      kind: 'invalid_request',
      type: 'not_allowed',
      message: "Cannot process a swap that hasn't been confirmed by the customer",
    })
    await storeCarts.addShippingMethod(swap.cart_id, { option_id: market.shipping.id })
    await storeCarts.createPaymentSessions(swap.cart_id)
    await storeCarts.setPaymentSession(swap.cart_id, { provider_id: 'manual' })
    const completed = await storeCarts.complete(swap.cart_id)
    expect(completed).toEqual({ type: 'swap', data: shape({ id: swap.id, confirmed_at: anyString(), payment_status: 'awaiting' }) })

    const { order: paid } = await orderSwaps.processPayment(order.id, swap.id)
    expect(swapOf(paid, swap.id)).toEqual(shape({ payment_status: 'captured' }))

    const { order: fulfilled } = await orderSwaps.fulfill(order.id, swap.id, { no_notification: true })
    const { swap: withFulfillment } = await swaps.retrieve(swap.id)
    expect(swapOf(fulfilled, swap.id)).toEqual(shape({ fulfillment_status: 'fulfilled' }))
    const first = withFulfillment.fulfillments?.[0]?.id ?? ''
    expect(first).toMatch(/^ful_/)

    const { order: undone } = await orderSwaps.cancelFulfillment(order.id, swap.id, first)
    expect(swapOf(undone, swap.id)).toEqual(shape({ fulfillment_status: 'canceled' }))

    await orderSwaps.fulfill(order.id, swap.id)
    const second = (await swaps.retrieve(swap.id)).swap.fulfillments?.find((f) => !f.canceled_at)?.id ?? ''
    const { order: shipped } = await orderSwaps.createShipment(order.id, swap.id, { fulfillment_id: second, tracking_numbers: ['SWAP-1'] })
    expect(swapOf(shipped, swap.id)).toEqual(shape({ fulfillment_status: 'shipped', shipping_address_id: anyString() }))
  })

  it('POST /swaps/{sid}/cancel -> {order} with the swap canceled, once its return is canceled (400 not_allowed before)', async () => {
    const order = await shippedOrder({ market, variantId: variant(0), quantity: 1 })
    const { order: withSwap } = await orderSwaps.create(order.id, { return_items: [{ item_id: firstItemId(order), quantity: 1 }] })
    const swap = withSwap.swaps[0]
    if (!swap) throw new Error('no swap')
    await expectFailure(orderSwaps.cancel(order.id, swap.id), {
      status: 400,
      kind: 'invalid_request',
      type: 'not_allowed',
      message: 'Return must be canceled before the swap can be canceled',
    })
    const returnId = (await swaps.retrieve(swap.id)).swap.return_order?.id ?? ''
    await returns.cancel(returnId)
    const { order: after } = await orderSwaps.cancel(order.id, swap.id)
    expect(swapOf(after, swap.id)).toEqual(shape({ id: swap.id, canceled_at: anyString() }))
  })
})

describe('claims', () => {
  it('POST /{id}/claims (replace, with a shipping method) -> {order}; POST /claims/{cid}; fulfil, cancel fulfilment, fulfil, ship', async () => {
    const order = await shippedOrder({ market, variantId: variant(0), quantity: 2 })
    const { order: withClaim } = await orderClaims.create(order.id, {
      type: 'replace',
      claim_items: [{ item_id: firstItemId(order), quantity: 1, reason: 'production_failure', note: 'torn seam' }],
      additional_items: [{ variant_id: variant(0), quantity: 1 }],
      shipping_methods: [{ option_id: market.shipping.id, price: 0 }],
    })
    const claim = withClaim.claims[0]
    expect(claim).toEqual(
      shape({ id: idOf('claim'), type: 'replace', payment_status: 'na', fulfillment_status: 'not_fulfilled', claim_items: [shape({ reason: 'production_failure' })] }),
    )
    if (!claim) return

    const { order: updated } = await orderClaims.update(order.id, claim.id, { no_notification: true, metadata: { contract: true } })
    expect(claimOf(updated, claim.id)).toEqual(shape({ no_notification: true }))

    const { order: fulfilled } = await orderClaims.fulfill(order.id, claim.id, {})
    const first = claimOf(fulfilled, claim.id)?.fulfillments[0]?.id ?? ''
    expect(claimOf(fulfilled, claim.id)).toEqual(shape({ fulfillment_status: 'fulfilled' }))

    const { order: undone } = await orderClaims.cancelFulfillment(order.id, claim.id, first)
    expect(claimOf(undone, claim.id)).toEqual(shape({ fulfillment_status: 'canceled' }))

    const { order: again } = await orderClaims.fulfill(order.id, claim.id)
    const second = claimOf(again, claim.id)?.fulfillments.find((f) => !f.canceled_at)?.id ?? ''
    const { order: shipped } = await orderClaims.createShipment(order.id, claim.id, { fulfillment_id: second, tracking_numbers: ['CLAIM-1'] })
    expect(claimOf(shipped, claim.id)).toEqual(shape({ fulfillment_status: 'shipped' }))
  })

  it('POST /claims/{cid}/cancel -> {order} with the claim canceled; a refund claim cannot be: 400 not_allowed', async () => {
    const order = await shippedOrder({ market, variantId: variant(0), quantity: 2 })
    const { order: withClaim } = await orderClaims.create(order.id, {
      type: 'replace',
      claim_items: [{ item_id: firstItemId(order), quantity: 1, reason: 'wrong_item' }],
      additional_items: [{ variant_id: variant(1), quantity: 1 }],
    })
    const replace = withClaim.claims[0]?.id ?? ''
    const { order: canceled } = await orderClaims.cancel(order.id, replace)
    expect(claimOf(canceled, replace)).toEqual(shape({ id: replace, canceled_at: anyString() }))

    const { order: withRefund } = await orderClaims.create(order.id, {
      type: 'refund',
      claim_items: [{ item_id: firstItemId(order), quantity: 1, reason: 'missing_item' }],
    })
    const refund = withRefund.claims.find((c) => c.type === 'refund')?.id ?? ''
    await expectFailure(orderClaims.cancel(order.id, refund), {
      status: 400,
      kind: 'invalid_request',
      type: 'not_allowed',
      message: 'Claim with a refund cannot be canceled',
    })
  })
})

// What the swaps and claims mock (tests/mocks/orders/{exchanges,mutations-swaps,mutations-claims}.ts)
// refuses, with the status, type and message it answers, provoked against the real server (REFUSALS.md).
describe('refusals the mocks imitate: swaps and claims', () => {
  const oneBack = (order: AdminOrder) => [{ item_id: firstItemId(order), quantity: 1 }]

  it('swaps: a quantity below 1, an uncaptured or unfulfilled order, unknown/foreign swaps, a canceled swap', async () => {
    const awaiting = await storefrontOrder({ market, variantId: variant(0) })
    await notAllowed(orderSwaps.create(awaiting.id, { return_items: oneBack(awaiting) }), 'Cannot swap an order that has not been captured')
    const paid = await paidOrder({ market, variantId: variant(0) })
    await notAllowed(orderSwaps.create(paid.id, { return_items: oneBack(paid) }), 'Cannot swap an order that has not been fulfilled')
    const order = await shippedOrder({ market, variantId: variant(0), quantity: 2 })
    await invalidData(orderSwaps.create(order.id, { return_items: [{ item_id: firstItemId(order), quantity: 0 }] }), 'quantity must not be less than 1')
    await notFound(orderSwaps.fulfill(order.id, 'swap_missing'), 'Swap was not found')

    const { order: withSwap } = await orderSwaps.create(order.id, { return_items: oneBack(order), additional_items: [{ variant_id: variant(1), quantity: 1 }] })
    const swap = withSwap.swaps[0]?.id ?? ''
    await notFound(orderSwaps.cancel(paid.id, swap), `no swap was found with the id: ${swap} related to order: ${paid.id}`)
    // Only the cancel routes check the order: fulfilling through another order's URL reaches the swap itself.
    await notAllowed(orderSwaps.fulfill(paid.id, swap), "Cannot fulfill an swap that doesn't have shipping methods")
    const returnId = withSwap.swaps[0]?.return_order?.id ?? (await swaps.retrieve(swap)).swap.return_order?.id ?? ''
    await notAllowed(orderSwaps.fulfill(order.id, swap), "Cannot fulfill an swap that doesn't have shipping methods")
    await returns.cancel(returnId)
    await orderSwaps.cancel(order.id, swap)
    await notAllowed(orderSwaps.processPayment(order.id, swap), 'Canceled swap cannot be processed')
    await notAllowed(orderSwaps.fulfill(order.id, swap), 'Canceled swap cannot be fulfilled')
    await notAllowed(orderSwaps.createShipment(order.id, swap, { fulfillment_id: order.fulfillments[0]?.id ?? '' }), 'Canceled swap cannot be fulfilled as shipped')
  })

  it('claims: the body rules, an unknown line or option, more than fulfilled, unknown claim, a canceled claim', async () => {
    const paid = await paidOrder({ market, variantId: variant(0), quantity: 2 })
    const order = await shippedOrder({ market, variantId: variant(0), quantity: 2 })
    const item = firstItemId(order)
    const claimItems = [{ item_id: item, quantity: 1, reason: 'wrong_item' as const }]
    await invalidData(orderClaims.create(order.id, { type: 'replace', claim_items: claimItems }), 'Claims with type "replace" must have at least one additional item.')
    await invalidData(orderClaims.create(order.id, { type: 'refund', claim_items: [] }), 'Claims must have at least one claim item.')
    await invalidData(
      orderClaims.create(order.id, { type: 'replace', claim_items: claimItems, additional_items: [{ variant_id: variant(1), quantity: 1 }], refund_amount: 100 }),
      'Claim has type "replace" but must be type "refund" to have a refund_amount.',
    )
    await notFound(orderClaims.create(order.id, { type: 'refund', claim_items: [{ item_id: 'item_missing', quantity: 1, reason: 'wrong_item' }] }), 'Line item with item_missing was not found')
    await invalidData(
      orderClaims.create(order.id, { type: 'refund', claim_items: [{ item_id: item, quantity: 1 }] }),
      'Claim Item reason must be one of "missing_item", "wrong_item", "production_failure" or "other".',
    )
    await notAllowed(orderClaims.create(paid.id, { type: 'refund', claim_items: [{ item_id: firstItemId(paid), quantity: 1, reason: 'wrong_item' }] }), 'Cannot claim more of an item than has been fulfilled.')
    await notFound(
      orderClaims.create(order.id, { type: 'refund', claim_items: claimItems, return_shipping: { option_id: 'so_missing', price: 0 } }),
      'Shipping Option with so_missing was not found',
    )
    await notFound(orderClaims.fulfill(order.id, 'claim_missing'), 'Claim with claim_missing was not found')
    const canceled = await storefrontOrder({ market, variantId: variant(0) })
    await orders.cancel(canceled.id)
    await invalidData(orderClaims.create(canceled.id, { type: 'refund', claim_items: [{ item_id: firstItemId(canceled), quantity: 1, reason: 'wrong_item' }] }), 'Cannot create a claim on a canceled item.')

    const { order: withClaim } = await orderClaims.create(order.id, { type: 'replace', claim_items: claimItems, additional_items: [{ variant_id: variant(1), quantity: 1 }] })
    const claim = withClaim.claims[0]?.id ?? ''
    await notAllowed(orderClaims.fulfill(order.id, claim), 'Cannot fulfill a claim without a shipping method.')
    // A claim that already has a shipping method: setting one again fails inside the server.
    await orderClaims.update(order.id, claim, { shipping_methods: [{ option_id: market.shipping.id, price: 0 }] })
    await unknownError(orderClaims.update(order.id, claim, { shipping_methods: [{ option_id: market.shipping.id, price: 0 }] }))
    const { order: withRefund } = await orderClaims.create(order.id, { type: 'refund', claim_items: claimItems })
    const refundClaim = withRefund.claims.find((c) => c.type === 'refund')?.id ?? ''
    await notAllowed(orderClaims.fulfill(order.id, refundClaim), 'Claims with the type "refund" can not be fulfilled.')
    await orderClaims.cancel(order.id, claim)
    await notAllowed(orderClaims.update(order.id, claim, { no_notification: true }), 'Canceled claim cannot be updated')
    await notAllowed(orderClaims.fulfill(order.id, claim), 'Canceled claim cannot be fulfilled')
  })
})
