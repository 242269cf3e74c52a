import type {
  AdminDeleteSalesChannelsChannelStockLocationsReq,
  AdminPostSalesChannelsChannelStockLocationsReq,
  AdminPostStockLocationsLocationReq,
  AdminPostStockLocationsReq,
  AdminSalesChannelsRes,
  AdminStockLocationsDeleteRes,
  SalesChannel,
  StockLocationAddressDTO,
  StockLocationDTO,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/stock-locations'

/**
 * A stock location as Medusa 1.20 answers it with `expand=address,sales_channels`. client-types types
 * `sales_channels` as one channel; the route (utils/join-sales-channels.ts) answers an array.
 */
export type StockLocation = Omit<StockLocationDTO, 'address'> & {
  address?: StockLocationAddressDTO | null
  sales_channels?: SalesChannel[]
}

/** GET /admin/stock-locations (list-stock-locations.ts): `q` matches the name; `sales_channel_id` the channel's locations. */
export interface StockLocationsQuery {
  q?: string
  id?: string | string[]
  sales_channel_id?: string | string[]
  order?: string
  offset?: number
  limit?: number
  expand?: string
  fields?: string
}

export interface StockLocationsListRes {
  stock_locations: StockLocation[]
  count: number
  offset: number
  limit: number
}

export interface StockLocationRes {
  stock_location: StockLocation
}

/** The relations the console shows: a location's address and the sales channels it serves. */
export const LOCATION_EXPAND = 'address,sales_channels'

export const stockLocations = {
  list: (query: StockLocationsQuery = {}) => client.get<StockLocationsListRes>(base, { expand: LOCATION_EXPAND, ...query }),
  retrieve: (id: string) => client.get<StockLocationRes>(`${base}/${id}`, { expand: LOCATION_EXPAND }),
  // Medusa 1.20's create and update routes cannot join sales_channels (500): the answer has no channels.
  create: (body: AdminPostStockLocationsReq) => client.post<StockLocationRes>(base, body, { expand: 'address' }),
  update: (id: string, body: AdminPostStockLocationsLocationReq) => client.post<StockLocationRes>(`${base}/${id}`, body, { expand: 'address' }),
  /** Deletes the location, its channel links, and (with the inventory module) its levels and reservations. */
  delete: (id: string) => client.delete<AdminStockLocationsDeleteRes>(`${base}/${id}`),
  /** POST /admin/sales-channels/{id}/stock-locations: the channel sells from the location. */
  addSalesChannel: (salesChannelId: string, body: AdminPostSalesChannelsChannelStockLocationsReq) =>
    client.post<AdminSalesChannelsRes>(`/admin/sales-channels/${salesChannelId}/stock-locations`, body),
  /** DELETE /admin/sales-channels/{id}/stock-locations: answers `{ id, object: 'stock-location', deleted }`. */
  removeSalesChannel: (salesChannelId: string, body: AdminDeleteSalesChannelsChannelStockLocationsReq) =>
    client.delete<AdminStockLocationsDeleteRes>(`/admin/sales-channels/${salesChannelId}/stock-locations`, body),
}
