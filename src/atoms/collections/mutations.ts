import type { AdminPostCollectionsCollectionReq, AdminPostCollectionsReq } from '@medusajs/client-types'
import { collections } from '@/api/admin/collections'
import { mutation } from '@/atoms/core/query'
import { productQueries } from '@/atoms/products/keys'
import { collectionQueries } from './keys'

// Kept apart from keys.ts: products/keys reads collection keys for its filters, and these read
// product keys (a product's collection shows in the products table), which would make a cycle.

// Membership shows on both sides: the collection (count, products) and its products (their column).
const collectionsAndProducts = [collectionQueries.all, productQueries.all] as const

export const createCollectionMutation = mutation({
  mutationFn: (body: AdminPostCollectionsReq) => collections.create(body),
  invalidates: [collectionQueries.all],
})

export const updateCollectionMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostCollectionsCollectionReq }) => collections.update(id, body),
  invalidates: collectionsAndProducts,
})

export const deleteCollectionMutation = mutation({
  mutationFn: (id: string) => collections.delete(id),
  // The deleted collection's own detail is not refetched: it would only answer 404.
  invalidates: [collectionQueries.lists(), collectionQueries.searches(), collectionQueries.options().queryKey, productQueries.all],
})

export const addCollectionProductsMutation = mutation({
  mutationFn: ({ id, productIds }: { id: string; productIds: readonly string[] }) =>
    collections.addProducts(id, { product_ids: [...productIds] }),
  invalidates: collectionsAndProducts,
})

export const removeCollectionProductsMutation = mutation({
  mutationFn: ({ id, productIds }: { id: string; productIds: readonly string[] }) =>
    collections.removeProducts(id, { product_ids: [...productIds] }),
  invalidates: collectionsAndProducts,
})
