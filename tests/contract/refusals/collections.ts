import { makeCollections, type CollectionRefusalContext } from '../../mocks/collections/refusals'
import type { RefusalSide } from '../../support/refusals'
import { collections, products } from '../api'
import { unique } from '../helpers'

/** The collections table against Medusa: two new collections (deleted after) and any product. */
export const medusa: Omit<RefusalSide<CollectionRefusalContext>, 'name'> = {
  context: async () => makeCollections(collections, unique, (await products.list({ limit: 1 })).products[0]?.id ?? 'prod_none'),
  async cleanUp({ collection, other }) {
    await collections.delete(collection.id)
    await collections.delete(other.id)
  },
}
