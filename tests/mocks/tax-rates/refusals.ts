import type { Region, ShippingOption, TaxRate } from '@medusajs/client-types'
import type { taxRates as taxRatesApi } from '@/api/admin/tax-rates'
import { defineRefusals, notAllowed, notFound } from '../../support/refusals'

// Every refusal the tax-rates mock imitates, one row each (tests/support/refusals.ts): run against msw
// with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/tax-rates.ts.

export interface TaxRateRefusalContext {
  api: typeof taxRatesApi
  /** The seeded EUR region and a rate made in it for the row (deleted after on the server). */
  region: Region
  rate: TaxRate
  /** The seeded USD region and one of its shipping options. */
  usd: Region
  usdOption: ShippingOption
  /** A product that exists. */
  productId: string
}

const UNKNOWN = 'txr_missing'
const unknownRate = notFound(`TaxRate with ${UNKNOWN} was not found`)

export const refusals = defineRefusals<TaxRateRefusalContext>({
  mock: 'tax-rates',
  about: 'Each row acts on a rate made for it in the seeded EUR region, a shipping option of the seeded USD region and any product.',
  cases: [
    { route: 'GET /admin/tax-rates/{id}', when: 'an unknown rate', call: ({ api }) => api.retrieve(UNKNOWN), expected: unknownRate },
    { route: 'POST /admin/tax-rates/{id}', when: 'an unknown rate', call: ({ api }) => api.update(UNKNOWN, { name: 'x' }), expected: unknownRate },
    { route: 'POST /admin/tax-rates/{id}/products/batch', when: 'an unknown rate', call: ({ api, productId }) => api.addProducts(UNKNOWN, { products: [productId] }), expected: unknownRate },
    { route: 'DELETE /admin/tax-rates/{id}/products/batch', when: 'an unknown rate', call: ({ api, productId }) => api.removeProducts(UNKNOWN, { products: [productId] }), expected: unknownRate },
    { route: 'POST /admin/tax-rates/{id}/shipping-options/batch', when: 'an unknown rate', call: ({ api }) => api.addShippingOptions(UNKNOWN, { shipping_options: [] }), expected: unknownRate },
    {
      route: 'POST /admin/tax-rates/{id}/products/batch',
      when: "an unknown product (the join table's foreign key)",
      call: ({ api, rate }) => api.addProducts(rate.id, { products: ['prod_missing'] }),
      expected: notFound('Product with id: prod_missing was not found'),
    },
    {
      route: 'POST /admin/tax-rates/{id}/product-types/batch',
      when: 'an unknown product type',
      call: ({ api, rate }) => api.addProductTypes(rate.id, { product_types: ['ptyp_missing'] }),
      expected: notFound('Product type with id: ptyp_missing was not found'),
    },
    {
      route: 'POST /admin/tax-rates/{id}/shipping-options/batch',
      when: 'an unknown shipping option',
      call: ({ api, rate }) => api.addShippingOptions(rate.id, { shipping_options: ['so_missing'] }),
      expected: notFound('Shipping Option with so_missing was not found'),
    },
    {
      route: 'POST /admin/tax-rates/{id}/shipping-options/batch',
      when: "a shipping option of another region than the rate's",
      call: ({ api, rate, usdOption }) => api.addShippingOptions(rate.id, { shipping_options: [usdOption.id] }),
      expected: ({ rate, region, usd, usdOption }) =>
        notAllowed(
          `Shipping Option and Tax Rate must belong to the same Region to be associated. Shipping Option with id: ${usdOption.id} belongs to Region with id: ${usd.id} and Tax Rate with id: ${rate.id} belongs to Region with id: ${region.id}`,
        ),
    },
    {
      route: 'POST /admin/tax-rates/{id}',
      when: 'a list naming an unknown product type (the whole update is rolled back: the name stays)',
      call: ({ api, rate }) =>
        api.update(rate.id, { name: 'renamed', product_types: ['ptyp_missing'] }).catch(async (error: unknown) => {
          if ((await api.retrieve(rate.id)).tax_rate.name === 'renamed') throw new Error('the refused update was kept')
          throw error
        }),
      expected: notFound('Product type with id: ptyp_missing was not found'),
    },
    {
      route: 'POST /admin/tax-rates',
      when: 'an unknown product (the look-up runs after the rollback: the new rate is what is missing)',
      call: ({ api, region }) =>
        api.create({ region_id: region.id, name: 'Refused rate', code: 'REF', products: ['prod_missing'] }).catch((error: { message?: string }) => {
          throw Object.assign(error, { message: error.message?.replace(/txr_\w+/, '{new rate}') })
        }),
      expected: notFound('TaxRate with {new rate} was not found'),
    },
    {
      route: 'POST /admin/tax-rates',
      when: "an unknown region (the foreign key's message)",
      call: ({ api }) => api.create({ region_id: 'reg_missing', name: 'Refused rate', code: 'REF' }),
      expected: notFound('Region with region_id reg_missing does not exist.'),
    },
  ],
})

/** What every side reads the same way: the seeded EUR and USD regions, an option of the latter, a new rate. */
export async function taxRateContext(
  api: typeof taxRatesApi,
  seeded: { regions: Region[]; options: (regionId: string) => Promise<ShippingOption[]>; productId: string; name: string },
): Promise<TaxRateRefusalContext> {
  const pick = (currency: string) => {
    const found = seeded.regions.find((r) => r.currency_code === currency && r.payment_providers?.some((p) => p.id === 'manual'))
    if (!found) throw new Error(`no seeded ${currency} region`)
    return found
  }
  const [region, usd] = [pick('eur'), pick('usd')]
  const usdOption = (await seeded.options(usd.id))[0]
  if (!usdOption) throw new Error('the seed has no option in USD')
  const { tax_rate: rate } = await api.create({ region_id: region.id, name: seeded.name, code: 'REF' })
  return { api, region, rate, usd, usdOption, productId: seeded.productId }
}
