import type { AdminPostCollectionsReq, ProductCollection } from '@medusajs/client-types'
import type { collections as collectionsApi } from '@/api/admin/collections'
import { defineRefusals, duplicateError, invalidData, notFound } from '../../support/refusals'

// Every refusal the collections mock imitates, one row each (tests/support/refusals.ts): run against msw
// with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/collections.ts.

export interface CollectionRefusalContext {
  api: typeof collectionsApi
  /** Two collections made for the row (deleted after on the server). */
  collection: ProductCollection
  other: ProductCollection
  /** A product that exists. */
  productId: string
}

export async function makeCollections(api: typeof collectionsApi, title: (prefix: string) => string, productId: string): Promise<CollectionRefusalContext> {
  const { collection } = await api.create({ title: title('Refusal collection') })
  const { collection: other } = await api.create({ title: title('Refusal other') })
  return { api, collection, other, productId }
}

const unknownCollection = notFound('Product collection with id: pcol_missing was not found')
/** Bodies the types forbid, sent as a careless client would. */
const loose = (body: Record<string, unknown>) => body as unknown as AdminPostCollectionsReq

export const refusals = defineRefusals<CollectionRefusalContext>({
  mock: 'collections',
  about: 'Each row acts on two collections made for it and any product.',
  cases: [
    { route: 'GET /admin/collections/{id}', when: 'an unknown collection', call: ({ api }) => api.retrieve('pcol_missing'), expected: unknownCollection },
    { route: 'POST /admin/collections/{id}', when: 'an unknown collection', call: ({ api }) => api.update('pcol_missing', { title: 'x' }), expected: unknownCollection },
    { route: 'DELETE /admin/collections/{id}', when: 'an unknown collection', call: ({ api }) => api.delete('pcol_missing'), expected: unknownCollection },
    {
      route: 'POST /admin/collections/{id}/products/batch',
      when: 'an unknown collection',
      call: ({ api, productId }) => api.addProducts('pcol_missing', { product_ids: [productId] }),
      expected: unknownCollection,
    },
    {
      route: 'DELETE /admin/collections/{id}/products/batch',
      when: 'an unknown collection',
      call: ({ api, productId }) => api.removeProducts('pcol_missing', { product_ids: [productId] }),
      expected: unknownCollection,
    },
    {
      route: 'POST /admin/collections',
      when: 'a handle in use',
      call: ({ api, collection }) => api.create({ title: 'Refused', handle: collection.handle ?? '' }),
      expected: ({ collection }) => duplicateError(`Product_collection with handle ${collection.handle} already exists.`),
    },
    {
      route: 'POST /admin/collections/{id}',
      when: 'a handle in use',
      call: ({ api, collection, other }) => api.update(other.id, { handle: collection.handle ?? '' }),
      expected: ({ collection }) => duplicateError(`Product_collection with handle ${collection.handle} already exists.`),
    },
    {
      route: 'POST /admin/collections',
      when: 'no title (IsNotEmpty and IsString both fail)',
      call: ({ api }) => api.create(loose({})),
      expected: invalidData('title should not be empty, title must be a string'),
    },
    { route: 'POST /admin/collections', when: 'an empty title', call: ({ api }) => api.create({ title: '' }), expected: invalidData('title should not be empty') },
    {
      route: 'POST /admin/collections/{id}/products/batch',
      when: 'an empty list',
      call: ({ api, collection }) => api.addProducts(collection.id, { product_ids: [] }),
      expected: invalidData('product_ids should not be empty'),
    },
    {
      route: 'POST /admin/collections/{id}/products/batch',
      when: 'an id that is not a string',
      call: ({ api, collection }) => api.addProducts(collection.id, { product_ids: [1] as unknown as string[] }),
      expected: invalidData('each value in product_ids must be a string'),
    },
  ],
})
