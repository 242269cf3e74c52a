import type { ProductCollection } from '@medusajs/client-types'
import { collectionQueries, type CountedCollection } from '@/atoms/collections/keys'
import { defineEntity, sameText } from '@/models/core/entity'
import { counted } from '@/models/core/text'

declare module '@/atoms/core/context' {
  interface EntityMap {
    collection: ProductCollection
  }
}

/** '48 products': how big a collection is, where the count is known. */
export function productsText(count: number | undefined): string | undefined {
  return count === undefined ? undefined : counted(count, 'product')
}

/** Collections by title (or handle), the handle and product count as hint. */
export const collectionEntity = defineEntity<CountedCollection>({
  noun: 'collection',
  focus: 'collection',
  label: (c) => c.title,
  hint: (c) => [c.handle, productsText(c.product_count)].filter(Boolean).join(' · ') || undefined,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(collectionQueries.search(q.trim()))).collections as CountedCollection[],
  exact: (c, q) => sameText(c.handle, q) || sameText(c.title, q),
})
