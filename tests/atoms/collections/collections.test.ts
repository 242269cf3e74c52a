import { describe, expect, it } from 'vitest'
import { collectionQueries } from '@/atoms/collections/keys'
import { createQueryClient } from '@/atoms/core/query'
import { withMockDb } from '../../mocks/handlers'

const mock = withMockDb()

// Medusa answers every collection with all its products (tests/contract/admin-collections-channels):
// on a large store a page of collections carries thousands. The cache keeps the count, not the array.
describe('collection queries', () => {
  it('keep each listed, searched or retrieved collection with its product count and without its products', async () => {
    const queryClient = createQueryClient()
    const inDb = (id: string) => mock.db.products.filter((p) => p.collection_id === id).length
    const { collections } = await queryClient.fetchQuery(collectionQueries.list({ limit: 20 }))
    const { collections: found } = await queryClient.fetchQuery(collectionQueries.search('summer'))
    const { collections: options } = await queryClient.fetchQuery(collectionQueries.options())
    const { collection } = await queryClient.fetchQuery(collectionQueries.detail(collections[0]!.id))
    for (const kept of [...collections, ...found, ...options, collection]) {
      expect(kept).not.toHaveProperty('products')
      expect(kept.product_count).toBe(inDb(kept.id))
    }
    expect(collections.map((c) => c.product_count)).toEqual([3, 3, 3])
  })
})
