import type {
  AdminDeletePublishableApiKeySalesChannelsBatchReq,
  AdminPostPublishableApiKeySalesChannelsBatchReq,
  AdminPostPublishableApiKeysPublishableApiKeyReq,
  AdminPostPublishableApiKeysReq,
  AdminPublishableApiKeyDeleteRes,
  AdminPublishableApiKeysListRes,
  AdminPublishableApiKeysListSalesChannelsRes,
  AdminPublishableApiKeysRes,
  GetPublishableApiKeySalesChannelsParams,
  GetPublishableApiKeysParams,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/publishable-api-keys'

/**
 * A publishable key's token is its id (`pk_…`): what a storefront sends as `x-publishable-api-key`.
 * The key's answer never holds its sales channels: they are `salesChannels(id)`.
 */
export const publishableApiKeys = {
  create: (body: AdminPostPublishableApiKeysReq) => client.post<AdminPublishableApiKeysRes>(base, body),
  list: (query?: GetPublishableApiKeysParams) => client.get<AdminPublishableApiKeysListRes>(base, query),
  retrieve: (id: string) => client.get<AdminPublishableApiKeysRes>(`${base}/${id}`),
  update: (id: string, body: AdminPostPublishableApiKeysPublishableApiKeyReq) => client.post<AdminPublishableApiKeysRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminPublishableApiKeyDeleteRes>(`${base}/${id}`),
  revoke: (id: string) => client.post<AdminPublishableApiKeysRes>(`${base}/${id}/revoke`),
  /** The key's sales channels, unpaged: `{ sales_channels }`. */
  salesChannels: (id: string, query?: GetPublishableApiKeySalesChannelsParams) =>
    client.get<AdminPublishableApiKeysListSalesChannelsRes>(`${base}/${id}/sales-channels`, query),
  addSalesChannels: (id: string, body: AdminPostPublishableApiKeySalesChannelsBatchReq) =>
    client.post<AdminPublishableApiKeysRes>(`${base}/${id}/sales-channels/batch`, body),
  removeSalesChannels: (id: string, body: AdminDeletePublishableApiKeySalesChannelsBatchReq) =>
    client.delete<AdminPublishableApiKeysRes>(`${base}/${id}/sales-channels/batch`, body),
}
