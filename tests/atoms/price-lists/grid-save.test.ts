import type { MoneyAmount } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient, runMutation } from '@/atoms/core/query'
import type { PricePlan } from '@/atoms/price-lists/grid'
import { chunksBySize, MAX_BODY_BYTES } from '@/atoms/price-lists/grid-save'
import { savePricesMutation } from '@/atoms/price-lists/keys'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { seedPriceLists } from '../../mocks/price-lists/price-lists'
import { server } from '../../mocks/server'

const mock = withMockDb()

/** Batch requests as sent: method, body size in bytes, and the prices or ids they carry. */
interface Sent {
  method: string
  bytes: number
  prices: Array<{ variant_id: string; amount: number }>
  ids: string[]
}
let sent: Sent[]
beforeEach(() => {
  sent = []
  server.events.removeAllListeners('request:start')
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/prices/batch')) return
    const text = await request.clone().text()
    const body = JSON.parse(text) as { prices?: Sent['prices']; price_ids?: string[] }
    sent.push({ method: request.method, bytes: new TextEncoder().encode(text).length, prices: body.prices ?? [], ids: body.price_ids ?? [] })
  })
})

const list = () => {
  const found = seedPriceLists(mock.db).priceLists.find((l) => l.name === 'Summer Sale')
  if (!found) throw new Error('no seeded sale')
  return found
}
const variants = () => mock.db.products.flatMap((p) => p.variants.map((v) => v.id))

/** A save of `count` cells, as the grid plans it: a new price per cell (distinct amounts) and the seeded prices deleted. */
function plan(count: number): PricePlan {
  const ids = variants()
  const prices = Array.from({ length: count }, (_, n) => ({ variant_id: ids[n % ids.length] ?? '', currency_code: 'eur', amount: 50_000 + n }))
  return { changes: [], prices, deleteIds: list().prices.map((p) => p.id) }
}

const amountsInList = () => list().prices.map((p: MoneyAmount) => p.amount).sort((a, b) => a - b)
const save = (p: PricePlan) => runMutation(createQueryClient(), savePricesMutation, { id: list().id, plan: p })

describe('chunksBySize', () => {
  it('keeps every chunk’s body under the bound, in order, and 1,000 grid prices in at most two', () => {
    const ids = Array.from({ length: 1000 }, (_, n) => `variant_01M8HDX${String(n).padStart(19, '0')}`)
    const prices = ids.map((variant_id, n) => ({ variant_id, currency_code: 'eur', amount: 10_000 + n * 97 }))
    const chunks = chunksBySize(prices, (p) => ({ prices: p }))
    expect(chunks.length).toBeLessThanOrEqual(2)
    expect(chunks.flat()).toEqual(prices)
    for (const chunk of chunks) expect(JSON.stringify({ prices: chunk }).length).toBeLessThanOrEqual(MAX_BODY_BYTES)
    const small = chunksBySize(prices, (p) => ({ prices: p }), 10_000)
    expect(small.length).toBeGreaterThan(8)
    for (const chunk of small) expect(JSON.stringify({ prices: chunk }).length).toBeLessThanOrEqual(10_000)
    expect(small.flat()).toEqual(prices)
  })
})

describe('saving a grid in batches', () => {
  it('sends 2,500 new prices in POSTs under the body limit before one DELETE, each price once', async () => {
    const p = plan(2500)
    await save(p)
    const posts = sent.filter((s) => s.method === 'POST')
    expect(posts.length).toBeGreaterThan(1)
    expect(posts.length).toBe(chunksBySize(p.prices, (x) => ({ prices: x })).length)
    for (const s of sent) expect(s.bytes).toBeLessThanOrEqual(MAX_BODY_BYTES)
    expect(posts.flatMap((s) => s.prices)).toEqual(p.prices)
    expect(sent.map((s) => s.method)).toEqual([...posts.map(() => 'POST'), 'DELETE'])
    expect(sent.at(-1)?.ids).toEqual(p.deleteIds)
    expect(amountsInList()).toEqual(p.prices.map((x) => x.amount))
  })

  it('halves a chunk a server with a lower body limit refuses (413), and sends each price once', async () => {
    server.use(
      http.post(`${BASE}/admin/price-lists/:id/prices/batch`, async ({ request }) => {
        if ((await request.clone().text()).length > 20_000) return HttpResponse.text('request entity too large', { status: 413 })
        return undefined
      }),
    )
    const p = plan(400)
    await save(p)
    expect(amountsInList()).toEqual(p.prices.map((x) => x.amount))
    const accepted = sent.filter((s) => s.method === 'POST' && s.bytes <= 20_000)
    expect(accepted.flatMap((s) => s.prices)).toEqual(p.prices)
  })

  it('after a save cut short by an outage, sends again only the prices the server does not have', async () => {
    let posts = 0
    server.use(
      http.post(`${BASE}/admin/price-lists/:id/prices/batch`, () => {
        posts += 1
        // The second batch meets a server gone away; the first was saved.
        return posts === 2 ? HttpResponse.text('Bad gateway', { status: 502 }) : undefined
      }),
    )
    const p = plan(2500)
    await expect(save(p)).rejects.toThrow()
    const firstBatch = sent[0]?.prices ?? []
    expect(firstBatch.length).toBeGreaterThan(0)
    sent = []
    await save(p)
    const resent = sent.filter((s) => s.method === 'POST').flatMap((s) => s.prices)
    expect(resent).toEqual(p.prices.slice(firstBatch.length))
    // Every cell once: the old prices gone, each new amount in the list exactly once.
    expect(amountsInList()).toEqual(p.prices.map((x) => x.amount))
  })

  it('reads back a batch whose answer was lost and does not send its prices again', async () => {
    let lost = true
    server.use(
      http.post(`${BASE}/admin/price-lists/:id/prices/batch`, async ({ request, params }) => {
        if (!lost) return undefined
        lost = false
        // Saved on the server, the answer never arrives.
        const body = (await request.clone().json()) as { prices: Array<{ variant_id: string; currency_code: string; amount: number }> }
        const target = seedPriceLists(mock.db).priceLists.find((l) => l.id === params.id)
        const at = mock.db.now()
        for (const price of body.prices) {
          target?.prices.push({ id: mock.db.nextId('ma'), ...price, min_quantity: null, max_quantity: null, price_list_id: params.id as string, region_id: null, created_at: at, updated_at: at, deleted_at: null })
        }
        return HttpResponse.error()
      }),
    )
    const p = plan(10)
    await expect(save(p)).rejects.toThrow()
    sent = []
    await save(p)
    expect(sent.filter((s) => s.method === 'POST')).toEqual([])
    expect(sent.filter((s) => s.method === 'DELETE').flatMap((s) => s.ids)).toEqual(p.deleteIds)
    expect(amountsInList()).toEqual(p.prices.map((x) => x.amount))
  })
})
