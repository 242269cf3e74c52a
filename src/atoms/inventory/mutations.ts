import { inventoryItems } from '@/api/admin/inventory-items'
import { mutation } from '@/atoms/core/query'
import { inventoryQueries } from './keys'

// A level's figures show in the inventory table, the item's panel and its variant's row of the product panel.
const inventory = [inventoryQueries.all] as const

export const setStockedQuantityMutation = mutation({
  mutationFn: ({ id, locationId, stocked }: { id: string; locationId: string; stocked: number }) =>
    inventoryItems.updateLevel(id, locationId, { stocked_quantity: stocked }),
  invalidates: inventory,
})

export const createLevelMutation = mutation({
  mutationFn: ({ id, locationId, stocked }: { id: string; locationId: string; stocked: number }) =>
    inventoryItems.createLevel(id, { location_id: locationId, stocked_quantity: stocked }),
  invalidates: inventory,
})

export const deleteLevelMutation = mutation({
  mutationFn: ({ id, locationId }: { id: string; locationId: string }) => inventoryItems.deleteLevel(id, locationId),
  invalidates: inventory,
})
