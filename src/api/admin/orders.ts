import type {
  AdminGetOrdersOrderParams,
  AdminGetOrdersParams,
  AdminOrdersListRes,
  AdminOrdersRes,
  AdminPostOrdersOrderFulfillmentsReq,
  AdminPostOrdersOrderRefundsReq,
  AdminPostOrdersOrderReq,
  AdminPostOrdersOrderReturnsReq,
  AdminPostOrdersOrderShipmentReq,
  AdminPostOrdersOrderShippingMethodsReq,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/orders'

// Swaps and claims under an order live in ./order-claims-swaps.ts.
export const orders = {
  /**
   * POST /admin/orders, as SPEC §7 lists it. Medusa removed this route in 1.3.5 (1.20 answers 404) and
   * client-types has no request type for it: the body borrows the update type, whose fields came from
   * the old create request (email, addresses, items, region, customer_id, payment and shipping method).
   */
  create: (body: AdminPostOrdersOrderReq) => client.post<AdminOrdersRes>(base, body),
  list: (query?: AdminGetOrdersParams) => client.get<AdminOrdersListRes>(base, query),
  retrieve: (id: string, query?: AdminGetOrdersOrderParams) => client.get<AdminOrdersRes>(`${base}/${id}`, query),
  update: (id: string, body: AdminPostOrdersOrderReq) => client.post<AdminOrdersRes>(`${base}/${id}`, body),

  complete: (id: string) => client.post<AdminOrdersRes>(`${base}/${id}/complete`),
  capture: (id: string) => client.post<AdminOrdersRes>(`${base}/${id}/capture`),
  cancel: (id: string) => client.post<AdminOrdersRes>(`${base}/${id}/cancel`),
  archive: (id: string) => client.post<AdminOrdersRes>(`${base}/${id}/archive`),

  refund: (id: string, body: AdminPostOrdersOrderRefundsReq) => client.post<AdminOrdersRes>(`${base}/${id}/refund`, body),
  createFulfillment: (id: string, body: AdminPostOrdersOrderFulfillmentsReq) =>
    client.post<AdminOrdersRes>(`${base}/${id}/fulfillment`, body),
  cancelFulfillment: (id: string, fulfillmentId: string) =>
    client.post<AdminOrdersRes>(`${base}/${id}/fulfillments/${fulfillmentId}/cancel`),
  createShipment: (id: string, body: AdminPostOrdersOrderShipmentReq) =>
    client.post<AdminOrdersRes>(`${base}/${id}/shipment`, body),
  requestReturn: (id: string, body: AdminPostOrdersOrderReturnsReq) => client.post<AdminOrdersRes>(`${base}/${id}/return`, body),
  addShippingMethod: (id: string, body: AdminPostOrdersOrderShippingMethodsReq) =>
    client.post<AdminOrdersRes>(`${base}/${id}/shipping-methods`, body),
}
