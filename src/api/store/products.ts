import type {
  StoreGetProductsParams,
  StoreGetProductsProductParams,
  StorePostSearchReq,
  StorePostSearchRes,
  StoreProductsListRes,
  StoreProductsRes,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/store/products'

export const storeProducts = {
  /** Prices are computed for the context given by cart_id, region_id or currency_code. */
  list: (query?: StoreGetProductsParams) => client.get<StoreProductsListRes>(base, query),
  retrieve: (id: string, query?: StoreGetProductsProductParams) => client.get<StoreProductsRes>(`${base}/${id}`, query),
  /** Full-text search through the search plugin; the hits' shape is the plugin's. */
  search: (body: StorePostSearchReq) => client.post<StorePostSearchRes>(`${base}/search`, body),
}
