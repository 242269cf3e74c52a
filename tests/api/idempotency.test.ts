// The POSTs Medusa 1.20 keeps under an Idempotency-Key are resumed with the key it answered; no other
// POST is sent twice unless the operator turned retries on.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { client, configureClient, honoursIdempotencyKey, KEYED_RETRIES, MedusaApiError } from '@/api/client'
import { server } from '../mocks/server'
import { BASE, withMockServer } from './harness'

withMockServer()

/** Medusa's 409 on a rolled-back race, as pinned in tests/contract/admin-idempotency.test.ts. */
const CONFLICT = {
  code: 'invalid_state_error',
  type: 'conflict',
  message: 'The request conflicted with another request. You may retry the request with the provided Idempotency-Key.',
}

type Answer = 'network' | { status: number; key?: string }

/** Answers each attempt in turn (the last repeats) and keeps the Idempotency-Key each one carried. */
function answerInTurn(path: string, answers: Answer[]) {
  const keys: Array<string | null> = []
  server.use(
    http.post(`${BASE}${path}`, ({ request }) => {
      const answer = answers[Math.min(keys.length, answers.length - 1)] ?? { status: 200 }
      keys.push(request.headers.get('idempotency-key'))
      if (answer === 'network') return HttpResponse.error()
      const headers = answer.key ? { 'Idempotency-Key': answer.key } : undefined
      return HttpResponse.json(answer.status < 400 ? { order: { id: 'order_1' } } : CONFLICT, { status: answer.status, headers })
    }),
  )
  return keys
}

async function failure(promise: Promise<unknown>): Promise<MedusaApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(MedusaApiError)
  return error as MedusaApiError
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('the POSTs Medusa keeps under an Idempotency-Key', () => {
  it('are the admin return, swap and claim requests and the storefront checkout steps, nothing else', () => {
    const keyed = [
      '/admin/orders/order_1/return',
      '/admin/orders/order_1/swaps',
      '/admin/orders/order_1/claims',
      '/store/carts/cart_1/complete',
      '/store/carts/cart_1/taxes',
      '/store/carts/cart_1/line-items',
      '/store/carts/cart_1/payment-sessions',
      '/store/returns',
      '/store/swaps',
    ]
    expect(keyed.filter((path) => honoursIdempotencyKey('POST', path))).toEqual(keyed)
    const plain = ['/admin/orders/order_1/complete', '/admin/returns/ret_1/receive', '/admin/orders/order_1/swaps/swap_1/cancel', '/admin/collections/c_1', '/store/carts']
    expect(plain.filter((path) => honoursIdempotencyKey('POST', path))).toEqual([])
    expect(honoursIdempotencyKey('GET', '/admin/orders/order_1/return')).toBe(false)
  })

  it('carry a key with retries off, and a 409 answered with Medusa’s key is resumed under that key', async () => {
    configureClient({ retryDelayMs: 1 })
    const keys = answerInTurn('/admin/orders/order_1/return', [
      { status: 409, key: 'medusa-key-1' },
      { status: 409, key: 'medusa-key-1' },
      { status: 200, key: 'medusa-key-1' },
    ])
    await expect(client.post('/admin/orders/order_1/return', { items: [] })).resolves.toEqual({ order: { id: 'order_1' } })
    expect(keys).toHaveLength(3)
    expect(keys[0]).toMatch(UUID)
    expect(keys.slice(1)).toEqual(['medusa-key-1', 'medusa-key-1'])
  })

  it(`give up after ${KEYED_RETRIES} resumptions, with Medusa’s 409 as the error`, async () => {
    configureClient({ retryDelayMs: 1 })
    const keys = answerInTurn('/admin/orders/order_1/swaps', [{ status: 409, key: 'medusa-key-2' }])
    const error = await failure(client.post('/admin/orders/order_1/swaps', {}))
    expect({ status: error.status, type: error.type, message: error.message }).toEqual({ status: 409, type: 'conflict', message: CONFLICT.message })
    expect(keys).toHaveLength(1 + KEYED_RETRIES)
    expect(new Set(keys.slice(1))).toEqual(new Set(['medusa-key-2']))
  })

  it('are not sent again when no answer came: Medusa may have acted under a key of its own', async () => {
    configureClient({ retryDelayMs: 1 })
    const keys = answerInTurn('/admin/orders/order_1/claims', ['network', { status: 200 }])
    const error = await failure(client.post('/admin/orders/order_1/claims', {}))
    expect(error.kind).toBe('connection')
    expect(keys).toHaveLength(1)
  })

  it('are resumed after a lost answer once Medusa has named its key', async () => {
    configureClient({ retryDelayMs: 1 })
    const keys = answerInTurn('/admin/orders/order_1/return', [{ status: 409, key: 'medusa-key-3' }, 'network', { status: 200 }])
    await expect(client.post('/admin/orders/order_1/return', {})).resolves.toEqual({ order: { id: 'order_1' } })
    expect(keys.slice(1)).toEqual(['medusa-key-3', 'medusa-key-3'])
  })

  it('are not resumed on a 409 without a key (a proxy’s, not Medusa’s)', async () => {
    configureClient({ retryDelayMs: 1 })
    const keys = answerInTurn('/admin/orders/order_1/return', [{ status: 409 }, { status: 200 }])
    expect((await failure(client.post('/admin/orders/order_1/return', {}))).status).toBe(409)
    expect(keys).toHaveLength(1)
  })
})

describe('every other POST', () => {
  it.each<Answer>(['network', { status: 409, key: 'medusa-key-4' }, { status: 503 }])('is sent once with retries off (%j), with no key', async (answer) => {
    configureClient({ retryDelayMs: 1 })
    const keys = answerInTurn('/admin/collections/c_1', [answer, { status: 200 }])
    await failure(client.post('/admin/collections/c_1', { title: 'Summer' }))
    expect(keys).toEqual([null])
  })

  it('is retried with one key of its own when the operator turned retries on', async () => {
    configureClient({ retries: 2, retryDelayMs: 1 })
    const keys = answerInTurn('/admin/collections/c_1', ['network', { status: 409, key: 'medusa-key-5' }, { status: 200 }])
    await expect(client.post('/admin/collections/c_1', {})).resolves.toEqual({ order: { id: 'order_1' } })
    expect(keys).toHaveLength(3)
    expect(keys[0]).toMatch(UUID)
    // Only a keyed route takes Medusa's key: elsewhere the header is not Medusa's to name.
    expect(new Set(keys)).toEqual(new Set([keys[0]]))
  })
})
