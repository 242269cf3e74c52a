import { describe, expect, it } from 'vitest'
import { newLevel } from '../../mocks/inventory/db'
import { touchedRecords } from '@/commands/activity/describe'
import type { CommandContext } from '@/models/core/context'
import { emptyPrompt, promptContext } from '@/palette/flow'
import { commandOf, pick, recordPostBodies, runCommand, type HarnessRun } from '../harness'
import { withInventoryStore } from '../reservations/setup'
import { onOrder, toastOf } from './harness'

// Fulfilling and receiving a return on both kinds of store: with Medusa's inventory modules the
// location is asked (and sent as `location_id`), without them it never is.

const store = withInventoryStore()

const { sentTo } = recordPostBodies()

describe('orders.create-fulfillment with a location', () => {
  it('asks where from on a store with the modules, where the items are reserved first, and sends it', async () => {
    const order = store.order(1048)
    const shirt = store.line(order, 'Medusa T-Shirt')
    // Berlin stocks the shirt too, and holds it for this order.
    newLevel(store.db, store.stock(), store.itemOfVariant(shirt.variant_id), store.locationId('Berlin store'), 4)
    store.reserveLine(shirt, 'Berlin store', 1)
    const run = await runCommand('orders.create-fulfillment', {
      ctx: await store.onOrder(1048),
      answers: { items: [{ item_id: shirt.id, quantity: 1 }], locationId: pick('', 'Berlin store'), notify: false },
    })
    expect(run.prompted).toEqual(['items', 'locationId', 'notify'])
    expect(run.offered.locationId?.map((o) => [o.label, o.hint])).toEqual([
      ['Berlin store', '1 reserved here · Berlin, Germany'],
      ['Amsterdam warehouse', 'Amsterdam, Netherlands'],
    ])
    expect(run.outcome).toEqual(toastOf('Fulfillment created', 'Order #1048'))
    expect(sentTo(`/admin/orders/${order.id}/fulfillment`)).toEqual([
      { items: [{ item_id: shirt.id, quantity: 1 }], location_id: store.locationId('Berlin store'), no_notification: true },
    ])
  })

  it('offers only the locations of the order’s sales channel', async () => {
    const order = store.order(1041)
    const run = await runCommand('orders.create-fulfillment', {
      ctx: await store.onOrder(1041),
      answers: { items: [{ item_id: order.items?.[0]?.id, quantity: 1 }], locationId: pick('', 'Amsterdam warehouse'), notify: false },
    })
    expect(run.offered.locationId?.map((o) => o.label)).toEqual(['Amsterdam warehouse'])
  })

  it('says so when no location serves the order’s sales channel', async () => {
    const stock = store.stock()
    stock.channelLocations.splice(0, stock.channelLocations.length)
    const order = store.order(1048)
    const run = await runCommand('orders.create-fulfillment', {
      ctx: await store.onOrder(1048),
      answers: { items: [{ item_id: order.items?.[0]?.id, quantity: 1 }], locationId: pick('', 'Berlin store') },
    })
    expect(run.outcome).toEqual({ status: 'search-failed', arg: 'locationId', message: 'No stock location serves the sales channel Default Sales Channel: add one to it first' })
  })

  it('never asks on a store without the modules, and sends no location', async () => {
    const order = store.order(1048)
    const run = await runCommand('orders.create-fulfillment', {
      ctx: await onOrder(order.id),
      answers: { items: [{ item_id: order.items?.[0]?.id, quantity: 1 }], notify: true },
    })
    expect(run.prompted).toEqual(['items', 'notify'])
    expect(run.outcome).toEqual(toastOf('Fulfillment created', 'Order #1048'))
    expect(sentTo(`/admin/orders/${order.id}/fulfillment`)).toEqual([{ items: [{ item_id: order.items?.[0]?.id, quantity: 1 }], no_notification: false }])
  })
})

describe('the activity journal of a fulfilment', () => {
  const named = (run: HarnessRun, ctx: CommandContext) =>
    touchedRecords({ command: commandOf('orders.create-fulfillment'), args: run.args, ctx: promptContext(ctx, run.prompt ?? emptyPrompt('', {})), at: '2024-03-01T00:00:00.000Z', store: 'http://localhost:9000', changes: [] }).map((r) => r.name)

  it('names the location it was fulfilled from, and lists none on a store without the modules', async () => {
    const order = store.order(1048)
    const inventoryCtx = await store.onOrder(1048)
    const items = [{ item_id: order.items?.[0]?.id, quantity: 1 }]
    const withLocation = await runCommand('orders.create-fulfillment', { ctx: inventoryCtx, answers: { items, locationId: pick('', 'Amsterdam warehouse'), notify: false } })
    expect(named(withLocation, inventoryCtx)).toEqual(['#1048', 'Amsterdam warehouse'])
    const plainCtx = await onOrder(order.id)
    const without = await runCommand('orders.create-fulfillment', { ctx: plainCtx, answers: { items: [{ item_id: order.items?.[1]?.id, quantity: 1 }], notify: false } })
    expect(named(without, plainCtx)).toEqual(['#1048'])
  })
})

describe('orders.request-return with a location', () => {
  it('asks where the items go back on a store with the modules, where they were shipped from first, and sends it', async () => {
    const order = store.order(1026)
    const fulfillment = order.fulfillments?.[0]
    if (!fulfillment) throw new Error('#1026 was fulfilled')
    fulfillment.location_id = store.locationId('Berlin store')
    const item = order.items?.[0]
    const run = await runCommand('orders.request-return', {
      ctx: await store.onOrder(1026),
      answers: { items: [{ item_id: item?.id, quantity: 1 }], locationId: pick('', 'Berlin store'), shippingOptionId: pick('', 'Return Shipping'), refund: '', receiveNow: false },
    })
    expect(run.prompted).toEqual(['items', 'locationId', 'shippingOptionId', 'refund', 'receiveNow'])
    expect(run.offered.locationId?.map((o) => [o.label, o.hint])).toEqual([
      ['Berlin store', 'shipped from here · Berlin, Germany'],
      ['Amsterdam warehouse', 'Amsterdam, Netherlands'],
    ])
    expect(run.outcome).toEqual(toastOf('Return requested', 'Order #1026'))
    expect(sentTo(`/admin/orders/${order.id}/return`)).toMatchObject([{ location_id: store.locationId('Berlin store') }])
  })

  it('never asks on a store without the modules, and sends no location', async () => {
    const order = store.order(1026)
    const run = await runCommand('orders.request-return', {
      ctx: await onOrder(order.id),
      answers: { items: [{ item_id: order.items?.[0]?.id, quantity: 1 }], shippingOptionId: pick('', 'Return Shipping'), refund: '', receiveNow: false },
    })
    expect(run.prompted).toEqual(['items', 'shippingOptionId', 'refund', 'receiveNow'])
    expect(sentTo(`/admin/orders/${order.id}/return`)[0]).not.toHaveProperty('location_id')
  })
})

describe('orders.receive-return with a location', () => {
  it('asks where the items go back on a store with the modules, the return’s own location first', async () => {
    const order = store.order(1031)
    const ret = order.returns?.[0]
    if (!ret) throw new Error('#1031 has a return')
    ret.location_id = store.locationId('Berlin store')
    const run = await runCommand('orders.receive-return', {
      ctx: await store.onOrder(1031),
      answers: { items: [{ item_id: order.items?.[0]?.id, quantity: 1 }], locationId: pick('', 'Berlin store'), refund: '' },
    })
    expect(run.prompted).toEqual(['items', 'locationId', 'refund'])
    expect(run.offered.locationId?.map((o) => [o.label, o.hint])).toEqual([
      ['Berlin store', 'the return’s location · Berlin, Germany'],
      ['Amsterdam warehouse', 'Amsterdam, Netherlands'],
    ])
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(sentTo(`/admin/returns/${ret.id}/receive`)).toEqual([{ items: [{ item_id: order.items?.[0]?.id, quantity: 1 }], location_id: store.locationId('Berlin store') }])
  })

  it('lists where the items were shipped from first when the return names no location', async () => {
    const order = store.order(1031)
    const fulfillment = order.fulfillments?.[0]
    if (!fulfillment) throw new Error('#1031 was fulfilled')
    fulfillment.location_id = store.locationId('Berlin store')
    const run = await runCommand('orders.receive-return', {
      ctx: await store.onOrder(1031),
      answers: { items: [{ item_id: order.items?.[0]?.id, quantity: 1 }], locationId: pick('', 'Berlin store'), refund: '' },
    })
    expect(run.offered.locationId?.[0]).toEqual({ id: store.locationId('Berlin store'), label: 'Berlin store', hint: 'shipped from here · Berlin, Germany' })
  })

  it('never asks on a store without the modules, and sends no location', async () => {
    const order = store.order(1031)
    const ret = order.returns?.[0]
    const run = await runCommand('orders.receive-return', {
      ctx: { ...(await onOrder(order.id)), modules: {} },
      answers: { items: [{ item_id: order.items?.[0]?.id, quantity: 1 }], refund: '' },
    })
    expect(run.prompted).toEqual(['items', 'refund'])
    expect(sentTo(`/admin/returns/${ret?.id}/receive`)).toEqual([{ items: [{ item_id: order.items?.[0]?.id, quantity: 1 }] }])
  })
})
