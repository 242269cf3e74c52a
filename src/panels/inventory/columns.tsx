import { useAtomValue } from 'jotai'
import type { InventoryItem } from '@/api/admin/inventory-items'
import { stockLocationOptionsAtom } from '@/atoms/stock-locations/keys'
import { grouped } from '@/models/core/text'
import { itemName } from '@/models/inventory/entity'
import shared from '@/panels/shared/record-panel.module.css'
import { dataTableColumnHelper } from '@/panels/shared/table'

const item = dataTableColumnHelper<InventoryItem>()

/** The names of the locations an item's (listed) levels are at. */
function LevelLocations({ row }: { row: InventoryItem }) {
  const locations = useAtomValue(stockLocationOptionsAtom).data?.stock_locations ?? []
  const names = (row.location_levels ?? []).map((level) => locations.find((l) => l.id === level.location_id)?.name).filter(Boolean)
  return names.length ? <>{names.join(', ')}</> : <span className={shared.muted}>Not stocked anywhere</span>
}

const stocked = (row: InventoryItem) => row.stocked_quantity ?? 0
const reserved = (row: InventoryItem) => row.reserved_quantity ?? 0

/**
 * The original's inventory table: the item by its product and variant, its SKU, and what is stocked,
 * reserved and available (the sums over its levels: at the filtered location when the table has one).
 */
export const inventoryColumns = item.columns([
  item.accessor((row) => itemName(row), { id: 'item', header: 'Item', meta: { label: 'Item' } }),
  item.accessor((row) => row.sku || '', { id: 'sku', header: 'SKU', meta: { label: 'SKU' }, cell: ({ getValue }) => getValue() || <span className={shared.muted}>—</span> }),
  item.accessor((row) => stocked(row), { id: 'stocked', header: 'Stocked', meta: { label: 'Stocked', numeric: true }, cell: ({ getValue }) => grouped(getValue()) }),
  item.accessor((row) => reserved(row), { id: 'reserved', header: 'Reserved', meta: { label: 'Reserved', numeric: true }, cell: ({ getValue }) => grouped(getValue()) }),
  item.accessor((row) => stocked(row) - reserved(row), {
    id: 'available',
    header: 'Available',
    meta: { label: 'Available', numeric: true },
    cell: ({ getValue }) => grouped(getValue()),
  }),
  item.display({ id: 'locations', header: 'Locations', meta: { label: 'Locations' }, cell: ({ row }) => <LevelLocations row={row.original} /> }),
])
