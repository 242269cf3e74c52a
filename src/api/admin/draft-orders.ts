import type {
  AdminDraftOrdersDeleteRes,
  AdminDraftOrdersListRes,
  AdminDraftOrdersRes,
  AdminGetDraftOrdersParams,
  AdminPostDraftOrdersDraftOrderLineItemsItemReq,
  AdminPostDraftOrdersDraftOrderLineItemsReq,
  AdminPostDraftOrdersDraftOrderRegisterPaymentRes,
  AdminPostDraftOrdersDraftOrderReq,
  AdminPostDraftOrdersReq,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/draft-orders'

export const draftOrders = {
  create: (body: AdminPostDraftOrdersReq) => client.post<AdminDraftOrdersRes>(base, body),
  list: (query?: AdminGetDraftOrdersParams) => client.get<AdminDraftOrdersListRes>(base, query),
  /** Medusa 1.20's GET /admin/draft-orders/{id} reads no query (no expand/fields). */
  retrieve: (id: string) => client.get<AdminDraftOrdersRes>(`${base}/${id}`),
  update: (id: string, body: AdminPostDraftOrdersDraftOrderReq) => client.post<AdminDraftOrdersRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminDraftOrdersDeleteRes>(`${base}/${id}`),

  addLineItem: (id: string, body: AdminPostDraftOrdersDraftOrderLineItemsReq) =>
    client.post<AdminDraftOrdersRes>(`${base}/${id}/line-items`, body),
  updateLineItem: (id: string, itemId: string, body: AdminPostDraftOrdersDraftOrderLineItemsItemReq) =>
    client.post<AdminDraftOrdersRes>(`${base}/${id}/line-items/${itemId}`, body),
  removeLineItem: (id: string, itemId: string) => client.delete<AdminDraftOrdersRes>(`${base}/${id}/line-items/${itemId}`),

  /** Registers payment with the built-in `system` provider and turns the draft into a captured order. */
  markPaid: (id: string) => client.post<AdminPostDraftOrdersDraftOrderRegisterPaymentRes>(`${base}/${id}/pay`),
}
