import type {
  StoreGetVariantsParams,
  StoreGetVariantsVariantParams,
  StoreVariantsListRes,
  StoreVariantsRes,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/store/variants'

export const storeVariants = {
  list: (query?: StoreGetVariantsParams) => client.get<StoreVariantsListRes>(base, query),
  retrieve: (id: string, query?: StoreGetVariantsVariantParams) => client.get<StoreVariantsRes>(`${base}/${id}`, query),
}
