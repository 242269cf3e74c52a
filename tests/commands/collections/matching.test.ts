import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createAppStore, createQueryClient } from '@/atoms/core/query'
import { toastsAtom } from '@/atoms/core/toasts'
import { emptyContext, type ListView } from '@/models/core/context'
import { makeTools } from '@/commands/core/run'
import { addMatching } from '@/commands/core/batches'
import { gatherProducts, IDS_PER_REQUEST, MATCH_PAGE, productMatching, productsByIds, SEND_CHUNK } from '@/models/products/matching'
import { kebabCase, newProduct, newTag } from '../../mocks/db'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()

/** `n` products tagged 'winter' (a tag of their own), the first `inWinter` already in Winter Collection. */
function winterProducts(n: number, inWinter = 0) {
  const tag = newTag(mock.db, 'winter')
  for (let i = 0; i < n; i += 1) {
    const title = `Wool item ${i}`
    const p = newProduct(mock.db, { title, handle: kebabCase(title), status: 'published', collection_id: i < inWinter ? 'pcol_2' : null })
    p.tag_ids = [tag.id]
    p.sales_channel_ids = ['sc_1']
    mock.db.products.push(p)
  }
  return tag
}
const list = (query: Record<string, unknown>, count: number, description: string): ListView => ({ kind: 'product', query, count, description })
const inWinter = () => mock.db.products.filter((p) => p.collection_id === 'pcol_2' && p.title.startsWith('Wool')).length

// Thousands of products through msw (pages of 1,000): on a loaded 2-core machine a test can take seconds.
describe('collections.add-matching', { timeout: 30_000 }, () => {
  it("names the count and the filter, reads every page first (by id, whatever the table's order), and sends each missing product once", async () => {
    const tag = winterProducts(2300, 2)
    const run = await runCommand('collections.add-matching', {
      ctx: { ...emptyContext, list: list({ tags: [tag.id], order: '-created_at' }, 2300, "tagged 'winter'") },
      answers: { collectionId: pick('winter', 'Winter Collection') },
    })
    expect(run.confirmations).toEqual([
      "Add 2,300 products tagged 'winter' to collection Winter Collection? A product is in one collection: any other one it was in loses it.",
    ])
    const pages = requestsOf(seen, 'GET', '/admin/products')
    expect(pages.map((r) => r.query.get('offset'))).toEqual(['0', '1000', '2000'])
    expect(pages.every((r) => r.query.get('limit') === String(MATCH_PAGE) && r.query.get('order') === 'id')).toBe(true)
    expect(pages.every((r) => [...r.query.entries()].some(([key, value]) => key.startsWith('tags') && value === tag.id))).toBe(true)
    // Every page is read before the first write.
    const firstPost = seen.findIndex((r) => r.method === 'POST')
    expect(seen.slice(firstPost).some((r) => r.method === 'GET' && r.path === '/admin/products')).toBe(false)
    const batches = requestsOf(seen, 'POST', '/admin/collections/pcol_2/products/batch')
    expect(batches).toHaveLength(Math.ceil(2298 / SEND_CHUNK))
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Added 2,298 of 2,298 products to collection Winter Collection; 2 products already in collection Winter Collection' } })
    expect(inWinter()).toBe(2300)
  })

  it('sends a product once when pages overlap (rows moving while the pages are read)', async () => {
    const tag = winterProducts(MATCH_PAGE + 50)
    let calls = 0
    server.use(
      http.get(`${BASE}/admin/products`, async ({ request }) => {
        calls += 1
        if (calls !== 2) return undefined
        // The second page starts one row early: the last row of the first page comes again.
        const url = new URL(request.url)
        url.searchParams.set('offset', String(MATCH_PAGE - 1))
        const shifted = await fetch(url, { headers: request.headers })
        const body = (await shifted.json()) as { products: unknown[]; count: number }
        return HttpResponse.json({ ...body, offset: MATCH_PAGE })
      }),
    )
    const matching = await gatherProducts({ tags: [tag.id] }, { fields: 'id,title,collection_id' })
    expect(matching).toHaveLength(MATCH_PAGE + 50)
    expect(new Set(matching.map((p) => p.id)).size).toBe(MATCH_PAGE + 50)
  })

  it('says so when every matching product is already in the collection', async () => {
    const tag = winterProducts(3, 3)
    const run = await runCommand('collections.add-matching', {
      ctx: { ...emptyContext, list: list({ tags: [tag.id] }, 3, "tagged 'winter'") },
      answers: { collectionId: pick('winter', 'Winter Collection') },
    })
    expect(run.outcome).toEqual({
      status: 'done',
      result: { type: 'toast', title: 'Nothing to add to collection Winter Collection', message: 'All 3 products matching are already there' },
    })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('tells each failed batch and fails the run, so a retry sends only what is still missing', async () => {
    const tag = winterProducts(1500)
    let posts = 0
    server.use(
      http.post(`${BASE}/admin/collections/:id/products/batch`, () => {
        posts += 1
        return posts === 2 ? HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }) : undefined
      }),
    )
    const ctx = { ...emptyContext, list: list({ tags: [tag.id] }, 1500, "tagged 'winter'") }
    const run = await runCommand('collections.add-matching', { ctx, answers: { collectionId: pick('winter', 'Winter Collection') } })
    expect(run.outcome).toMatchObject({
      status: 'failed',
      message:
        'Added 1,000 of 1,500 products to collection Winter Collection. Batch 1 of 2 (1,000 products): added. Batch 2 of 2 (500 products): failed: An unknown error occurred.',
    })
    seen.length = 0
    const retry = await runCommand('collections.add-matching', { ctx, answers: { collectionId: pick('winter', 'Winter Collection') } })
    expect(retry.outcome).toMatchObject({ status: 'done', result: { title: 'Added 500 of 500 products to collection Winter Collection; 1,000 products already in collection Winter Collection' } })
    expect(requestsOf(seen, 'POST')).toHaveLength(1)
    expect(inWinter()).toBe(1500)
  })

  it('tells each batch as it lands', async () => {
    const tag = winterProducts(1200)
    const queryClient = createQueryClient()
    const store = createAppStore(queryClient)
    const ctx = { ...emptyContext, list: list({ tags: [tag.id] }, 1200, "tagged 'winter'") }
    const sent: number[] = []
    const result = await addMatching(
      {
        ...productMatching({ fields: 'id,title,collection_id' }),
        target: 'collection Essentials',
        isMember: (p) => p.collection_id === 'pcol_3',
        send: async (ids) => void sent.push(ids.length),
      },
      makeTools(queryClient, ctx, store),
    )
    expect(sent).toEqual([1000, 200])
    expect(store.get(toastsAtom).map((t) => [t.title, t.tone])).toEqual([
      ['collection Essentials: 1,000 of 1,200 added', 'info'],
      ['collection Essentials: 1,200 of 1,200 added', 'info'],
    ])
    expect(result).toMatchObject({ title: 'Added 1,200 of 1,200 products to collection Essentials' })
  })
})

describe('productsByIds', () => {
  it('asks for at most 20 ids a request: Medusa (qs, arrayLimit 20) refuses a longer id[n] list', async () => {
    winterProducts(45)
    const ids = mock.db.products.slice(-45).map((p) => p.id)
    const found = await productsByIds(ids, { fields: 'id,title' })
    expect(found.map((p) => p.id)).toEqual(ids)
    const reads = requestsOf(seen, 'GET', '/admin/products')
    expect(IDS_PER_REQUEST).toBe(20)
    expect(reads.map((r) => [...r.query.keys()].filter((key) => key.startsWith('id[')).length)).toEqual([20, 20, 5])
  })
})
