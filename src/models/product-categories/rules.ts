import type { ProductCategory } from '@medusajs/client-types'
import { rule } from '@/models/core/rules'

/** Medusa 1.20 refuses to delete a category that has sub-categories (not_allowed): said before sending. */
export const deletable = rule<ProductCategory>(
  (c) => (c.category_children ?? []).length === 0,
  (c) => `${c.name} has sub-categories: delete or move them first`,
)

/** Rank 0 is first among its siblings. */
export const movableUp = rule<ProductCategory>(
  (c) => (c.rank ?? 0) > 0,
  (c) => `${c.name} is already first among its siblings`,
)

/** The categories under `category` (itself included) as ids: a category cannot move under one of them. */
export function subtreeIds(category: ProductCategory): Set<string> {
  const ids = new Set<string>()
  const visit = (c: ProductCategory) => {
    ids.add(c.id)
    for (const child of c.category_children ?? []) visit(child)
  }
  visit(category)
  return ids
}
