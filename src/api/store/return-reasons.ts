import type { StoreReturnReasonsListRes, StoreReturnReasonsRes } from '@medusajs/client-types'
import { client } from '../client'

const base = '/store/return-reasons'

export const storeReturnReasons = {
  /** Top-level reasons, each with its child reasons. */
  list: () => client.get<StoreReturnReasonsListRes>(base),
  retrieve: (id: string) => client.get<StoreReturnReasonsRes>(`${base}/${id}`),
}
