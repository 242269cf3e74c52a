import type { CountedCollection } from '@/atoms/collections/keys'
import { collectionQueries } from '@/atoms/collections/keys'
import { defineEntity, sameText } from '@/commands/core/entity'

/** '48 products': how big a collection is, where the count is known. */
export function productsText(count: number | undefined): string | undefined {
  return count === undefined ? undefined : `${count} product${count === 1 ? '' : 's'}`
}

/** Collections by title (or handle), the handle and product count as hint. */
export const collectionEntity = defineEntity<CountedCollection>({
  noun: 'collection',
  focus: 'collection',
  label: (c) => c.title,
  hint: (c) => [c.handle, productsText(c.products?.length)].filter(Boolean).join(' · ') || undefined,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(collectionQueries.search(q.trim()))).collections as CountedCollection[],
  exact: (c, q) => sameText(c.handle, q) || sameText(c.title, q),
})
