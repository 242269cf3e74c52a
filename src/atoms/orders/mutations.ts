import type {
  AdminPostOrdersOrderFulfillmentsReq,
  AdminPostOrdersOrderRefundsReq,
  AdminPostOrdersOrderReq,
  AdminPostOrdersOrderReturnsReq,
  AdminPostOrdersOrderShipmentReq,
  AdminPostOrdersOrderShippingMethodsReq,
  AdminPostReturnsReturnReceiveReq,
  Return,
} from '@medusajs/client-types'
import type { QueryKey } from '@tanstack/react-query'
import { notes } from '@/api/admin/notes'
import { notifications } from '@/api/admin/notifications'
import { orders } from '@/api/admin/orders'
import { returns } from '@/api/admin/returns'
import { orderQueries } from './keys'
import { mutation } from '@/atoms/core/query'

/**
 * Every write of the orders area (issue 5), each declared once with what it refetches. An order
 * change refetches that order's detail, every order list and the order pickers; changes that make
 * Medusa send a notification (cancel, shipment, return, refund, swap, claim) refetch the order's
 * notifications too. Notes and notification resends do not change the order: only their lists.
 * Swaps and claims: ./exchanges.ts.
 */

/** What any change to one order makes stale. */
export const orderTouched = (orderId: string): QueryKey[] => [
  orderQueries.detail(orderId).queryKey,
  orderQueries.lists(),
  orderQueries.searches(),
]
/** An order change Medusa announces with an event a notification provider may answer. */
export const orderAnnounced = (orderId: string): QueryKey[] => [...orderTouched(orderId), orderQueries.notifications(orderId).queryKey]

type WithBody<B> = { id: string; body: B }

// ---- orders ----

export const updateOrderMutation = mutation({
  mutationFn: ({ id, body }: WithBody<AdminPostOrdersOrderReq>) => orders.update(id, body),
  invalidates: (_data, { id }) => orderTouched(id),
})

export const completeOrderMutation = mutation({
  mutationFn: (id: string) => orders.complete(id),
  invalidates: (_data, id) => orderTouched(id),
})

export const archiveOrderMutation = mutation({
  mutationFn: (id: string) => orders.archive(id),
  invalidates: (_data, id) => orderTouched(id),
})

export const captureOrderMutation = mutation({
  mutationFn: (id: string) => orders.capture(id),
  invalidates: (_data, id) => orderTouched(id),
})

export const cancelOrderMutation = mutation({
  mutationFn: (id: string) => orders.cancel(id),
  invalidates: (_data, id) => orderAnnounced(id),
})

export const refundOrderMutation = mutation({
  mutationFn: ({ id, body }: WithBody<AdminPostOrdersOrderRefundsReq>) => orders.refund(id, body),
  invalidates: (_data, { id }) => orderAnnounced(id),
})

export const createFulfillmentMutation = mutation({
  mutationFn: ({ id, body }: WithBody<AdminPostOrdersOrderFulfillmentsReq>) => orders.createFulfillment(id, body),
  invalidates: (_data, { id }) => orderAnnounced(id),
})

export const cancelFulfillmentMutation = mutation({
  mutationFn: ({ id, fulfillmentId }: { id: string; fulfillmentId: string }) => orders.cancelFulfillment(id, fulfillmentId),
  invalidates: (_data, { id }) => orderTouched(id),
})

export const createShipmentMutation = mutation({
  mutationFn: ({ id, body }: WithBody<AdminPostOrdersOrderShipmentReq>) => orders.createShipment(id, body),
  invalidates: (_data, { id }) => orderAnnounced(id),
})

export const requestReturnMutation = mutation({
  mutationFn: ({ id, body }: WithBody<AdminPostOrdersOrderReturnsReq>) => orders.requestReturn(id, body),
  invalidates: (_data, { id }) => [...orderAnnounced(id)],
})

export const addShippingMethodMutation = mutation({
  mutationFn: ({ id, body }: WithBody<AdminPostOrdersOrderShippingMethodsReq>) => orders.addShippingMethod(id, body),
  invalidates: (_data, { id }) => orderTouched(id),
})

// ---- returns (by return id; the order is found from the answer) ----

/** The order a return belongs to: its own `order_id`, or for a swap's return (order_id null) the swap's. */
export function orderIdOfReturn(ret: Pick<Return, 'order_id' | 'swap'>): string | undefined {
  return ret.order_id ?? ret.swap?.order_id ?? undefined
}

export const receiveReturnMutation = mutation({
  mutationFn: ({ id, body }: WithBody<AdminPostReturnsReturnReceiveReq>) => returns.receive(id, body),
  invalidates: ({ return: received }) => {
    const orderId = orderIdOfReturn(received)
    const order = orderId ? orderAnnounced(orderId) : [orderQueries.lists()]
    return order
  },
})

/** Answers the order the return belonged to. */
export const cancelReturnMutation = mutation({
  mutationFn: (id: string) => returns.cancel(id),
  invalidates: ({ order }) => [...orderTouched(order.id)],
})

// ---- notes and notifications of an order ----

export const addOrderNoteMutation = mutation({
  mutationFn: ({ orderId, value }: { orderId: string; value: string }) =>
    notes.create({ resource_id: orderId, resource_type: 'order', value }),
  invalidates: (_data, { orderId }) => [orderQueries.notes(orderId).queryKey],
})

export const updateNoteMutation = mutation({
  mutationFn: ({ id, value }: { id: string; value: string }) => notes.update(id, { value }),
  invalidates: ({ note }) => [orderQueries.notes(note.resource_id).queryKey],
})

/** The delete answer names only the note: the order comes from the caller. */
export const deleteNoteMutation = mutation({
  mutationFn: ({ id }: { id: string; orderId: string }) => notes.delete(id),
  invalidates: (_data, { orderId }) => [orderQueries.notes(orderId).queryKey],
})

/** Sends it again, to `to` when given; the resend joins the original's `resends`. */
export const resendNotificationMutation = mutation({
  mutationFn: ({ id, to }: { id: string; to?: string }) => notifications.resend(id, to ? { to } : {}),
  invalidates: ({ notification }) => [orderQueries.notifications(notification.resource_id).queryKey],
})
