import type { ProductCategory } from '@medusajs/client-types'
import { productCategoryQueries } from '@/atoms/product-categories/keys'
import { defineEntity, sameText } from '@/models/core/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'product-category': ProductCategory
  }
}

/** A category's two switches as the prompts offer them, in the original admin's words. */
export const STATUSES = [
  { value: 'active', label: 'Active', hint: 'shown where categories are listed' },
  { value: 'inactive', label: 'Inactive', hint: 'hidden, kept with its products' },
] as const
export type CategoryStatus = (typeof STATUSES)[number]['value']
export const VISIBILITIES = [
  { value: 'public', label: 'Public', hint: 'storefronts see it' },
  { value: 'internal', label: 'Internal', hint: 'only the admin sees it' },
] as const
export type CategoryVisibility = (typeof VISIBILITIES)[number]['value']

/** 'active' or 'inactive', 'public' or 'internal': the two switches of a category, in words. */
export const statusText = (c: Pick<ProductCategory, 'is_active'>) => (c.is_active ? 'active' : 'inactive')
export const visibilityText = (c: Pick<ProductCategory, 'is_internal'>) => (c.is_internal ? 'internal' : 'public')

/** 'in Shoes' for a sub-category, where its parent is known. */
export const parentText = (c: ProductCategory & { parent_name?: string }) => {
  const parent = c.parent_name ?? c.parent_category?.name
  return parent ? `in ${parent}` : undefined
}

/** Categories by name (or handle), the handle, parent and status as hint. */
export const productCategoryEntity = defineEntity<ProductCategory>({
  noun: 'category',
  focus: 'product-category',
  label: (c) => c.name,
  hint: (c) => [`/${c.handle}`, parentText(c), statusText(c), visibilityText(c)].filter(Boolean).join(' · '),
  search: async (q, { queryClient }) => queryClient.fetchQuery(productCategoryQueries.search(q.trim())),
  exact: (c, q) => sameText(c.handle, q) || sameText(c.name, q),
})
