import type { StorePostSwapsReq, StoreSwapsRes } from '@medusajs/client-types'
import { client } from '../client'

const base = '/store/swaps'

export const storeSwaps = {
  create: (body: StorePostSwapsReq) => client.post<StoreSwapsRes>(base, body),
  /** The swap whose difference a cart pays (GET /store/swaps/{cart_id}). */
  retrieveByCartId: (cartId: string) => client.get<StoreSwapsRes>(`${base}/${cartId}`),
}
