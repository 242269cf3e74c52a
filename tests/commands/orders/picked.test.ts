import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { BASE } from '../../mocks/http'
import { orderTotals } from '../../mocks/orders/parts'
import { server } from '../../mocks/server'
import { pick, runCommand } from '../harness'
import { orderNo, withOrderStore } from './harness'

// A command run from the palette with nothing focused: the order is picked in the prompt, and the
// picked record travels with it (rules, confirm questions, money prompts), never its Medusa id.

const mock = withOrderStore()
const label = (n: number) => `#${n} · ${orderNo(mock.db, n).email}`

describe('an order picked in a prompt', () => {
  it('is refused with its reason before any confirm when the rule does not allow it', async () => {
    const pending = orderNo(mock.db, 1044)
    const run = await runCommand('orders.archive', { answers: { orderId: pick('1044', label(1044)) } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'orderId', message: 'Order #1044 is not completed: only completed orders can be archived' })
    expect(run.prompted).toEqual(['orderId'])
    expect(run.confirmations).toEqual([])
    expect(pending.status).toBe('pending')
  })

  it('is named by its number in the confirm and the toast, and then archived', async () => {
    const run = await runCommand('orders.archive', { answers: { orderId: pick('1020', label(1020)) } })
    expect(run.confirmations).toEqual(['Archive order #1020?'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Order archived', message: 'Order #1020' } })
    expect(orderNo(mock.db, 1020).status).toBe('archived')
  })

  it('brings its total to the capture question', async () => {
    const order = orderNo(mock.db, 1044)
    const capture = await runCommand('orders.capture', { answers: { orderId: pick('1044', label(1044)) } })
    const total = formatMoney(orderTotals(order).total, order.currency_code)
    expect(capture.confirmations).toEqual([`Capture ${total} on order #1044?`])
    for (const question of capture.confirmations) expect(question).not.toMatch(/order_\w+/)
    expect(order.payment_status).toBe('captured')
  })

  it('refuses capture on an order with nothing to capture, saying what its payment is', async () => {
    const run = await runCommand('orders.capture', { answers: { orderId: pick('1020', label(1020)) } })
    expect(run.outcome).toMatchObject({ status: 'rejected', message: expect.stringMatching(/^Order #1020 has no payment awaiting capture: payment is /) })
  })
})

describe('a refund picked for an order awaiting capture', () => {
  it('is refused before any prompt for an amount: nothing is captured yet', async () => {
    const order = orderNo(mock.db, 1044)
    const run = await runCommand('orders.refund', { answers: { orderId: pick('1044', label(1044)) } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'orderId', message: 'Order #1044 has no captured payment to refund: capture it first' })
    expect(order.refunds ?? []).toEqual([])
  })
})

describe('the order picker', () => {
  it('lists the order whose number was typed first, even when the text search ranks it elsewhere or misses it', async () => {
    const exact = orderNo(mock.db, 1030)
    const other = orderNo(mock.db, 1044)
    // Medusa's q matches the number as text among emails and names: here it answers another order.
    server.use(
      http.get(`${BASE}/admin/orders`, ({ request }) => {
        const query = new URL(request.url).searchParams
        const found = query.get('display_id') === '1030' ? [exact] : [other]
        return HttpResponse.json({ orders: found, count: found.length, offset: 0, limit: 20 })
      }),
    )
    const run = await runCommand('orders.open', { answers: { orderId: pick('#1030', label(1030)) } })
    expect(run.offered.orderId?.map((o) => o.label)).toEqual([label(1030), label(1044)])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/orders/${exact.id}` } })
  })
})
