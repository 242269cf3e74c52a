import type { LineItem, Order, OrderEdit, OrderItemChange } from '@medusajs/client-types'
import type { MockDb } from '../db'
import { dated, orderTotals } from '../orders/parts'
import { seedOrders, type OrdersMockDb } from '../orders/orders'

/**
 * The order edits behind order-edits.ts, stored as OrderEditService keeps them in Medusa 1.20: an edit
 * owns copies of the order's line items (original_item_id -> the order's line) and item changes that
 * point at lines by id. Status is not stored: OrderEdit.loadStatus derives it from the dates. The
 * order's `edits` relation is kept in step (syncOrderEdits) so the order panel sees the same edits.
 */

export type MockChange = Omit<OrderItemChange, 'line_item' | 'original_line_item' | 'order_edit'>
export type MockEdit = Omit<OrderEdit, 'items' | 'changes' | 'order'> & { items: LineItem[]; changes: MockChange[] }
export type OrderEditsMockDb = OrdersMockDb & { orderEdits: MockEdit[]; detachedItems: LineItem[] }

/** OrderEdit.loadStatus: requested, then declined, confirmed, canceled, the last one set wins. */
export function statusOf(edit: Partial<Pick<OrderEdit, 'requested_at' | 'declined_at' | 'confirmed_at' | 'canceled_at'>>): OrderEdit['status'] {
  if (edit.canceled_at) return 'canceled'
  if (edit.confirmed_at) return 'confirmed'
  if (edit.declined_at) return 'declined'
  return edit.requested_at ? 'requested' : 'created'
}

export const isActive = (edit: MockEdit) => !['confirmed', 'canceled', 'declined'].includes(statusOf(edit))

/** A line wherever it lives now: on an order, in an edit, or taken off an order by a confirmed edit. */
export function findLine(db: OrderEditsMockDb, id: string | null): LineItem | null {
  if (!id) return null
  for (const order of db.orders) for (const item of order.items ?? []) if (item.id === id) return item
  for (const edit of db.orderEdits) for (const item of edit.items) if (item.id === id) return item
  return db.detachedItems.find((i) => i.id === id) ?? null
}

export function findOrderOf(db: OrderEditsMockDb, edit: Pick<MockEdit, 'order_id'>): Order {
  const order = db.orders.find((o) => o.id === edit.order_id)
  if (!order) throw new Error(`order edit mock: no order ${edit.order_id}`)
  return order
}

/** What decorateTotals adds: the edit's items priced on the order, and the difference to the order. */
export function editTotals(db: OrderEditsMockDb, edit: MockEdit) {
  const order = findOrderOf(db, edit)
  const after = orderTotals({ ...order, items: edit.items })
  const { subtotal, discount_total, shipping_total, tax_total, gift_card_total, total } = after
  return { subtotal, discount_total, shipping_total, tax_total, gift_card_total, gift_card_tax_total: 0, total, difference_due: total - orderTotals(order).total }
}

/** The order's `edits` relation: the edits' own columns and status, as the order route loads them. */
export function syncOrderEdits(db: OrderEditsMockDb, orderId: string) {
  const order = db.orders.find((o) => o.id === orderId)
  if (!order) return
  order.edits = db.orderEdits
    .filter((e) => e.order_id === orderId)
    .map(({ items: _items, changes: _changes, ...row }) => ({ ...row, status: statusOf(row) }))
}

export function newChange(db: MockDb, edit: MockEdit, type: OrderItemChange['type'], original: string | null, line: string | null, at: string): MockChange {
  return { id: db.nextId('oic'), type, order_edit_id: edit.id, original_line_item_id: original, line_item_id: line, ...dated(at), deleted_at: null }
}

/** OrderEditService.create: the edit and a copy of each of the order's lines (LineItemService.cloneTo). */
export function newEdit(db: OrderEditsMockDb, order: Order, createdBy: string, note: string | null, at: string): MockEdit {
  const edit: MockEdit = {
    id: db.nextId('oe'), order_id: order.id, internal_note: note, created_by: createdBy, requested_by: null, requested_at: null,
    confirmed_by: null, confirmed_at: null, declined_by: null, declined_at: null, declined_reason: null, canceled_by: null,
    canceled_at: null, status: 'created', payment_collection_id: null, ...dated(at), items: [], changes: [],
  }
  edit.items = (order.items ?? []).map((item) => ({
    ...item, id: db.nextId('item'), order_id: null, cart_id: null, original_item_id: item.id, order_edit_id: edit.id, ...dated(at),
  }))
  return edit
}

/** OrderEditService.confirm: the order's lines leave it, the edit's lines become the order's. */
export function confirmEdit(db: OrderEditsMockDb, edit: MockEdit, by: string, at: string) {
  const order = findOrderOf(db, edit)
  for (const item of order.items ?? []) db.detachedItems.push({ ...item, order_id: null })
  for (const item of edit.items) item.order_id = order.id
  order.items = edit.items
  order.updated_at = at
  Object.assign(edit, { confirmed_at: at, confirmed_by: by, updated_at: at })
}

const lineOf = (edit: MockEdit, variantId: string) => edit.items.find((i) => i.variant_id === variantId)

/**
 * Edits of five orders: #1032's seeded edit (confirmed: one more unit), #1046 with an edit being built
 * (one more Hoodie, a T-shirt added), #1049 asking its customer to confirm three mugs, #1043 canceled,
 * and #1041 declined by the customer.
 */
export function seedOrderEdits(base: MockDb): OrderEditsMockDb {
  const orders = seedOrders(base)
  if ('orderEdits' in orders) return orders as OrderEditsMockDb
  const db: OrderEditsMockDb = Object.assign(orders, { orderEdits: [] as MockEdit[], detachedItems: [] as LineItem[] })
  const admin = db.users[0]?.id ?? 'usr_1'
  const byNumber = (displayId: number) => {
    const order = db.orders.find((o) => o.display_id === displayId)
    if (!order) throw new Error(`order edit seed: no order #${displayId}`)
    return order
  }

  // #1032: the orders seed confirmed an edit that added one unit of the first line; rebuild its lines.
  const edited = byNumber(1032)
  for (const seeded of edited.edits ?? []) {
    const edit: MockEdit = { ...seeded, items: edited.items ?? [], changes: [] }
    edit.items.forEach((item, index) => {
      const original: LineItem = { ...item, id: db.nextId('item'), order_id: null, quantity: item.quantity - (index === 0 ? 1 : 0) }
      db.detachedItems.push(original)
      Object.assign(item, { original_item_id: original.id, order_edit_id: edit.id })
      if (index === 0) edit.changes.push(newChange(db, edit, 'item_update', original.id, item.id, seeded.created_at))
    })
    db.orderEdits.push(edit)
  }

  const build = (displayId: number, note: string, day: number, make: (edit: MockEdit, at: string) => void) => {
    const at = `2024-05-${String(day).padStart(2, '0')}T09:00:00.000Z`
    const edit = newEdit(db, byNumber(displayId), admin, note, at)
    make(edit, at)
    db.orderEdits.push(edit)
    return edit
  }
  const update = (edit: MockEdit, line: LineItem | undefined, quantity: number, at: string) => {
    if (!line) throw new Error('order edit seed: no line to update')
    line.quantity = quantity
    edit.changes.push(newChange(db, edit, 'item_update', line.original_item_id, line.id, at))
  }
  const add = (edit: MockEdit, productIndex: number, quantity: number, at: string) => {
    const product = db.products[productIndex]
    const variant = product?.variants[0]
    const order = findOrderOf(db, edit)
    const price = variant?.prices.find((p) => p.currency_code === order.currency_code)?.amount
    if (!product || !variant || price === undefined) throw new Error('order edit seed: no priced variant')
    const line: LineItem = {
      ...(edit.items[0] as LineItem), id: db.nextId('item'), title: product.title, description: variant.title, thumbnail: product.thumbnail,
      variant_id: variant.id, unit_price: price, quantity, original_item_id: null, fulfilled_quantity: null, shipped_quantity: null, returned_quantity: null, ...dated(at),
    }
    edit.items.push(line)
    edit.changes.push(newChange(db, edit, 'item_add', null, line.id, at))
  }

  build(1046, 'Customer wants a second hoodie and a T-shirt', 2, (edit, at) => {
    update(edit, lineOf(edit, 'variant_12'), 2, at)
    add(edit, 0, 1, at)
  })
  build(1049, 'Three mugs for the office', 3, (edit, at) => {
    update(edit, edit.items[0], 3, at)
    Object.assign(edit, { requested_at: at, requested_by: admin })
  })
  build(1043, 'Add a T-shirt (the customer changed their mind)', 4, (edit, at) => {
    add(edit, 0, 1, at)
    Object.assign(edit, { canceled_at: at, canceled_by: admin })
  })
  build(1041, 'Fewer mugs', 5, (edit, at) => {
    update(edit, edit.items[0], 8, at)
    Object.assign(edit, { requested_at: at, requested_by: admin, declined_at: at, declined_reason: 'I want all ten' })
  })
  for (const order of db.orders) syncOrderEdits(db, order.id)
  return db
}
