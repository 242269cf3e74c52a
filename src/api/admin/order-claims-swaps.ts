import type {
  AdminOrdersRes,
  AdminPostOrdersOrderClaimsClaimFulfillmentsReq,
  AdminPostOrdersOrderClaimsClaimReq,
  AdminPostOrdersOrderClaimsClaimShipmentsReq,
  AdminPostOrdersOrderClaimsReq,
  AdminPostOrdersOrderSwapsReq,
  AdminPostOrdersOrderSwapsSwapFulfillmentsReq,
  AdminPostOrdersOrderSwapsSwapShipmentsReq,
} from '@medusajs/client-types'
import { client } from '../client'

// Swaps and claims are sub-resources of an order: every call answers the whole order.
const order = (id: string) => `/admin/orders/${id}`

export const orderSwaps = {
  create: (id: string, body: AdminPostOrdersOrderSwapsReq) => client.post<AdminOrdersRes>(`${order(id)}/swaps`, body),
  cancel: (id: string, swapId: string) => client.post<AdminOrdersRes>(`${order(id)}/swaps/${swapId}/cancel`),
  fulfill: (id: string, swapId: string, body: AdminPostOrdersOrderSwapsSwapFulfillmentsReq = {}) =>
    client.post<AdminOrdersRes>(`${order(id)}/swaps/${swapId}/fulfillments`, body),
  createShipment: (id: string, swapId: string, body: AdminPostOrdersOrderSwapsSwapShipmentsReq) =>
    client.post<AdminOrdersRes>(`${order(id)}/swaps/${swapId}/shipments`, body),
  processPayment: (id: string, swapId: string) => client.post<AdminOrdersRes>(`${order(id)}/swaps/${swapId}/process-payment`),
  cancelFulfillment: (id: string, swapId: string, fulfillmentId: string) =>
    client.post<AdminOrdersRes>(`${order(id)}/swaps/${swapId}/fulfillments/${fulfillmentId}/cancel`),
}

export const orderClaims = {
  create: (id: string, body: AdminPostOrdersOrderClaimsReq) => client.post<AdminOrdersRes>(`${order(id)}/claims`, body),
  update: (id: string, claimId: string, body: AdminPostOrdersOrderClaimsClaimReq) =>
    client.post<AdminOrdersRes>(`${order(id)}/claims/${claimId}`, body),
  cancel: (id: string, claimId: string) => client.post<AdminOrdersRes>(`${order(id)}/claims/${claimId}/cancel`),
  /** Medusa refuses (400 not_allowed) to fulfil a claim that has no shipping method. */
  fulfill: (id: string, claimId: string, body: AdminPostOrdersOrderClaimsClaimFulfillmentsReq = {}) =>
    client.post<AdminOrdersRes>(`${order(id)}/claims/${claimId}/fulfillments`, body),
  createShipment: (id: string, claimId: string, body: AdminPostOrdersOrderClaimsClaimShipmentsReq) =>
    client.post<AdminOrdersRes>(`${order(id)}/claims/${claimId}/shipments`, body),
  cancelFulfillment: (id: string, claimId: string, fulfillmentId: string) =>
    client.post<AdminOrdersRes>(`${order(id)}/claims/${claimId}/fulfillments/${fulfillmentId}/cancel`),
}
