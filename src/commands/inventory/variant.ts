import type { ProductVariant } from '@medusajs/client-types'
import type { InventoryLevel } from '@/api/admin/inventory-items'
import type { StockLocation } from '@/api/admin/stock-locations'
import { inventoryQueries } from '@/atoms/inventory/keys'
import { arg, defineCommand, inGroup } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { inverse } from '@/commands/core/undo'
import { pickedRecord } from '@/models/core/context'
import { matchesText } from '@/models/core/entity'
import { levelFigures, locationsById } from '@/models/inventory/levels'
import { productEntity, variantEntity } from '@/models/products/entity'
import { adjustLevel, changeArg } from './levels'
import { INVENTORY_LEVELS } from './undo'

/** A location picked for a variant's level: with the level, so the quantity prompt starts from its figure. */
type LocationWithLevel = StockLocation & { level: InventoryLevel }

/**
 * `s` on a product: a variant's stock at a location, without leaving the product. The variant's
 * inventory item is read from Medusa (GET /admin/variants/{id}/inventory); the change is the
 * inventory item's adjustment (same reads, same undo).
 */
export const adjustVariantStock = defineCommand({
  id: 'inventory.adjust-variant',
  title: 'Adjust variant stock at a location…',
  keywords: ['inventory', 'stock', 'quantity', 'restock', 'availability'],
  hotkey: 's',
  scope: 'product',
  args: {
    productId: entityArg(productEntity),
    variantId: entityArg(variantEntity),
    locationId: arg.entity({
      label: 'Location',
      name: (record) => (record as StockLocation).name,
      search: async (q, { queryClient, args }) => {
        if (typeof args.variantId !== 'string') return []
        const [{ variant }, locations] = await Promise.all([queryClient.fetchQuery(inventoryQueries.variant(args.variantId)), locationsById(queryClient)])
        return (variant.inventory[0]?.location_levels ?? []).flatMap((level) => {
          const location = locations.get(level.location_id)
          if (!location || !matchesText(q, location.name)) return []
          const record: LocationWithLevel = { ...location, level }
          return [{ id: location.id, label: location.name, hint: levelFigures(level), record }]
        })
      },
    }),
    change: changeArg((ctx, args) => {
      const level = pickedRecord<LocationWithLevel>(ctx, 'locationId', args.locationId)?.level
      return level ? String(level.stocked_quantity) : undefined
    }),
  },
  run: async ({ variantId, locationId, change }, tools) => {
    const { variant } = await tools.fetch({ ...inventoryQueries.variant(variantId), staleTime: 0 })
    const item = variant.inventory[0]
    if (!item) {
      const title = pickedRecord<ProductVariant>(tools.ctx, 'variantId', variantId)?.title ?? 'This variant'
      throw new Error(`${title} has no inventory item: Medusa does not track its stock per location`)
    }
    return adjustLevel(tools, item.id, locationId, change)
  },
  undo: inverse(INVENTORY_LEVELS),
})

export const variantStockCommands = inGroup('Inventory', [adjustVariantStock])
