import { describe, expect, it } from 'vitest'
import { formatMoney, formatMoneyInput } from '@/api/money'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext } from '@/models/core/context'
import { pick, recordRequests, requestsOf, runCommand, specOf } from '../harness'
import { failedWith, onOrder, orderNo, toastOf, withOrderStore } from './harness'

const mock = withOrderStore()
const seen = recordRequests()

describe('orders.request-return', () => {
  it('offers what was shipped with the store’s return reasons, and requests the return', async () => {
    const order = orderNo(mock.db, 1026)
    const item = order.items?.[0]
    const ctx = await onOrder(order.id)
    const spec = specOf('orders.request-return', 'items')
    if (spec.kind !== 'items') throw new Error('request-return asks for items')
    const queryClient = createQueryClient()
    expect((await spec.items(ctx, { orderId: order.id }, queryClient)).map((r) => [r.label, r.max])).toEqual([['Medusa T-Shirt (S / White)', 1]])
    expect((await spec.reasons?.(ctx, { orderId: order.id }, queryClient))?.map((r) => r.label)).toEqual(['Wrong size', 'Arrived damaged', 'Not as described'])

    const run = await runCommand('orders.request-return', {
      ctx,
      answers: { items: [{ item_id: item?.id, quantity: 1, reason_id: 'rr_1' }], shippingOptionId: pick('', 'Return Shipping'), refund: '', receiveNow: false },
    })
    expect(run.prompted).toEqual(['items', 'shippingOptionId', 'refund', 'receiveNow'])
    expect(run.offered.shippingOptionId?.map((o) => o.label)).toEqual(['Return Shipping'])
    expect(requestsOf(seen, 'GET', '/admin/shipping-options')[0]?.query.get('is_return')).toBe('true')
    expect(run.outcome).toEqual(toastOf('Return requested', 'Order #1026'))
    const ret = order.returns?.at(-1)
    expect(ret).toMatchObject({ status: 'requested', order_id: order.id, refund_amount: Math.round((item?.unit_price ?? 0) * 1.1) })
    expect(ret?.items?.map((i) => [i.item_id, i.quantity, i.reason_id])).toEqual([[item?.id, 1, 'rr_1']])
    expect(ret?.shipping_method?.shipping_option?.name).toBe('Return Shipping')
    expect(mock.db.notifications.some((n) => n.resource_id === order.id && n.event_name === 'order.return_requested')).toBe(true)
  })

  it('marks the items returned at once when they are already back', async () => {
    const order = orderNo(mock.db, 1026)
    const item = order.items?.[0]
    const run = await runCommand('orders.request-return', {
      ctx: await onOrder(order.id),
      answers: { items: [{ item_id: item?.id, quantity: 1 }], shippingOptionId: undefined, refund: '', receiveNow: true },
    })
    expect(run.outcome).toEqual(toastOf('Return received', 'Order #1026'))
    expect(order.returns?.at(-1)?.status).toBe('received')
    expect(item?.returned_quantity).toBe(1)
  })

  it('refuses more than can go back before sending, and shows a server refusal', async () => {
    const order = orderNo(mock.db, 1026)
    const item = order.items?.[0]
    const ctx = await onOrder(order.id)
    const tooMany = await runCommand('orders.request-return', {
      ctx,
      answers: { items: [{ item_id: item?.id, quantity: 2 }], shippingOptionId: undefined, refund: '', receiveNow: false },
    })
    expect(tooMany.outcome).toEqual(failedWith('Medusa T-Shirt (S / White): at most 1'))
    const unknownReason = await runCommand('orders.request-return', {
      ctx,
      answers: { items: [{ item_id: item?.id, quantity: 1, reason_id: 'rr_99' }], shippingOptionId: undefined, refund: '', receiveNow: false },
    })
    expect(unknownReason.outcome).toEqual(failedWith('Return_reason with reason_id rr_99 does not exist.'))
    expect(order.returns).toEqual([])
  })

  it('refuses a refund above what was paid before sending (Medusa would accept it), keeping what was typed', async () => {
    const order = orderNo(mock.db, 1026)
    const item = order.items?.[0]
    const paid = (order.payments ?? []).filter((p) => p.captured_at).reduce((sum, p) => sum + p.amount, 0)
    const typed = formatMoneyInput(paid + 100, order.currency_code)
    const run = await runCommand('orders.request-return', {
      ctx: await onOrder(order.id),
      answers: { items: [{ item_id: item?.id, quantity: 1 }], shippingOptionId: undefined, refund: typed, receiveNow: false },
    })
    expect(run.outcome).toEqual(failedWith(`At most ${formatMoney(paid, order.currency_code)} can be refunded`))
    expect(run.args).toMatchObject({ refund: paid + 100 })
    expect(requestsOf(seen, 'POST', `/admin/orders/${order.id}/return`)).toEqual([])
    expect(order.returns).toEqual([])
  })
})

describe('orders.receive-return', () => {
  it('takes the only open return, starts at what was requested, and refunds what is given', async () => {
    const order = orderNo(mock.db, 1031)
    const ret = order.returns?.[0]
    const item = order.items?.[0]
    const ctx = await onOrder(order.id)
    const spec = specOf('orders.receive-return', 'items')
    if (spec.kind !== 'items') throw new Error('receive-return asks for items')
    const rows = await spec.items(ctx, { orderId: order.id, returnId: ret?.id }, createQueryClient())
    expect(rows.map((r) => [r.label, r.max, r.quantity, r.hint])).toEqual([['Medusa Sweatshirt (L)', 1, 1, '1 requested']])

    const run = await runCommand('orders.receive-return', { ctx, answers: { items: [{ item_id: item?.id, quantity: 1 }], refund: '5.00' } })
    expect(run.prompted).toEqual(['items', 'refund'])
    expect(run.outcome).toEqual(toastOf('Return received', `${formatMoney(500, 'eur')} refunded`))
    expect(requestsOf(seen, 'POST', `/admin/returns/${ret?.id}/receive`)).toHaveLength(1)
    expect(ret?.status).toBe('received')
    expect(order.fulfillment_status).toBe('partially_returned')
    expect(order.refunds?.at(-1)).toMatchObject({ amount: 500, reason: 'return' })
  })

  it("shows Medusa's refusal to receive a canceled return", async () => {
    const order = orderNo(mock.db, 1031)
    const ret = order.returns?.[0]
    if (ret) ret.status = 'canceled'
    const run = await runCommand('orders.receive-return', {
      ctx: emptyContext,
      given: { orderId: order.id, returnId: ret?.id },
      answers: { items: [{ item_id: order.items?.[0]?.id, quantity: 1 }], refund: '' },
    })
    expect(run.outcome).toEqual(failedWith('Cannot receive a canceled return'))
  })
})

describe('orders.cancel-return', () => {
  it('cancels the open return after confirming', async () => {
    const order = orderNo(mock.db, 1031)
    const run = await runCommand('orders.cancel-return', { ctx: await onOrder(order.id) })
    expect(run.confirmations).toEqual(['Cancel this return of order #1031?'])
    expect(run.outcome).toEqual(toastOf('Return canceled', 'Order #1031'))
    expect(order.returns?.[0]?.status).toBe('canceled')
  })

  it("shows Medusa's refusal for a return already received", async () => {
    const order = orderNo(mock.db, 1023)
    const run = await runCommand('orders.cancel-return', { given: { orderId: order.id, returnId: order.returns?.[0]?.id } })
    expect(run.outcome).toEqual(failedWith("Can't cancel a return which has been returned"))
  })
})
