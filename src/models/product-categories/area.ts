import { defineNav } from '@/models/core/nav'

/** Medusa serves categories only with this feature flag on: the nav entry and the area's commands follow it. */
export const CATEGORIES_FLAG = 'product_categories'

export const productCategoriesNav = defineNav({
  domain: 'product-categories',
  label: 'Categories',
  hotkey: 'g t',
  keywords: ['category', 'tree', 'taxonomy', 'catalog', 'department'],
  flag: CATEGORIES_FLAG,
})
