// Order edits against a real Medusa 1.20: built by the admin, then canceled, confirmed by the admin,
// or answered by the customer through the storefront routes (decline, complete). Their refusals are
// rows of tests/mocks/order-edits/refusals.ts.
import { beforeAll, describe, expect, it } from 'vitest'
import { orderEdits, orders, storeOrderEdits } from './api'
import { createProduct, euroMarket, paidOrder, type AdminOrder, type AdminProduct, type Market } from './fixtures'
import { anyArray, anyNumber, anyString, expectPage, idOf, shape, signInBeforeAll } from './helpers'

signInBeforeAll()

let market: Market
let product: AdminProduct
beforeAll(async () => {
  market = await euroMarket()
  product = await createProduct({ sizes: ['S', 'M'] })
})

const variant = (index: number) => product.variants[index]?.id ?? ''

/** A new edit of the order and the edit's copy of the order's first line item. */
async function editOf(order: AdminOrder) {
  const { order_edit } = await orderEdits.create({ order_id: order.id })
  const original = order.items[0]?.id
  const item = order_edit.items.find((i) => i.original_item_id === original)
  if (!item) throw new Error('the edit has no copy of the order line')
  return { edit: order_edit, itemId: item.id }
}

/** An edit that lowers the first line's quantity by one, already requested from the customer. */
async function requestedEdit() {
  const order = await paidOrder({ market, variantId: variant(0), quantity: 2 })
  const { edit, itemId } = await editOf(order)
  await orderEdits.updateItem(edit.id, itemId, { quantity: 1 })
  const { order_edit } = await orderEdits.requestConfirmation(edit.id)
  return { order, edit: order_edit }
}

describe('order edits (admin)', () => {
  it('POST /admin/order-edits -> {order_edit}; GET list, GET /{id}, POST /{id}; DELETE /{id}', async () => {
    const order = await paidOrder({ market, variantId: variant(0), quantity: 2 })
    const { order_edit } = await orderEdits.create({ order_id: order.id, internal_note: 'first note' })
    expect(order_edit).toEqual(
      shape({ id: idOf('oe'), order_id: order.id, status: 'created', internal_note: 'first note', items: anyArray(), changes: [], difference_due: 0 }),
    )

    const listed = await orderEdits.list({ order_id: order.id })
    expectPage(listed, 'order_edits')
    expect(listed.order_edits).toEqual([shape({ id: order_edit.id })])

    const { order_edit: fetched } = await orderEdits.retrieve(order_edit.id, { expand: 'changes,items' })
    expect(fetched).toEqual(shape({ id: order_edit.id, changes: [], items: anyArray() }))

    const { order_edit: updated } = await orderEdits.update(order_edit.id, { internal_note: 'second note' })
    expect(updated).toEqual(shape({ id: order_edit.id, internal_note: 'second note' }))

    expect(await orderEdits.delete(order_edit.id)).toEqual({ id: order_edit.id, object: 'order_edit', deleted: true })
  })

  it('POST /{id}/items, POST and DELETE /{id}/items/{itemId}, DELETE /{id}/changes/{changeId} -> item changes', async () => {
    const order = await paidOrder({ market, variantId: variant(0), quantity: 2 })
    const { edit, itemId } = await editOf(order)

    const { order_edit: added } = await orderEdits.addItem(edit.id, { variant_id: variant(1), quantity: 1 })
    const addChange = added.changes.find((c) => c.type === 'item_add')
    expect(addChange).toEqual(shape({ id: idOf('oic'), line_item_id: idOf('item') }))

    const { order_edit: changed } = await orderEdits.updateItem(edit.id, itemId, { quantity: 3 })
    expect(changed.changes.map((c) => c.type).sort()).toEqual(['item_add', 'item_update'])

    const deleted = await orderEdits.deleteItemChange(edit.id, addChange?.id ?? '')
    expect(deleted).toEqual({ id: addChange?.id, object: 'item_change', deleted: true })

    await orderEdits.delete(edit.id)
    const second = await editOf(order)
    const { order_edit: removed } = await orderEdits.removeItem(second.edit.id, second.itemId)
    expect(removed.changes).toEqual([shape({ type: 'item_remove', original_line_item_id: order.items[0]?.id, line_item_id: null })])
    await orderEdits.delete(second.edit.id)
  })

  it('POST /{id}/request -> requested with difference_due; POST /{id}/cancel -> canceled', async () => {
    const { edit } = await requestedEdit()
    expect(edit).toEqual(shape({ status: 'requested', requested_at: anyString(), difference_due: anyNumber() }))
    expect(edit.difference_due).toBeLessThan(0)
    const { order_edit } = await orderEdits.cancel(edit.id)
    expect(order_edit).toEqual(shape({ id: edit.id, status: 'canceled', canceled_at: anyString() }))
  })

  it('POST /{id}/confirm -> confirmed; the order now has the edited quantity', async () => {
    const { order, edit } = await requestedEdit()
    const { order_edit } = await orderEdits.confirm(edit.id)
    expect(order_edit).toEqual(shape({ id: edit.id, status: 'confirmed', confirmed_at: anyString(), confirmed_by: idOf('usr') }))
    const { order: after } = await orders.retrieve(order.id)
    expect(after.items.map((i) => i.quantity)).toEqual([1])
  })
})

describe('order edits (storefront)', () => {
  it('GET /store/order-edits/{id} -> {order_edit} without internal fields', async () => {
    const { edit } = await requestedEdit()
    const { order_edit } = await storeOrderEdits.retrieve(edit.id)
    expect(order_edit).toEqual(shape({ id: edit.id, status: 'requested', items: anyArray(), changes: anyArray(), difference_due: anyNumber() }))
    expect(order_edit).not.toHaveProperty('internal_note')
    expect(order_edit).not.toHaveProperty('created_by')
  })

  it('POST /store/order-edits/{id}/decline -> {order_edit} declined with the reason', async () => {
    const { edit } = await requestedEdit()
    const { order_edit } = await storeOrderEdits.decline(edit.id, { declined_reason: 'I want both' })
    expect(order_edit).toEqual(shape({ id: edit.id, status: 'declined', declined_reason: 'I want both', declined_at: anyString() }))
  })

  it('POST /store/order-edits/{id}/complete (nothing to pay) -> {order_edit} confirmed', async () => {
    const { edit } = await requestedEdit()
    const { order_edit } = await storeOrderEdits.complete(edit.id)
    expect(order_edit).toEqual(shape({ id: edit.id, status: 'confirmed', confirmed_at: anyString() }))
  })
})
