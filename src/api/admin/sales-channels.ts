import type {
  AdminDeleteSalesChannelsChannelProductsBatchReq,
  AdminGetSalesChannelsParams,
  AdminPostSalesChannelsChannelProductsBatchReq,
  AdminPostSalesChannelsReq,
  AdminPostSalesChannelsSalesChannelReq,
  AdminSalesChannelsDeleteRes,
  AdminSalesChannelsListRes,
  AdminSalesChannelsRes,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/sales-channels'

export const salesChannels = {
  create: (body: AdminPostSalesChannelsReq) => client.post<AdminSalesChannelsRes>(base, body),
  list: (query?: AdminGetSalesChannelsParams) => client.get<AdminSalesChannelsListRes>(base, query),
  retrieve: (id: string) => client.get<AdminSalesChannelsRes>(`${base}/${id}`),
  update: (id: string, body: AdminPostSalesChannelsSalesChannelReq) =>
    client.post<AdminSalesChannelsRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminSalesChannelsDeleteRes>(`${base}/${id}`),
  addProducts: (id: string, body: AdminPostSalesChannelsChannelProductsBatchReq) =>
    client.post<AdminSalesChannelsRes>(`${base}/${id}/products/batch`, body),
  removeProducts: (id: string, body: AdminDeleteSalesChannelsChannelProductsBatchReq) =>
    client.delete<AdminSalesChannelsRes>(`${base}/${id}/products/batch`, body),
}
