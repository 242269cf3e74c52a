import { draftOrders } from '@/api/admin/draft-orders'
import { products } from '@/api/admin/products'
import type { MswRefusalSide } from '../refusals.test'
import { draftOrderHandlers } from './draft-orders'
import { seedDraftOrders } from './seed'
import { makeDraft, type DraftRefusalContext } from './refusals'

let serial = 0

/** The draft orders mock's side of its table: the seeded EUR region, its option, a USD option, a variant. */
export const msw: MswRefusalSide<DraftRefusalContext> = {
  handlers: (db) => draftOrderHandlers(db),
  context(base) {
    const db = seedDraftOrders(base)
    const region = (currency: string) => db.regions.find((r) => r.currency_code === currency)
    const optionOf = (currency: string) => db.shippingOptions.find((o) => o.region_id === region(currency)?.id && !o.is_return)?.id ?? ''
    return makeDraft({
      api: { draftOrders, products },
      regionId: region('eur')?.id ?? '',
      shippingOptionId: optionOf('eur'),
      foreignOptionId: optionOf('usd'),
      address: { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Mock Street', city: 'Berlin', country_code: 'de', postal_code: '10115' },
      variantId: base.products[0]?.variants[0]?.id ?? '',
      unique: (prefix) => `${prefix}-${(serial += 1)}`,
    })
  },
}
