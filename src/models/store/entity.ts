import type { Currency, Region, Store } from '@medusajs/client-types'
import type { StoreCurrency } from '@/models/currencies/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    store: Store
  }
}

/** A store currency with the regions that use it (removing it leaves them unable to sell) and whether it is the default. */
export type UsedCurrency = StoreCurrency & { regions?: string[]; isDefault?: boolean }

/** One of the store's currencies as its section and its pickers show it. */
export const usedCurrency = (currency: Currency, defaultCode: string | undefined, regions: readonly Pick<Region, 'name' | 'currency_code'>[]): UsedCurrency => ({
  ...currency,
  id: currency.code,
  isDefault: currency.code === defaultCode,
  regions: regions.filter((r) => r.currency_code === currency.code).map((r) => r.name),
})
