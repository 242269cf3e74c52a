import { regions } from '@/api/admin/regions'
import { shippingOptions } from '@/api/admin/shipping-options'
import { taxRates } from '@/api/admin/tax-rates'
import type { MswRefusalSide } from '../refusals.test'
import { taxRateContext, type TaxRateRefusalContext } from './refusals'
import { taxRatesDb } from './tax-rates'

/** The tax-rates mock's side of its refusal table: its seeded regions, options and products. */
export const msw: MswRefusalSide<TaxRateRefusalContext> = {
  async context(mockDb) {
    const db = taxRatesDb(mockDb)
    return taxRateContext(taxRates, {
      regions: (await regions.list({ limit: 100 })).regions,
      options: async (regionId) => (await shippingOptions.list({ region_id: regionId })).shipping_options,
      productId: db.products[0]?.id ?? 'prod_none',
      name: 'Refusal rate',
    })
  },
}
