import type { ProductCollection } from '@medusajs/client-types'
import { collectionQueries } from '@/atoms/collections/keys'
import { defineEntity, sameText } from '@/commands/core/entity'

export const collectionEntity = defineEntity<ProductCollection>({
  noun: 'collection',
  label: (c) => c.title,
  hint: (c) => c.handle ?? undefined,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(collectionQueries.search(q.trim()))).collections as ProductCollection[],
  exact: (c, q) => sameText(c.handle, q) || sameText(c.title, q),
})
