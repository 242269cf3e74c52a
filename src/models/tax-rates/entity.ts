import type { TaxRate } from '@medusajs/client-types'
import { taxRateQueries } from '@/atoms/tax-rates/keys'
import { defineEntity, sameText } from '@/models/core/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'tax-rate': TaxRate
  }
}

/** '25 %', '12.5 %': how a rate reads. */
export const percent = (rate: number | null | undefined) => `${rate ?? 0} %`

/** Tax rates by name or code (Medusa's q matches the name), named with their region. */
export const taxRateEntity = defineEntity<TaxRate>({
  noun: 'tax rate',
  focus: 'tax-rate',
  label: (t) => t.name,
  hint: (t) => [t.code, percent(t.rate), t.region?.name].filter(Boolean).join(' · '),
  search: async (q, { queryClient }) =>
    (await queryClient.fetchQuery(taxRateQueries.list({ q: q.trim() || undefined, limit: 20, offset: 0 }))).tax_rates as TaxRate[],
  exact: (t, q) => sameText(t.code, q) || sameText(t.name, q),
})
