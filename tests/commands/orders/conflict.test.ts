// Medusa's real 409 (a SERIALIZABLE write rolled back on a race, pinned against Medusa 1.20 in
// tests/contract/admin-idempotency.test.ts) met by a command: resumed under Medusa's key, and told
// in the console's words when it persists.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { configureClient, KEYED_RETRIES, MedusaApiError } from '@/api/client'
import { errorMessage } from '@/commands/core/run'
import { server } from '../../mocks/server'
import { runCommand } from '../harness'
import { failedWith, onOrder, orderNo, toastOf, withOrderStore } from './harness'

const mock = withOrderStore()

const CONFLICT = {
  code: 'invalid_state_error',
  type: 'conflict',
  message: 'The request conflicted with another request. You may retry the request with the provided Idempotency-Key.',
}
const TOLD = 'Another change to the same records was saved at that moment, so nothing was changed. Your input is kept: run it again.'

/** Medusa's 409 with the key it issued, for `times` requests (every one when unset); the keys sent are kept. */
function conflicts(times?: number) {
  const keys: Array<string | null> = []
  server.use(
    http.post(
      '*/admin/orders/:id/return',
      ({ request }) => {
        keys.push(request.headers.get('idempotency-key'))
        return HttpResponse.json(CONFLICT, { status: 409, headers: { 'Idempotency-Key': 'medusa-issued-key' } })
      },
      { once: times === 1 },
    ),
  )
  return keys
}

describe('a 409 on requesting a return', () => {
  it('is resumed under the key Medusa answered: the return is requested once', async () => {
    configureClient({ retryDelayMs: 1 })
    const order = orderNo(mock.db, 1026)
    const item = order.items?.[0]
    const keys = conflicts(1)
    const run = await runCommand('orders.request-return', {
      ctx: await onOrder(order.id),
      answers: { items: [{ item_id: item?.id, quantity: 1 }], shippingOptionId: undefined, refund: '', receiveNow: false },
    })
    expect(run.outcome).toEqual(toastOf('Return requested', 'Order #1026'))
    expect(keys).toHaveLength(1)
    expect(order.returns).toHaveLength(1)
  })

  it('that persists is told in the 409 words, the typed items kept', async () => {
    configureClient({ retryDelayMs: 1 })
    const order = orderNo(mock.db, 1026)
    const item = order.items?.[0]
    const keys = conflicts()
    const run = await runCommand('orders.request-return', {
      ctx: await onOrder(order.id),
      answers: { items: [{ item_id: item?.id, quantity: 1 }], shippingOptionId: undefined, refund: '', receiveNow: false },
    })
    expect(run.outcome).toEqual(failedWith(TOLD))
    expect(run.args).toMatchObject({ orderId: order.id, items: [{ item_id: item?.id, quantity: 1 }], receiveNow: false })
    expect(keys).toHaveLength(1 + KEYED_RETRIES)
    expect(keys.slice(1).every((key) => key === 'medusa-issued-key')).toBe(true)
    expect(order.returns).toEqual([])
  })

  it('is told so whatever Medusa’s own message says', () => {
    const error = new MedusaApiError({ kind: 'invalid_request', status: 409, type: 'conflict', message: CONFLICT.message })
    expect(errorMessage(error)).toBe(TOLD)
  })
})
