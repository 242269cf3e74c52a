import type { StorePostReturnsReq, StoreReturnsRes } from '@medusajs/client-types'
import { client } from '../client'

export const storeReturns = {
  create: (body: StorePostReturnsReq) => client.post<StoreReturnsRes>('/store/returns', body),
}
