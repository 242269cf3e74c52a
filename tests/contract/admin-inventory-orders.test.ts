// Medusa 1.20's reservations and fulfilment from a stock location (issue #29), against the inventory store
// (inventoryStore.ts): the seed's reservations, by hand and of order lines, their refusals, and what a
// fulfilment or a return received at a location does to the levels and reservations there.
import { describe, expect, it } from 'vitest'
import { inventoryItems, orders, reservations, returns, stockLocations } from './api'
import { anyNumber, anyString, expectDeleted, expectFailure, expectPage, idOf, shape, unique } from './helpers'
import { inventoryStoreBeforeAll, itemWithStock, levelAt, levelNow, listReservations, seededLocations } from './inventoryStore'

inventoryStoreBeforeAll()

describe('reservations', () => {
  it('the seed: order lines reserved at a location and stock held back by hand, joined to line item and item', async () => {
    expectPage(await reservations.list({ limit: 1 }), 'reservations')
    const list = await listReservations({ limit: 100, expand: 'line_item,inventory_item' })
    const byOrder = list.filter((r) => r.line_item_id)
    const byHand = list.filter((r) => !r.line_item_id)
    expect(byOrder.length).toBeGreaterThanOrEqual(4)
    expect(byHand.map((r) => r.description).sort()).toEqual(['Held for the Copenhagen showroom window', 'Set aside for a customer pickup (phone order)'])
    expect(byHand[0]?.line_item).toBeUndefined()
    const [first] = byOrder
    expect(first).toEqual(
      shape({
        id: idOf('resitem'),
        location_id: idOf('sloc'),
        inventory_item_id: idOf('iitem'),
        quantity: anyNumber(),
        line_item: shape({ id: first?.line_item_id, order_id: idOf('order'), order: shape({ id: idOf('order'), display_id: anyNumber() }) }),
        inventory_item: shape({ id: first?.inventory_item_id, sku: anyString() }),
      }),
    )
    expect((await listReservations({ line_item_id: [first?.line_item_id ?? ''] })).map((r) => r.id)).toEqual([first?.id])
  })

  it('by hand: create, the level counts it, retrieve, update (answers {}), delete (twice: the same answer)', async () => {
    const { main } = await seededLocations()
    const item = await itemWithStock(main.id, 2)
    const { reservation } = await reservations.create({ inventory_item_id: item.id, location_id: main.id, quantity: 2, description: 'Contract hold' })
    expect(reservation).toEqual(
      shape({ id: idOf('resitem'), inventory_item_id: item.id, location_id: main.id, quantity: 2, line_item_id: null, description: 'Contract hold', created_by: idOf('usr') }),
    )
    const before = levelAt(item, main.id)
    expect(await levelNow(item.id, main.id)).toEqual(
      shape({ reserved_quantity: (before?.reserved_quantity ?? 0) + 2, available_quantity: (before?.available_quantity ?? 0) - 2 }),
    )
    expect(await reservations.update(reservation.id, { quantity: 1, description: 'Contract hold (one)' })).toEqual({})
    const { reservation: read } = await reservations.retrieve(reservation.id)
    expect(read).toEqual(shape({ quantity: 1, description: 'Contract hold (one)' }))
    expect((read as { inventory_item?: unknown }).inventory_item).toBeUndefined()
    expectDeleted(await reservations.delete(reservation.id), reservation.id, 'reservation')
    expectDeleted(await reservations.delete(reservation.id), reservation.id, 'reservation')
    expect((await levelNow(item.id, main.id))?.reserved_quantity).toBe(before?.reserved_quantity)
  })

  it('refuses more than the line\'s unfulfilled quantity, and a location the item has no level at', async () => {
    const { main } = await seededLocations()
    const seeded = (await listReservations({ limit: 100 })).find((r) => r.line_item_id)
    if (!seeded?.line_item_id) throw new Error('no seeded reservation of an order line')
    await expectFailure(
      reservations.create({ line_item_id: seeded.line_item_id, inventory_item_id: seeded.inventory_item_id, location_id: seeded.location_id, quantity: 999 }),
      { status: 400, kind: 'invalid_request', type: 'invalid_data', message: 'The reservation quantity cannot be greater than the unfulfilled line item quantity' },
    )
    const { stock_location: empty } = await stockLocations.create({ name: unique('Contract empty') })
    const item = await itemWithStock(main.id, 1)
    await expectFailure(reservations.create({ inventory_item_id: item.id, location_id: empty.id, quantity: 1 }), {
      status: 404,
      kind: 'invalid_request',
      type: 'not_found',
      message: `Item ${item.id} is not stocked at location ${empty.id}`,
    })
    await stockLocations.delete(empty.id)
  })
})

/** A line of an open order of the seed that no reservation holds, with its inventory item. */
async function unreservedLine() {
  const { orders: open } = await orders.list({ status: ['pending'], fulfillment_status: ['not_fulfilled'], limit: 100, expand: 'items' })
  const reserved = new Set((await listReservations({ limit: 500 })).map((r) => r.line_item_id))
  const { inventory_items } = await inventoryItems.list({ limit: 1000 })
  for (const order of open) {
    for (const line of order.items) {
      const item = inventory_items.find((i) => i.variants?.some((v) => v.id === line.variant_id))
      if (item && !reserved.has(line.id)) return { order, line, item }
    }
  }
  throw new Error('no unreserved line of an open order')
}

describe('fulfilment and return receipt at a location', () => {
  it('a fulfilment takes its quantity off the chosen location and releases the line\'s reservation there', async () => {
    const { berlin } = await seededLocations()
    const seeded = (await listReservations({ limit: 100, location_id: [berlin.id], expand: 'line_item' })).find((r) => r.line_item_id)
    const orderId = seeded?.line_item?.order_id
    if (!seeded?.line_item_id || !orderId) throw new Error('no seeded reservation of an order line at the Berlin store')
    const stocked = (await levelNow(seeded.inventory_item_id, berlin.id))?.stocked_quantity ?? 0
    const { order } = await orders.createFulfillment(orderId, { items: [{ item_id: seeded.line_item_id, quantity: seeded.quantity }], location_id: berlin.id })
    expect(order.fulfillments).toEqual([shape({ location_id: berlin.id })])
    expect(await levelNow(seeded.inventory_item_id, berlin.id)).toEqual(shape({ stocked_quantity: stocked - seeded.quantity, reserved_quantity: anyNumber() }))
    expect(await listReservations({ line_item_id: [seeded.line_item_id] })).toEqual([])
  })

  it('refuses a location without enough stock, and fulfils nothing', async () => {
    const { order, line, item } = await unreservedLine()
    const { stock_location: empty } = await stockLocations.create({ name: unique('Contract nothing') })
    await inventoryItems.createLevel(item.id, { location_id: empty.id, stocked_quantity: 0 })
    await expectFailure(orders.createFulfillment(order.id, { items: [{ item_id: line.id, quantity: line.quantity }], location_id: empty.id }), {
      status: 400,
      kind: 'invalid_request',
      type: 'not_allowed',
      message: `Insufficient stock for item: ${line.title}`,
    })
    expect((await orders.retrieve(order.id)).order.fulfillments).toEqual([])
    await inventoryItems.deleteLevel(item.id, empty.id)
    await stockLocations.delete(empty.id)
  })

  it('a return received at a location puts its quantity back there', async () => {
    const { main } = await seededLocations()
    const { order, line, item } = await unreservedLine()
    await inventoryItems.updateLevel(item.id, main.id, { stocked_quantity: 50 })
    await orders.createFulfillment(order.id, { items: [{ item_id: line.id, quantity: line.quantity }], location_id: main.id })
    expect((await levelNow(item.id, main.id))?.stocked_quantity).toBe(50 - line.quantity)
    const { order: returning } = await orders.requestReturn(order.id, { items: [{ item_id: line.id, quantity: 1 }] })
    const requested = returning.returns.find((r) => r.status === 'requested')
    if (!requested) throw new Error('no requested return')
    // No refund: the seed's open order may not be paid yet.
    const { return: received } = await returns.receive(requested.id, { items: [{ item_id: line.id, quantity: 1 }], refund: 0, location_id: main.id })
    expect(received).toEqual(shape({ status: 'received', location_id: main.id }))
    expect((await levelNow(item.id, main.id))?.stocked_quantity).toBe(50 - line.quantity + 1)
  })
})
