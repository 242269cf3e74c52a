import type { Product } from '@medusajs/client-types'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cancelPausedRunAtom, PAUSED_TEXT, pausedRunsAtom } from '@/atoms/core/outages'
import { createAppStore, type AppStore } from '@/atoms/core/query'
import { CANCELED_TEXT } from '@/commands/core/outages'
import { emptyContext, type CommandContext, type ListView } from '@/models/core/context'
import { isMember, seedCustomerGroups } from '../../mocks/customer-groups/groups'
import { kebabCase, newProduct, newTag } from '../../mocks/db'
import { lookupHandlers, seedDraftOrders } from '../../mocks/draft-orders/seed'
import { withMockDb } from '../../mocks/handlers'
import { server } from '../../mocks/server'
import { bodyIds, clockThrough, clockUntil, cutServerAfter } from '../../support/outage'
import { pick, runCommand } from '../harness'

// Command runs over many records whose server goes away in the middle (commands/core/outages.ts):
// "add every matching" (commands/core/batches), the products bulk edits over a filter, and a run on a
// table selection (executeCommand). Each pauses and says so, resumes by itself, and sends no record twice.

const mock = withMockDb()
afterEach(() => vi.useRealTimers())

const pathId = async (request: Request) => [new URL(request.url).pathname.split('/').pop() ?? '']
const pausedLines = (store: AppStore) => store.get(pausedRunsAtom).map((run) => `${PAUSED_TEXT} (${run.title}: ${run.progress})`)
const once = (writes: ReadonlyMap<string, number>, ids: readonly string[]) => {
  expect([...writes.keys()].sort()).toEqual([...ids].sort())
  expect([...writes.values()].every((n) => n === 1)).toBe(true)
}

/** `n` draft products tagged `tag`: the products table filtered on that tag lists them. */
function taggedProducts(tagValue: string, n: number): { list: ListView; products: Product[] } {
  const tag = newTag(mock.db, tagValue)
  for (let i = 0; i < n; i += 1) {
    const title = `${tagValue} item ${i}`
    const p = newProduct(mock.db, { title, handle: kebabCase(title), status: 'draft', collection_id: null })
    p.tag_ids = [tag.id]
    mock.db.products.push(p)
  }
  const products = mock.db.products.filter((p) => p.tag_ids.includes(tag.id)) as unknown as Product[]
  return { list: { kind: 'product', query: { tags: [tag.id] }, count: n, description: `tagged '${tagValue}'` }, products }
}

// Many requests each through msw: on a loaded 2-core machine a test can take seconds of real time.
describe('customer-groups.add-matching over an outage', { timeout: 30_000 }, () => {
  it('pauses after the cut with the count added, resumes by itself, and adds each customer once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const db = seedCustomerGroups(mock.db)
    server.use(...lookupHandlers(seedDraftOrders(db)))
    const base = db.customers[0]
    if (!base) throw new Error('no customer')
    for (let i = 0; i < 1500; i += 1) db.customers.push({ ...base, id: `cus_cut_${i}`, email: `cut${i}@example.com`, groups: [] })
    const cut = cutServerAfter({ method: 'post', path: '/admin/customer-groups/:id/customers/batch', after: 1, records: (r) => bodyIds(r, 'customer_ids') })
    const store = createAppStore()
    const ctx: CommandContext = { ...emptyContext, list: { kind: 'customer', query: { q: 'cut' }, count: 1500, description: "'cut'" } }
    const running = runCommand('customer-groups.add-matching', { ctx, store, answers: { groupId: pick('staff', 'Staff') } })

    await clockUntil(() => pausedLines(store).length > 0)
    expect(pausedLines(store)).toEqual([`${PAUSED_TEXT} (Adding to Staff: 1,000 of 1,500 customers added)`])
    const refusedAtPause = cut.refused
    await clockUntil(() => cut.refused >= refusedAtPause + 5)
    expect(store.get(pausedRunsAtom)).toHaveLength(1)
    cut.restore()
    const run = await clockThrough(running)
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Added 1,500 of 1,500 customers to Staff' } })
    expect(run.notified.map((t) => t.title)).toEqual(['Staff: 1,000 of 1,500 added', PAUSED_TEXT, 'Adding to Staff: resumed', 'Staff: 1,500 of 1,500 added'])
    expect(store.get(pausedRunsAtom)).toEqual([])
    const added = db.customers.filter((c) => c.id.startsWith('cus_cut_'))
    const staff = db.customerGroups.find((g) => g.name === 'Staff')?.id ?? ''
    expect(added.filter((c) => isMember(c, staff))).toHaveLength(1500)
    once(cut.writes, added.map((c) => c.id))
  })
})

describe('products bulk edits over a filter, over an outage', { timeout: 30_000 }, () => {
  it('products.bulk-status: pauses, resumes, reads the product whose answer was lost, and updates each once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { list, products } = taggedProducts('spring', 12)
    const cut = cutServerAfter({ method: 'post', path: '/admin/products/:id', after: 4, records: pathId })
    const store = createAppStore()
    const running = runCommand('products.bulk-status', {
      ctx: { ...emptyContext, list },
      store,
      answers: { products: pick('', "All 12 products tagged 'spring'"), status: 'published' },
    })
    await clockUntil(() => pausedLines(store).length > 0)
    // 4 answered before the cut; the updates sent beside the lost one (4 at a time) may land too.
    const [pausedAt = ''] = pausedLines(store)
    expect(pausedAt).toMatch(new RegExp(`^${PAUSED_TEXT} \\(Status set to published: \\d+ of 12 products done\\)$`))
    expect(Number(/: (\d+) of/.exec(pausedAt)?.[1])).toBeGreaterThanOrEqual(4)
    const refusedAtPause = cut.refused
    await clockUntil(() => cut.refused >= refusedAtPause + 3)
    cut.restore()
    const run = await clockThrough(running)
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Status set to published on 12 of 12 products' } })
    expect(mock.db.products.filter((p) => products.some((q) => q.id === p.id)).map((p) => p.status)).toEqual(Array.from({ length: 12 }, () => 'published'))
    once(cut.writes, products.map((p) => p.id))
  })

  it('products.bulk-collection: sends only the products the unanswered batch did not move', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { list, products } = taggedProducts('autumn', 150)
    const cut = cutServerAfter({ method: 'post', path: '/admin/collections/:id/products/batch', after: 0, records: (r) => bodyIds(r, 'product_ids') })
    const store = createAppStore()
    const running = runCommand('products.bulk-collection', {
      ctx: { ...emptyContext, list },
      store,
      answers: { products: pick('', "All 150 products tagged 'autumn'"), collectionId: pick('winter', 'Winter Collection') },
    })
    await clockUntil(() => pausedLines(store).length > 0)
    expect(pausedLines(store)).toEqual([`${PAUSED_TEXT} (Moving products: 0 of 150 products moved)`])
    cut.restore()
    const run = await clockThrough(running)
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Moved 150 products to Winter Collection' } })
    expect(new Set(mock.db.products.filter((p) => products.some((q) => q.id === p.id)).map((p) => p.collection_id))).toEqual(new Set(['pcol_2']))
    once(cut.writes, products.map((p) => p.id))
  })

  it('cancels while paused: nothing is sent after, and the run fails saying what was done and what was not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { list } = taggedProducts('summer', 6)
    const cut = cutServerAfter({ method: 'post', path: '/admin/products/:id', after: 2, records: pathId })
    const store = createAppStore()
    const running = runCommand('products.bulk-status', {
      ctx: { ...emptyContext, list },
      store,
      answers: { products: pick('', "All 6 products tagged 'summer'"), status: 'proposed' },
    })
    await clockUntil(() => store.get(pausedRunsAtom).length === 1)
    store.set(cancelPausedRunAtom, store.get(pausedRunsAtom)[0]?.key ?? 0)
    const run = await running
    expect(run.outcome).toMatchObject({ status: 'failed' })
    // Two were set before the cut, and those sent beside the lost one (4 at a time); the one whose answer
    // was lost and those never sent are named (a retry reads them again).
    const message = run.outcome.status === 'failed' ? run.outcome.message : ''
    const set = Number(/^Status set to proposed on (\d) of 6 products\. Failed: /.exec(message)?.[1])
    expect(set).toBeGreaterThanOrEqual(2)
    expect(message.split('; ').filter((part) => part.endsWith(`: ${CANCELED_TEXT}`))).toHaveLength(6 - set)
    cut.restore()
    await vi.advanceTimersByTimeAsync(60_000)
    // Nothing after the cancel: the ones set and the lost one, each once.
    expect(cut.writes.size).toBe(set + 1)
    expect([...cut.writes.values()].every((n) => n === 1)).toBe(true)
  })
})

describe('a run on a table selection, over an outage', { timeout: 30_000 }, () => {
  it('resumes with the next rows; the row whose change got no answer is listed to check, never sent twice', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { products } = taggedProducts('select', 6)
    const cut = cutServerAfter({ method: 'post', path: '/admin/products/:id', after: 2, records: pathId })
    const store = createAppStore()
    const ctx: CommandContext = { ...emptyContext, selection: { kind: 'product', ids: products.map((p) => p.id), records: products } }
    const running = runCommand('products.set-status', { ctx, store, answers: { status: 'published' } })
    await clockUntil(() => pausedLines(store).length > 0)
    expect(pausedLines(store)).toEqual([`${PAUSED_TEXT} (Set product status: 2 of 6 done)`])
    cut.restore()
    const run = await clockThrough(running)
    expect(run.outcome).toMatchObject({
      status: 'bulk',
      done: 5,
      failed: [{ id: products[2]?.id, message: 'The server did not answer whether this was done, so it was not sent again: check it before running it again' }],
    })
    once(cut.writes, products.map((p) => p.id))
  })
})
