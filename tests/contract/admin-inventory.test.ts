// Medusa 1.20 with its inventory and stock-location modules (issue #29), against the inventory store
// (inventoryStore.ts): how the console tells the kind of store, stock locations with their addresses and
// sales channels, inventory items and their levels: what the console's msw mocks imitate. Reservations,
// fulfilment and return receipt at a location: admin-inventory-orders.test.ts.
import { describe, expect, inject, it } from 'vitest'
import { inventoryItems, salesChannels, stockLocations, store } from './api'
import { anyNumber, anyString, expectDeleted, expectFailure, expectPage, idOf, shape, unique } from './helpers'
import { itemWithStock, levelAt, levelNow, seededLocations, signInAt, signInToInventoryStore, inventoryStoreBeforeAll } from './inventoryStore'

inventoryStoreBeforeAll()

describe('store detection', () => {
  it('GET /admin/store lists the two modules (resolution false: they name no default package); the demo store neither', async () => {
    const { store: inventoryStore } = await store.retrieve()
    expect(inventoryStore.modules).toEqual(
      expect.arrayContaining([
        { module: 'inventoryService', resolution: false },
        { module: 'stockLocationService', resolution: false },
        { module: 'eventBus', resolution: '@medusajs/event-bus-local' },
      ]),
    )
    await signInAt(inject('contractBaseUrl'))
    const demo = await store.retrieve().finally(signInToInventoryStore)
    expect(demo.store.modules).toEqual([
      { module: 'cacheService', resolution: '@medusajs/cache-inmemory' },
      { module: 'eventBus', resolution: '@medusajs/event-bus-local' },
      { module: 'orderOrderSalesChannelSalesChannelLink', resolution: '' },
    ])
  })
})

describe('stock locations', () => {
  it('the seed: two locations with their address and sales channels (expand=address,sales_channels)', async () => {
    const list = await stockLocations.list({ limit: 50 })
    expectPage(list, 'stock_locations')
    const { main, berlin } = await seededLocations()
    expect(main).toEqual(
      shape({
        id: idOf('sloc'),
        address_id: idOf('laddr'),
        metadata: { kind: 'warehouse' },
        address: shape({ id: main.address_id, address_1: 'Njalsgade 21', city: 'Copenhagen', country_code: 'dk', postal_code: '2300', company: null }),
        sales_channels: [shape({ id: idOf('sc'), name: anyString(), is_disabled: false }), expect.anything()],
      }),
    )
    expect(main.sales_channels?.map((c) => c.name).sort()).toEqual(['Default Sales Channel', 'Webshop'])
    expect(berlin.sales_channels?.map((c) => c.name).sort()).toEqual(['Pop-up Store', 'Webshop'])
    expect((await stockLocations.list({ q: 'Berl' })).stock_locations.map((l) => l.name)).toEqual(['Berlin store'])
    const popUp = berlin.sales_channels?.find((c) => c.name === 'Pop-up Store')
    expect((await stockLocations.list({ sales_channel_id: popUp?.id ?? '' })).stock_locations.map((l) => l.name)).toEqual(['Berlin store'])
  })

  it('create with an address, retrieve, update, link and unlink a channel, delete', async () => {
    const name = unique('Contract depot')
    const { stock_location: created } = await stockLocations.create({
      name,
      address: { address_1: 'Havnegade 1', city: 'Aarhus', country_code: 'dk' },
    })
    expect(created).toEqual(shape({ id: idOf('sloc'), name, address_id: idOf('laddr') }))
    expect((await stockLocations.retrieve(created.id)).stock_location).toEqual(
      shape({ address: shape({ address_1: 'Havnegade 1', city: 'Aarhus', country_code: 'dk' }), sales_channels: [] }),
    )
    // The address is updated in place: fields left out keep their value.
    const { stock_location: renamed } = await stockLocations.update(created.id, { name: `${name} 2`, address: { address_1: 'Havnegade 2', country_code: 'dk' } })
    expect(renamed).toEqual(shape({ name: `${name} 2`, address_id: created.address_id }))
    expect((await stockLocations.retrieve(created.id)).stock_location.address).toEqual(shape({ address_1: 'Havnegade 2', city: 'Aarhus' }))
    const { sales_channels } = await salesChannels.list({ name: 'Webshop' })
    const webshop = sales_channels[0]
    if (!webshop) throw new Error('no Webshop channel')
    const linked = await stockLocations.addSalesChannel(webshop.id, { location_id: created.id })
    expect(linked.sales_channel).toEqual(shape({ id: webshop.id, name: 'Webshop' }))
    expect((await stockLocations.retrieve(created.id)).stock_location.sales_channels?.map((c) => c.name)).toEqual(['Webshop'])
    const unlinked = await stockLocations.removeSalesChannel(webshop.id, { location_id: created.id })
    // The channel's id, under the object name of a location.
    expect(unlinked).toEqual({ id: webshop.id, object: 'stock-location', deleted: true })
    expect((await stockLocations.retrieve(created.id)).stock_location.sales_channels).toEqual([])
    expectDeleted(await stockLocations.delete(created.id), created.id, 'stock_location')
    await expectFailure(stockLocations.retrieve(created.id), {
      status: 404,
      kind: 'invalid_request',
      type: 'not_found',
      message: `StockLocation with id ${created.id} was not found`,
    })
  })

  it('refuses a location without a name', async () => {
    await expectFailure(stockLocations.create({ name: '  ' }), { status: 400, kind: 'invalid_request', type: 'invalid_data' })
  })
})

describe('inventory items and their levels', () => {
  it('the list joins every item\'s levels at both locations and its variants with their product', async () => {
    const { main, berlin } = await seededLocations()
    const list = await inventoryItems.list({ limit: 1000 })
    expectPage(list, 'inventory_items')
    expect(list.count).toBeGreaterThan(100)
    for (const item of list.inventory_items) {
      expect(item.location_levels?.map((l) => l.location_id).sort()).toEqual([main.id, berlin.id].sort())
    }
    const [first] = list.inventory_items
    expect(first).toEqual(
      shape({
        id: idOf('iitem'),
        sku: anyString(),
        stocked_quantity: anyNumber(),
        reserved_quantity: anyNumber(),
        location_levels: [
          shape({ id: idOf('ilev'), inventory_item_id: first?.id, stocked_quantity: anyNumber(), reserved_quantity: anyNumber(), incoming_quantity: 0, available_quantity: anyNumber() }),
          expect.anything(),
        ],
        variants: [shape({ id: idOf('variant'), product: shape({ id: idOf('prod'), title: anyString() }) })],
      }),
    )
    const atBerlin = await inventoryItems.list({ location_id: berlin.id, limit: 5 })
    for (const item of atBerlin.inventory_items) expect(item.location_levels?.map((l) => l.location_id)).toEqual([berlin.id])
  })

  it('retrieve, a variant\'s inventory per item and per channel', async () => {
    const item = await itemWithStock((await seededLocations()).main.id, 1)
    const { inventory_item } = await inventoryItems.retrieve(item.id)
    // The levels and their sums, without the variants the list joins.
    expect(inventory_item).toEqual(shape({ id: item.id, sku: item.sku, stocked_quantity: item.stocked_quantity, location_levels: item.location_levels }))
    expect(inventory_item.variants).toBeUndefined()
    const variantId = item.variants?.[0]?.id ?? ''
    const { variant } = await inventoryItems.variantInventory(variantId)
    expect(variant).toEqual(
      shape({
        id: variantId,
        inventory: [shape({ id: item.id, location_levels: expect.any(Array) })],
        sales_channel_availability: expect.arrayContaining([{ channel_name: 'Webshop', channel_id: idOf('sc'), available_quantity: anyNumber() }]),
      }),
    )
  })

  it('adjusts a level\'s stocked quantity; refuses a negative one', async () => {
    const { main } = await seededLocations()
    const item = await itemWithStock(main.id, 1)
    const before = levelAt(item, main.id)?.stocked_quantity ?? 0
    const { inventory_item } = await inventoryItems.updateLevel(item.id, main.id, { stocked_quantity: before + 7 })
    expect(inventory_item).toEqual(shape({ id: item.id }))
    expect(inventory_item.location_levels).toBeUndefined()
    expect((await levelNow(item.id, main.id))?.stocked_quantity).toBe(before + 7)
    await inventoryItems.updateLevel(item.id, main.id, { stocked_quantity: before })
    await expectFailure(inventoryItems.updateLevel(item.id, main.id, { stocked_quantity: -1 }), {
      status: 400,
      kind: 'invalid_request',
      type: 'invalid_data',
      message: 'stocked_quantity must not be less than 0',
    })
  })

  it('creates a level at a new location, refuses a second one there, deletes it', async () => {
    const { main } = await seededLocations()
    const item = await itemWithStock(main.id, 1)
    const { stock_location: depot } = await stockLocations.create({ name: unique('Contract levels') })
    const { inventory_item } = await inventoryItems.createLevel(item.id, { location_id: depot.id, stocked_quantity: 4 })
    expect(inventory_item).toEqual(shape({ id: item.id }))
    await expectFailure(inventoryItems.createLevel(item.id, { location_id: depot.id, stocked_quantity: 1 }), {
      status: 422,
      kind: 'invalid_request',
      type: 'duplicate_error',
      message: `Inventory_level with inventory_item_id, location_id ${item.id}, ${depot.id} already exists.`,
    })
    expect(await levelNow(item.id, depot.id)).toEqual(shape({ stocked_quantity: 4, reserved_quantity: 0, available_quantity: 4 }))
    expect((await inventoryItems.deleteLevel(item.id, depot.id)).inventory_item).toEqual(shape({ id: item.id }))
    expect(await levelNow(item.id, depot.id)).toBeUndefined()
    await stockLocations.delete(depot.id)
  })
})
