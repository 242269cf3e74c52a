import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { collectionQueries } from '@/atoms/collections/keys'
import { createQueryClient } from '@/atoms/core/query'
import { recordRequests, requestsOf } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { server } from '../../mocks/server'

const mock = withMockDb()
const seen = recordRequests()
const inDb = (id: string) => mock.db.products.filter((p) => p.collection_id === id).length

// Medusa answers every collection with all its products (tests/contract/admin-collections-channels):
// on a large store a page of collections carries thousands. The cache keeps the count, not the array.
describe('collection queries', () => {
  it('keep each listed, searched or retrieved collection with its product count and without its products', async () => {
    const queryClient = createQueryClient()
    const { collections } = await queryClient.fetchQuery(collectionQueries.list({ limit: 20 }))
    const { collections: found } = await queryClient.fetchQuery(collectionQueries.search('summer'))
    const { collection } = await queryClient.fetchQuery(collectionQueries.detail(collections[0]!.id))
    for (const kept of [...collections, ...found, collection]) {
      expect(kept).not.toHaveProperty('products')
      expect(kept.product_count).toBe(inDb(kept.id))
    }
    expect(collections.map((c) => c.product_count)).toEqual([3, 3, 3])
  })

  it("read the table's default page and the filters' choices from the store list, without products, and each count by itself", async () => {
    const queryClient = createQueryClient()
    const { collections, count } = await queryClient.fetchQuery(collectionQueries.page({ limit: 20, order: '-created_at' }))
    const { collections: options } = await queryClient.fetchQuery(collectionQueries.options())
    expect(count).toBe(3)
    expect(collections.map((c) => c.id)).toEqual([...mock.db.collections].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((c) => c.id))
    for (const kept of [...collections, ...options]) {
      expect(kept).not.toHaveProperty('products')
      expect(kept.product_count).toBeUndefined()
    }
    expect(requestsOf(seen, 'GET', '/admin/collections')).toHaveLength(0)
    expect(requestsOf(seen, 'GET', '/store/collections').map((r) => r.query.get('limit'))).toEqual(['20', '100'])

    const first = collections[0]!.id
    expect(await queryClient.fetchQuery(collectionQueries.productCount(first))).toBe(inDb(first))
    const asked = requestsOf(seen, 'GET', '/admin/products').at(-1)?.query
    expect([asked?.get('collection_id[0]'), asked?.get('limit')]).toEqual([first, '1'])
  })

  it('read a searched or otherwise sorted page from the admin list, with its counts', async () => {
    const queryClient = createQueryClient()
    const { collections } = await queryClient.fetchQuery(collectionQueries.page({ limit: 20, order: 'title' }))
    expect(collections.map((c) => c.product_count)).toEqual([3, 3, 3])
    const { collections: found } = await queryClient.fetchQuery(collectionQueries.page({ limit: 20, q: 'wint' }))
    expect(found.map((c) => c.title)).toEqual(['Winter Collection'])
    expect(requestsOf(seen, 'GET', '/store/collections')).toHaveLength(0)
  })

  it("give a picker with nothing typed the store list's first page, each with its count; a typed search the admin list's", async () => {
    const queryClient = createQueryClient()
    const { collections } = await queryClient.fetchQuery(collectionQueries.search(''))
    expect(collections.map((c) => [c.title, c.product_count])).toEqual([
      ['Essentials', inDb('pcol_3')],
      ['Winter Collection', inDb('pcol_2')],
      ['Summer Collection', inDb('pcol_1')],
    ])
    expect(requestsOf(seen, 'GET', '/admin/collections')).toHaveLength(0)
    expect(requestsOf(seen, 'GET', '/admin/products')).toHaveLength(3)
    await queryClient.fetchQuery(collectionQueries.search('wint'))
    expect(requestsOf(seen, 'GET', '/admin/collections').map((r) => r.query.get('q'))).toEqual(['wint'])
  })

  it('read a collection from the store beside one product for its count, not through the admin API', async () => {
    const queryClient = createQueryClient()
    const { collection } = await queryClient.fetchQuery(collectionQueries.detail('pcol_2'))
    expect(collection).toMatchObject({ id: 'pcol_2', title: 'Winter Collection', product_count: inDb('pcol_2') })
    expect(collection).not.toHaveProperty('products')
    expect(requestsOf(seen, 'GET', '/admin/collections/pcol_2')).toHaveLength(0)
    expect(requestsOf(seen, 'GET', '/store/collections/pcol_2')).toHaveLength(1)
  })

  it('fall back to the admin API when the store API is refused (a store_cors without the console), and stay there', async () => {
    server.use(http.get('*/store/collections', () => HttpResponse.error()))
    const queryClient = createQueryClient()
    const { collections } = await queryClient.fetchQuery(collectionQueries.page({ limit: 20 }))
    expect(collections.map((c) => c.product_count)).toEqual([3, 3, 3])
    await queryClient.fetchQuery(collectionQueries.page({ limit: 20, offset: 20 }))
    const { collection } = await queryClient.fetchQuery(collectionQueries.detail('pcol_1'))
    expect(collection.product_count).toBe(inDb('pcol_1'))
    expect(requestsOf(seen, 'GET', '/store/collections')).toHaveLength(1)
    expect(requestsOf(seen, 'GET', '/store/collections/pcol_1')).toHaveLength(0)
    expect(requestsOf(seen, 'GET', '/admin/collections')).toHaveLength(2)
    expect(requestsOf(seen, 'GET', '/admin/collections/pcol_1')).toHaveLength(1)
  })

  it("report the admin list's failure when it fails too (a 401 asks for the log-in), and try the store list again next time", async () => {
    server.use(
      http.get('*/store/collections', () => HttpResponse.error()),
      http.get('*/admin/collections', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }), { once: true }),
    )
    const queryClient = createQueryClient()
    await expect(queryClient.fetchQuery(collectionQueries.page({ limit: 20 }))).rejects.toMatchObject({ kind: 'authentication' })
    await queryClient.fetchQuery(collectionQueries.page({ limit: 20, offset: 20 })).catch(() => undefined)
    expect(requestsOf(seen, 'GET', '/store/collections')).toHaveLength(2)
  })
})
