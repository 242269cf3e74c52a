import type { Fulfillment, LineItem, Order, ReturnReason } from '@medusajs/client-types'
import { HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { invalidData, notFound, opt, req, type Schema } from '../http'
import { newNotification } from './events'
import { capturedRefundable, dated, newRefund, orderTotals } from './parts'
import { seedOrders, type OrdersMockDb } from './orders'

/**
 * What the order mutation routes share (mutations*.ts, exchanges.ts): Medusa's business-rule answer,
 * the order as a route answers it, the notifications its events make, fulfillments of chosen
 * quantities, refunds and the store's return reasons.
 */

export type MutationDb = OrdersMockDb & { returnReasons: ReturnReason[] }

/** The seeded orders plus the return reasons (seeded once per db). */
export function mutationDb(db: MockDb): MutationDb {
  const orders = seedOrders(db)
  if ('returnReasons' in orders) return orders as MutationDb
  const at = '2024-02-01T00:00:00.000Z'
  const reason = (value: string, label: string): ReturnReason => ({
    id: db.nextId('rr'),
    value,
    label,
    description: null,
    parent_return_reason_id: null,
    ...dated(at),
    deleted_at: null,
    metadata: null,
  })
  return Object.assign(orders, { returnReasons: [reason('wrong_size', 'Wrong size'), reason('damaged', 'Arrived damaged'), reason('not_as_described', 'Not as described')] })
}

/** 400 `{type: 'not_allowed', message}`: a service refusing by its business rules. */
export function notAllowed(message: string): never {
  throw HttpResponse.json({ type: 'not_allowed', message }, { status: 400 })
}
/** 400 `{type: 'invalid_data', message}` thrown by a service (not by the validator). */
export function invalid(message: string): never {
  throw HttpResponse.json({ type: 'invalid_data', message }, { status: 400 })
}

/** The order as `retrieveWithTotals` with the default admin relations answers it. */
export function answerOrder(order: Order) {
  return HttpResponse.json({ order: { ...order, ...orderTotals(order) } })
}

/** A notification for an event a notification provider answers, unless the change asked for none. */
export function announce(db: MutationDb, order: Order, event: string, noNotification: boolean | undefined) {
  if (noNotification ?? order.no_notification) return
  db.notifications.push(newNotification(db, order, event, db.now()))
}

/** A fulfillment of the given quantities; each line's fulfilled quantity grows by what it holds. */
export function fulfill(
  db: MockDb,
  owner: Partial<Pick<Fulfillment, 'order_id' | 'swap_id' | 'claim_order_id'>>,
  lines: Array<{ item: LineItem; quantity: number }>,
  noNotification = false,
): Fulfillment {
  const id = db.nextId('ful')
  const at = db.now()
  for (const { item, quantity } of lines) item.fulfilled_quantity = (item.fulfilled_quantity ?? 0) + quantity
  return {
    id,
    claim_order_id: owner.claim_order_id ?? null,
    swap_id: owner.swap_id ?? null,
    order_id: owner.order_id ?? null,
    provider_id: 'manual',
    location_id: null,
    items: lines.map(({ item, quantity }) => ({ fulfillment_id: id, item_id: item.id, quantity })),
    tracking_links: [],
    tracking_numbers: [],
    data: {},
    shipped_at: null,
    no_notification: noNotification,
    canceled_at: null,
    idempotency_key: null,
    ...dated(at),
    metadata: {},
  }
}

/** FulfillmentService.cancelFulfillment: not once shipped; the lines may be fulfilled again. */
export function cancelFulfillment(db: MockDb, fulfillment: Fulfillment, lines: LineItem[]) {
  if (fulfillment.shipped_at) notAllowed('The fulfillment has already been shipped. Shipped fulfillments cannot be canceled')
  fulfillment.canceled_at = db.now()
  for (const f of fulfillment.items ?? []) {
    const line = lines.find((l) => l.id === f.item_id)
    if (line) line.fulfilled_quantity = (line.fulfilled_quantity ?? 0) - f.quantity
  }
}

/** FulfillmentService.createShipment: not a canceled one; shipped now, with tracking links. */
export function ship(db: MockDb, fulfillment: Fulfillment, numbers: string[] | undefined, lines: LineItem[]) {
  if (fulfillment.canceled_at) notAllowed('Fulfillment has been canceled')
  const at = db.now()
  fulfillment.shipped_at = at
  fulfillment.tracking_links = (numbers ?? []).map((tracking_number) => ({
    id: db.nextId('tlink'),
    url: null,
    tracking_number,
    fulfillment_id: fulfillment.id,
    idempotency_key: null,
    ...dated(at),
    deleted_at: null,
    metadata: null,
  }))
  for (const f of fulfillment.items ?? []) {
    const line = lines.find((l) => l.id === f.item_id)
    if (line) line.shipped_quantity = (line.shipped_quantity ?? 0) + f.quantity
  }
}

/** The fulfillment with this id anywhere in the store (FulfillmentService.retrieve). */
export function findFulfillment(db: OrdersMockDb, id: string): Fulfillment {
  for (const order of db.orders) {
    const all = [...(order.fulfillments ?? []), ...(order.swaps ?? []).flatMap((s) => s.fulfillments ?? []), ...(order.claims ?? []).flatMap((c) => c.fulfillments ?? [])]
    const found = all.find((f) => f.id === id)
    if (found) return found
  }
  return notFound(`Fulfillment with id: ${id} was not found`)
}

/** PaymentProviderService.refundPayment, then the order's payment status as createRefund sets it. */
export function refund(db: MockDb, order: Order, amount: number, reason: 'discount' | 'return' | 'swap' | 'claim' | 'other', note: string | null) {
  if (amount > capturedRefundable(order)) notAllowed('Refund amount is greater that the refundable amount')
  order.refunds = [...(order.refunds ?? []), newRefund(db, order, amount, reason, note, db.now())]
  const { refunded_total, refundable_amount, paid_total } = orderTotals(order)
  if (refunded_total > 0 && refundable_amount > 0) order.payment_status = 'partially_refunded'
  if (paid_total > 0 && refunded_total === paid_total) order.payment_status = 'refunded'
}

/** What a line is worth to refund (TotalsService.getLineItemRefund): its share after discount, with tax. */
export function lineRefund(order: Order, item: LineItem, quantity: number): number {
  const rule = order.discounts?.[0]?.rule
  const gross = item.unit_price * quantity
  const discount = rule?.type === 'percentage' ? (gross * rule.value) / 100 : 0
  const rate = order.tax_rate ?? order.region?.tax_rate ?? 0
  return Math.round((gross - discount) * (1 + rate / 100))
}

/**
 * SwapService.areReturnItemsValid and ClaimService.validateCreateClaimInput: a line of a canceled order,
 * swap or claim, wherever it is (not only the order of the URL), is refused.
 */
export function hasCanceledLine(db: OrdersMockDb, itemIds: string[]): boolean {
  return db.orders.some((order) =>
    [
      { canceled: Boolean(order.canceled_at), items: order.items ?? [] },
      ...(order.swaps ?? []).map((s) => ({ canceled: Boolean(s.canceled_at), items: s.additional_items ?? [] })),
      ...(order.claims ?? []).map((c) => ({ canceled: Boolean(c.canceled_at), items: c.additional_items ?? [] })),
    ].some(({ canceled, items }) => canceled && items.some((i) => itemIds.includes(i.id))),
  )
}

/**
 * The price of a variant in the order's currency, as LineItemService.generate picks it; an unknown
 * variant is its 400, not a 404 (refusal table: tests/mocks/orders/refusals.ts).
 */
export function variantLine(db: MockDb, order: Order, variantId: string) {
  for (const product of db.products) {
    const variant = product.variants.find((v) => v.id === variantId)
    if (!variant) continue
    const price = variant.prices.find((p) => p.currency_code === order.currency_code)?.amount ?? variant.prices[0]?.amount ?? 0
    return { title: product.title, description: variant.title, variantId, thumbnail: product.thumbnail, unitPrice: price }
  }
  return invalidData(`Unable to generate the line items, some variant has not been found: ${variantId}`)
}

// ---- request bodies (class-validator schemas of the routes) ----

export const returnItem: Schema = { item_id: req('string'), quantity: req('int'), reason_id: opt('string'), note: opt('string') }
export const trackingBody: Schema = { fulfillment_id: req('string'), tracking_numbers: opt('array'), no_notification: opt('boolean') }
