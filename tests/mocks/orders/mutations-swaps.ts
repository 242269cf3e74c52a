import type { AdminPostOrdersOrderSwapsReq, Swap } from '@medusajs/client-types'
import { invalidData, opt, readBody, req } from '../http'
import { newSwap } from './events'
import { exchangeRoutes, newItems } from './exchanges'
import { createReturn } from './mutations-fulfillment'
import { announce, answerOrder, hasCanceledLine, invalid, notAllowed, refund, returnItem, trackingBody, type MutationDb } from './mutations-shared'
import { findOrder } from './orders'

// Swaps under an order (routes/admin/orders/create-swap.ts, cancel-swap.ts, fulfill-swap.ts,
// cancel-fulfillment-swap.ts, create-swap-shipment.ts, process-swap-payment.ts; services/swap.ts).
// Cancel, fulfil, cancel a fulfillment and ship answer as a claim's do (./exchanges.ts).

const swaps = exchangeRoutes<Swap>({
  kind: 'swap',
  list: (order) => order.swaps,
  owner: 'swap_id',
  unknown: () => 'Swap was not found',
  fulfillmentOwnerParam: 'id',
  refunded: (swap) => ['difference_refunded', 'partially_refunded', 'refunded'].includes(swap.payment_status),
  canceled: { payment_status: 'canceled' },
  unfulfillable: (swap) =>
    swap.fulfillment_status !== 'not_fulfilled' && swap.fulfillment_status !== 'canceled'
      ? 'The swap was already fulfilled'
      : !swap.shipping_methods?.length
        ? "Cannot fulfill an swap that doesn't have shipping methods"
        : undefined,
  shipmentBody: trackingBody,
})

export function swapMutationHandlers(db: MutationDb) {
  return swaps.handlers(db, {
    '': async ({ request, params }) => {
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
      if (hasCanceledLine(db, body.return_items.map((i) => i.item_id))) invalid('Cannot create a swap on a canceled item.')
      const swap = newSwap(db, order, db.now())
      // The customer confirms an admin-made swap by completing its cart: until then there is
      // nothing to pay or fulfil (confirmed_at null, no shipping method, difference unknown).
      Object.assign(swap, { confirmed_at: null, payment_status: 'not_paid', difference_due: null, no_notification: body.no_notification ?? order.no_notification })
      swap.additional_items = newItems(db, order, { swap_id: swap.id }, body.additional_items)
      swap.return_order = createReturn(db, order, { order_id: null, swap_id: swap.id }, body.return_items, body.return_shipping, undefined)
      order.swaps = [...(order.swaps ?? []), swap]
      order.updated_at = db.now()
      announce(db, order, 'swap.created', body.no_notification)
      return answerOrder(order)
    },

    '/:swapId/process-payment': ({ params }) => {
      const { order, record: swap } = swaps.find(db, params, false)
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
    },
  })
}
