import type { ClaimOrder, LineItem, Swap } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { newLevel } from '../../mocks/inventory/db'
import { keep, pick, recordPostBodies, runCommand } from '../harness'
import { withInventoryStore } from '../reservations/setup'
import { onOrder, toastOf } from './harness'

// Fulfilling a swap or a claim, and receiving a swap's or a claim's return, on both kinds of store:
// with Medusa's inventory modules the location is asked (and sent as `location_id`), without them it never is.

const store = withInventoryStore()

const { sentTo } = recordPostBodies()

/** #1027's swap: confirmed, with a shipping method, one new item to send. */
function seededSwap(): Swap {
  const swap = store.order(1027).swaps?.[0]
  if (!swap) throw new Error('#1027 has a swap')
  return swap
}
/** #1028's replacement claim, given the shipping method it needs before it is fulfilled. */
async function shippableClaim(): Promise<ClaimOrder> {
  const order = store.order(1028)
  const run = await runCommand('orders.update-claim', { ctx: await onOrder(order.id), answers: { optionId: pick('', 'Standard Shipping'), price: keep } })
  expect(run.outcome).toEqual(toastOf('Claim shipping method set', 'Order #1028'))
  const claim = order.claims?.[0]
  if (!claim) throw new Error('#1028 has a claim')
  return claim
}
/** The swap's or claim's new item, stocked at Berlin too and reserved there (as Medusa reserves it by line). */
function reservedAtBerlin(record: Swap | ClaimOrder): LineItem {
  const line = record.additional_items?.[0]
  if (!line) throw new Error('it sends a new item')
  const item = store.itemOfVariant(line.variant_id)
  if (!store.levelOf(line, 'Berlin store')) newLevel(store.db, store.stock(), item, store.locationId('Berlin store'), 4)
  store.reserveLine(line, 'Berlin store', line.quantity)
  return line
}

describe('orders.fulfill-swap with a location', () => {
  const path = () => `/admin/orders/${store.order(1027).id}/swaps/${seededSwap().id}/fulfillments`

  it('asks where from on a store with the modules, where the new items are reserved first, and sends it', async () => {
    const line = reservedAtBerlin(seededSwap())
    const run = await runCommand('orders.fulfill-swap', { ctx: await store.onOrder(1027), answers: { locationId: pick('', 'Berlin store'), notify: false } })
    expect(run.prompted).toEqual(['locationId', 'notify'])
    expect(run.offered.locationId?.map((o) => [o.label, o.hint])).toEqual([
      ['Berlin store', `${line.quantity} reserved here · Berlin, Germany`],
      ['Amsterdam warehouse', 'Amsterdam, Netherlands'],
    ])
    expect(run.outcome).toEqual(toastOf('Swap fulfilled', 'Order #1027'))
    expect(sentTo(path())).toEqual([{ location_id: store.locationId('Berlin store'), no_notification: true }])
  })

  it('does not count the order’s own reservations as the swap’s', async () => {
    const order = store.order(1027)
    const ownLine = order.items?.[0]
    if (!ownLine) throw new Error('#1027 has lines')
    if (!store.levelOf(ownLine, 'Berlin store')) newLevel(store.db, store.stock(), store.itemOfVariant(ownLine.variant_id), store.locationId('Berlin store'), 4)
    store.reserveLine(ownLine, 'Berlin store', 1)
    const run = await runCommand('orders.fulfill-swap', { ctx: await store.onOrder(1027), answers: { locationId: pick('', 'Amsterdam warehouse'), notify: false } })
    expect(run.offered.locationId?.map((o) => [o.label, o.hint])).toEqual([
      ['Amsterdam warehouse', 'Amsterdam, Netherlands'],
      ['Berlin store', 'Berlin, Germany'],
    ])
    expect(sentTo(path())).toEqual([{ location_id: store.locationId('Amsterdam warehouse'), no_notification: true }])
  })

  it('never asks on a store without the modules, and sends no location', async () => {
    const run = await runCommand('orders.fulfill-swap', { ctx: await onOrder(store.order(1027).id), answers: { notify: true } })
    expect(run.prompted).toEqual(['notify'])
    expect(run.outcome).toEqual(toastOf('Swap fulfilled', 'Order #1027'))
    expect(sentTo(path())).toEqual([{ no_notification: false }])
  })
})

describe('orders.fulfill-claim with a location', () => {
  it('asks where from on a store with the modules, where the replacement is reserved first, and sends it', async () => {
    const claim = await shippableClaim()
    const line = reservedAtBerlin(claim)
    const run = await runCommand('orders.fulfill-claim', { ctx: await store.onOrder(1028), answers: { locationId: pick('', 'Berlin store'), notify: true } })
    expect(run.prompted).toEqual(['locationId', 'notify'])
    expect(run.offered.locationId?.map((o) => [o.label, o.hint])).toEqual([
      ['Berlin store', `${line.quantity} reserved here · Berlin, Germany`],
      ['Amsterdam warehouse', 'Amsterdam, Netherlands'],
    ])
    expect(run.outcome).toEqual(toastOf('Claim fulfilled', 'Order #1028'))
    expect(sentTo(`/admin/orders/${store.order(1028).id}/claims/${claim.id}/fulfillments`)).toEqual([
      { location_id: store.locationId('Berlin store'), no_notification: false },
    ])
  })

  it('never asks on a store without the modules, and sends no location', async () => {
    const claim = await shippableClaim()
    const run = await runCommand('orders.fulfill-claim', { ctx: await onOrder(store.order(1028).id), answers: { notify: false } })
    expect(run.prompted).toEqual(['notify'])
    expect(run.outcome).toEqual(toastOf('Claim fulfilled', 'Order #1028'))
    expect(sentTo(`/admin/orders/${store.order(1028).id}/claims/${claim.id}/fulfillments`)).toEqual([{ no_notification: true }])
  })
})

// A swap's and a claim's return are received by orders.receive-return, as an order's own.
describe.each([
  { kind: 'swap', displayId: 1027, returnOf: () => seededSwap().return_order },
  { kind: 'claim', displayId: 1028, returnOf: () => store.order(1028).claims?.[0]?.return_order },
])('orders.receive-return of a $kind’s return', ({ displayId, returnOf }) => {
  const returned = () => {
    const ret = returnOf()
    const item = ret?.items?.[0]
    if (!ret || !item) throw new Error(`#${displayId} has a return with items`)
    return { ret, items: [{ item_id: item.item_id, quantity: item.quantity }] }
  }

  it('asks where the items go back on a store with the modules, the return’s own location first, and sends it', async () => {
    const { ret, items } = returned()
    ret.location_id = store.locationId('Berlin store')
    const run = await runCommand('orders.receive-return', {
      ctx: await store.onOrder(displayId),
      given: { returnId: ret.id },
      answers: { items, locationId: pick('', 'Berlin store'), refund: '' },
    })
    expect(run.prompted).toEqual(['items', 'locationId', 'refund'])
    expect(run.offered.locationId?.[0]).toEqual({ id: store.locationId('Berlin store'), label: 'Berlin store', hint: 'the return’s location · Berlin, Germany' })
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(sentTo(`/admin/returns/${ret.id}/receive`)).toEqual([{ items, location_id: store.locationId('Berlin store') }])
  })

  it('never asks on a store without the modules, and sends no location', async () => {
    const { ret, items } = returned()
    const run = await runCommand('orders.receive-return', { ctx: await onOrder(store.order(displayId).id), given: { returnId: ret.id }, answers: { items, refund: '' } })
    expect(run.prompted).toEqual(['items', 'refund'])
    expect(sentTo(`/admin/returns/${ret.id}/receive`)).toEqual([{ items }])
  })
})
