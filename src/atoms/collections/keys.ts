import type { AdminGetCollectionsParams, AdminGetProductsParams, ProductCollection } from '@medusajs/client-types'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { collections } from '@/api/admin/collections'
import { products } from '@/api/admin/products'
import { storeCollections } from '@/api/store/collections'
import { queryAtomFamily } from '@/atoms/core/query'

/**
 * A collection as the console keeps it. Medusa 1.20 lists and retrieves collections with all their
 * products (relation `products.profiles`, and its list takes no `expand` or `fields`), so the count
 * is read off that array and the array is dropped: on a store of 10,000 products, a page of
 * collections held them all in the cache (15 MB of heap, #32).
 */
export type CountedCollection = Omit<ProductCollection, 'products'> & { product_count?: number }

const withoutProducts = ({ products: _products, ...collection }: ProductCollection): CountedCollection => collection
const counted = (collection: ProductCollection): CountedCollection => ({ ...withoutProducts(collection), product_count: collection.products?.length })

/** Only what the collection's products table shows. */
export const COLLECTION_PRODUCT_FIELDS = 'id,title,handle,status,thumbnail,collection_id,updated_at'

async function countedList(query: AdminGetCollectionsParams) {
  const res = await collections.list(query)
  return { ...res, collections: (res.collections as ProductCollection[]).map(counted) }
}

type CollectionPage = Awaited<ReturnType<typeof countedList>>

/** The collections table's default order, newest first: Medusa's default, the only one its store list has. */
export const NEWEST_FIRST = '-created_at'

/**
 * Whether the store API's list can answer this page: it lists collections without their products
 * (8 ms for a page of the large store's, where the admin list took 0.9-1.2 s and 11 MB) but takes no
 * search, order or filter, and needs the console's origin in Medusa's store_cors.
 */
const storeCanList = ({ limit: _limit, offset: _offset, order, ...rest }: AdminGetCollectionsParams) =>
  (order === undefined || order === NEWEST_FIRST) && Object.values(rest).every((value) => value === undefined)

/**
 * Kept in the cache once the store API failed where the admin API answered (a store_cors without the
 * console's origin): the admin API from then on, until the cache lets it go (gcTime), then the store again.
 */
const STORE_REFUSED = ['store-refused', 'collections'] as const

/** The store API's answer where it can give it, else the admin API's; the admin API's failure is the one told (a 401 asks for the log-in). */
async function storeOrAdmin<T>(client: QueryClient, fromStore: (() => Promise<T>) | undefined, fromAdmin: () => Promise<T>): Promise<T> {
  if (!fromStore || client.getQueryData(STORE_REFUSED)) return fromAdmin()
  try {
    return await fromStore()
  } catch {
    const answer = await fromAdmin()
    client.setQueryData(STORE_REFUSED, true)
    return answer
  }
}

/**
 * A page of collections: from the store list where it can answer (no product counts: each row asks
 * for its own, `productCount`), else from the admin list (with them).
 */
function pageOf(query: AdminGetCollectionsParams, client: QueryClient): Promise<CollectionPage> {
  const fromStore = async () => {
    const { collections: found, count, offset, limit } = await storeCollections.list({ limit: query.limit, offset: query.offset })
    return { collections: (found as ProductCollection[]).map(withoutProducts), count, offset, limit }
  }
  return storeOrAdmin(client, storeCanList(query) ? fromStore : undefined, () => client.fetchQuery(collectionQueries.list(query)))
}

/** The page with each row's product count, asked for where the page came without it (the store list's). */
async function withCounts(page: Promise<CollectionPage>, client: QueryClient): Promise<CollectionPage> {
  const { collections: rows, ...rest } = await page
  const counts = await Promise.all(rows.map((row) => row.product_count ?? client.fetchQuery(collectionQueries.productCount(row.id))))
  return { ...rest, collections: rows.map((row, at) => ({ ...row, product_count: counts[at] })) }
}

/** A collection with its product count: the store's collection beside one product's page for the count (7 ms and 30 ms on the large store, where the admin API's took 0.4 s and 4 MB). */
function detailOf(id: string, client: QueryClient): Promise<{ collection: CountedCollection }> {
  const fromStore = async () => {
    const [{ collection }, product_count] = await Promise.all([storeCollections.retrieve(id), client.fetchQuery(collectionQueries.productCount(id))])
    return { collection: { ...withoutProducts(collection as ProductCollection), product_count } }
  }
  const fromAdmin = async () => ({ collection: counted((await collections.retrieve(id)).collection as ProductCollection) })
  return storeOrAdmin(client, fromStore, fromAdmin)
}

export const collectionQueries = {
  all: ['collections'] as const,
  searches: () => [...collectionQueries.all, 'search'] as const,
  lists: () => [...collectionQueries.all, 'list'] as const,
  /** Every collection, for filter choices. */
  options: () => queryOptions({ queryKey: [...collectionQueries.all, 'options'] as const, queryFn: ({ client }) => pageOf({ limit: 100 }, client) }),
  /** A picker's collections: those matching `q` (the admin list), or with nothing typed the first page with each count. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...collectionQueries.searches(), q] as const,
      queryFn: ({ client }) => (q ? countedList({ q, limit: 20 }) : withCounts(pageOf({ limit: 20 }, client), client)),
    }),
  /** A page of collections with their product counts, through Medusa's admin list. */
  list: (query: AdminGetCollectionsParams) =>
    queryOptions({
      queryKey: [...collectionQueries.lists(), query] as const,
      queryFn: () => countedList(query),
    }),
  /** The collections table's page: the store list's where it can, else the admin list's (pageOf). */
  page: (query: AdminGetCollectionsParams) =>
    queryOptions({
      queryKey: [...collectionQueries.lists(), 'page', query] as const,
      queryFn: ({ client }) => pageOf(query, client),
    }),
  /**
   * How many products a collection has: one product's page for its count. Not `expand: ''`: Medusa
   * 1.20 then counts only the page it returns (count 1 for limit 1), so one small relation instead.
   */
  productCount: (id: string) =>
    queryOptions({
      queryKey: [...collectionQueries.all, 'detail', id, 'count'] as const,
      queryFn: async () => (await products.list({ collection_id: [id], limit: 1, fields: 'id', expand: 'collection' })).count,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...collectionQueries.all, 'detail', id] as const,
      queryFn: ({ client }) => detailOf(id, client),
    }),
  /** The collection's products, paged and searched like the products table (GET /admin/products?collection_id[]=). */
  products: (id: string, query: AdminGetProductsParams) =>
    queryOptions({
      queryKey: [...collectionQueries.all, 'detail', id, 'products', query] as const,
      queryFn: () => products.list({ fields: COLLECTION_PRODUCT_FIELDS, ...query, collection_id: [id] }),
    }),
}

export const collectionListAtom = queryAtomFamily(collectionQueries.page)
export const collectionProductCountAtom = queryAtomFamily(collectionQueries.productCount)
export const collectionDetailAtom = queryAtomFamily(collectionQueries.detail)
export const collectionProductsAtom = queryAtomFamily(({ id, query }: { id: string; query: AdminGetProductsParams }) =>
  collectionQueries.products(id, query),
)
