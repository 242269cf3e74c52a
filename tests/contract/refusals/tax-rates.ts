import { taxRateContext, type TaxRateRefusalContext } from '../../mocks/tax-rates/refusals'
import type { RefusalSide } from '../../support/refusals'
import { products, regions, shippingOptions, taxRates } from '../api'
import { unique } from '../helpers'

/** The tax-rates table against Medusa: the seeded regions and options, any product, a new rate (deleted after). */
export const medusa: Omit<RefusalSide<TaxRateRefusalContext>, 'name'> = {
  async context() {
    return taxRateContext(taxRates, {
      regions: (await regions.list({ limit: 100 })).regions,
      options: async (regionId) => (await shippingOptions.list({ region_id: regionId })).shipping_options,
      productId: (await products.list({ limit: 1 })).products[0]?.id ?? 'prod_none',
      name: unique('Contract refusal rate'),
    })
  },
  async cleanUp({ rate }) {
    await taxRates.delete(rate.id)
  },
}
