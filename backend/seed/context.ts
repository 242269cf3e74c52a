import type { AddressPayload, Region, SalesChannel } from '@medusajs/client-types'

export const CURRENCIES = ['eur', 'usd', 'gbp'] as const
export type CurrencyCode = (typeof CURRENCIES)[number]

/** A price in each store currency, in the currency's smallest unit (cents, pence). */
export type Prices = Record<CurrencyCode, number>

export function pricesFor(prices: Prices) {
  return CURRENCIES.map((currency_code) => ({ currency_code, amount: prices[currency_code] }))
}

export interface ShippingRefs {
  standard: string
  express: string
  return: string
}

export interface VariantRef {
  id: string
  title: string
  sku: string
  prices: Prices
  stock: number
  allowBackorder: boolean
}

export interface ProductRef {
  id: string
  title: string
  status: string
  type: string
  collection: string | null
  /** Ids of the sales channels the product is sold in. */
  channelIds: string[]
  isGiftCard: boolean
  variants: VariantRef[]
}

export interface CustomerRef {
  id: string
  email: string
  firstName: string
  lastName: string
  phone: string
  currency: CurrencyCode
  address: AddressPayload
  /** Names of the customer groups the customer is in. */
  groups: string[]
}

export interface GiftCardRef {
  id: string
  code: string
  currency: CurrencyCode
  value: number
}

/** What earlier seed steps created and later steps build on, filled in module by module. */
export interface SeedContext {
  /** Today at 00:00 UTC: the seed's dates are days before it. */
  anchor: Date
  /** One region per store currency, keyed by currency code. */
  regions: Record<CurrencyCode, Region>
  /** Medusa's default channel first, then the seed's Webshop (products and carts use these two). */
  salesChannels: SalesChannel[]
  shipping: Record<CurrencyCode, ShippingRefs>
  products: ProductRef[]
  /** Collection id by title, product type id by value. */
  collections: Record<string, string>
  productTypes: Record<string, string>
  customerGroups: Record<string, string>
  customers: CustomerRef[]
  /** Return reason id by value. */
  returnReasons: Record<string, string>
  /** Codes a checkout can use, per currency (a code valid in every region is listed under each). */
  discountCodes: Record<CurrencyCode, string[]>
  /** The dynamic discount's codes, each for one VIP customer (by customer id). */
  vipCodes: Record<string, string>
  giftCards: GiftCardRef[]
}

export function log(message: string): void {
  console.log(`[seed] ${message}`)
}
