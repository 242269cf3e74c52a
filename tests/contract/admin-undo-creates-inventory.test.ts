// The undo of the inventory modules' creates (a stock location, a reservation made by hand) through the
// console's own runner and journal, against the inventory store (Medusa 1.20 with both modules); and a
// location's sales channels linked and unlinked, each set back.
import { describe, expect, it } from 'vitest'
import { reservations, salesChannels, stockLocations } from './api'
import { unique } from './helpers'
import { inventoryStoreBeforeAll, itemWithStock, seededLocations } from './inventoryStore'
import { gone, journalledRunner } from './undoRunner'

inventoryStoreBeforeAll()

const { run, undo, newest, create } = journalledRunner({ modules: { inventoryService: true, stockLocationService: true }, flags: { sales_channels: true } })

describe('undo of the inventory creates', () => {
  it('a new stock location is deleted, made again at the same address, and deleted again', async () => {
    const id = await create('stock-locations.create', { name: unique('Undo Depot'), address1: 'Kade 1', countryCode: 'nl', city: 'Rotterdam' })
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await gone(stockLocations.retrieve(id))).toBe(true)
    expect(await undo((await newest()).id)).toMatchObject({ status: 'done', result: { message: '1 change made again' } })
    const again = (await newest()).records[0]?.id ?? ''
    expect((await stockLocations.retrieve(again)).stock_location).toMatchObject({ address: { address_1: 'Kade 1', city: 'Rotterdam', country_code: 'nl' } })
    await undo((await newest()).id)
    expect(await gone(stockLocations.retrieve(again))).toBe(true)
  })

  it('a reservation made by hand is deleted, and the redo reserves the same again', async () => {
    const { main } = await seededLocations()
    const item = await itemWithStock(main.id, 1)
    const id = await create('reservations.create', { inventoryItemId: item.id, locationId: main.id, quantity: 1, description: unique('Undo hold') })
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await gone(reservations.retrieve(id))).toBe(true)
    expect(await undo((await newest()).id)).toMatchObject({ status: 'done', result: { message: '1 change made again' } })
    const again = (await newest()).records[0]?.id ?? ''
    expect((await reservations.retrieve(again)).reservation).toMatchObject({ inventory_item_id: item.id, location_id: main.id, quantity: 1 })
    await undo((await newest()).id)
    expect(await gone(reservations.retrieve(again))).toBe(true)
  })

  it("a location's channel linked is unlinked again, and one unlinked linked back", async () => {
    const location = await create('stock-locations.create', { name: unique('Undo Channel Depot'), address1: 'Kade 2', countryCode: 'nl', city: 'Rotterdam' })
    const { sales_channel: channel } = await salesChannels.create({ name: unique('Undo Depot Channel'), is_disabled: false })
    const linked = async () => ((await stockLocations.retrieve(location)).stock_location.sales_channels ?? []).map((c) => c.id)
    expect(await run('stock-locations.add-sales-channel', { stockLocationId: location, salesChannelId: channel.id })).toMatchObject({ status: 'done' })
    expect(await linked()).toContain(channel.id)
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await linked()).not.toContain(channel.id)

    await stockLocations.addSalesChannel(channel.id, { location_id: location })
    expect(await run('stock-locations.remove-sales-channel', { stockLocationId: location, salesChannelId: channel.id })).toMatchObject({ status: 'done' })
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await linked()).toContain(channel.id)
    await stockLocations.removeSalesChannel(channel.id, { location_id: location }).catch(() => undefined)
    await salesChannels.delete(channel.id)
    await stockLocations.delete(location)
  })
})
