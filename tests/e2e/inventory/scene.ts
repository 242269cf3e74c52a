// What the inventory store's end-to-end tests start from, set through the admin API the way a shop
// would: the seeded locations and sales channel, a product of the run's own stocked at both locations,
// and an order of it whose items are not reserved yet. The console's own steps are driven in the browser.
import type { Order } from '@medusajs/client-types'
import { type InventoryLevel, inventoryItems } from '@/api/admin/inventory-items'
import { orders } from '@/api/admin/orders'
import { products } from '@/api/admin/products'
import { reservations } from '@/api/admin/reservations'
import { salesChannels } from '@/api/admin/sales-channels'
import { type StockLocation, stockLocations } from '@/api/admin/stock-locations'
import { storeCarts } from '@/api/store/carts'
import { retryingConflicts } from '../../support/medusaConflicts'
import { prepareShop, type Shop } from '../orders'

/** The seed's two locations (backend/seed/inventory/plan.ts). */
export interface Locations {
  main: StockLocation
  berlin: StockLocation
}

export async function seededLocations(): Promise<Locations> {
  const { stock_locations } = await stockLocations.list({ limit: 50 })
  const named = (name: string) => {
    const location = stock_locations.find((l) => l.name === name)
    if (!location) throw new Error(`the seeded stock location ${name} is missing`)
    return location
  }
  return { main: named('Main warehouse'), berlin: named('Berlin store') }
}

/** A seeded sales channel by name. */
export async function salesChannelNamed(name: string): Promise<{ id: string; name: string }> {
  const channel = (await salesChannels.list({ q: name, limit: 20 })).sales_channels.find((c) => c.name === name)
  if (!channel) throw new Error(`the seeded sales channel ${name} is missing`)
  return channel
}

/** The seeded Webshop sells from both locations (the default channel only from the main warehouse). */
export const BOTH_LOCATIONS_CHANNEL = 'Webshop'

export interface StockedShop extends Shop {
  inventoryItemId: string
  salesChannelId: string
}

/**
 * prepareShop's product, also sold in the Webshop, with its inventory item (Medusa makes one per
 * variant) stocked at both locations: `stocked.main` and `stocked.berlin`.
 */
export async function stockedShop(title: string, locations: Locations, stocked: { main: number; berlin: number }): Promise<StockedShop> {
  const shop = await prepareShop(title)
  const channel = await salesChannelNamed(BOTH_LOCATIONS_CHANNEL)
  const product = (await products.list({ q: title, limit: 5 })).products.find((p) => p.title === title)
  if (!product) throw new Error(`the new product ${title} is not listed`)
  await salesChannels.addProducts(channel.id, { product_ids: [{ id: product.id }] })
  const item = (await inventoryItems.variantInventory(shop.variantId)).variant.inventory[0]
  if (!item) throw new Error(`Medusa made no inventory item for ${title}`)
  await inventoryItems.createLevel(item.id, { location_id: locations.main.id, stocked_quantity: stocked.main })
  await inventoryItems.createLevel(item.id, { location_id: locations.berlin.id, stocked_quantity: stocked.berlin })
  return { ...shop, inventoryItemId: item.id, salesChannelId: channel.id }
}

/** The item's level at a location, as the server has it now. */
export async function levelAt(inventoryItemId: string, location: StockLocation): Promise<InventoryLevel> {
  const { inventory_item } = await inventoryItems.retrieve(inventoryItemId)
  const level = inventory_item.location_levels?.find((l) => l.location_id === location.id)
  if (!level) throw new Error(`no level at ${location.name}`)
  return level
}

/** The reservations of an order's lines. */
export const reservationsOf = async (order: Order) =>
  (await reservations.list({ line_item_id: (order.items ?? []).map((i) => i.id) })).reservations

/**
 * A checkout in the Webshop (so both locations can serve it; orders.ts's storefrontOrder checks out
 * in the default channel) with the manual provider, its items then left unreserved like the orders
 * placed before the store had the modules: Medusa reserves at checkout, here the operator allocates.
 */
export async function unallocatedOrder(shop: StockedShop, quantity: number): Promise<Order> {
  const { cart } = await storeCarts.create({ region_id: shop.regionId, sales_channel_id: shop.salesChannelId })
  await storeCarts.createLineItem(cart.id, { variant_id: shop.variantId, quantity })
  await storeCarts.update(cart.id, { email: `allocation-${Date.now().toString(36)}@e2e.test`, shipping_address: shop.address })
  await retryingConflicts(() => storeCarts.addShippingMethod(cart.id, { option_id: shop.shippingOptionId }))
  await storeCarts.createPaymentSessions(cart.id)
  await storeCarts.setPaymentSession(cart.id, { provider_id: 'manual' })
  const completed = await storeCarts.complete(cart.id)
  if (completed.type !== 'order') throw new Error(`cart ${cart.id} completed as a ${completed.type}`)
  const { order } = await orders.retrieve(completed.data.id)
  for (const reservation of await reservationsOf(order)) await reservations.delete(reservation.id)
  return order
}
