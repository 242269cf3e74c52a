import type { Currency } from '@medusajs/client-types'
import { storeQueries } from '@/atoms/core/store'
import { currencyQueries } from '@/atoms/store/keys'
import { defineEntity, matchesText, sameText } from '@/models/core/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    // A currency's code is its id.
    currency: StoreCurrency
  }
}

/** A store currency; its code is its id. */
export type StoreCurrency = Currency & { id: string }

/** The store's currencies, the default first. */
export const currencyEntity = defineEntity<StoreCurrency>({
  noun: 'currency',
  label: (c) => c.code.toUpperCase(),
  hint: (c) => c.name,
  search: async (q, { queryClient }) => {
    const { store } = await queryClient.fetchQuery(storeQueries.detail())
    const defaultCode = store.default_currency_code
    return (store.currencies ?? [])
      .filter((c) => matchesText(q, c.code, c.name))
      .sort((a, b) => Number(b.code === defaultCode) - Number(a.code === defaultCode))
      .map((c) => ({ ...c, id: c.code }))
  },
  exact: (c, q) => sameText(c.code, q),
})

/** The same store currencies as a record the store section focuses (its row is the currency): the store's commands act on it. */
export const focusedCurrencyEntity = defineEntity<StoreCurrency>({ ...currencyEntity, focus: 'currency' })

/** Every currency Medusa knows (GET /admin/currencies), by code or name: what can be added to the store. */
export const knownCurrencyEntity = defineEntity<StoreCurrency>({
  noun: 'currency',
  label: (c) => c.code.toUpperCase(),
  hint: (c) => c.name,
  search: async (q, { queryClient }) =>
    (await queryClient.fetchQuery(currencyQueries.list({ q: q.trim() || undefined, limit: 50 }))).currencies.map((c) => ({ ...c, id: c.code })),
  exact: (c, q) => sameText(c.code, q),
})
