// Draft orders against a real Medusa 1.20: built, edited line by line, deleted, or paid into an order.
// Their refusals are rows of tests/mocks/draft-orders/refusals.ts.
import { beforeAll, describe, expect, it } from 'vitest'
import { DRAFT_ORDER_LIST_EXPAND, DRAFT_ORDER_ROWS_EXPAND } from '@/atoms/draft-orders/keys'
import { draftOrders, orders } from './api'
import { createProduct, euroMarket, type AdminProduct, type Market } from './fixtures'
import { anyArray, anyNumber, expectDeleted, expectFailure, expectPage, idOf, shape, unique, signInBeforeAll } from './helpers'

signInBeforeAll()

let market: Market
let product: AdminProduct
beforeAll(async () => {
  market = await euroMarket()
  product = await createProduct({ sizes: ['S', 'M'] })
})

function variant(index: number): string {
  const id = product.variants[index]?.id
  if (!id) throw new Error(`no variant ${index}`)
  return id
}

async function newDraft(email = `${unique('draft')}@contract.test`) {
  const { draft_order } = await draftOrders.create({
    email,
    region_id: market.region.id,
    items: [{ variant_id: variant(0), quantity: 1 }],
    shipping_methods: [{ option_id: market.shipping.id }],
    shipping_address: market.address,
  })
  return draft_order
}

describe('draft orders', () => {
  it('POST /admin/draft-orders -> {draft_order} open, with its cart, items and totals', async () => {
    const email = `${unique('draft')}@contract.test`
    const draft = await newDraft(email)
    expect(draft).toEqual(
      shape({
        id: idOf('dorder'),
        status: 'open',
        display_id: anyNumber(),
        order_id: null,
        cart_id: idOf('cart'),
        cart: shape({ email, region_id: market.region.id, items: [shape({ variant_id: variant(0), quantity: 1 })], total: anyNumber() }),
      }),
    )
  })

  it('GET /admin/draft-orders -> {draft_orders, count, offset, limit}; GET /{id} -> {draft_order}', async () => {
    const email = `${unique('draft')}@contract.test`
    const draft = await newDraft(email)
    const listed = await draftOrders.list({ q: email })
    expectPage(listed, 'draft_orders')
    expect(listed.draft_orders).toEqual([shape({ id: draft.id, cart: shape({ email }) })])
    // The table's two requests: its rows without the cart's items and shipping, then with them.
    const [rows] = (await draftOrders.list({ q: email, expand: DRAFT_ORDER_ROWS_EXPAND })).draft_orders
    expect(rows?.cart).toEqual(shape({ email, region: shape({ currency_code: expect.any(String) }) }))
    expect(rows?.cart).not.toHaveProperty('items')
    expect(rows?.cart).not.toHaveProperty('shipping_methods')
    const [full] = (await draftOrders.list({ q: email, expand: DRAFT_ORDER_LIST_EXPAND })).draft_orders
    expect(full?.cart).toEqual(shape({ items: anyArray(), shipping_methods: anyArray() }))
    const { draft_order } = await draftOrders.retrieve(draft.id)
    expect(draft_order).toEqual(shape({ id: draft.id, cart: shape({ items: anyArray(), shipping_methods: anyArray() }) }))
  })

  it('POST /{id} -> {draft_order} with the cart updated but the draft\'s own fields as before the update (no_notification_order shows on the next GET)', async () => {
    const draft = await newDraft()
    const email = `${unique('changed')}@contract.test`
    const { draft_order: updated } = await draftOrders.update(draft.id, { email, no_notification_order: true })
    expect(updated).toEqual(shape({ id: draft.id, no_notification_order: null, cart: shape({ email }) }))
    expect((await draftOrders.retrieve(draft.id)).draft_order).toEqual(shape({ no_notification_order: true }))
  })

  it('line items: POST /{id}/line-items (variant or custom), POST and DELETE /{id}/line-items/{itemId} -> {draft_order}', async () => {
    const draft = await newDraft()

    const { draft_order: withItem } = await draftOrders.addLineItem(draft.id, { variant_id: variant(1), quantity: 2 })
    const added = withItem.cart.items.find((i) => i.variant_id === variant(1))
    expect(added).toEqual(shape({ id: idOf('item'), quantity: 2, unit_price: 1000 }))
    const { draft_order: custom } = await draftOrders.addLineItem(draft.id, { title: 'Gift wrap', unit_price: 300, quantity: 1 })
    expect(custom.cart.items.find((i) => i.title === 'Gift wrap')).toEqual(shape({ variant_id: null, unit_price: 300 }))

    const { draft_order: changed } = await draftOrders.updateLineItem(draft.id, added?.id ?? '', { quantity: 3 })
    expect(changed.cart.items.find((i) => i.id === added?.id)).toEqual(shape({ quantity: 3 }))

    const { draft_order: removed } = await draftOrders.removeLineItem(draft.id, added?.id ?? '')
    expect(removed.cart.items.map((i) => i.id)).not.toContain(added?.id)
    expect(removed.cart.items).toHaveLength(2)
  })

  it('DELETE /admin/draft-orders/{id} -> {id, object: "draft-order", deleted}; then 404', async () => {
    const draft = await newDraft()
    expectDeleted(await draftOrders.delete(draft.id), draft.id, 'draft-order')
    await expectFailure(draftOrders.retrieve(draft.id), { status: 404, kind: 'invalid_request', type: 'not_found' })
  })

  it('POST /admin/draft-orders/{id}/pay -> {order} captured through the system provider; the draft is completed', async () => {
    const draft = await newDraft()
    const { order } = await draftOrders.markPaid(draft.id)
    expect(order).toEqual(
      shape({ id: idOf('order'), draft_order_id: draft.id, status: 'pending', payment_status: 'captured', fulfillment_status: 'not_fulfilled', items: anyArray() }),
    )
    const { draft_order } = await draftOrders.retrieve(draft.id)
    expect(draft_order).toEqual(shape({ status: 'completed', order_id: order.id }))
    expect((await orders.retrieve(order.id)).order.payments).toEqual([shape({ provider_id: 'system', captured_at: expect.any(String) })])
  })
})
