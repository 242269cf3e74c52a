import type { AdminGetCollectionsParams, AdminGetProductsParams, ProductCollection } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { collections } from '@/api/admin/collections'
import { products } from '@/api/admin/products'
import { queryAtomFamily } from '@/atoms/core/query'

/**
 * A collection as the console shows it. Medusa 1.20 lists and retrieves collections with their
 * products (default relation `products.profiles`), so the count is read off that array.
 */
export type CountedCollection = ProductCollection & { product_count?: number }

const counted = (c: ProductCollection): CountedCollection => ({ ...c, product_count: c.products?.length })

/** Only what the collection's products table shows. */
export const COLLECTION_PRODUCT_FIELDS = 'id,title,handle,status,thumbnail,collection_id,updated_at'

export const collectionQueries = {
  all: ['collections'] as const,
  searches: () => [...collectionQueries.all, 'search'] as const,
  lists: () => [...collectionQueries.all, 'list'] as const,
  /** Every collection, for filter choices. */
  options: () => queryOptions({ queryKey: [...collectionQueries.all, 'options'] as const, queryFn: () => collections.list({ limit: 100 }) }),
  search: (q: string) =>
    queryOptions({
      queryKey: [...collectionQueries.searches(), q] as const,
      queryFn: () => collections.list({ q: q || undefined, limit: 20 }),
    }),
  list: (query: AdminGetCollectionsParams) =>
    queryOptions({
      queryKey: [...collectionQueries.lists(), query] as const,
      queryFn: async () => {
        const res = await collections.list(query)
        return { ...res, collections: (res.collections as ProductCollection[]).map(counted) }
      },
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...collectionQueries.all, 'detail', id] as const,
      queryFn: async () => ({ collection: counted((await collections.retrieve(id)).collection as ProductCollection) }),
    }),
  /** The collection's products, paged and searched like the products table (GET /admin/products?collection_id[]=). */
  products: (id: string, query: AdminGetProductsParams) =>
    queryOptions({
      queryKey: [...collectionQueries.all, 'detail', id, 'products', query] as const,
      queryFn: () => products.list({ fields: COLLECTION_PRODUCT_FIELDS, ...query, collection_id: [id] }),
    }),
}

export const collectionListAtom = queryAtomFamily(collectionQueries.list)
export const collectionDetailAtom = queryAtomFamily(collectionQueries.detail)
export const collectionProductsAtom = queryAtomFamily(({ id, query }: { id: string; query: AdminGetProductsParams }) =>
  collectionQueries.products(id, query),
)
