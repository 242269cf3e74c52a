import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, ilike, invalidData, notFound, opt, page, readBody, readQuery, req, sortBy, unknownError } from '../http'
import { inventoryOf, newLocation, type InventoryMockDb, type MockAddress, type MockLocation } from './db'

/**
 * /admin/stock-locations and a channel's /stock-locations as Medusa 1.20 answers them
 * (routes/admin/stock-locations/*, sales-channels/{associate,remove}-stock-location.ts). Without the
 * modules checkRegisteredModules throws a plain Error: 500 unknown_error.
 */

const address = {
  address_1: req('string'), address_2: opt('string'), company: opt('string'), city: opt('string'), country_code: req('string'),
  phone: opt('string'), postal_code: opt('string'), province: opt('string'),
} as const
const createBody = { name: req('string'), address: opt('nested', { schema: address }), address_id: opt('string'), metadata: opt('object') }
const updateBody = { name: opt('string'), address: opt('nested', { schema: address }), address_id: opt('string'), metadata: opt('object') }
const findParams = { expand: 'string', fields: 'string' } as const
type AddressInput = Omit<MockAddress, 'id' | 'created_at' | 'updated_at'>

/** The modules' data, or Medusa's 500 without them. */
export function modulesOf(db: MockDb): InventoryMockDb {
  return inventoryOf(db) ?? unknownError()
}

function findLocation(inventory: InventoryMockDb, id: string): MockLocation {
  return inventory.locations.find((l) => l.id === id) ?? notFound(`StockLocation with id ${id} was not found`)
}

/** A location as the routes answer it: default fields, `address` and `sales_channels` when expanded. */
export function locationView(db: MockDb, inventory: InventoryMockDb, location: MockLocation, expand: string | undefined) {
  const relations = (expand ?? '').split(',')
  return {
    ...location,
    ...(relations.includes('address') ? { address: inventory.addresses.find((a) => a.id === location.address_id) ?? null } : {}),
    ...(relations.includes('sales_channels')
      ? {
          sales_channels: inventory.channelLocations
            .filter((link) => link.location_id === location.id)
            .flatMap((link) => db.salesChannels.filter((sc) => sc.id === link.sales_channel_id)),
        }
      : {}),
  }
}

export function stockLocationHandlers(db: MockDb) {
  const url = `${BASE}/admin/stock-locations`
  const channelUrl = `${BASE}/admin/sales-channels/:id/stock-locations`
  return [
    http.get(
      url,
      admin(db, ({ request }) => {
        const inventory = modulesOf(db)
        const query = readQuery(request, {
          q: 'string', id: 'stringOrArray', name: 'stringOrArray', address_id: 'stringOrArray', sales_channel_id: 'stringOrArray',
          order: 'string', offset: 'number', limit: 'number', created_at: 'dates', updated_at: 'dates', deleted_at: 'dates', ...findParams,
        })
        const ids = query.list('id')
        const channels = query.list('sales_channel_id')
        const names = query.list('name')
        const found = inventory.locations.filter(
          (l) =>
            ilike(query.str('q'), l.name) &&
            (!ids || ids.includes(l.id)) &&
            (!names || names.includes(l.name)) &&
            (!channels || inventory.channelLocations.some((link) => link.location_id === l.id && channels.includes(link.sales_channel_id))),
        )
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 20)
        return HttpResponse.json({ stock_locations: items.map((l) => locationView(db, inventory, l, query.str('expand'))), count, offset, limit })
      }),
    ),

    http.post(
      url,
      admin(db, async ({ request }) => {
        const inventory = modulesOf(db)
        const expand = readQuery(request, findParams).str('expand')
        const body = await readBody<{ name: string; address?: AddressInput }>(request, createBody)
        // IsNotEmpty after a trim.
        if (!body.name.trim()) invalidData('name should not be empty')
        const location = newLocation(db, inventory, body.name.trim(), body.address)
        return HttpResponse.json({ stock_location: locationView(db, inventory, location, expand) })
      }),
    ),

    http.get(
      `${url}/:id`,
      admin(db, ({ request, params }) => {
        const inventory = modulesOf(db)
        const expand = readQuery(request, findParams).str('expand')
        return HttpResponse.json({ stock_location: locationView(db, inventory, findLocation(inventory, params.id ?? ''), expand) })
      }),
    ),

    http.post(
      `${url}/:id`,
      admin(db, async ({ request, params }) => {
        const inventory = modulesOf(db)
        const expand = readQuery(request, findParams).str('expand')
        const body = await readBody<{ name?: string; address?: AddressInput }>(request, updateBody)
        const location = findLocation(inventory, params.id ?? '')
        const at = db.now()
        if (body.name !== undefined) location.name = body.name
        if (body.address) {
          const current = inventory.addresses.find((a) => a.id === location.address_id)
          if (current) Object.assign(current, body.address, { updated_at: at })
          else {
            const created = { ...body.address, id: db.nextId('laddr'), created_at: at, updated_at: at }
            inventory.addresses.push(created)
            location.address_id = created.id
          }
        }
        location.updated_at = at
        return HttpResponse.json({ stock_location: locationView(db, inventory, location, expand) })
      }),
    ),

    http.delete(
      `${url}/:id`,
      admin(db, ({ params }) => {
        const inventory = modulesOf(db)
        const id = params.id ?? ''
        // Its channel links, the location, then its levels and reservations (the route's transaction).
        inventory.channelLocations = inventory.channelLocations.filter((link) => link.location_id !== id)
        inventory.locations = inventory.locations.filter((l) => l.id !== id)
        inventory.levels = inventory.levels.filter((level) => level.location_id !== id)
        return HttpResponse.json({ id, object: 'stock_location', deleted: true })
      }),
    ),

    http.post(
      channelUrl,
      admin(db, async ({ request, params }) => {
        const inventory = modulesOf(db)
        const { location_id } = await readBody<{ location_id: string }>(request, { location_id: req('string') })
        const channel = db.salesChannels.find((sc) => sc.id === params.id) ?? notFound(`Sales channel with id: ${params.id ?? ''} was not found`)
        findLocation(inventory, location_id)
        if (!inventory.channelLocations.some((link) => link.sales_channel_id === channel.id && link.location_id === location_id)) {
          inventory.channelLocations.push({ sales_channel_id: channel.id, location_id })
        }
        return HttpResponse.json({ sales_channel: channel })
      }),
    ),

    http.delete(
      channelUrl,
      admin(db, async ({ request, params }) => {
        const inventory = modulesOf(db)
        const { location_id } = await readBody<{ location_id: string }>(request, { location_id: req('string') })
        const id = params.id ?? ''
        inventory.channelLocations = inventory.channelLocations.filter((link) => !(link.sales_channel_id === id && link.location_id === location_id))
        return HttpResponse.json({ id, object: 'stock-location', deleted: true })
      }),
    ),
  ]
}
