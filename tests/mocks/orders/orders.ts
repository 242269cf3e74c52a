import type {
  AdminNotesListRes,
  AdminNotificationsRes,
  AdminPostNotificationsNotificationResendReq,
  AdminPostReturnsReturnReceiveReq,
  LineItem,
  Notification,
  Order,
  Return,
  Swap,
} from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import {
  admin,
  BASE,
  ilike,
  inDateRange,
  invalidData,
  notFound,
  opt,
  page,
  readBody,
  readQuery,
  req,
  sortBy,
  unknownError,
  type ParsedQuery,
  type QuerySchema,
} from '../http'
import { newNotification } from './events'
import { newRefund, orderTotals, type OrderState } from './parts'
import { seedOrderState } from './seed'

/**
 * /admin/orders (list, retrieve), the order's notes and notifications, receiving a return and the
 * regions list, as Medusa 1.20 answers them (routes/admin/orders/list-orders.ts, get-order.ts,
 * notes/list-notes.ts, notifications/list-notifications.ts and resend-notification.ts,
 * returns/receive-return.ts). The orders live beside the catalog in the same db: seedOrders(db).
 */

export type OrdersMockDb = MockDb & OrderState

/** Seeds the orders (once) into the db object; handlers and tests then read `db.orders`. */
export function seedOrders(db: MockDb): OrdersMockDb {
  if ('orders' in db) return db as OrdersMockDb
  return Object.assign(db, seedOrderState(db))
}

// types/orders.ts: defaultAdminOrdersFields (+ sales_channel_id) and the top level of defaultAdminOrdersRelations.
const DEFAULT_FIELDS = [
  'id', 'status', 'fulfillment_status', 'payment_status', 'display_id', 'cart_id', 'draft_order_id', 'customer_id', 'email',
  'region_id', 'currency_code', 'tax_rate', 'canceled_at', 'created_at', 'updated_at', 'metadata', 'no_notification', 'sales_channel_id',
]
const DEFAULT_RELATIONS = [
  'billing_address', 'claims', 'customer', 'discounts', 'fulfillments', 'gift_card_transactions', 'gift_cards', 'items',
  'payments', 'refunds', 'region', 'returns', 'shipping_address', 'shipping_methods', 'swaps', 'sales_channel',
]
const RELATIONS = new Set([...DEFAULT_RELATIONS, 'cart', 'currency', 'draft_order', 'edits'])
const TOTALS = ['subtotal', 'tax_total', 'shipping_total', 'discount_total', 'gift_card_total', 'total', 'paid_total', 'refunded_total', 'refundable_amount'] as const
const COLUMNS = new Set([...DEFAULT_FIELDS, 'billing_address_id', 'shipping_address_id', 'idempotency_key', 'external_id'])

const ORDER_STATUSES = ['pending', 'completed', 'archived', 'canceled', 'requires_action']
const FULFILLMENT_STATUSES = ['not_fulfilled', 'fulfilled', 'partially_fulfilled', 'shipped', 'partially_shipped', 'canceled', 'returned', 'partially_returned', 'requires_action']
const PAYMENT_STATUSES = ['captured', 'awaiting', 'not_paid', 'refunded', 'partially_refunded', 'canceled', 'requires_action']

/** The order as the route answers it: `fields` select columns, `expand` replaces the default relations. */
function orderView(db: OrdersMockDb, order: Order, options: { fields?: string; expand?: string; extraRelations?: string[]; alwaysTotals: boolean }): Order {
  const select = options.fields ? options.fields.split(',') : DEFAULT_FIELDS
  const relations = [...(options.expand ? options.expand.split(',') : DEFAULT_RELATIONS), ...(options.extraRelations ?? [])]
  const topLevel = new Set(relations.map((path) => path.split('.')[0] ?? path))
  // TypeORM refuses what the entity does not have: the server answers 500.
  if ([...topLevel].some((key) => !RELATIONS.has(key))) unknownError()
  if (select.some((key) => !key.includes('.') && !COLUMNS.has(key) && !(TOTALS as readonly string[]).includes(key))) unknownError()

  const source = order as unknown as Record<string, unknown>
  const out: Record<string, unknown> = { id: order.id }
  for (const key of select) if (COLUMNS.has(key)) out[key] = source[key] ?? null
  const totals = orderTotals(order)
  for (const key of TOTALS) if (options.alwaysTotals || select.includes(key)) out[key] = totals[key]
  for (const key of topLevel) out[key] = source[key] ?? (key.endsWith('s') ? [] : null)
  if (topLevel.has('items')) {
    const withVariant = relations.includes('items.variant')
    out.items = (order.items ?? []).map((item) => itemView(db, item, order, withVariant))
  }
  return out as unknown as Order
}

function itemView(db: OrdersMockDb, item: LineItem, order: Order, withVariant: boolean): LineItem {
  const subtotal = item.unit_price * item.quantity
  const tax_total = Math.round((subtotal * (order.region?.tax_rate ?? 0)) / 100)
  // What is left to refund of the line: the units not yet returned, with their tax.
  const left = item.quantity - (item.returned_quantity ?? 0)
  const refundable = Math.round(((subtotal + tax_total) * left) / item.quantity)
  const variant = withVariant ? db.products.flatMap((p) => p.variants).find((v) => v.id === item.variant_id) ?? null : undefined
  return { ...item, subtotal, tax_total, total: subtotal + tax_total, refundable, ...(withVariant ? { variant } : {}) }
}

const listQuery: QuerySchema = {
  q: 'string', id: 'string', status: 'array', fulfillment_status: 'array', payment_status: 'array', display_id: 'string',
  cart_id: 'string', customer_id: 'string', email: 'string', region_id: 'stringOrArray', currency_code: 'string', tax_rate: 'string',
  sales_channel_id: 'array', created_at: 'dates', updated_at: 'dates', canceled_at: 'dates', offset: 'number', limit: 'number',
  expand: 'string', fields: 'string', order: 'string',
}

function checkEnum(query: ParsedQuery, key: string, values: string[]) {
  const given = query.list(key)
  if (given && !given.every((v) => values.includes(v))) invalidData(`each value in ${key} must be one of the following values: ${values.join(', ')}`)
}

function matches(order: Order, query: ParsedQuery): boolean {
  const q = query.str('q')
  const inList = (key: string, value: string | null | undefined) => !query.list(key) || (value != null && (query.list(key) ?? []).includes(value))
  const exact = (key: string, value: string | null | undefined) => query.str(key) === undefined || value === query.str(key)
  // OrderService.listAndCount: q searches shipping first name, email and display id, and drops those two filters.
  const search = !q || ((!!order.customer && !!order.shipping_address) && ilike(q, order.shipping_address.first_name, order.email, String(order.display_id)))
  return (
    search && exact('id', order.id) && inList('status', order.status) && inList('fulfillment_status', order.fulfillment_status) &&
    inList('payment_status', order.payment_status) && (!!q || exact('display_id', String(order.display_id))) && (!!q || exact('email', order.email)) &&
    exact('cart_id', order.cart_id) && exact('customer_id', order.customer_id) && inList('region_id', order.region_id) &&
    exact('currency_code', order.currency_code) && inList('sales_channel_id', order.sales_channel_id) &&
    inDateRange(order.created_at, query.dates('created_at')) && inDateRange(order.updated_at, query.dates('updated_at')) &&
    (!query.dates('canceled_at') || (!!order.canceled_at && inDateRange(order.canceled_at, query.dates('canceled_at'))))
  )
}

export function findOrder(db: OrdersMockDb, id: string): Order {
  return db.orders.find((o) => o.id === id) ?? notFound(`Order with id: ${id} was not found`)
}

/** A return wherever it lives: on the order, or as a swap's or claim's return order. */
function findReturn(db: OrdersMockDb, id: string): { ret: Return; order: Order; swap: Swap | null } {
  for (const order of db.orders) {
    for (const swap of order.swaps ?? []) if (swap.return_order?.id === id) return { ret: swap.return_order, order, swap }
    const own = [...(order.returns ?? []), ...(order.claims ?? []).flatMap((c) => (c.return_order ? [c.return_order] : []))].find((r) => r.id === id)
    if (own) return { ret: own, order, swap: null }
  }
  return notFound(`Return with id: ${id} was not found`)
}

const NOTIFICATION_FIELDS = ['id', 'resource_type', 'resource_id', 'event_name', 'to', 'provider_id', 'created_at', 'updated_at'] as const

function notificationView(db: OrdersMockDb, notification: Notification) {
  const picked = Object.fromEntries(NOTIFICATION_FIELDS.map((key) => [key, notification[key]]))
  return { ...picked, resends: db.notifications.filter((n) => n.parent_id === notification.id) } as unknown as Notification & { resends: Notification[] }
}

export function orderHandlers(base: MockDb) {
  const db = seedOrders(base)
  return [
    http.get(
      `${BASE}/admin/orders`,
      admin(db, ({ request }) => {
        const query = readQuery(request, listQuery)
        checkEnum(query, 'status', ORDER_STATUSES)
        checkEnum(query, 'fulfillment_status', FULFILLMENT_STATUSES)
        checkEnum(query, 'payment_status', PAYMENT_STATUSES)
        const found = sortBy(db.orders.filter((o) => matches(o, query)), query.str('order'))
        const { items, count, offset, limit } = page(found, query, 50)
        const extraRelations = query.str('q') ? ['shipping_address', 'customer'] : []
        const orders = items.map((o) => orderView(db, o, { fields: query.str('fields'), expand: query.str('expand'), extraRelations, alwaysTotals: !query.str('fields') }))
        return HttpResponse.json({ orders, count, offset, limit })
      }),
    ),

    http.get(
      `${BASE}/admin/orders/:id`,
      admin(db, ({ request, params }) => {
        const query = readQuery(request, { expand: 'string', fields: 'string' })
        // GET selects totals, so OrderService.retrieve goes through retrieveLegacy: "Order with id: …".
        const order = findOrder(db, params.id ?? '')
        return HttpResponse.json({ order: orderView(db, order, { fields: query.str('fields'), expand: query.str('expand'), alwaysTotals: true }) })
      }),
    ),

    http.get(
      `${BASE}/admin/notes`,
      admin(db, ({ request }) => {
        const query = readQuery(request, { resource_id: 'string', limit: 'number', offset: 'number' })
        const found = db.notes.filter((n) => query.str('resource_id') === undefined || n.resource_id === query.str('resource_id'))
        const { items, count, offset, limit } = page(found, query, 50)
        return HttpResponse.json<AdminNotesListRes>({ notes: items, count, offset, limit })
      }),
    ),

    http.get(
      `${BASE}/admin/notifications`,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          limit: 'int', offset: 'int', fields: 'string', expand: 'string', event_name: 'string', resource_type: 'string',
          resource_id: 'string', to: 'string', include_resends: 'string',
        })
        const oneOf = (key: string, value: string | null) => !query.list(key) || (value !== null && (query.list(key) ?? []).includes(value))
        const found = db.notifications.filter(
          (n) =>
            oneOf('event_name', n.event_name) && oneOf('resource_type', n.resource_type) && oneOf('resource_id', n.resource_id) &&
            oneOf('to', n.to) && (query.str('include_resends') === 'true' || n.parent_id === null),
        )
        const { items, count, offset, limit } = page(sortBy(found, '-created_at'), query, 50)
        return HttpResponse.json({ notifications: items.map((n) => notificationView(db, n)), count, limit, offset })
      }),
    ),

    http.post(
      `${BASE}/admin/notifications/:id/resend`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostNotificationsNotificationResendReq>(request, { to: opt('string') })
        const original = db.notifications.find((n) => n.id === params.id) ?? notFound(`Notification with id: ${params.id} was not found.`)
        const order = findOrder(db, original.resource_id)
        const resent = { ...newNotification(db, order, original.event_name ?? '', db.now(), original.id), to: body.to ?? original.to }
        db.notifications.push(resent)
        return HttpResponse.json<AdminNotificationsRes>({ notification: notificationView(db, original) })
      }),
    ),

    http.post(
      `${BASE}/admin/returns/:id/receive`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostReturnsReturnReceiveReq>(request, {
          items: req('array', { schema: { item_id: req('string'), quantity: req('number') } }),
          refund: opt('number'),
          location_id: opt('string'),
        })
        const { ret, order, swap } = findReturn(db, params.id ?? '')
        if (ret.status === 'canceled') throw HttpResponse.json({ type: 'not_allowed', message: 'Cannot receive a canceled return' }, { status: 400 })
        if (ret.status === 'received') throw HttpResponse.json({ type: 'not_allowed', message: `Return with id ${ret.id} has already been received` }, { status: 400 })
        const at = db.now()
        ret.status = 'received'
        ret.received_at = at
        ret.refund_amount = Math.max(0, body.refund ?? ret.refund_amount)
        for (const line of ret.items ?? []) {
          const received = body.items.find((i) => i.item_id === line.item_id)
          line.received_quantity = received?.quantity ?? 0
          const item = order.items?.find((i) => i.id === line.item_id)
          if (item) item.returned_quantity = (item.returned_quantity ?? 0) + line.quantity
        }
        if (swap) swap.updated_at = at
        else {
          // registerReturnReceived: refund what the return is worth, then mark the order (partially) returned.
          const allBack = (order.items ?? []).every((i) => (i.returned_quantity ?? 0) >= i.quantity)
          order.fulfillment_status = allBack ? 'returned' : 'partially_returned'
          if (ret.refund_amount > 0) {
            order.refunds = [...(order.refunds ?? []), newRefund(db, order, ret.refund_amount, 'return', null, at)]
            const { refundable_amount } = orderTotals(order)
            order.payment_status = refundable_amount <= 0 ? 'refunded' : 'partially_refunded'
          }
        }
        order.updated_at = at
        return HttpResponse.json({ return: { ...ret, swap } })
      }),
    ),

    http.get(
      `${BASE}/admin/regions`,
      admin(db, ({ request }) => {
        const query = readQuery(request, { limit: 'number', offset: 'number', q: 'string', created_at: 'dates', updated_at: 'dates', deleted_at: 'dates' })
        const found = db.regions.filter((r) => ilike(query.str('q'), r.name))
        const { items, count, offset, limit } = page(sortBy(found, 'created_at'), query, 50)
        return HttpResponse.json({ regions: items, count, offset, limit })
      }),
    ),
  ]
}
