import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { UPDATES_AT_ONCE } from '@/commands/products/bulk-send'
import { MATCH_PAGE, SEND_CHUNK } from '@/models/products/matching'
import { kebabCase, newProduct, newTag } from '../../mocks/db'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { commandOf, pick, recordPostBodies, recordRequests, requestsOf, runCommand } from '../harness'
import { undoSetUp } from '../undo/setup'

// The products bulk edits over every product a filter matches, as issue #32 needs them at size: the
// updates a few at a time (Medusa has no batch update of products), the collection moves 1,000 a
// request, each product sent once (the gathering's pages: tests/commands/collections/matching.test.ts).

const mock = withMockDb()
const seen = recordRequests()
const bodies = recordPostBodies()

/** `n` draft products tagged `tagValue`, and the products table filtered on that tag. */
function tagged(tagValue: string, n: number): { ctx: CommandContext; ids: string[] } {
  const tag = newTag(mock.db, tagValue)
  const ids: string[] = []
  for (let i = 0; i < n; i += 1) {
    const title = `${tagValue} item ${i}`
    const p = newProduct(mock.db, { title, handle: kebabCase(title), status: 'draft', collection_id: null })
    p.tag_ids = [tag.id]
    mock.db.products.push(p)
    ids.push(p.id)
  }
  return { ctx: { ...emptyContext, list: { kind: 'product', query: { tags: [tag.id], order: '-created_at' }, count: n, description: `tagged '${tagValue}'` } }, ids }
}
const statusOf = (ids: readonly string[]) => new Set(mock.db.products.filter((p) => ids.includes(p.id)).map((p) => p.status))
const updatedIds = () => requestsOf(seen, 'POST').filter((r) => r.path.startsWith('/admin/products/')).map((r) => r.path.split('/').pop())

describe('products.bulk-status over every product a filter matches', { timeout: 30_000 }, () => {
  it('sends at most UPDATES_AT_ONCE updates at a time, each product once, and names a few in its toast', async () => {
    const { ctx, ids } = tagged('bulk', 30)
    let inFlight = 0
    let most = 0
    server.use(
      http.post(`${BASE}/admin/products/:id`, async () => {
        inFlight += 1
        most = Math.max(most, inFlight)
        // Let the other workers send theirs before this one answers (a turn of the event loop, no clock).
        await new Promise((resolve) => setImmediate(resolve))
        inFlight -= 1
        return undefined
      }),
    )
    const run = await runCommand('products.bulk-status', { ctx, answers: { products: pick('', "All 30 products tagged 'bulk'"), status: 'published' } })
    const pages = requestsOf(seen, 'GET', '/admin/products').filter((r) => r.query.get('limit') === String(MATCH_PAGE))
    expect(pages.map((r) => [r.query.get('offset'), r.query.get('order')])).toEqual([['0', 'id']])
    expect(most).toBe(UPDATES_AT_ONCE)
    expect(updatedIds().sort()).toEqual([...ids].sort())
    expect(statusOf(ids)).toEqual(new Set(['published']))
    // The toast names a few, not every title.
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Status set to published on 30 of 30 products', message: expect.stringMatching(/, and 22 more$/) } })
  })

  it('names the products Medusa refused in the order of the run, and sets the rest', async () => {
    const { ctx, ids } = tagged('refused', 10)
    const refused = new Set([ids[1], ids[6]])
    server.use(
      http.post(`${BASE}/admin/products/:id`, ({ params }) =>
        refused.has(String(params.id)) ? HttpResponse.json({ type: 'not_allowed', message: 'Not now' }, { status: 400 }) : undefined,
      ),
    )
    const run = await runCommand('products.bulk-status', { ctx, answers: { products: pick('', "All 10 products tagged 'refused'"), status: 'published' } })
    expect(run.outcome).toMatchObject({
      status: 'failed',
      message: 'Status set to published on 8 of 10 products. Failed: refused item 1: Not now; refused item 6: Not now',
    })
    expect(mock.db.products.filter((p) => ids.includes(p.id) && p.status === 'published')).toHaveLength(8)
    expect(updatedIds()).toHaveLength(10)
  })
})

describe('products.bulk-collection over every product a filter matches', { timeout: 30_000 }, () => {
  it('moves them 1,000 a request, each product in one request', async () => {
    const { ctx, ids } = tagged('moving', 2050)
    const run = await runCommand('products.bulk-collection', {
      ctx,
      answers: { products: pick('', "All 2,050 products tagged 'moving'"), collectionId: pick('winter', 'Winter Collection') },
    })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Moved 2,050 products to Winter Collection', message: expect.stringMatching(/, and 2,042 more$/) } })
    const sent = bodies.sentTo('/admin/collections/pcol_2/products/batch').map((body) => body.product_ids as string[])
    expect(sent.map((batch) => batch.length)).toEqual([SEND_CHUNK, SEND_CHUNK, 50])
    expect(sent.flat().sort()).toEqual([...ids].sort())
    expect(new Set(mock.db.products.filter((p) => ids.includes(p.id)).map((p) => p.collection_id))).toEqual(new Set(['pcol_2']))
  })
})

/** Medusa 1.20 as the large store showed it: a product read with `fields` and expand=collection has no collection_id. */
function withoutCollectionIdWhenExpanded() {
  const FORWARDED = 'x-test-forwarded'
  server.use(
    http.get(`${BASE}/admin/products`, async ({ request }) => {
      const url = new URL(request.url)
      if (request.headers.get(FORWARDED) || !url.searchParams.get('fields') || !url.searchParams.get('expand')?.includes('collection')) return undefined
      const headers = new Headers(request.headers)
      headers.set(FORWARDED, '1')
      const body = (await (await fetch(url, { headers })).json()) as { products: Array<Record<string, unknown>> }
      return HttpResponse.json({ ...body, products: body.products.map(({ collection_id: _dropped, ...rest }) => rest) })
    }),
  )
}

describe('products.bulk-collection and its undo, as Medusa reads collections', () => {
  it('leaves a product already in the collection; the undo puts each moved one back where it was, by collection batches', async () => {
    withoutCollectionIdWhenExpanded()
    const { ctx: filtered, ids } = tagged('undone', 3)
    const [inWinter = '', inEssentials = ''] = ids
    for (const p of mock.db.products) {
      if (p.id === inWinter) p.collection_id = 'pcol_2'
      if (p.id === inEssentials) p.collection_id = 'pcol_3'
    }
    const { runner, ctx, undo } = undoSetUp()
    const bench = { ...ctx(), list: filtered.list }
    const spec = runner.registry.get('products.bulk-collection')?.args?.products
    if (spec?.kind !== 'entity') throw new Error('no Products picker')
    const [matching] = await spec.search('', { queryClient: createQueryClient(), ctx: bench, args: {} })
    const run = await runner.execute(commandOf('products.bulk-collection'), { products: 'matching', collectionId: 'pcol_2' }, {
      ctx: { ...bench, picked: { products: matching?.record, collectionId: mock.db.collections.find((c) => c.id === 'pcol_2') } },
    })
    expect(run).toMatchObject({ status: 'done', result: { title: 'Moved 2 products to Winter Collection' } })
    expect(bodies.sentTo('/admin/collections/pcol_2/products/batch').flatMap((b) => b.product_ids as string[]).sort()).toEqual(ids.filter((id) => id !== inWinter).sort())
    seen.length = 0
    expect(await undo()).toMatchObject({ status: 'done', result: { title: 'Undone: Set collection of products…' } })
    // By Medusa's collection batches, not one product update each.
    expect(seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'DELETE /admin/collections/pcol_2/products/batch',
      'POST /admin/collections/pcol_3/products/batch',
    ])
    expect(ids.map((id) => mock.db.products.find((p) => p.id === id)?.collection_id ?? null)).toEqual(['pcol_2', 'pcol_3', null])
  })
})
