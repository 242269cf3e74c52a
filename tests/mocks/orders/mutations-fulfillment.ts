import type {
  AdminPostNotesNoteReq,
  AdminPostNotesReq,
  AdminPostOrdersOrderFulfillmentsReq,
  AdminPostOrdersOrderReturnsReq,
  AdminPostOrdersOrderShipmentReq,
  LineItem,
  Order,
  Return,
} from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { admin, BASE, invalidData, notFound, opt, readBody, req } from '../http'
import {
  announce,
  answerOrder,
  cancelFulfillment,
  findFulfillment,
  fulfill,
  invalid,
  lineRefund,
  notAllowed,
  returnItem,
  ship,
  trackingBody,
  type MutationDb,
} from './mutations-shared'
import { dated, newShippingMethod, orderTotals } from './parts'
import { findOrder } from './orders'

// Fulfillments and shipments of an order, requesting and canceling returns (receiving is in
// orders.ts), and notes: routes/admin/orders/create-fulfillment.ts, cancel-fulfillment.ts,
// create-shipment.ts, request-return.ts, routes/admin/returns/cancel-return.ts, routes/admin/notes.

/** The fulfillment status OrderService.createFulfillment / createShipment leave on the order. */
function fulfillmentStatus(order: Order, field: 'fulfilled_quantity' | 'shipped_quantity'): Order['fulfillment_status'] {
  const all = (order.items ?? []).every((i) => (i[field] ?? 0) === i.quantity)
  if (field === 'fulfilled_quantity') return all ? 'fulfilled' : 'partially_fulfilled'
  return all ? 'shipped' : 'partially_shipped'
}

/** ReturnService.create: each line returnable, the refund worked out unless given, less shipping. */
export function createReturn(
  db: MutationDb,
  order: Order,
  owner: { order_id: string | null; swap_id?: string; claim_order_id?: string },
  items: AdminPostOrdersOrderReturnsReq['items'],
  shipping: { option_id?: string; price?: number } | undefined,
  refundAmount: number | undefined,
  lines: LineItem[] = order.items ?? [],
): Return {
  // ReturnService.create: each line is first retrieved anywhere (404), its order must not be canceled;
  // only then is it looked up among this order's lines (refusal table: tests/mocks/orders/refusals.ts).
  const everyLine = db.orders.flatMap((o) => [...(o.items ?? []), ...(o.swaps ?? []).flatMap((s) => s.additional_items ?? []), ...(o.claims ?? []).flatMap((c) => c.additional_items ?? [])])
  for (const line of items) if (!everyLine.some((i) => i.id === line.item_id)) notFound(`Line item with ${line.item_id} was not found`)
  const chosen = items.map((line) => {
    if (order.canceled_at) invalid('Cannot create a return for a canceled item.')
    const item = lines.find((i) => i.id === line.item_id) ?? invalid('Return contains invalid line item')
    if (line.quantity > item.quantity - (item.returned_quantity ?? 0)) notAllowed('Cannot return more items than have been purchased')
    if (line.reason_id && !db.returnReasons.some((r) => r.id === line.reason_id)) notFound(`Return_reason with reason_id ${line.reason_id} does not exist.`)
    return { line, item }
  })
  // No refund check: ReturnService.create compares with a refundable_amount its plain retrieve leaves
  // unset, so Medusa 1.20 accepts any refund (contract: admin-accepted).
  const id = db.nextId('ret')
  const option = shipping?.option_id ? (db.shippingOptions.find((o) => o.id === shipping.option_id) ?? notFound(`Shipping Option with ${shipping.option_id} was not found`)) : undefined
  const shippingPrice = option ? (shipping?.price ?? option.amount ?? 0) : 0
  const shippingTotal = Math.round(shippingPrice * (1 + (order.region?.tax_rate ?? 0) / 100))
  const worth = chosen.reduce((sum, { line, item }) => sum + lineRefund(order, item, line.quantity), 0)
  return {
    id,
    status: 'requested',
    items: chosen.map(({ line }) => ({
      return_id: id,
      item_id: line.item_id,
      quantity: line.quantity,
      is_requested: true,
      requested_quantity: line.quantity,
      received_quantity: null,
      reason_id: line.reason_id ?? null,
      reason: db.returnReasons.find((r) => r.id === line.reason_id) ?? null,
      note: line.note ?? null,
      metadata: null,
    })),
    swap_id: owner.swap_id ?? null,
    claim_order_id: owner.claim_order_id ?? null,
    order_id: owner.order_id,
    shipping_method: option ? newShippingMethod(db, option, { return_id: id }, shippingPrice) : null,
    // ReturnService.fulfill with the manual provider: the shipping data is empty but set.
    shipping_data: option ? {} : null,
    location_id: null,
    refund_amount: Math.floor(refundAmount ?? worth - shippingTotal),
    no_notification: order.no_notification,
    idempotency_key: null,
    received_at: null,
    ...dated(db.now()),
    metadata: null,
  }
}

export function fulfillmentMutationHandlers(db: MutationDb) {
  const route = (path: string) => `${BASE}/admin/orders/:id${path}`
  return [
    http.post(
      route('/fulfillment'),
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostOrdersOrderFulfillmentsReq>(request, {
          items: req('array', { schema: { item_id: req('string'), quantity: req('int') } }),
          location_id: opt('string'),
          no_notification: opt('boolean'),
          metadata: opt('object'),
        })
        const order = findOrder(db, params.id ?? '')
        if (order.status === 'canceled') notAllowed('A canceled order cannot be fulfilled')
        if (!order.shipping_methods?.length) notAllowed('Cannot fulfill an order that lacks shipping methods')
        // Unknown items are let through and skipped (validateFulfillmentLineItem answers null).
        const lines = body.items.flatMap(({ item_id, quantity }) => {
          const item = order.items?.find((i) => i.id === item_id)
          if (!item) return []
          if (quantity > item.quantity - (item.fulfilled_quantity ?? 0)) notAllowed('Cannot fulfill more items than have been purchased')
          return [{ item, quantity }]
        })
        order.fulfillments = [...(order.fulfillments ?? []), fulfill(db, { order_id: order.id }, lines, body.no_notification)]
        order.fulfillment_status = fulfillmentStatus(order, 'fulfilled_quantity')
        order.updated_at = db.now()
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/fulfillments/:fulfillmentId/cancel'),
      admin(db, ({ params }) => {
        const fulfillment = findFulfillment(db, params.fulfillmentId ?? '')
        if (fulfillment.order_id !== params.id) {
          notFound(`no fulfillment was found with the id: ${params.fulfillmentId} related to order: ${params.id}`)
        }
        const order = findOrder(db, params.id ?? '')
        cancelFulfillment(db, fulfillment, order.items ?? [])
        // OrderService.cancelFulfillment marks the whole order canceled, whatever else it holds.
        order.fulfillment_status = 'canceled'
        order.updated_at = db.now()
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/shipment'),
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostOrdersOrderShipmentReq>(request, trackingBody)
        if (body.fulfillment_id === '') invalidData('fulfillment_id should not be empty')
        const order = findOrder(db, params.id ?? '')
        // OrderService.createShipment retrieves the fulfillment (anywhere) first, then checks the order.
        const fulfillment = findFulfillment(db, body.fulfillment_id)
        if (order.status === 'canceled') notAllowed('A canceled order cannot be fulfilled as shipped')
        if (fulfillment.order_id !== order.id) return notFound('Could not find fulfillment')
        ship(db, fulfillment, body.tracking_numbers, order.items ?? [])
        order.fulfillment_status = fulfillmentStatus(order, 'shipped_quantity')
        order.updated_at = db.now()
        announce(db, order, 'order.shipment_created', body.no_notification ?? fulfillment.no_notification ?? undefined)
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/return'),
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostOrdersOrderReturnsReq>(request, {
          items: req('array', { schema: returnItem }),
          return_shipping: opt('nested', { schema: { option_id: opt('string'), price: opt('int') } }),
          note: opt('string'),
          receive_now: opt('boolean'),
          no_notification: opt('boolean'),
          refund: opt('int'),
          location_id: opt('string'),
        })
        const order = findOrder(db, params.id ?? '')
        // A negative refund is sent as 0; 0 itself means "work it out" (request-return.ts).
        const refundAmount = body.refund !== undefined && body.refund < 0 ? 0 : body.refund || undefined
        const ret = createReturn(db, order, { order_id: order.id }, body.items, body.return_shipping, refundAmount)
        order.returns = [...(order.returns ?? []), ret]
        announce(db, order, 'order.return_requested', body.no_notification)
        if (body.receive_now) {
          // The route only runs ReturnService.receive: the return and its lines, no refund.
          ret.status = 'received'
          ret.received_at = db.now()
          for (const line of ret.items ?? []) {
            line.received_quantity = line.quantity
            const item = order.items?.find((i) => i.id === line.item_id)
            if (item) item.returned_quantity = (item.returned_quantity ?? 0) + line.quantity
          }
        }
        order.updated_at = db.now()
        return answerOrder(order)
      }),
    ),

    http.post(
      `${BASE}/admin/returns/:id/cancel`,
      admin(db, ({ params }) => {
        for (const order of db.orders) {
          const owned = [
            ...(order.returns ?? []),
            ...(order.swaps ?? []).flatMap((s) => (s.return_order ? [s.return_order] : [])),
            ...(order.claims ?? []).flatMap((c) => (c.return_order ? [c.return_order] : [])),
          ]
          const ret = owned.find((r) => r.id === params.id)
          if (!ret) continue
          if (ret.status === 'received') notAllowed("Can't cancel a return which has been returned")
          ret.status = 'canceled'
          ret.updated_at = db.now()
          return HttpResponse.json({ order: { ...order, ...orderTotals(order) } })
        }
        return notFound(`Return with id: ${params.id} was not found`)
      }),
    ),

    http.post(
      `${BASE}/admin/notes`,
      admin(db, async ({ request }) => {
        const body = await readBody<AdminPostNotesReq>(request, { resource_id: req('string'), resource_type: req('string'), value: req('string') })
        const at = db.now()
        const note = { id: db.nextId('note'), ...body, author_id: db.session?.id ?? null, author: db.session, ...dated(at), deleted_at: null, metadata: null }
        db.notes.push(note)
        return HttpResponse.json({ note })
      }),
    ),

    http.post(
      `${BASE}/admin/notes/:id`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostNotesNoteReq>(request, { value: req('string') })
        const note = db.notes.find((n) => n.id === params.id) ?? notFound(`Note with id: ${params.id} was not found.`)
        note.value = body.value
        note.updated_at = db.now()
        return HttpResponse.json({ note })
      }),
    ),

    http.delete(
      `${BASE}/admin/notes/:id`,
      admin(db, ({ params }) => {
        const note = db.notes.find((n) => n.id === params.id) ?? notFound(`Note with id: ${params.id} was not found.`)
        db.notes = db.notes.filter((n) => n !== note)
        return HttpResponse.json({ id: note.id, object: 'note', deleted: true })
      }),
    ),
  ]
}
