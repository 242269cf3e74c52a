import type { ProductVariant } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'

// The gift card product's denominations, named the same way by its commands and the gift cards panel.

/** A denomination's own price in a currency (not a region's, not a price list's). */
export const denominationPrice = (variant: ProductVariant, currency: string) =>
  variant.prices?.find((p) => p.currency_code === currency && !p.region_id && !p.price_list_id)

/** A denomination's name: its default-currency price, else its option value ('€25.00'). */
export function denominationLabel(variant: ProductVariant, defaultCurrency: string): string {
  const price = denominationPrice(variant, defaultCurrency)
  return price ? formatMoney(price.amount, defaultCurrency) : (variant.options?.[0]?.value ?? variant.title)
}
