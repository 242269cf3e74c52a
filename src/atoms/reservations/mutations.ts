import type { AdminPostReservationsReq, AdminPostReservationsReservationReq } from '@medusajs/client-types'
import type { QueryKey } from '@tanstack/react-query'
import { reservations } from '@/api/admin/reservations'
import { mutation } from '@/atoms/core/query'
import { inventoryQueries } from '@/atoms/inventory/keys'
import { orderQueries } from '@/atoms/orders/keys'
import { reservationQueries } from './keys'

/** The order whose line a reservation holds, when there is one: its panel shows what is reserved. */
type OfOrder = { orderId?: string }

/**
 * A reservation change makes every reservation list stale, and what is reserved and available of its
 * item (the variant inventory the order side reads); for an order's line, that order's reservations.
 */
const reservationTouched = ({ orderId }: OfOrder): QueryKey[] => [
  reservationQueries.all,
  inventoryQueries.all,
  ...(orderId ? [[...orderQueries.detail(orderId).queryKey, 'reservations']] : []),
]

export const createReservationMutation = mutation({
  mutationFn: ({ body }: { body: AdminPostReservationsReq } & OfOrder) => reservations.create(body),
  invalidates: (_data, vars) => reservationTouched(vars),
})

export const updateReservationMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostReservationsReservationReq } & OfOrder) => reservations.update(id, body),
  invalidates: (_data, vars) => reservationTouched(vars),
})

export const deleteReservationMutation = mutation({
  mutationFn: ({ id }: { id: string } & OfOrder) => reservations.delete(id),
  invalidates: (_data, vars) => reservationTouched(vars),
})
