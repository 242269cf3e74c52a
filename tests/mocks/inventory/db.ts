import type { InventoryItem, InventoryLevel } from '@/api/admin/inventory-items'
import type { StockLocationAddressDTO } from '@medusajs/client-types'
import type { MockDb } from '../db'

/**
 * Medusa's inventory and stock location modules over a mock db (kept beside it, not in it: a store
 * without the modules has none of this). `withInventoryModules(db)` installs them with a seed as
 * `migrate-inventory-items.js` makes it: an item per variant (its SKU), stocked at the first location
 * with the variant's inventory_quantity. Reservations (I2b) keep `reserved_quantity` of the levels.
 */
export type MockItem = Omit<InventoryItem, 'location_levels' | 'variants' | 'stocked_quantity' | 'reserved_quantity'> & { created_at: string }
export type MockLevel = InventoryLevel & { created_at: string; updated_at: string }
export type MockAddress = StockLocationAddressDTO & { id: string }
export interface MockLocation {
  id: string
  name: string
  address_id: string | null
  metadata: Record<string, unknown> | null
  created_at: string
  updated_at: string
}

export interface InventoryMockDb {
  locations: MockLocation[]
  addresses: MockAddress[]
  /** Sales channel id and location id: which channels sell from which locations. */
  channelLocations: Array<{ sales_channel_id: string; location_id: string }>
  items: MockItem[]
  levels: MockLevel[]
  /** Variant id and inventory item id (product_variant_inventory_item). */
  variantItems: Array<{ variant_id: string; inventory_item_id: string }>
}

const installed = new WeakMap<MockDb, InventoryMockDb>()

/** The modules' data, or undefined on a store without them (the demo store). */
export const inventoryOf = (db: MockDb): InventoryMockDb | undefined => installed.get(db)

/** What GET /admin/store lists in `modules`. */
export const storeModules = (db: MockDb) =>
  installed.has(db)
    ? [
        { module: 'inventoryService', resolution: '@medusajs/inventory' },
        { module: 'stockLocationService', resolution: '@medusajs/stock-location' },
      ]
    : []

export function newLocation(db: MockDb, inventory: InventoryMockDb, name: string, address?: Omit<MockAddress, 'id' | 'created_at' | 'updated_at'>): MockLocation {
  const at = db.now()
  const stored = address ? { ...address, id: db.nextId('laddr'), created_at: at, updated_at: at } : undefined
  if (stored) inventory.addresses.push(stored)
  const location: MockLocation = { id: db.nextId('sloc'), name, address_id: stored?.id ?? null, metadata: null, created_at: at, updated_at: at }
  inventory.locations.push(location)
  return location
}

export function newLevel(db: MockDb, inventory: InventoryMockDb, itemId: string, locationId: string, stocked: number, reserved = 0): MockLevel {
  const at = db.now()
  const level: MockLevel = {
    id: db.nextId('ilev'), inventory_item_id: itemId, location_id: locationId, stocked_quantity: stocked, reserved_quantity: reserved,
    incoming_quantity: 0, metadata: undefined, created_at: at, updated_at: at,
  }
  inventory.levels.push(level)
  return level
}

/**
 * Installs the modules on `db` and seeds them: Amsterdam warehouse (every item, the variant's
 * quantity; 3 of the first item reserved) and Berlin store (the first item only, 5 stocked); the
 * default channel sells from both, Wholesale from Amsterdam.
 */
export function withInventoryModules(db: MockDb): InventoryMockDb {
  const existing = installed.get(db)
  if (existing) return existing
  const inventory: InventoryMockDb = { locations: [], addresses: [], channelLocations: [], items: [], levels: [], variantItems: [] }
  installed.set(db, inventory)
  const amsterdam = newLocation(db, inventory, 'Amsterdam warehouse', { address_1: 'Keizersgracht 1', city: 'Amsterdam', postal_code: '1015 CJ', country_code: 'nl' })
  const berlin = newLocation(db, inventory, 'Berlin store', { address_1: 'Alexanderplatz 1', city: 'Berlin', country_code: 'de' })
  inventory.channelLocations.push(
    { sales_channel_id: 'sc_1', location_id: amsterdam.id },
    { sales_channel_id: 'sc_1', location_id: berlin.id },
    { sales_channel_id: 'sc_2', location_id: amsterdam.id },
  )
  for (const product of db.products) {
    for (const variant of product.variants) {
      const item: MockItem = {
        id: db.nextId('iitem'), sku: variant.sku ?? '', title: undefined, description: undefined, requires_shipping: true, created_at: db.now(),
      }
      inventory.items.push(item)
      inventory.variantItems.push({ variant_id: variant.id, inventory_item_id: item.id })
      const first = inventory.items.length === 1
      newLevel(db, inventory, item.id, amsterdam.id, variant.inventory_quantity ?? 0, first ? 3 : 0)
      if (first) newLevel(db, inventory, item.id, berlin.id, 5)
    }
  }
  return inventory
}
