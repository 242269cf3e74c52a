import type { SalesChannel } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { inventoryItems } from '@/api/admin/inventory-items'
import { reservations } from '@/api/admin/reservations'
import { salesChannels } from '@/api/admin/sales-channels'
import { stockLocations } from '@/api/admin/stock-locations'
import { isMedusaApiError } from '@/api/client'
import { reservationsOf } from '../../mocks/reservations/reservations'
import { withInventoryStore, withModules } from '../reservations/setup'
import { newest, undoSetUp } from './setup'

// The creates of the inventory modules made undoable (core/createUndo): a reservation made by hand, a
// stock location; each deleted while it is as it was made and nothing hangs on it. A location's sales
// channels linked or unlinked, each set back.

const store = withInventoryStore()
const itemOf = (sku: string) => store.stock().items.find((i) => i.sku === sku)?.id ?? ''
const gone = (read: Promise<unknown>) =>
  read.then(
    () => false,
    (error: unknown) => isMedusaApiError(error) && error.status === 404,
  )

describe('undo of Create reservation', () => {
  const reserveTwo = async () => {
    const { run, undo, entries } = undoSetUp()
    const args = { inventoryItemId: itemOf('SWEATSHIRT-M'), locationId: store.locationId('Amsterdam warehouse'), quantity: 2, description: 'Window display' }
    expect(await run('reservations.create', args, { modules: withModules.modules })).toMatchObject({ status: 'done' })
    const id = newest(await entries()).undo.plans?.[0]?.steps[0]?.id ?? ''
    return { undo, entries, id }
  }

  it('deletes the reservation, named by what it held; the redo reserves again', async () => {
    const { undo, entries, id } = await reserveTwo()
    expect(newest(await entries()).undo.plans?.[0]).toMatchObject({ revert: 'create:reservations.create', steps: [{ name: 'Medusa Sweatshirt · M × 2' }] })
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(reservationsOf(store.db).map((r) => r.id)).not.toContain(id)
    await undo(newest(await entries()).id)
    const [again] = reservationsOf(store.db).filter((r) => r.description === 'Window display')
    expect(again).toMatchObject({ quantity: 2, inventory_item_id: itemOf('SWEATSHIRT-M'), location_id: store.locationId('Amsterdam warehouse') })
    expect(again?.id).not.toBe(id)
  })

  it('leaves a reservation whose quantity was changed since', async () => {
    const { undo, id } = await reserveTwo()
    await reservations.update(id, { quantity: 3 })
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining('it is now different (quantity “3”), changed since — left as it is') } })
    expect(reservationsOf(store.db).find((r) => r.id === id)).toMatchObject({ quantity: 3 })
  })
})

describe('undo of Create stock location', () => {
  const makeDepot = async () => {
    const { run, undo, entries } = undoSetUp()
    const args = { name: 'Rotterdam depot', address1: 'Kade 1', countryCode: 'nl', city: 'Rotterdam' }
    expect(await run('stock-locations.create', args, { modules: withModules.modules })).toMatchObject({ status: 'done' })
    const id = newest(await entries()).undo.plans?.[0]?.steps[0]?.id ?? ''
    return { undo, entries, id }
  }

  it('deletes the new location; the redo makes it again at the same address', async () => {
    const { undo, entries, id } = await makeDepot()
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await gone(stockLocations.retrieve(id))).toBe(true)
    await undo(newest(await entries()).id)
    const again = newest(await entries()).records[0]?.id ?? ''
    expect((await stockLocations.retrieve(again)).stock_location).toMatchObject({ name: 'Rotterdam depot', address: { address_1: 'Kade 1', city: 'Rotterdam', country_code: 'nl' } })
  })

  it('leaves the new location once an item is stocked there: deleting it would take the level', async () => {
    const { undo, id } = await makeDepot()
    await inventoryItems.createLevel(itemOf('SWEATSHIRT-M'), { location_id: id, stocked_quantity: 5 })
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining('Rotterdam depot: it is now in use (1 stocked item), changed since — left as it is') } })
    expect(await gone(stockLocations.retrieve(id))).toBe(false)
  })
})

describe("undo of a stock location's sales channels", () => {
  const linked = async (locationId: string) => ((await stockLocations.retrieve(locationId)).stock_location.sales_channels ?? []).map((c) => c.name).sort()
  const channelNamed = async (name: string) => ((await salesChannels.list({})).sales_channels as SalesChannel[]).find((c) => c.name === name)?.id ?? ''
  const ctx = { modules: withModules.modules, flags: { sales_channels: true } }

  it('a channel added is unlinked again, one removed linked back, each named', async () => {
    const berlin = store.locationId('Berlin store')
    const wholesale = await channelNamed('Wholesale')
    const { run, undo, entries } = undoSetUp()
    await run('stock-locations.add-sales-channel', { stockLocationId: berlin, salesChannelId: wholesale }, ctx)
    expect(await linked(berlin)).toEqual(['Default Sales Channel', 'Wholesale'])
    expect(newest(await entries()).undo.plans).toEqual([
      { revert: 'stock-location-channels', target: { id: berlin, name: 'Berlin store' }, steps: [{ id: wholesale, name: '', field: 'member', before: false, after: true }] },
    ])
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await linked(berlin)).toEqual(['Default Sales Channel'])
    expect(newest(await entries()).records).toEqual([{ name: 'Wholesale', kind: 'sales-channel', id: wholesale }])

    const amsterdam = store.locationId('Amsterdam warehouse')
    await run('stock-locations.remove-sales-channel', { stockLocationId: amsterdam, salesChannelId: wholesale }, ctx)
    expect(await linked(amsterdam)).toEqual(['Default Sales Channel'])
    await undo()
    expect(await linked(amsterdam)).toEqual(['Default Sales Channel', 'Wholesale'])
  })
})
