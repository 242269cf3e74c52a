import type { Region, SalesChannel } from '@medusajs/client-types'

/** What earlier seed steps created and later steps build on, passed along in order. */
export interface SeedContext {
  /** One region per store currency, keyed by currency code. */
  regions: Record<CurrencyCode, Region>
  /** The channels products are sold in: Medusa's default channel and the seed's own. */
  salesChannels: SalesChannel[]
}

export const CURRENCIES = ['eur', 'usd', 'gbp'] as const
export type CurrencyCode = (typeof CURRENCIES)[number]

/** A price in each store currency, in the currency's smallest unit (cents, pence). */
export type Prices = Record<CurrencyCode, number>

export function pricesFor(prices: Prices) {
  return CURRENCIES.map((currency_code) => ({ currency_code, amount: prices[currency_code] }))
}

export function log(message: string): void {
  console.log(`[seed] ${message}`)
}
