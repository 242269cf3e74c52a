import { products } from '@/api/admin/products'
import type { MswRefusalSide } from '../refusals.test'
import { makeProduct, type ProductRefusalContext } from './refusals'

let serial = 0

/** The products mock's side of its table: a product made through the mock in the first sales channel. */
export const msw: MswRefusalSide<ProductRefusalContext> = {
  context: (db) => makeProduct({ api: { products }, salesChannelId: db.salesChannels[0]?.id ?? '', unique: (prefix) => `${prefix}-${(serial += 1)}` }),
}
