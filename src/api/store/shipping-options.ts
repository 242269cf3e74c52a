import type {
  StoreCartShippingOptionsListRes,
  StoreGetShippingOptionsParams,
  StoreShippingOptionsListRes,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/store/shipping-options'

export const storeShippingOptions = {
  /** product_ids is one comma-separated string; is_return is sent as the text true/false. */
  list: (query?: StoreGetShippingOptionsParams) => client.get<StoreShippingOptionsListRes>(base, query),
  /** The options a cart can use, priced for it (GET /store/shipping-options/{cart_id}). */
  listCartOptions: (cartId: string) => client.get<StoreCartShippingOptionsListRes>(`${base}/${cartId}`),
}
