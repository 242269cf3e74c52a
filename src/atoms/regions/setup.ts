import type { Region, ShippingOption, Store } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { taxRates } from '@/api/admin/tax-rates'
import { queryAtomFamily } from '@/atoms/core/query'
import { shippingOptionQueries } from '@/atoms/shipping/keys'

/** What a customer of a region needs before checking out (and returning), in the order it is set up. */
export type RegionRequirement = 'currency' | 'countries' | 'payment' | 'fulfillment' | 'shipping' | 'return' | 'tax'

export interface RegionSetupCheck {
  requirement: RegionRequirement
  met: boolean
  /** The finding in the operator's words: 'Countries: Sweden, Norway, Denmark', 'No payment provider'. */
  text: string
  /** When missing: the short phrase the notice lists ('no payment provider'). */
  missing?: string
}

export interface RegionSetupReport {
  regionId: string
  regionName: string
  canSell: boolean
  checks: RegionSetupCheck[]
  /** The short phrases of the checks not met, in order. */
  missing: string[]
}

/** What the check reads, each through the real API. */
export interface RegionSetupData {
  region: Region
  store: Pick<Store, 'currencies' | 'default_currency_code'>
  shippingOptions: readonly ShippingOption[]
  /** How many tax rates the region has besides its default rate. */
  taxRateCount: number
}

/** The region's extra tax rates, counted (GET /admin/tax-rates?region_id=…). Under the tax rates' key prefix: their changes refetch it. */
export const regionTaxRateCountQuery = (regionId: string) =>
  queryOptions({
    queryKey: ['tax-rates', 'region-setup-count', regionId] as const,
    queryFn: async () => (await taxRates.list({ region_id: regionId, limit: 1 })).count,
  })

const listed = (names: readonly string[]) => (names.length > 4 ? `${names.slice(0, 4).join(', ')} and ${names.length - 4} more` : names.join(', '))

/** A flat price or a price the provider calculates, offered to customers (not admin only). */
const sellable = (option: ShippingOption) => !option.admin_only && (option.price_type === 'calculated' || typeof option.amount === 'number')

function check(requirement: RegionRequirement, met: boolean, text: string, missing: string): RegionSetupCheck {
  return met ? { requirement, met, text } : { requirement, met, text, missing }
}

/** The report of one region: each requirement met or missing, in words an operator understands. */
export function regionSetupReport({ region, store, shippingOptions, taxRateCount }: RegionSetupData): RegionSetupReport {
  const code = region.currency_code.toUpperCase()
  const inStore = (store.currencies ?? []).some((c) => c.code === region.currency_code)
  const countries = (region.countries ?? []).map((c) => c.display_name)
  const payments = (region.payment_providers ?? []).map((p) => p.id)
  const fulfillments = (region.fulfillment_providers ?? []).map((p) => p.id)
  const outbound = shippingOptions.filter((o) => !o.is_return)
  const priced = outbound.filter(sellable)
  const returns = shippingOptions.filter((o) => o.is_return)
  const rate = region.tax_rate ?? 0
  const checks = [
    check('currency', inStore, inStore ? `Currency ${code} is a store currency` : `Currency ${code} is not one of the store's currencies`, `${code} not a store currency`),
    check('countries', countries.length > 0, countries.length ? `Countries: ${listed(countries)}` : 'No countries', 'no countries'),
    check('payment', payments.length > 0, payments.length ? `Payment providers: ${payments.join(', ')}` : 'No payment provider', 'no payment provider'),
    check(
      'fulfillment',
      fulfillments.length > 0,
      fulfillments.length ? `Fulfillment providers: ${fulfillments.join(', ')}` : 'No fulfillment provider',
      'no fulfillment provider',
    ),
    check(
      'shipping',
      priced.length > 0,
      priced.length
        ? `Shipping options customers can choose: ${listed(priced.map((o) => o.name))}`
        : outbound.length
          ? `No shipping option customers can choose (${listed(outbound.map((o) => o.name))}: admin only or without a price)`
          : 'No shipping option',
      'no shipping option with a price',
    ),
    check('return', returns.length > 0, returns.length ? `Return options: ${listed(returns.map((o) => o.name))}` : 'No return option', 'no return option'),
    check(
      'tax',
      rate > 0 || taxRateCount > 0,
      `Tax: ${rate} % by default${taxRateCount ? `, ${taxRateCount} other rate${taxRateCount === 1 ? '' : 's'}` : ''}`,
      'no tax rate',
    ),
  ]
  const missing = checks.flatMap((c) => (c.missing ? [c.missing] : []))
  return { regionId: region.id, regionName: region.name, canSell: missing.length === 0, checks, missing }
}

/** One short line: 'Nordics can sell.' / 'Nordics cannot sell yet: no payment provider, no return option.' */
export function regionSetupNotice(report: RegionSetupReport): string {
  return report.canSell ? `${report.regionName} can sell.` : `${report.regionName} cannot sell yet: ${report.missing.join(', ')}.`
}

/** The region's own parts of the check, each under its domain's keys so that a shipping or tax change refetches it. */
export const regionOutboundOptionsAtom = queryAtomFamily((regionId: string) => shippingOptionQueries.forRegion(regionId, false))
export const regionReturnOptionsAtom = queryAtomFamily((regionId: string) => shippingOptionQueries.forRegion(regionId, true))
export const regionTaxRateCountAtom = queryAtomFamily(regionTaxRateCountQuery)
