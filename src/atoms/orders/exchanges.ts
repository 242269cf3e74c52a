import type {
  AdminPostOrdersOrderClaimsClaimFulfillmentsReq,
  AdminPostOrdersOrderClaimsClaimReq,
  AdminPostOrdersOrderClaimsClaimShipmentsReq,
  AdminPostOrdersOrderClaimsReq,
  AdminPostOrdersOrderSwapsReq,
  ClaimOrder,
  Swap,
} from '@medusajs/client-types'
import { orderClaims, orderSwaps } from '@/api/admin/order-claims-swaps'
import { mutation } from '@/atoms/core/query'
import { orderAnnounced, orderTouched } from './mutations'

/**
 * Writes under a swap or a claim of an order (`id` is the order's). Medusa's swap and claim routes
 * cancel, fulfil, cancel a fulfillment and ship alike, so those four are declared once per kind;
 * creating either, updating a claim and settling a swap's payment are their own.
 */

/** The two kinds of exchange Medusa keeps under an order. */
export type ExchangeKind = 'swap' | 'claim'
export type Exchange<K extends ExchangeKind> = { swap: Swap; claim: ClaimOrder }[K]

type WithBody<B> = { id: string; body: B }
/** The order (`id`) and its swap or claim (`exchangeId`). */
type Under = { id: string; exchangeId: string }
// The swap and claim bodies of these calls are the same fields (a claim shipment has no
// no_notification): the claim's types fit both.
type FulfillBody = AdminPostOrdersOrderClaimsClaimFulfillmentsReq
type ShipmentBody = AdminPostOrdersOrderClaimsClaimShipmentsReq

const apis = { swap: orderSwaps, claim: orderClaims }

function sharedMutations(kind: ExchangeKind) {
  const api = apis[kind]
  return {
    cancel: mutation({
      mutationFn: ({ id, exchangeId }: Under) => api.cancel(id, exchangeId),
      invalidates: (_data, { id }) => orderTouched(id),
    }),
    fulfill: mutation({
      mutationFn: ({ id, exchangeId, body }: Under & { body?: FulfillBody }) => api.fulfill(id, exchangeId, body),
      invalidates: (_data, { id }) => orderTouched(id),
    }),
    cancelFulfillment: mutation({
      mutationFn: ({ id, exchangeId, fulfillmentId }: Under & { fulfillmentId: string }) => api.cancelFulfillment(id, exchangeId, fulfillmentId),
      invalidates: (_data, { id }) => orderTouched(id),
    }),
    ship: mutation({
      mutationFn: ({ id, exchangeId, body }: Under & { body: ShipmentBody }) => api.createShipment(id, exchangeId, body),
      invalidates: (_data, { id }) => orderAnnounced(id),
    }),
  }
}

/** Cancel, fulfil, cancel a fulfillment and ship, of each kind. */
export const exchangeMutations = { swap: sharedMutations('swap'), claim: sharedMutations('claim') }

// ---- what only a swap or only a claim has ----

export const createSwapMutation = mutation({
  mutationFn: ({ id, body }: WithBody<AdminPostOrdersOrderSwapsReq>) => orderSwaps.create(id, body),
  invalidates: (_data, { id }) => orderAnnounced(id),
})

export const processSwapPaymentMutation = mutation({
  mutationFn: ({ id, exchangeId }: Under) => orderSwaps.processPayment(id, exchangeId),
  invalidates: (_data, { id }) => orderTouched(id),
})

export const createClaimMutation = mutation({
  mutationFn: ({ id, body }: WithBody<AdminPostOrdersOrderClaimsReq>) => orderClaims.create(id, body),
  invalidates: (_data, { id }) => orderAnnounced(id),
})

export const updateClaimMutation = mutation({
  mutationFn: ({ id, exchangeId, body }: Under & { body: AdminPostOrdersOrderClaimsClaimReq }) => orderClaims.update(id, exchangeId, body),
  invalidates: (_data, { id }) => orderTouched(id),
})
