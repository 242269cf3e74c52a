import { useAtomValue } from 'jotai'
import { inventoryDetailAtom } from '@/atoms/inventory/keys'
import { stockLocationOptionsAtom } from '@/atoms/stock-locations/keys'
import { itemName } from '@/models/inventory/entity'
import shared from '@/panels/shared/record-panel.module.css'
import { FilterSelect, filterValue, type TableUrlState } from '@/panels/shared/table'
import { Button } from '@/ui/Button'

/** `location`: a stock location's id; `item`: an inventory item's id (an item's panel links here with it). */
export const RESERVATION_FILTER_KEYS = ['location', 'item'] as const

/** The item filter, named: only shown while set (from an item's link), with All to clear it. */
function ItemFilter({ itemId, onClear }: { itemId: string; onClear: () => void }) {
  const item = useAtomValue(inventoryDetailAtom(itemId)).data?.inventory_item
  const label = item ? itemName(item) : 'Loading item…'
  return <FilterSelect label="Item" value={itemId} options={[{ value: itemId, label }]} onChange={(value) => (value ? undefined : onClear())} />
}

/** Location (every stock location) and item, both filtered by Medusa, both in the URL. */
export function ReservationFilters({ url }: { url: TableUrlState }) {
  const locations = useAtomValue(stockLocationOptionsAtom).data?.stock_locations ?? []
  const itemId = filterValue(url.filters.item)
  return (
    <div className={shared.filters} role="group" aria-label="Reservation filters">
      <FilterSelect
        label="Location"
        value={filterValue(url.filters.location)}
        options={locations.map((l) => ({ value: l.id, label: l.name }))}
        onChange={(value) => url.setFilter('location', value)}
      />
      {itemId ? <ItemFilter itemId={itemId} onClear={() => url.setFilter('item', undefined)} /> : null}
      {Object.keys(url.filters).length > 0 && (
        <Button variant="ghost" onClick={url.clearFilters}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
