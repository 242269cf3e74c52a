// Seeds the inventory store (MEDUSA_INVENTORY=1) through the admin API, after migrate-inventory-items
// made an inventory item per variant, a "Default" location and its levels: the locations of plan.ts
// with their addresses and sales channels, a level for every item at each, and reservations.
// Run from the repository root with that backend up (scripts/inventory.sh does it once, then saves it):
// npx tsx backend/seed/inventory/index.ts
import type { AdminPostStockLocationsReq, AdminStockLocationsRes, Order } from '@medusajs/client-types'
import { auth } from '../../../src/api/admin/auth'
import { type InventoryItem, inventoryItems } from '../../../src/api/admin/inventory-items'
import { orders } from '../../../src/api/admin/orders'
import { reservations } from '../../../src/api/admin/reservations'
import { salesChannels } from '../../../src/api/admin/sales-channels'
import { stockLocations } from '../../../src/api/admin/stock-locations'
import { client, configureClient } from '../../../src/api/client'
import { log } from '../context'
import { mapLimit } from '../util'
import {
  LOCATIONS,
  type LocationKey,
  type OpenOrder,
  type ReservationPlan,
  planLevels,
  planManualReservations,
  planOrderReservations,
} from './plan'

const BACKEND_URL = process.env.MEDUSA_BACKEND_URL ?? 'http://127.0.0.1:9000'
const ADMIN = { email: 'admin@medusa-test.com', password: 'supersecret' }
/** Requests in flight at once: each is one small write. */
const CONCURRENCY = 6

/**
 * Writes a location without `expand`: Medusa 1.20's create and update routes (unlike list and retrieve)
 * cannot join `sales_channels` and answer 500 when asked to.
 */
const saveLocation = (body: AdminPostStockLocationsReq, id?: string) =>
  client.post<AdminStockLocationsRes>(id ? `/admin/stock-locations/${id}` : '/admin/stock-locations', body)

/** The migration's "Default" location becomes the main warehouse; the others are created. */
async function seedLocations(): Promise<Record<LocationKey, string>> {
  const { stock_locations: existing } = await stockLocations.list({ limit: 10 })
  const [migrated, ...others] = existing
  if (!migrated || others.length > 0 || migrated.name !== 'Default') {
    throw new Error(`expected only migrate-inventory-items' "Default" location, found: ${existing.map((l) => l.name).join(', ')}`)
  }
  const { sales_channels: channels } = await salesChannels.list({ limit: 50 })
  const ids = {} as Record<LocationKey, string>
  for (const spec of LOCATIONS) {
    const { stock_location: location } =
      spec.key === 'main' ? await saveLocation(spec.body, migrated.id) : await saveLocation(spec.body)
    ids[spec.key] = location.id
    for (const name of spec.channels) {
      const channel = channels.find((c) => c.name === name)
      if (!channel) throw new Error(`no sales channel named ${name}`)
      await stockLocations.addSalesChannel(channel.id, { location_id: location.id })
    }
    log(`stock location ${spec.body.name} (${spec.body.address?.city ?? ''}), sold from by ${spec.channels.join(', ')}`)
  }
  return ids
}

async function allItems(): Promise<InventoryItem[]> {
  const { inventory_items: items, count } = await inventoryItems.list({ limit: 1000 })
  if (items.length !== count) throw new Error(`listed ${items.length} of ${count} inventory items`)
  return items
}

/** Orders placed and not fulfilled, with the lines whose variant has an inventory item. */
async function openOrders(skuByVariant: Map<string, string>): Promise<OpenOrder[]> {
  const { orders: open } = await orders.list({
    status: ['pending'],
    fulfillment_status: ['not_fulfilled'],
    limit: 200,
    fields: 'id,display_id',
    expand: 'items',
  })
  return open.map((order: Order) => ({
    displayId: order.display_id,
    lines: (order.items ?? []).flatMap((item) => {
      const sku = item.variant_id ? skuByVariant.get(item.variant_id) : undefined
      return sku ? [{ lineItemId: item.id, sku, quantity: item.quantity }] : []
    }),
  }))
}

async function main(): Promise<void> {
  const started = Date.now()
  configureClient({ baseUrl: BACKEND_URL, retries: 4, retryDelayMs: 250 })
  const { access_token } = await auth.token(ADMIN)
  if (!access_token) throw new Error('POST /admin/auth/token answered without an access_token')
  configureClient({ apiKey: access_token })

  const locationIds = await seedLocations()
  const items = await allItems()
  const itemBySku = new Map(items.map((item) => [item.sku ?? '', item]))
  const stockAtMain = (item: InventoryItem) =>
    item.location_levels?.find((level) => level.location_id === locationIds.main)?.stocked_quantity ?? 0
  const levels = planLevels(items.map((item) => ({ sku: item.sku ?? '', stocked: stockAtMain(item) })))

  await mapLimit(levels, CONCURRENCY, async ({ sku, stocked }) => {
    const item = itemBySku.get(sku)
    if (!item) throw new Error(`no inventory item with SKU ${sku}`)
    if (stocked.main !== stockAtMain(item)) {
      await inventoryItems.updateLevel(item.id, locationIds.main, { stocked_quantity: stocked.main })
    }
    await inventoryItems.createLevel(item.id, { location_id: locationIds.berlin, stocked_quantity: stocked.berlin })
  })
  log(`levels: ${levels.length} inventory items at ${LOCATIONS.length} locations`)

  const skuByVariant = new Map(items.flatMap((item) => (item.variants ?? []).map((variant) => [variant.id, item.sku ?? ''] as const)))
  const byOrder = planOrderReservations(await openOrders(skuByVariant), levels)
  const reserved: ReservationPlan[] = [...byOrder, ...planManualReservations(levels, byOrder)]
  // One at a time: each adjusts its level's reserved quantity read-modify-write.
  for (const plan of reserved) {
    const item = itemBySku.get(plan.sku)
    if (!item) throw new Error(`no inventory item with SKU ${plan.sku}`)
    await reservations.create({
      inventory_item_id: item.id,
      location_id: locationIds[plan.location],
      quantity: plan.quantity,
      ...(plan.lineItemId ? { line_item_id: plan.lineItemId } : {}),
      ...(plan.description ? { description: plan.description } : {}),
    })
  }
  log(`reservations: ${byOrder.length} order lines, ${reserved.length - byOrder.length} by hand`)
  log(`inventory done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((error: unknown) => {
  const status = typeof error === 'object' && error && 'status' in error ? ` (HTTP ${String(error.status)})` : ''
  console.error(`[seed] inventory failed${status}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
