import type { CustomerGroup, Discount, ProductTag, ProductType } from '@medusajs/client-types'
import { isMedusaApiError } from '@/api/client'
import { conditionGroupQueries, discountQueries } from '@/atoms/discounts/keys'
import { productQueries } from '@/atoms/products/keys'
import { defineEntity, sameText } from '@/commands/core/entity'
import { ruleText } from './format'

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

/** Product types for condition pickers (GET /admin/product-types?q=). */
export const productTypeEntity = defineEntity<ProductType>({
  noun: 'product type',
  label: (t) => t.value,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(productQueries.types({ q: q.trim() || undefined, limit: 20 }))).product_types as ProductType[],
  exact: (t, q) => sameText(t.value, q),
})

/** Product tags for condition pickers (GET /admin/product-tags?q=). */
export const productTagEntity = defineEntity<ProductTag>({
  noun: 'product tag',
  label: (t) => t.value,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(productQueries.tags({ q: q.trim() || undefined, limit: 20 }))).product_tags as ProductTag[],
  exact: (t, q) => sameText(t.value, q),
})

/** Customer groups for condition pickers (GET /admin/customer-groups?q=). */
export const conditionGroupEntity = defineEntity<CustomerGroup>({
  noun: 'customer group',
  label: (g) => g.name,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(conditionGroupQueries.search(q.trim()))).customer_groups as CustomerGroup[],
  exact: (g, q) => sameText(g.name, q),
})
