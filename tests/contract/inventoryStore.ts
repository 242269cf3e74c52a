// The inventory store for the contract tests of Medusa's inventory and stock-location modules
// (admin-inventory*.test.ts): INVENTORY_INSTANCE (port 9107, backend/scripts/inventory.sh: 2 locations,
// levels, reservations). Started by the first file that asks for it, rather than in the global setup, so
// that a run without those files does not pay for it (a clone of the saved inventory template: seconds;
// its first build about a minute); the global setup's teardown stops it.
import type { AdminGetReservationsParams, ExtendedReservationItem } from '@medusajs/client-types'
import { afterAll, beforeAll } from 'vitest'
import type { InventoryItem } from '@/api/admin/inventory-items'
import { configureClient } from '@/api/client'
import { baseUrlOf, INVENTORY_INSTANCE, isHealthy, startInstance } from '../support/medusaInstance'
import { auth, inventoryItems, reservations, stockLocations } from './api'
import { ADMIN, signInAdmin } from './helpers'

let started: Promise<void> | undefined

async function start(): Promise<void> {
  if (process.env.CONTRACT_REUSE_BACKEND === '1' && (await isHealthy(INVENTORY_INSTANCE))) return
  startInstance(INVENTORY_INSTANCE)
}

/** Points the client at a backend and signs the admin in there. */
export async function signInAt(baseUrl: string): Promise<void> {
  configureClient({ baseUrl, apiKey: undefined, publishableApiKey: undefined, retries: 0 })
  const { access_token } = await auth.token(ADMIN)
  configureClient({ apiKey: access_token })
}

export const signInToInventoryStore = () => signInAt(baseUrlOf(INVENTORY_INSTANCE))

/** The file's tests run against the inventory store; the files after it get the contract instance back. */
export function inventoryStoreBeforeAll(): void {
  beforeAll(async () => {
    started ??= start()
    await started
    await signInToInventoryStore()
  }, 900_000)
  afterAll(signInAdmin)
}

/** The seeded locations by name. */
export async function seededLocations() {
  const { stock_locations } = await stockLocations.list({ limit: 50 })
  const byName = (name: string) => {
    const location = stock_locations.find((l) => l.name === name)
    if (!location) throw new Error(`no stock location named ${name}`)
    return location
  }
  return { main: byName('Main warehouse'), berlin: byName('Berlin store') }
}

export const levelAt = (item: InventoryItem, locationId: string) => item.location_levels?.find((l) => l.location_id === locationId)

/** An item of a variant with at least `quantity` available at the location. */
export async function itemWithStock(locationId: string, quantity: number): Promise<InventoryItem> {
  const { inventory_items } = await inventoryItems.list({ limit: 1000 })
  const item = inventory_items.find((i) => (levelAt(i, locationId)?.available_quantity ?? 0) >= quantity && (i.variants?.length ?? 0) > 0)
  if (!item) throw new Error(`no inventory item with ${quantity} available at ${locationId}`)
  return item
}

/** The item's level at a location, read again. */
export async function levelNow(itemId: string, locationId: string) {
  const item = (await inventoryItems.list({ id: itemId })).inventory_items[0]
  return item && levelAt(item, locationId)
}

/** client-types' ReservationItemDTO has no line_item_id: Medusa 1.20 answers it (null for one made by hand). */
export type Reservation = ExtendedReservationItem & { line_item_id?: string | null }
export const listReservations = async (query: AdminGetReservationsParams) => (await reservations.list(query)).reservations as Reservation[]
