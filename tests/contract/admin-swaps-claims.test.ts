// Swaps and claims under an order, and the swaps list, against a real Medusa 1.20. A swap is
// confirmed the way a customer does it: by completing the swap's cart in the storefront. Their
// refusals are rows of tests/mocks/orders/refusals.ts.
import { beforeAll, describe, expect, it } from 'vitest'
import { orderClaims, orderSwaps, returns, storeCarts, swaps } from './api'
import { createProduct, euroMarket, firstItemId, shippedOrder, type AdminOrder, type AdminProduct, type Market } from './fixtures'
import { anyString, expectPage, idOf, shape, signInBeforeAll } from './helpers'

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

  it('POST /swaps/{sid}/cancel -> {order} with the swap canceled, once its return is canceled', async () => {
    const order = await shippedOrder({ market, variantId: variant(0), quantity: 1 })
    const { order: withSwap } = await orderSwaps.create(order.id, { return_items: [{ item_id: firstItemId(order), quantity: 1 }] })
    const swap = withSwap.swaps[0]
    if (!swap) throw new Error('no swap')
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

  it('POST /claims/{cid}/cancel -> {order} with the claim canceled', async () => {
    const order = await shippedOrder({ market, variantId: variant(0), quantity: 2 })
    const { order: withClaim } = await orderClaims.create(order.id, {
      type: 'replace',
      claim_items: [{ item_id: firstItemId(order), quantity: 1, reason: 'wrong_item' }],
      additional_items: [{ variant_id: variant(1), quantity: 1 }],
    })
    const replace = withClaim.claims[0]?.id ?? ''
    const { order: canceled } = await orderClaims.cancel(order.id, replace)
    expect(claimOf(canceled, replace)).toEqual(shape({ id: replace, canceled_at: anyString() }))
  })
})
