import { priceLists } from '@/api/admin/price-lists'
import type { MswRefusalSide } from '../refusals.test'
import { makeList, type PriceListRefusalContext } from './refusals'

let serial = 0

/** The price lists mock's side of its table: a list made through the mock and a seeded variant. */
export const msw: MswRefusalSide<PriceListRefusalContext> = {
  context: (db) => makeList({ api: { priceLists }, variantId: db.products[0]?.variants[0]?.id ?? '', unique: (prefix) => `${prefix} ${(serial += 1)}` }),
}
