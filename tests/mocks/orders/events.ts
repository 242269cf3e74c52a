import type { ClaimOrder, Fulfillment, LineItem, Note, Notification, Order, OrderEdit, Return, Swap, User } from '@medusajs/client-types'
import type { MockDb } from '../db'
import { dated } from './parts'

// What happens to a seeded order after checkout: fulfillments and shipments, returns, swaps, claims,
// order edits, notes and notifications, each with the fields Medusa 1.20 stores.

/** A fulfillment of the given items (all of each quantity); shipped with tracking numbers when `shippedAt`. */
export function newFulfillment(
  db: MockDb,
  owner: Partial<Pick<Fulfillment, 'order_id' | 'swap_id' | 'claim_order_id'>>,
  items: LineItem[],
  at: string,
  shippedAt: string | null,
  tracking: string[] = [],
): Fulfillment {
  const id = db.nextId('ful')
  for (const item of items) {
    item.fulfilled_quantity = item.quantity
    if (shippedAt) item.shipped_quantity = item.quantity
  }
  return {
    id,
    claim_order_id: owner.claim_order_id ?? null,
    swap_id: owner.swap_id ?? null,
    order_id: owner.order_id ?? null,
    provider_id: 'manual',
    location_id: null,
    items: items.map((item) => ({ fulfillment_id: id, item_id: item.id, quantity: item.quantity })),
    tracking_links: tracking.map((tracking_number) => ({
      id: db.nextId('tlink'),
      url: null,
      tracking_number,
      fulfillment_id: id,
      idempotency_key: null,
      ...dated(shippedAt ?? at),
      deleted_at: null,
      metadata: null,
    })),
    tracking_numbers: [],
    data: {},
    shipped_at: shippedAt,
    no_notification: false,
    canceled_at: null,
    idempotency_key: null,
    ...dated(at),
    metadata: {},
  }
}

/** A return of one unit of each given item. A swap's return has no order_id (ReturnService.create). */
export function newReturn(
  db: MockDb,
  owner: { order_id: string | null; swap_id?: string; claim_order_id?: string },
  items: LineItem[],
  at: string,
  receivedAt: string | null,
  refundAmount: number,
): Return {
  const id = db.nextId('ret')
  return {
    id,
    status: receivedAt ? 'received' : 'requested',
    items: items.map((item) => ({
      return_id: id,
      item_id: item.id,
      quantity: item.quantity,
      is_requested: true,
      requested_quantity: item.quantity,
      received_quantity: receivedAt ? item.quantity : null,
      reason_id: null,
      note: null,
      metadata: null,
    })),
    swap_id: owner.swap_id ?? null,
    claim_order_id: owner.claim_order_id ?? null,
    order_id: owner.order_id,
    shipping_data: null,
    location_id: null,
    refund_amount: refundAmount,
    no_notification: false,
    idempotency_key: null,
    received_at: receivedAt,
    ...dated(at),
    metadata: null,
  }
}

export function newSwap(db: MockDb, order: Order, at: string): Swap {
  return {
    id: db.nextId('swap'),
    fulfillment_status: 'not_fulfilled',
    payment_status: 'awaiting',
    order_id: order.id,
    additional_items: [],
    fulfillments: [],
    payment: null,
    difference_due: 0,
    shipping_address_id: order.shipping_address_id,
    shipping_methods: [],
    cart_id: null,
    confirmed_at: at,
    canceled_at: null,
    no_notification: false,
    allow_backorder: false,
    idempotency_key: null,
    ...dated(at),
    deleted_at: null,
    metadata: null,
  }
}

export function newClaim(db: MockDb, order: Order, at: string): ClaimOrder {
  return {
    id: db.nextId('claim'),
    type: 'replace',
    payment_status: 'na',
    fulfillment_status: 'not_fulfilled',
    claim_items: [],
    additional_items: [],
    order_id: order.id,
    shipping_address_id: order.shipping_address_id,
    shipping_methods: [],
    fulfillments: [],
    refund_amount: null,
    canceled_at: null,
    ...dated(at),
    deleted_at: null,
    metadata: null,
    no_notification: false,
    idempotency_key: null,
  }
}

export function newOrderEdit(db: MockDb, order: Order, user: User, at: string, confirmedAt: string): OrderEdit {
  return {
    id: db.nextId('oe'),
    order_id: order.id,
    internal_note: 'Customer asked for a second unit',
    created_by: user.id,
    requested_by: user.id,
    requested_at: at,
    confirmed_by: user.id,
    confirmed_at: confirmedAt,
    declined_by: null,
    declined_at: null,
    declined_reason: null,
    canceled_by: null,
    canceled_at: null,
    status: 'confirmed',
    payment_collection_id: null,
    ...dated(at),
  }
}

export function newNote(db: MockDb, orderId: string, author: User, value: string, at: string): Note {
  return { id: db.nextId('note'), resource_type: 'order', resource_id: orderId, value, author_id: author.id, author, ...dated(at), deleted_at: null, metadata: null }
}

export function newNotification(db: MockDb, order: Order, event: string, at: string, parentId: string | null = null): Notification {
  return {
    id: db.nextId('noti'),
    event_name: event,
    resource_type: 'order',
    resource_id: order.id,
    customer_id: order.customer_id,
    to: order.email,
    data: {},
    parent_id: parentId,
    resends: [],
    provider_id: 'sendgrid',
    ...dated(at),
  }
}
