import type { AdminPostRegionsReq, Country, Region } from '@medusajs/client-types'
import type { regions as regionsApi } from '@/api/admin/regions'
import { defineRefusals, duplicateError, invalidData, notFound } from '../../support/refusals'

// Every refusal the regions mock imitates, one row each (tests/support/refusals.ts): run against msw
// with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/regions.ts. No row changes
// a region: each refused request acts on the seeded ones or names one that does not exist.

export interface RegionRefusalContext {
  api: typeof regionsApi
  /** The seeded EUR region and one of its countries. */
  europe: Region
  taken: Country
  /** The seeded USD region. */
  usd: Region
}

/** The seeded regions, read through the API (both sides seed EUR and USD regions with countries). */
export async function regionContext(api: typeof regionsApi): Promise<RegionRefusalContext> {
  const { regions } = await api.list({ limit: 100 })
  const seeded = (currency: string) => {
    const found = regions.find((r) => r.currency_code === currency && (r.countries ?? []).length > 0 && r.payment_providers?.some((p) => p.id === 'manual'))
    if (!found) throw new Error(`no seeded ${currency} region with countries`)
    return found
  }
  const europe = seeded('eur')
  const taken = europe.countries?.[0]
  if (!taken) throw new Error('the EUR region has no country')
  return { api, europe, taken, usd: seeded('usd') }
}

const MISSING = 'reg_missing'
const unknownRegion = notFound(`Region with ${MISSING} was not found`)
const region = (body: Partial<AdminPostRegionsReq>): AdminPostRegionsReq => ({
  name: 'Refused region', currency_code: 'eur', tax_rate: 10, countries: [], payment_providers: ['manual'], fulfillment_providers: ['manual'], ...body,
})

export const refusals = defineRefusals<RegionRefusalContext>({
  mock: 'regions',
  about: 'Each row acts on the seeded EUR region (with a country of its own) and USD region, or on an id no region has.',
  cases: [
    { route: 'GET /admin/regions/{id}', when: 'an unknown region', call: ({ api }) => api.retrieve(MISSING), expected: unknownRegion },
    { route: 'POST /admin/regions/{id}', when: 'an unknown region', call: ({ api }) => api.update(MISSING, { name: 'x' }), expected: unknownRegion },
    { route: 'DELETE /admin/regions/{id}', when: 'an unknown region (not answered deleted: the service retrieves it first)', call: ({ api }) => api.delete(MISSING), expected: unknownRegion },
    { route: 'GET /admin/regions/{id}/fulfillment-options', when: 'an unknown region', call: ({ api }) => api.listFulfillmentOptions(MISSING), expected: unknownRegion },
    { route: 'DELETE /admin/regions/{id}/countries/{country_code}', when: 'an unknown region', call: ({ api }) => api.deleteCountry(MISSING, 'de'), expected: unknownRegion },
    { route: 'POST /admin/regions/{id}/payment-providers', when: 'an unknown region', call: ({ api }) => api.addPaymentProvider(MISSING, { provider_id: 'manual' }), expected: unknownRegion },
    {
      route: 'DELETE /admin/regions/{id}/fulfillment-providers/{provider_id}',
      when: 'an unknown region',
      call: ({ api }) => api.deleteFulfillmentProvider(MISSING, 'manual'),
      expected: unknownRegion,
    },
    {
      route: 'POST /admin/regions/{id}/countries',
      when: 'a code Medusa does not know, checked before the region is looked up',
      call: ({ api }) => api.addCountry(MISSING, { country_code: 'zz' }),
      expected: invalidData('Invalid country code'),
    },
    {
      route: 'POST /admin/regions/{id}/countries',
      when: "another region's country",
      call: ({ api, taken, usd }) => api.addCountry(usd.id, { country_code: taken.iso_2 }),
      expected: ({ taken, europe }) => duplicateError(`${taken.display_name} already exists in region ${europe.id}`),
    },
    {
      route: 'POST /admin/regions',
      when: "another region's country",
      call: ({ api, taken }) => api.create(region({ countries: [taken.iso_2] })),
      expected: ({ taken, europe }) => duplicateError(`${taken.display_name} already exists in region ${europe.id}`),
    },
    {
      route: 'POST /admin/regions',
      when: 'a tax rate above 100 (the message says "0 and 1")',
      call: ({ api }) => api.create(region({ tax_rate: 125 })),
      expected: invalidData('The tax_rate must be between 0 and 1'),
    },
    {
      route: 'POST /admin/regions',
      when: 'an unknown payment provider, checked before the currency',
      call: ({ api }) => api.create(region({ currency_code: 'isk', payment_providers: ['nope'] })),
      expected: invalidData('Payment provider not found'),
    },
    {
      route: 'POST /admin/regions',
      when: 'an unknown fulfillment provider',
      call: ({ api }) => api.create(region({ fulfillment_providers: ['nope'] })),
      expected: invalidData('Fulfillment provider not found'),
    },
    {
      route: 'POST /admin/regions',
      when: 'a currency the store lacks',
      call: ({ api }) => api.create(region({ currency_code: 'isk' })),
      expected: invalidData('Invalid currency code'),
    },
    {
      route: 'POST /admin/regions/{id}',
      when: 'a tax_provider_id (no tax plugin is installed)',
      call: ({ api, europe }) => api.update(europe.id, { tax_provider_id: 'nope' }),
      expected: invalidData('Tax provider not found'),
    },
    {
      route: 'POST /admin/regions/{id}/payment-providers',
      when: 'a provider that is not installed',
      call: ({ api, europe }) => api.addPaymentProvider(europe.id, { provider_id: 'nope' }),
      expected: notFound('Payment provider nope was not found'),
    },
    {
      route: 'POST /admin/regions/{id}/fulfillment-providers',
      when: 'a provider that is not installed',
      call: ({ api, europe }) => api.addFulfillmentProvider(europe.id, { provider_id: 'nope' }),
      expected: notFound('Fulfillment provider nope was not found'),
    },
  ],
})
