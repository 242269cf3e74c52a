import type { StoreGetRegionsParams, StoreRegionsListRes, StoreRegionsRes } from '@medusajs/client-types'
import { client } from '../client'

const base = '/store/regions'

export const storeRegions = {
  list: (query?: StoreGetRegionsParams) => client.get<StoreRegionsListRes>(base, query),
  retrieve: (id: string) => client.get<StoreRegionsRes>(`${base}/${id}`),
}
