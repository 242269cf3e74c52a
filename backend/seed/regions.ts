import type { AdminPostRegionsReq, Region } from '@medusajs/client-types'
import { regions } from '../../src/api/admin/regions'
import { taxRates } from '../../src/api/admin/tax-rates'
import { type CurrencyCode, log } from './context'

interface RegionSeed extends AdminPostRegionsReq {
  currency_code: CurrencyCode
  /** Extra tax rates beside the region's default rate. */
  extraTaxRates: { code: string; name: string; rate: number }[]
}

const manual = { payment_providers: ['manual'], fulfillment_providers: ['manual'] }

export const REGIONS: RegionSeed[] = [
  {
    name: 'Europe',
    currency_code: 'eur',
    countries: ['de', 'fr', 'nl', 'be', 'es', 'it'],
    tax_rate: 21,
    tax_code: 'EU-STD',
    ...manual,
    extraTaxRates: [{ code: 'EU-RED', name: 'Reduced rate', rate: 9 }],
  },
  {
    name: 'North America',
    currency_code: 'usd',
    countries: ['us', 'ca'],
    tax_rate: 8,
    tax_code: 'NA-SALES',
    ...manual,
    extraTaxRates: [{ code: 'NA-EXEMPT', name: 'Tax exempt', rate: 0 }],
  },
  {
    name: 'United Kingdom',
    currency_code: 'gbp',
    countries: ['gb'],
    tax_rate: 20,
    tax_code: 'UK-STD',
    ...manual,
    extraTaxRates: [{ code: 'UK-ZERO', name: 'Zero rated', rate: 0 }],
  },
]

/** One region per currency, with countries, tax rates and the manual payment/fulfillment providers. */
export async function seedRegions(): Promise<Record<CurrencyCode, Region>> {
  const created: Partial<Record<CurrencyCode, Region>> = {}
  for (const { extraTaxRates, ...body } of REGIONS) {
    const { region } = await regions.create(body)
    for (const rate of extraTaxRates) await taxRates.create({ ...rate, region_id: region.id })
    created[body.currency_code] = region
    log(`region ${region.name} (${body.currency_code}): ${body.countries.join(', ')}, tax ${body.tax_rate}%`)
  }
  return created as Record<CurrencyCode, Region>
}
