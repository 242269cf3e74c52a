import type { ToastInput } from '@/atoms/core/toasts'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cancelPausedRunAtom, pausedRunsAtom } from '@/atoms/core/outages'
import { createAppStore } from '@/atoms/core/query'
import type { ListPriceInput } from '@/commands/batch-jobs/price-list-import-plan'
import { importChunks, replaceListPrices } from '@/commands/batch-jobs/price-list-import-write'
import { CANCELED_TEXT } from '@/commands/core/outages'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { seedPriceLists } from '../../mocks/price-lists/price-lists'
import { server } from '../../mocks/server'
import { clockThrough, clockUntil, cutServerAfter } from '../../support/outage'
import { recordRequests, requestsOf } from '../harness'

// The price-list import's write (issue #32): the file's prices in batches under Medusa's 100 KB body
// limit, the first replacing the list's prices (`override`), each price on the list once, also when
// an answer is lost, and nothing sent after the operator cancels a paused run.

const mock = withMockDb()
const seen = recordRequests()
afterEach(() => vi.useRealTimers())

const db = () => seedPriceLists(mock.db)
const summerSale = () => db().priceLists.find((l) => l.name === 'Summer Sale' && !l.deleted_at) ?? (() => { throw new Error('no Summer Sale') })()
const BATCH = '/admin/price-lists/:id/prices/batch'

/** `n` more variants on the first product, so that a file can price thousands. */
function manyVariants(n: number): string[] {
  const product = db().products[0]
  const model = product?.variants[0]
  if (!product || !model) throw new Error('no product')
  const added = Array.from({ length: n }, (_, i) => ({ ...model, id: `variant_bulk_${String(i).padStart(5, '0')}`, sku: `BULK-${i}` }))
  product.variants.push(...added)
  return added.map((v) => v.id)
}

const eurPrices = (ids: readonly string[]): ListPriceInput[] => ids.map((id, i) => ({ variant_id: id, currency_code: 'eur', amount: 1000 + i }))
const cellsOf = async (request: Request) => ((await request.json()) as { prices: ListPriceInput[] }).prices.map((p) => `${p.variant_id}:${p.currency_code}`)
const onList = () => summerSale().prices.map((p) => `${p.variant_id}:${p.currency_code}:${p.amount}`).sort()
const expected = (prices: readonly ListPriceInput[]) => prices.map((p) => `${p.variant_id}:${p.currency_code}:${p.amount}`).sort()
const tools = (store = createAppStore()) => {
  const notified: ToastInput[] = []
  return { store, notified, notify: (toast: ToastInput) => void notified.push(toast) }
}

describe('replaceListPrices', () => {
  it('sends 2,500 prices in a few batches under 100 KB, the first with override: the list then holds exactly them', async () => {
    const prices = eurPrices(manyVariants(2500))
    const list = summerSale()
    expect(list.prices.length).toBeGreaterThan(0)
    const bodies: string[] = []
    server.use(http.post(`${BASE}${BATCH}`, async ({ request }) => void bodies.push(await request.clone().text())))
    const t = tools()
    await replaceListPrices({ id: list.id, name: list.name }, prices, t)
    expect(bodies.length).toBeGreaterThan(1)
    expect(bodies.length).toBeLessThanOrEqual(3)
    for (const body of bodies) expect(new TextEncoder().encode(body).length).toBeLessThan(100 * 1024)
    const sent = bodies.map((body) => JSON.parse(body) as { prices: ListPriceInput[]; override?: boolean })
    expect(sent.map((body) => body.override)).toEqual([true, ...sent.slice(1).map(() => undefined)])
    expect(sent.flatMap((body) => body.prices)).toEqual(prices)
    expect(onList()).toEqual(expected(prices))
    expect(t.notified.map((n) => n.title)).toContain(`Importing prices into Summer Sale: ${(sent[0]?.prices.length ?? 0).toLocaleString('en')} of 2,500 prices written…`)
  })

  /** 60 prices imported into Summer Sale in chunks of 1,000 bytes, the server going away after `after` batch POSTs (fake timers). */
  function importCutAfter(after: number, t = tools()) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const prices = eurPrices(manyVariants(60))
    const cut = cutServerAfter({ method: 'post', path: BATCH, after, records: cellsOf })
    const list = summerSale()
    return { prices, cut, running: replaceListPrices({ id: list.id, name: list.name }, prices, t, 1000) }
  }

  it('cuts chunks by size and keeps every price in order', () => {
    const prices = eurPrices(Array.from({ length: 50 }, (_, i) => `variant_${i}`))
    const chunks = importChunks(prices, 1000)
    expect(chunks.length).toBeGreaterThan(3)
    expect(chunks.flat()).toEqual(prices)
    for (const chunk of chunks) expect(JSON.stringify({ prices: chunk, override: true }).length).toBeLessThanOrEqual(1000)
  })

  it('a later batch whose answer was lost is read back: no price is sent twice or doubled on the list', async () => {
    const { prices, cut, running } = importCutAfter(1)
    await clockUntil(() => cut.down)
    cut.restore()
    await clockThrough(running)
    expect(cut.writes.size).toBe(60)
    expect([...cut.writes.values()].every((n) => n === 1)).toBe(true)
    expect(onList()).toEqual(expected(prices))
  })

  it('the first batch whose answer was lost is sent again with override: it replaces its own first copy', async () => {
    const { prices, cut, running } = importCutAfter(0)
    await clockUntil(() => cut.down)
    cut.restore()
    await clockThrough(running)
    expect(onList()).toEqual(expected(prices))
  })

  it('canceled while paused: says how far it got and sends nothing more', async () => {
    const t = tools()
    const { prices, cut, running: sending } = importCutAfter(1, t)
    const running = sending.catch((error: unknown) => error)
    await clockUntil(() => t.store.get(pausedRunsAtom).length > 0)
    const sentBefore = requestsOf(seen, 'POST', /\/prices\/batch$/).length
    t.store.set(cancelPausedRunAtom, t.store.get(pausedRunsAtom)[0]?.key ?? 0)
    const error = await clockThrough(running)
    const first = importChunks(prices, 1000)[0]?.length ?? 0
    expect(String(error)).toContain(`${CANCELED_TEXT}: ${first} of 60 prices written, batch 2 of`)
    expect(String(error)).toContain('Import the file again: it replaces the list’s prices whole')
    expect(requestsOf(seen, 'POST', /\/prices\/batch$/)).toHaveLength(sentBefore)
    expect(t.store.get(pausedRunsAtom)).toEqual([])
    cut.restore()
  })

  it('stops at a batch Medusa refuses and says how many prices were written', async () => {
    const prices = eurPrices(manyVariants(60))
    let posts = 0
    server.use(
      http.post(`${BASE}${BATCH}`, () => {
        posts += 1
        return posts === 2 ? HttpResponse.json({ type: 'invalid_data', message: 'amount must be an integer number' }, { status: 400 }) : undefined
      }),
    )
    const list = summerSale()
    const chunks = importChunks(prices, 1000)
    const error = await replaceListPrices({ id: list.id, name: list.name }, prices, tools(), 1000).catch((e: unknown) => e)
    expect(String(error)).toContain(`Medusa refused batch 2 of ${chunks.length}: amount must be an integer number. ${chunks[0]?.length} of 60 prices written`)
    expect(posts).toBe(2)
    expect(onList()).toEqual(expected(chunks[0] ?? []))
  })
})
