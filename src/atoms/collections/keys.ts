import type { AdminGetCollectionsParams, AdminGetProductsParams, ProductCollection } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { collections } from '@/api/admin/collections'
import { products } from '@/api/admin/products'
import { queryAtomFamily } from '@/atoms/core/query'

/**
 * A collection as the console keeps it. Medusa 1.20 lists and retrieves collections with all their
 * products (relation `products.profiles`, and its list takes no `expand` or `fields`), so the count
 * is read off that array and the array is dropped: on a store of 10,000 products, a page of
 * collections held them all in the cache (15 MB of heap, #32).
 */
export type CountedCollection = Omit<ProductCollection, 'products'> & { product_count?: number }

const counted = ({ products, ...collection }: ProductCollection): CountedCollection => ({ ...collection, product_count: products?.length })

/** Only what the collection's products table shows. */
export const COLLECTION_PRODUCT_FIELDS = 'id,title,handle,status,thumbnail,collection_id,updated_at'

async function countedList(query: AdminGetCollectionsParams) {
  const res = await collections.list(query)
  return { ...res, collections: (res.collections as ProductCollection[]).map(counted) }
}

export const collectionQueries = {
  all: ['collections'] as const,
  searches: () => [...collectionQueries.all, 'search'] as const,
  lists: () => [...collectionQueries.all, 'list'] as const,
  /** Every collection, for filter choices. */
  options: () => queryOptions({ queryKey: [...collectionQueries.all, 'options'] as const, queryFn: () => countedList({ limit: 100 }) }),
  search: (q: string) =>
    queryOptions({
      queryKey: [...collectionQueries.searches(), q] as const,
      queryFn: () => countedList({ q: q || undefined, limit: 20 }),
    }),
  list: (query: AdminGetCollectionsParams) =>
    queryOptions({
      queryKey: [...collectionQueries.lists(), query] as const,
      queryFn: () => countedList(query),
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
