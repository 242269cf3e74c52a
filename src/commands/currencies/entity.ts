import type { Currency } from '@medusajs/client-types'
import { storeQueries } from '@/atoms/core/store'
import { defineEntity, matchesText, sameText } from '@/commands/core/entity'

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
