import type {
  StoreCartsRes,
  StoreCompleteCartRes,
  StorePostCartReq,
  StorePostCartsCartLineItemsItemReq,
  StorePostCartsCartLineItemsReq,
  StorePostCartsCartPaymentSessionReq,
  StorePostCartsCartPaymentSessionUpdateReq,
  StorePostCartsCartReq,
  StorePostCartsCartShippingMethodReq,
} from '@medusajs/client-types'
import { client, type RetrieveQuery } from '../client'

const base = '/store/carts'

// Checkout in the order a shop runs it: create, createLineItem, update (email, addresses),
// addShippingMethod, createPaymentSessions, setPaymentSession({ provider_id: 'manual' }), complete.
export const storeCarts = {
  /** Every field is optional: without region_id the server picks the store's first region. */
  create: (body?: StorePostCartReq) => client.post<StoreCartsRes>(base, body),
  retrieve: (id: string, query?: RetrieveQuery) => client.get<StoreCartsRes>(`${base}/${id}`, query),
  update: (id: string, body: StorePostCartsCartReq) => client.post<StoreCartsRes>(`${base}/${id}`, body),
  /** Places the order: `type` says whether `data` is an order, a swap, or the cart (payment needs more action). */
  complete: (id: string) => client.post<StoreCompleteCartRes>(`${base}/${id}/complete`),
  addShippingMethod: (id: string, body: StorePostCartsCartShippingMethodReq) =>
    client.post<StoreCartsRes>(`${base}/${id}/shipping-methods`, body),
  /** Removes a discount by its code (DELETE /store/carts/{id}/discounts/{code}). */
  deleteDiscount: (id: string, code: string) =>
    client.delete<StoreCartsRes>(`${base}/${id}/discounts/${encodeURIComponent(code)}`),

  /** One session per payment provider of the cart's region. */
  createPaymentSessions: (id: string) => client.post<StoreCartsRes>(`${base}/${id}/payment-sessions`),
  /** Selects the session that complete will authorize (POST .../payment-session, singular). */
  setPaymentSession: (id: string, body: StorePostCartsCartPaymentSessionReq) =>
    client.post<StoreCartsRes>(`${base}/${id}/payment-session`, body),
  updatePaymentSession: (id: string, providerId: string, body: StorePostCartsCartPaymentSessionUpdateReq) =>
    client.post<StoreCartsRes>(`${base}/${id}/payment-sessions/${providerId}`, body),
  refreshPaymentSession: (id: string, providerId: string) =>
    client.post<StoreCartsRes>(`${base}/${id}/payment-sessions/${providerId}/refresh`),
  deletePaymentSession: (id: string, providerId: string) =>
    client.delete<StoreCartsRes>(`${base}/${id}/payment-sessions/${providerId}`),

  createLineItem: (id: string, body: StorePostCartsCartLineItemsReq) =>
    client.post<StoreCartsRes>(`${base}/${id}/line-items`, body),
  updateLineItem: (id: string, lineId: string, body: StorePostCartsCartLineItemsItemReq) =>
    client.post<StoreCartsRes>(`${base}/${id}/line-items/${lineId}`, body),
  deleteLineItem: (id: string, lineId: string) => client.delete<StoreCartsRes>(`${base}/${id}/line-items/${lineId}`),
}
