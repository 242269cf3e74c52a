import { describe, expect, it } from 'vitest'
import { reservations } from '@/api/admin/reservations'
import { MedusaApiError } from '@/api/client'
import { withMockDb } from '../handlers'
import { withInventoryModules } from '../inventory/db'
import { seedOrders } from '../orders/orders'

// The reservations mock answers as Medusa 1.20 does (tests/contract/admin-inventory.test.ts pins the same).

const mock = withMockDb()

async function failure(call: Promise<unknown>): Promise<MedusaApiError> {
  const outcome = await call.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  )
  if (!(outcome instanceof MedusaApiError)) throw outcome
  return outcome
}

describe('/admin/reservations', () => {
  it('answers 500 on a store without the inventory modules', async () => {
    expect((await failure(reservations.list())).status).toBe(500)
  })

  it('keeps the level’s reserved quantity in step, answers {} to an update, and joins line item and order on expand', async () => {
    const inventory = withInventoryModules(mock.db)
    const order = seedOrders(mock.db).orders.find((o) => o.display_id === 1041)
    const mug = order?.items?.[0]
    const item = inventory.variantItems.find((v) => v.variant_id === mug?.variant_id)?.inventory_item_id ?? ''
    const location = inventory.locations[0]?.id ?? ''
    const level = () => inventory.levels.find((l) => l.inventory_item_id === item && l.location_id === location)?.reserved_quantity
    const { reservation } = await reservations.create({ line_item_id: mug?.id, inventory_item_id: item, location_id: location, quantity: 4 })
    expect(level()).toBe(4)
    expect(await reservations.update(reservation.id, { quantity: 6 })).toEqual({})
    expect(level()).toBe(6)
    const { reservations: listed } = await reservations.list({ line_item_id: [mug?.id ?? ''], expand: 'line_item,inventory_item' })
    expect(listed).toMatchObject([{ id: reservation.id, quantity: 6, line_item: { id: mug?.id, order: { display_id: 1041 } }, inventory_item: { id: item } }])
    expect((await reservations.retrieve(reservation.id)).reservation).not.toHaveProperty('line_item')
    expect(await reservations.delete(reservation.id)).toEqual({ id: reservation.id, object: 'reservation', deleted: true })
    expect(level()).toBe(0)
  })

  it('refuses more than the line has unfulfilled, and a location the item is not stocked at', async () => {
    const inventory = withInventoryModules(mock.db)
    const order = seedOrders(mock.db).orders.find((o) => o.display_id === 1041)
    const mug = order?.items?.[0]
    const item = inventory.variantItems.find((v) => v.variant_id === mug?.variant_id)?.inventory_item_id ?? ''
    const [amsterdam, berlin] = inventory.locations.map((l) => l.id)
    const over = await failure(reservations.create({ line_item_id: mug?.id, inventory_item_id: item, location_id: amsterdam ?? '', quantity: 11 }))
    expect([over.status, over.message]).toEqual([400, 'The reservation quantity cannot be greater than the unfulfilled line item quantity'])
    const unstocked = await failure(reservations.create({ inventory_item_id: item, location_id: berlin ?? '', quantity: 1 }))
    expect([unstocked.status, unstocked.message]).toEqual([404, `Item ${item} is not stocked at location ${berlin}`])
  })
})
