import type { Discount } from '@medusajs/client-types'
import { isMedusaApiError } from '@/api/client'
import { discountQueries } from '@/atoms/discounts/keys'
import { defineEntity, sameText } from '@/models/core/entity'
import { ruleText } from '@/models/discounts/format'

declare module '@/atoms/core/context' {
  interface EntityMap {
    discount: Discount
  }
}

/**
 * Discounts by code: the code as label (what operators and customers type), the rule as hint.
 * Medusa's list matches q inside codes; an exact code that the list does not hold (a dynamic code
 * beyond the first page, say) is looked up with GET /admin/discounts/code/{code}, so typing any
 * existing code finds it.
 */
export const discountEntity = defineEntity<Discount>({
  noun: 'discount',
  focus: 'discount',
  label: (d) => d.code,
  hint: (d) => [d.rule ? ruleText(d) : undefined, d.rule?.description].filter(Boolean).join(' · ') || undefined,
  search: async (q, { queryClient }) => {
    const text = q.trim()
    const listed = (await queryClient.fetchQuery(discountQueries.search(text))).discounts as Discount[]
    if (!text || /\s/.test(text) || listed.some((d) => sameText(d.code, text))) return listed
    try {
      const { discount } = await queryClient.fetchQuery(discountQueries.byCode(text))
      return [discount as Discount, ...listed]
    } catch (error) {
      // No discount has that code: the partial matches are all there is.
      if (isMedusaApiError(error) && error.status === 404) return listed
      throw error
    }
  },
  exact: (d, q) => sameText(d.code, q),
})
