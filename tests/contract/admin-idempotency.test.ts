// Idempotency-Key on Medusa 1.20's keyed POSTs (POST /admin/orders/{id}/return here; swaps and claims
// run the same IdempotencyKeyService code), and the real 409 its SERIALIZABLE writes answer on a race.
// What src/api/client.ts does with a keyed POST rests on these answers: it resumes a request under the
// key Medusa answered, and never sends one again after no answer (a key of its own means nothing here).
// The header is set by hand, so those requests go out with fetch; the console's own calls go through
// ./api like every contract test's.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getClientConfig } from '@/api/client'
import { orders } from './api'
import { createProduct, euroMarket, firstItemId, shippedOrder, type AdminOrder } from './fixtures'
import { signInBeforeAll } from './helpers'

signInBeforeAll()

let order: AdminOrder
beforeAll(async () => {
  const product = await createProduct({ sizes: ['S'] })
  // Enough units that every test below can ask for returns of one unit.
  order = await shippedOrder({ market: await euroMarket(), variantId: product.variants[0]?.id ?? '', quantity: 40 })
})

const CONFLICT = {
  code: 'invalid_state_error',
  type: 'conflict',
  message: 'The request conflicted with another request. You may retry the request with the provided Idempotency-Key.',
}

interface Answer {
  status: number
  /** The key Medusa answered in the `Idempotency-Key` header. */
  key: string | null
  body: unknown
}

/** POST /admin/orders/{id}/return for one unit of the order's item, under `key` when given. */
async function requestReturn(key?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${getClientConfig().apiKey ?? ''}` }
  if (key) headers['Idempotency-Key'] = key
  const response = await fetch(`${inject('contractBaseUrl')}/admin/orders/${order.id}/return`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ items: [{ item_id: firstItemId(order), quantity: 1 }] }),
  })
  return { status: response.status, key: response.headers.get('idempotency-key'), body: await response.json() }
}

const returnCount = async () => (await orders.retrieve(order.id)).order.returns.length
const returnIdsOf = (body: unknown) => ((body as { order?: AdminOrder }).order?.returns ?? []).map((r) => r.id).sort()

describe('Idempotency-Key on POST /admin/orders/{id}/return', () => {
  it('a key Medusa did not issue is not kept: two requests under it make two returns, each answered with a key of Medusa’s own', async () => {
    const before = await returnCount()
    const mine = crypto.randomUUID()
    const first = await requestReturn(mine)
    const second = await requestReturn(mine)
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set([mine, first.key, second.key]).size).toBe(3)
    expect(await returnCount()).toBe(before + 2)
  })

  it('the key Medusa answered replays: a second request under it creates nothing and answers the stored order', async () => {
    const before = await returnCount()
    const first = await requestReturn()
    expect(first.status).toBe(200)
    const replay = await requestReturn(first.key ?? '')
    expect({ status: replay.status, key: replay.key }).toEqual({ status: 200, key: first.key })
    expect(returnIdsOf(replay.body)).toEqual(returnIdsOf(first.body))
    expect(returnIdsOf(first.body)).toHaveLength(before + 1)
    expect(await returnCount()).toBe(before + 1)
  })
})

describe('a real 409', () => {
  it('requests on one order at once: Medusa rolls back all but one with 409 conflict and names its key; each resumed under its key is done once', async () => {
    const before = await returnCount()
    // The race is Medusa's: a round where it did not happen (the requests came one after another) is sent again.
    const answers: Answer[] = []
    for (let round = 0; round < 5 && !answers.some((a) => a.status === 409); round++) {
      answers.push(...(await Promise.all(Array.from({ length: 5 }, () => requestReturn()))))
    }
    const conflicted = answers.filter((a) => a.status === 409)
    expect(conflicted.length).toBeGreaterThan(0)
    for (const answer of conflicted) {
      expect(answer.body).toEqual(CONFLICT)
      expect(answer.key).toMatch(/^[0-9a-f-]{36}$/)
    }
    const made = (await returnCount()) - before
    expect(made).toBe(answers.length - conflicted.length)

    // Resumed one at a time under the key each 409 named: every request is done, none twice.
    for (const answer of conflicted) expect((await requestReturn(answer.key ?? '')).status).toBe(200)
    expect(await returnCount()).toBe(before + made + conflicted.length)
  })

  it('through the console’s client, requests on one order at once are each done once', async () => {
    const before = await returnCount()
    const body = { items: [{ item_id: firstItemId(order), quantity: 1 }] }
    const answered = await Promise.all(Array.from({ length: 4 }, () => orders.requestReturn(order.id, body)))
    expect(answered.every((a) => a.order.id === order.id)).toBe(true)
    expect(await returnCount()).toBe(before + 4)
  })
})
