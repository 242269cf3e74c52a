import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext } from '@/models/core/context'
import { pick, recordRequests, requestsOf, runCommand, specOf } from '../harness'
import { failedWith, onOrder, orderNo, toastOf, withOrderStore } from './harness'

const mock = withOrderStore()
const seen = recordRequests()

describe('orders.create-fulfillment', () => {
  it('offers what is left of each line, all of it to start, and fulfils the chosen quantities', async () => {
    const order = orderNo(mock.db, 1034)
    const [first, second] = order.items ?? []
    const ctx = await onOrder(order.id)
    const spec = specOf('orders.create-fulfillment', 'items')
    if (spec.kind !== 'items') throw new Error('create-fulfillment asks for items')
    const rows = await spec.items(ctx, { orderId: order.id }, createQueryClient())
    expect(rows.map((r) => [r.label, r.max, r.quantity])).toEqual([
      ['Medusa Coffee Mug (One Size)', 0, 0],
      ['Medusa Water Bottle (Default)', 2, 2],
    ])

    const run = await runCommand('orders.create-fulfillment', {
      ctx,
      answers: { items: [{ item_id: second?.id, quantity: 2 }], notify: false },
    })
    expect(run.prompted).toEqual(['items', 'notify'])
    expect(run.outcome).toEqual(toastOf('Fulfillment created', 'Order #1034'))
    const [request] = requestsOf(seen, 'POST', `/admin/orders/${order.id}/fulfillment`)
    expect(request).toBeDefined()
    expect(order.fulfillment_status).toBe('fulfilled')
    expect(order.fulfillments?.at(-1)?.items).toEqual([{ fulfillment_id: order.fulfillments?.at(-1)?.id, item_id: second?.id, quantity: 2 }])
    expect([first?.fulfilled_quantity, second?.fulfilled_quantity]).toEqual([4, 2])
  })

  it('refuses more than is left before sending anything', async () => {
    const order = orderNo(mock.db, 1034)
    const second = order.items?.[1]
    const run = await runCommand('orders.create-fulfillment', {
      ctx: await onOrder(order.id),
      answers: { items: [{ item_id: second?.id, quantity: 3 }], notify: true },
    })
    expect(run.outcome).toEqual(failedWith('Medusa Water Bottle (Default): at most 2'))
    expect(requestsOf(seen, 'POST', `/admin/orders/${order.id}/fulfillment`)).toEqual([])
  })

  it("shows Medusa's refusal for an order without a shipping method", async () => {
    const order = orderNo(mock.db, 1046)
    order.shipping_methods = []
    const run = await runCommand('orders.create-fulfillment', {
      ctx: await onOrder(order.id),
      answers: { items: [{ item_id: order.items?.[0]?.id, quantity: 1 }], notify: false },
    })
    expect(run.outcome).toEqual(failedWith('Cannot fulfill an order that lacks shipping methods'))
  })

  it('keeps an empty choice in the prompt', async () => {
    const run = await runCommand('orders.create-fulfillment', { ctx: await onOrder(orderNo(mock.db, 1046).id), answers: { items: [] } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'items', message: 'Items to fulfill is required' })
  })
})

describe('orders.cancel-fulfillment', () => {
  it("takes the order's only open fulfillment without asking, and frees its items", async () => {
    const order = orderNo(mock.db, 1035)
    const run = await runCommand('orders.cancel-fulfillment', { ctx: await onOrder(order.id) })
    expect(run.prompted).toEqual(['confirm'])
    expect(run.confirmations).toEqual(['Cancel this fulfillment of order #1035? Its items can be fulfilled again.'])
    expect(run.outcome).toEqual(toastOf('Fulfillment canceled', 'Order #1035'))
    expect(order.fulfillments?.[0]?.canceled_at).not.toBeNull()
    expect(order.items?.[0]?.fulfilled_quantity).toBe(0)
    expect(order.fulfillment_status).toBe('canceled')
  })

  it('asks which when several are open, listing only those, numbered as on the panel', async () => {
    const order = orderNo(mock.db, 1034)
    const [open] = order.fulfillments ?? []
    if (!open) throw new Error('#1034 has a fulfillment')
    order.fulfillments = [open, { ...open, id: 'ful_shipped', shipped_at: '2024-03-20T00:00:00.000Z' }, { ...open, id: 'ful_open2' }]
    const run = await runCommand('orders.cancel-fulfillment', {
      ctx: await onOrder(order.id),
      answers: { fulfillmentId: pick('', 'Fulfillment 3: Medusa Coffee Mug (One Size) × 4') },
    })
    expect(run.prompted).toEqual(['fulfillmentId', 'confirm'])
    expect(run.offered.fulfillmentId?.map((o) => o.label)).toEqual([
      'Fulfillment 1: Medusa Coffee Mug (One Size) × 4',
      'Fulfillment 3: Medusa Coffee Mug (One Size) × 4',
    ])
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(order.fulfillments.map((f) => Boolean(f.canceled_at))).toEqual([false, false, true])
  })

  it("shows Medusa's refusal for a shipped fulfillment", async () => {
    const order = orderNo(mock.db, 1026)
    const run = await runCommand('orders.cancel-fulfillment', { ctx: emptyContext, given: { orderId: order.id, fulfillmentId: order.fulfillments?.[0]?.id } })
    expect(run.outcome).toEqual(failedWith('The fulfillment has already been shipped. Shipped fulfillments cannot be canceled'))
  })
})

describe('orders.create-shipment', () => {
  it('ships the open fulfillment with comma-separated tracking numbers', async () => {
    const order = orderNo(mock.db, 1034)
    const run = await runCommand('orders.create-shipment', { ctx: await onOrder(order.id), answers: { tracking: ' TRK1,  TRK2 ,' } })
    expect(run.prompted).toEqual(['tracking'])
    expect(run.outcome).toEqual(toastOf('Shipment created', 'Order #1034 · TRK1, TRK2'))
    const fulfillment = order.fulfillments?.[0]
    expect(fulfillment?.shipped_at).not.toBeNull()
    expect(fulfillment?.tracking_links?.map((t) => t.tracking_number)).toEqual(['TRK1', 'TRK2'])
    expect(order.fulfillment_status).toBe('partially_shipped')
    expect(mock.db.notifications.some((n) => n.resource_id === order.id && n.event_name === 'order.shipment_created')).toBe(true)
  })

  it('refuses a fulfillment that has already shipped', async () => {
    const order = orderNo(mock.db, 1026)
    const run = await runCommand('orders.create-shipment', {
      given: { orderId: order.id, fulfillmentId: order.fulfillments?.[0]?.id },
      answers: { tracking: '' },
    })
    expect(run.outcome).toEqual(failedWith('That fulfillment has shipped or been canceled'))
    expect(requestsOf(seen, 'POST', `/admin/orders/${order.id}/shipment`)).toEqual([])
  })
})
