import type { AdminPostProductCategoriesReq } from '@medusajs/client-types'
import { productCategories, type ProductCategoryChanges } from '@/api/admin/product-categories'
import { mutation } from '@/atoms/core/query'
import { productQueries } from '@/atoms/products/keys'
import { productCategoryQueries } from './keys'

// A category's name shows on its products (their categories) and a move re-ranks its siblings: every
// category query is refetched, and the products' where their membership or the names can show.
const categoriesAndProducts = [productCategoryQueries.all, productQueries.all] as const

export const createCategoryMutation = mutation({
  mutationFn: (body: AdminPostProductCategoriesReq) => productCategories.create(body),
  invalidates: [productCategoryQueries.all],
})

export const updateCategoryMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: ProductCategoryChanges }) => productCategories.update(id, body),
  invalidates: categoriesAndProducts,
})

export const deleteCategoryMutation = mutation({
  mutationFn: (id: string) => productCategories.delete(id),
  // The deleted category's own detail is not refetched: it would only answer 404.
  invalidates: [productCategoryQueries.lists(), productCategoryQueries.searches(), productQueries.all],
})

const asIds = (productIds: readonly string[]) => productIds.map((id) => ({ id }))

export const addCategoryProductsMutation = mutation({
  mutationFn: ({ id, productIds }: { id: string; productIds: readonly string[] }) => productCategories.addProducts(id, { product_ids: asIds(productIds) }),
  invalidates: categoriesAndProducts,
})

export const removeCategoryProductsMutation = mutation({
  mutationFn: ({ id, productIds }: { id: string; productIds: readonly string[] }) =>
    productCategories.removeProducts(id, { product_ids: asIds(productIds) }),
  invalidates: categoriesAndProducts,
})
