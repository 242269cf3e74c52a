// Storefront checkout and after-sales routes against a real Medusa 1.20: carts through to an order,
// order look-ups, and the returns and swaps a customer starts.
import { beforeAll, describe, expect, it } from 'vitest'
import { discounts, storeCarts, storeOrders, storeReturns, storeSwaps } from './api'
import { createProduct, euroMarket, firstItemId, readyCart, shippedOrder, type AdminProduct, type Market } from './fixtures'
import { anyArray, anyNumber, anyString, expectFailure, idOf, shape, unique, signInBeforeAll } from './helpers'

signInBeforeAll()

let market: Market
let product: AdminProduct
beforeAll(async () => {
  market = await euroMarket()
  product = await createProduct({ sizes: ['S', 'M'] })
})

const variant = (index: number) => product.variants[index]?.id ?? ''

describe('store carts', () => {
  it('POST /store/carts -> {cart}; GET /{id}; POST /{id} with email and address', async () => {
    const { cart } = await storeCarts.create({ region_id: market.region.id })
    expect(cart).toEqual(shape({ id: idOf('cart'), region_id: market.region.id, items: [], total: 0, sales_channel_id: idOf('sc') }))
    expect(await storeCarts.retrieve(cart.id, { expand: 'region' })).toEqual({ cart: shape({ id: cart.id, region: shape({ id: market.region.id }) }) })
    const email = `${unique('cart')}@contract.test`
    const { cart: updated } = await storeCarts.update(cart.id, { email, shipping_address: market.address })
    expect(updated).toEqual(shape({ email, customer_id: idOf('cus'), shipping_address: shape({ city: market.address.city }) }))
  })

  it('line items: POST /{id}/line-items, POST and DELETE /{id}/line-items/{line} -> {cart} with totals', async () => {
    const { cart } = await storeCarts.create({ region_id: market.region.id })
    const { cart: withItem } = await storeCarts.createLineItem(cart.id, { variant_id: variant(0), quantity: 1 })
    const line = withItem.items[0]
    expect(line).toEqual(shape({ id: idOf('item'), variant_id: variant(0), quantity: 1, unit_price: 1000 }))
    expect(withItem).toEqual(shape({ subtotal: 1000, total: anyNumber(), tax_total: anyNumber() }))

    const { cart: changed } = await storeCarts.updateLineItem(cart.id, line?.id ?? '', { quantity: 3 })
    expect(changed.items).toEqual([shape({ id: line?.id, quantity: 3 })])
    expect(changed.subtotal).toBe(3000)

    const { cart: emptied } = await storeCarts.deleteLineItem(cart.id, line?.id ?? '')
    expect(emptied).toEqual(shape({ items: [], subtotal: 0 }))
  })

  it('DELETE /{id}/discounts/{code} -> {cart} without the discount applied by POST /{id}', async () => {
    const { discount } = await discounts.create({
      code: unique('CART').toUpperCase(),
      rule: { type: 'percentage', value: 10, allocation: 'total' },
      regions: [market.region.id],
    })
    const { cart } = await storeCarts.create({ region_id: market.region.id })
    await storeCarts.createLineItem(cart.id, { variant_id: variant(0), quantity: 1 })
    const { cart: discounted } = await storeCarts.update(cart.id, { discounts: [{ code: discount.code }] })
    expect(discounted).toEqual(shape({ discounts: [shape({ code: discount.code })], discount_total: 100 }))
    const { cart: plain } = await storeCarts.deleteDiscount(cart.id, discount.code)
    expect(plain).toEqual(shape({ discounts: [], discount_total: 0 }))
  })

  it('shipping and payment: POST /shipping-methods, /payment-sessions, /payment-session, /payment-sessions/{p}, /refresh, DELETE', async () => {
    const { cart } = await storeCarts.create({ region_id: market.region.id })
    await storeCarts.createLineItem(cart.id, { variant_id: variant(0), quantity: 1 })
    await storeCarts.update(cart.id, { email: `${unique('pay')}@contract.test`, shipping_address: market.address })
    const { cart: shipping } = await storeCarts.addShippingMethod(cart.id, { option_id: market.shipping.id })
    expect(shipping.shipping_methods).toEqual([shape({ shipping_option_id: market.shipping.id, price: market.shipping.amount })])

    const { cart: sessions } = await storeCarts.createPaymentSessions(cart.id)
    expect(sessions.payment_sessions).toEqual([shape({ id: idOf('ps'), provider_id: 'manual', status: 'pending' })])
    const { cart: selected } = await storeCarts.setPaymentSession(cart.id, { provider_id: 'manual' })
    expect(selected.payment_session).toEqual(shape({ provider_id: 'manual', is_selected: true }))

    const { cart: updated } = await storeCarts.updatePaymentSession(cart.id, 'manual', { data: { note: 'contract' } })
    expect(updated.payment_sessions).toEqual([shape({ provider_id: 'manual', amount: updated.total })])
    const { cart: refreshed } = await storeCarts.refreshPaymentSession(cart.id, 'manual')
    expect(refreshed.payment_sessions).toEqual([shape({ provider_id: 'manual' })])
    const { cart: none } = await storeCarts.deletePaymentSession(cart.id, 'manual')
    expect(none.payment_sessions).toEqual([])
  })

  it('POST /store/carts/{id}/complete -> {type: "order", data: order} awaiting payment; completing again answers the same order', async () => {
    const cartId = await readyCart({ market, variantId: variant(0), quantity: 1 })
    const completed = await storeCarts.complete(cartId)
    expect(completed).toEqual({
      type: 'order',
      data: shape({ id: idOf('order'), cart_id: cartId, status: 'pending', payment_status: 'awaiting', items: anyArray(), total: anyNumber() }),
    })
    expect((await storeCarts.complete(cartId)).data).toEqual(shape({ id: completed.data.id }))
  })

  it('POST /store/carts/{id}/complete without a payment session: 400 not_allowed', async () => {
    const { cart } = await storeCarts.create({ region_id: market.region.id })
    await storeCarts.createLineItem(cart.id, { variant_id: variant(0), quantity: 1 })
    await expectFailure(storeCarts.complete(cart.id), { status: 400, kind: 'invalid_request', type: 'not_allowed', message: 'You cannot complete a cart without a payment session.' })
  })
})

describe('store orders, returns and swaps', () => {
  it('GET /store/orders/{id}, /store/orders/cart/{cart_id}, /store/orders?display_id&email -> {order}; a lookup without a match: 404 text "Not Found"', async () => {
    const email = `${unique('lookup')}@contract.test`
    const cartId = await readyCart({ market, variantId: variant(0), quantity: 1, email })
    const { data: placed } = await storeCarts.complete(cartId)
    const { order } = await storeOrders.retrieve(placed.id)
    expect(order).toEqual(shape({ id: placed.id, email, display_id: anyNumber(), items: anyArray(), total: anyNumber() }))
    expect((await storeOrders.retrieveByCartId(cartId)).order).toEqual(shape({ id: placed.id }))
    expect((await storeOrders.lookup({ display_id: order.display_id, email })).order).toEqual(shape({ id: placed.id }))
    // No match: a bare 404 with the text "Not Found" (no Medusa error body).
    const missing = await expectFailure(storeOrders.lookup({ display_id: order.display_id, email: 'someone-else@contract.test' }), {
      status: 404,
      kind: 'invalid_request',
    })
    expect(missing.data).toBe('Not Found')
  })

  it('POST /store/returns -> {return} requested, with the return shipping method', async () => {
    const order = await shippedOrder({ market, variantId: variant(0), quantity: 2 })
    const { return: created } = await storeReturns.create({
      order_id: order.id,
      items: [{ item_id: firstItemId(order), quantity: 1 }],
      return_shipping: { option_id: market.returnShipping.id },
    })
    expect(created).toEqual(
      shape({ id: idOf('ret'), order_id: order.id, status: 'requested', refund_amount: anyNumber(), items: [shape({ item_id: firstItemId(order), quantity: 1 })] }),
    )
  })

  it('POST /store/swaps -> {swap} with a cart; GET /store/swaps/{cart_id} -> that swap', async () => {
    const order = await shippedOrder({ market, variantId: variant(0), quantity: 2 })
    const { swap } = await storeSwaps.create({
      order_id: order.id,
      return_items: [{ item_id: firstItemId(order), quantity: 1 }],
      additional_items: [{ variant_id: variant(1), quantity: 1 }],
      return_shipping_option: market.returnShipping.id,
    })
    expect(swap).toEqual(shape({ id: idOf('swap'), order_id: order.id, cart_id: idOf('cart'), fulfillment_status: 'not_fulfilled', payment_status: 'not_paid' }))
    const { swap: byCart } = await storeSwaps.retrieveByCartId(swap.cart_id ?? '')
    expect(byCart).toEqual(shape({ id: swap.id, cart_id: swap.cart_id, additional_items: [shape({ variant_id: variant(1) })], return_order: shape({ id: anyString() }) }))
  })
})
