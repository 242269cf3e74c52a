import type { AdminPostOrdersOrderSwapsReq, AdminPostOrdersOrderSwapsSwapShipmentsReq, Order, Swap } from '@medusajs/client-types'
import { http } from 'msw'
import { admin, BASE, invalidData, notFound, opt, readBody, req } from '../http'
import { newSwap } from './events'
import { createReturn } from './mutations-fulfillment'
import {
  announce,
  answerOrder,
  cancelFulfillment,
  findFulfillment,
  fulfill,
  fulfillOwnBody,
  invalid,
  notAllowed,
  refund,
  returnItem,
  ship,
  trackingBody,
  variantLine,
  type MutationDb,
} from './mutations-shared'
import { newLineItem } from './parts'
import { findOrder } from './orders'

// Swaps under an order (routes/admin/orders/create-swap.ts, cancel-swap.ts, fulfill-swap.ts,
// cancel-fulfillment-swap.ts, create-swap-shipment.ts, process-swap-payment.ts; services/swap.ts).

/** The order and its swap; 404s as the routes answer them. */
function orderAndSwap(db: MutationDb, params: Record<string, string>): { order: Order; swap: Swap } {
  const order = findOrder(db, params.id ?? '')
  const swap = db.orders.flatMap((o) => o.swaps ?? []).find((s) => s.id === params.swapId) ?? notFound('Swap was not found')
  if (swap.order_id !== order.id) notFound(`no swap was found with the id: ${params.swapId} related to order: ${order.id}`)
  return { order, swap }
}

export function swapMutationHandlers(db: MutationDb) {
  const route = (path: string) => `${BASE}/admin/orders/:id/swaps${path}`
  return [
    http.post(
      route(''),
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostOrdersOrderSwapsReq>(request, {
          return_items: req('array', { schema: returnItem }),
          return_shipping: opt('nested', { schema: { option_id: req('string'), price: opt('int') } }),
          additional_items: opt('array', { schema: { variant_id: req('string'), quantity: req('number') } }),
          sales_channel_id: opt('string'),
          custom_shipping_options: opt('array', { schema: { option_id: req('string'), price: req('int') } }),
          no_notification: opt('boolean'),
          return_location_id: opt('string'),
          allow_backorder: opt('boolean'),
        })
        if (body.return_items.some((i) => i.quantity < 1)) invalidData('quantity must not be less than 1')
        const order = findOrder(db, params.id ?? '')
        if (order.payment_status !== 'captured') notAllowed('Cannot swap an order that has not been captured')
        if (order.fulfillment_status === 'not_fulfilled') notAllowed('Cannot swap an order that has not been fulfilled')
        if (order.canceled_at) invalid('Cannot create a swap on a canceled item.')
        const swap = newSwap(db, order, db.now())
        // The customer confirms an admin-made swap by completing its cart: until then there is
        // nothing to pay or fulfil (confirmed_at null, no shipping method, difference unknown).
        Object.assign(swap, { confirmed_at: null, payment_status: 'not_paid', difference_due: null, no_notification: body.no_notification ?? order.no_notification })
        swap.additional_items = (body.additional_items ?? []).map(({ variant_id, quantity }) =>
          newLineItem(db, { swap_id: swap.id }, { ...variantLine(db, order, variant_id), quantity }, db.now()),
        )
        swap.return_order = createReturn(db, order, { order_id: null, swap_id: swap.id }, body.return_items, body.return_shipping, undefined)
        order.swaps = [...(order.swaps ?? []), swap]
        order.updated_at = db.now()
        announce(db, order, 'swap.created', body.no_notification)
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/:swapId/cancel'),
      admin(db, ({ params }) => {
        const { order, swap } = orderAndSwap(db, params)
        if (['difference_refunded', 'partially_refunded', 'refunded'].includes(swap.payment_status)) notAllowed('Swap with a refund cannot be canceled')
        if ((swap.fulfillments ?? []).some((f) => !f.canceled_at)) notAllowed('All fulfillments must be canceled before the swap can be canceled')
        if (swap.return_order && swap.return_order.status !== 'canceled') notAllowed('Return must be canceled before the swap can be canceled')
        const at = db.now()
        Object.assign(swap, { payment_status: 'canceled', fulfillment_status: 'canceled', canceled_at: at, updated_at: at })
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/:swapId/fulfillments'),
      admin(db, async ({ request, params }) => {
        const body = await readBody<{ no_notification?: boolean }>(request, fulfillOwnBody)
        const { order, swap } = orderAndSwap(db, params)
        if (swap.canceled_at) notAllowed('Canceled swap cannot be fulfilled')
        if (swap.fulfillment_status !== 'not_fulfilled' && swap.fulfillment_status !== 'canceled') notAllowed('The swap was already fulfilled')
        if (!swap.shipping_methods?.length) notAllowed("Cannot fulfill an swap that doesn't have shipping methods")
        const lines = (swap.additional_items ?? []).map((item) => ({ item, quantity: item.quantity - (item.fulfilled_quantity ?? 0) }))
        swap.fulfillments = [...(swap.fulfillments ?? []), fulfill(db, { swap_id: swap.id }, lines, body.no_notification)]
        swap.fulfillment_status = 'fulfilled'
        swap.updated_at = db.now()
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/:swapId/fulfillments/:fulfillmentId/cancel'),
      admin(db, ({ params }) => {
        const fulfillment = findFulfillment(db, params.fulfillmentId ?? '')
        if (fulfillment.swap_id !== params.swapId) {
          notFound(`no fulfillment was found with the id: ${params.fulfillmentId} related to swap: ${params.id}`)
        }
        const { order, swap } = orderAndSwap(db, params)
        cancelFulfillment(db, fulfillment, swap.additional_items ?? [])
        swap.fulfillment_status = 'canceled'
        swap.updated_at = db.now()
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/:swapId/shipments'),
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostOrdersOrderSwapsSwapShipmentsReq>(request, trackingBody)
        const { order, swap } = orderAndSwap(db, params)
        if (swap.canceled_at) notAllowed('Canceled swap cannot be fulfilled as shipped')
        const fulfillment = findFulfillment(db, body.fulfillment_id)
        ship(db, fulfillment, body.tracking_numbers, swap.additional_items ?? [])
        const all = (swap.additional_items ?? []).every((i) => i.shipped_quantity === i.quantity)
        swap.fulfillment_status = all ? 'shipped' : 'partially_shipped'
        swap.updated_at = db.now()
        announce(db, order, 'swap.shipment_created', body.no_notification)
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/:swapId/process-payment'),
      admin(db, ({ params }) => {
        const { order, swap } = orderAndSwap(db, params)
        if (swap.canceled_at) notAllowed('Canceled swap cannot be processed')
        if (!swap.confirmed_at) notAllowed("Cannot process a swap that hasn't been confirmed by the customer")
        const due = swap.difference_due ?? 0
        if (due <= 0 && swap.payment_status !== 'difference_refunded') {
          if (due < 0) refund(db, order, -due, 'swap', null)
          swap.payment_status = 'difference_refunded'
        } else if (due > 0 && swap.payment_status !== 'captured') {
          // The manual provider captures what the swap's cart authorised; without one it fails.
          if (swap.payment) {
            swap.payment.captured_at = db.now()
            swap.payment_status = 'captured'
          } else swap.payment_status = 'requires_action'
        }
        swap.updated_at = db.now()
        return answerOrder(order)
      }),
    ),
  ]
}
