import { discounts } from '@/api/admin/discounts'
import type { MswRefusalSide } from '../refusals.test'
import { makeDiscounts, type DiscountRefusalContext } from './refusals'
import { seedDiscounts } from './seed'

let serial = 0

/** The discounts mock's side of its refusal table: the seeded EUR and USD regions and a product. */
export const msw: MswRefusalSide<DiscountRefusalContext> = {
  async context(mockDb) {
    const db = seedDiscounts(mockDb)
    const region = (currency: string) => {
      const found = db.regions.find((r) => r.currency_code === currency)
      if (!found) throw new Error(`no ${currency} region`)
      return found
    }
    const setup = { api: discounts, eur: region('eur'), usd: region('usd'), productId: db.products[0]?.id ?? '', code: (prefix: string) => `${prefix}-${(serial += 1)}` }
    return { ...setup, ...(await makeDiscounts(setup)) }
  },
}
