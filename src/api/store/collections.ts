import type { StoreCollectionsListRes, StoreCollectionsRes, StoreGetCollectionsParams } from '@medusajs/client-types'
import { client } from '../client'

const base = '/store/collections'

export const storeCollections = {
  list: (query?: StoreGetCollectionsParams) => client.get<StoreCollectionsListRes>(base, query),
  retrieve: (id: string) => client.get<StoreCollectionsRes>(`${base}/${id}`),
}
