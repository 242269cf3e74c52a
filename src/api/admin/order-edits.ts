import type {
  AdminOrderEditDeleteRes,
  AdminOrderEditItemChangeDeleteRes,
  AdminOrderEditsListRes,
  AdminOrderEditsRes,
  AdminPostOrderEditsEditLineItemsLineItemReq,
  AdminPostOrderEditsEditLineItemsReq,
  AdminPostOrderEditsOrderEditReq,
  AdminPostOrderEditsReq,
  GetOrderEditsOrderEditParams,
  GetOrderEditsParams,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/order-edits'

export const orderEdits = {
  list: (query?: GetOrderEditsParams) => client.get<AdminOrderEditsListRes>(base, query),
  retrieve: (id: string, query?: GetOrderEditsOrderEditParams) => client.get<AdminOrderEditsRes>(`${base}/${id}`, query),
  create: (body: AdminPostOrderEditsReq) => client.post<AdminOrderEditsRes>(base, body),
  update: (id: string, body: AdminPostOrderEditsOrderEditReq) => client.post<AdminOrderEditsRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminOrderEditDeleteRes>(`${base}/${id}`),

  addItem: (id: string, body: AdminPostOrderEditsEditLineItemsReq) => client.post<AdminOrderEditsRes>(`${base}/${id}/items`, body),
  updateItem: (id: string, itemId: string, body: AdminPostOrderEditsEditLineItemsLineItemReq) =>
    client.post<AdminOrderEditsRes>(`${base}/${id}/items/${itemId}`, body),
  removeItem: (id: string, itemId: string) => client.delete<AdminOrderEditsRes>(`${base}/${id}/items/${itemId}`),
  deleteItemChange: (id: string, changeId: string) =>
    client.delete<AdminOrderEditItemChangeDeleteRes>(`${base}/${id}/changes/${changeId}`),

  /**
   * Asks the customer to confirm. Medusa 1.20 also accepts an optional `payment_collection_description`
   * here, which client-types does not declare, so nothing is sent (as medusa-js does).
   */
  requestConfirmation: (id: string) => client.post<AdminOrderEditsRes>(`${base}/${id}/request`),
  cancel: (id: string) => client.post<AdminOrderEditsRes>(`${base}/${id}/cancel`),
  confirm: (id: string) => client.post<AdminOrderEditsRes>(`${base}/${id}/confirm`),
}
