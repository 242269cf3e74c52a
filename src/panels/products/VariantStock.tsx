import type { ProductVariant } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { inventoryEnabledAtom } from '@/atoms/core/store'
import { variantInventoryAtom } from '@/atoms/inventory/keys'
import { stockLocationOptionsAtom } from '@/atoms/stock-locations/keys'
import { grouped } from '@/models/core/text'
import { availableAt } from '@/models/inventory/entity'
import { CommandButton } from '@/panels/shared/CommandButton'
import shared from '@/panels/shared/record-panel.module.css'

/** The variant's inventory item's level at each location (GET /admin/variants/{id}/inventory), each one button from its adjustment. */
function VariantLevels({ variant }: { variant: ProductVariant }) {
  const inventory = useAtomValue(variantInventoryAtom(variant.id))
  const locations = useAtomValue(stockLocationOptionsAtom).data?.stock_locations ?? []
  if (inventory.error) return <span className={shared.muted}>Stock could not be read</span>
  if (!inventory.data) return <span className={shared.muted}>Reading stock…</span>
  const item = inventory.data.variant.inventory[0]
  if (!item) return <span className={shared.muted}>Not tracked per location</span>
  const levels = item.location_levels ?? []
  if (!levels.length) return <span className={shared.muted}>Not stocked at any location</span>
  return (
    <ul className={shared.plainList} aria-label={`Stock of ${variant.title} per location`}>
      {levels.map((level) => {
        const location = locations.find((l) => l.id === level.location_id)
        const where = location?.name ?? 'Location'
        return (
          <li key={level.location_id}>
            {`${where}: ${grouped(level.stocked_quantity)} stocked · ${grouped(level.reserved_quantity)} reserved · ${grouped(availableAt(level))} available `}
            <CommandButton
              command="inventory.adjust"
              args={{ inventoryItemId: item.id, locationId: level.location_id }}
              records={location ? { locationId: location } : undefined}
              label="Adjust"
              subject={`${variant.title} at ${where}`}
              variant="ghost"
            />
          </li>
        )
      })}
    </ul>
  )
}

/**
 * A variant row's stock cell: with Medusa's inventory modules, the variant's levels per location
 * (location, stocked, reserved, available); without them, the variant's own inventory_quantity.
 */
export function VariantStock({ variant }: { variant: ProductVariant }) {
  const perLocation = useAtomValue(inventoryEnabledAtom)
  if (!perLocation) return <td className={shared.numeric}>{variant.inventory_quantity}</td>
  return (
    <td>
      <VariantLevels variant={variant} />
    </td>
  )
}
