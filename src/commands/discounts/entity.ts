import type { Discount } from '@medusajs/client-types'
import { discountQueries } from '@/atoms/discounts/keys'
import { defineEntity, sameText } from '@/commands/core/entity'

/** Discounts by code: the code as label (what operators and customers type), the rule's description as hint. */
export const discountEntity = defineEntity<Discount>({
  noun: 'discount',
  focus: 'discount',
  label: (d) => d.code,
  hint: (d) => d.rule?.description || undefined,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(discountQueries.search(q.trim()))).discounts as Discount[],
  exact: (d, q) => sameText(d.code, q),
})
