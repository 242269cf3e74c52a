import type { InventoryItem, InventoryLevel } from '@/api/admin/inventory-items'
import { inventoryQueries } from '@/atoms/inventory/keys'
import { defineEntity, sameText } from '@/models/core/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'inventory-item': InventoryItem
  }
}

/**
 * 'Medusa T-Shirt · S / Black': the item by the product and variant it stocks (as the original's
 * inventory table names it), else its own title or SKU.
 */
export function itemName(item: Pick<InventoryItem, 'variants' | 'title' | 'sku'>): string {
  const variant = item.variants?.[0]
  if (variant) return [variant.product?.title, variant.title].filter(Boolean).join(' · ')
  return item.title || item.sku || 'Inventory item'
}

/** What is stocked minus what is reserved, as Medusa computes a level's availability. */
export const availableAt = (level: Pick<InventoryLevel, 'stocked_quantity' | 'reserved_quantity' | 'available_quantity'>) =>
  level.available_quantity ?? level.stocked_quantity - level.reserved_quantity

/** The item's level at a location, if it has one. */
export const levelAt = (item: Pick<InventoryItem, 'location_levels'>, locationId: string) =>
  item.location_levels?.find((level) => level.location_id === locationId)

export const inventoryItemEntity = defineEntity<InventoryItem>({
  noun: 'inventory item',
  focus: 'inventory-item',
  label: itemName,
  hint: (item) => item.sku || undefined,
  // Medusa's `q` matches the item's SKU, title and description.
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(inventoryQueries.search(q.trim()))).inventory_items,
  exact: (item, q) => sameText(item.sku, q),
})
