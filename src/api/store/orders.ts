import type { StoreGetOrdersParams, StoreOrdersRes } from '@medusajs/client-types'
import { client, type RetrieveQuery } from '../client'

const base = '/store/orders'

export const storeOrders = {
  retrieve: (id: string, query?: RetrieveQuery) => client.get<StoreOrdersRes>(`${base}/${id}`, query),
  /** The order a completed cart became (GET /store/orders/cart/{cart_id}). */
  retrieveByCartId: (cartId: string, query?: RetrieveQuery) =>
    client.get<StoreOrdersRes>(`${base}/cart/${cartId}`, query),
  /** Guest lookup by display_id and email; 404 unless exactly one order matches. */
  lookup: (query: StoreGetOrdersParams) => client.get<StoreOrdersRes>(base, query),
}
