import { useAtomValue } from 'jotai'
import type { InventoryItemsQuery } from '@/api/admin/inventory-items'
import { inventoryListAtom, inventoryQueries } from '@/atoms/inventory/keys'
import { stockLocationOptionsAtom } from '@/atoms/stock-locations/keys'
import { inventoryNav } from '@/models/inventory/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, FilterSelect, filterValue, medusaRecords, type TableUrlState } from '@/panels/shared/table'
import { inventoryColumns } from './columns'

const LOCATION = 'location_id'

/** The store's locations, for the filter and its words. */
function useLocations() {
  return useAtomValue(stockLocationOptionsAtom).data?.stock_locations ?? []
}

/** The location filter beside the search, as the original's inventory table has it. */
function LocationFilter({ url }: { url: TableUrlState }) {
  const options = useLocations().map((l) => ({ value: l.id, label: l.name }))
  return (
    <FilterSelect
      label="Location"
      allLabel="All locations"
      value={filterValue(url.filters[LOCATION])}
      options={options}
      onChange={(value) => url.setFilter(LOCATION, value)}
    />
  )
}

/**
 * The inventory items table: Medusa searches (`q`: SKU, title, description) and filters by location
 * (an item stocked there, with its figures there); paging in the URL. Medusa's list takes no order.
 */
export const InventoryTable = defineListPanel({
  area: inventoryNav,
  ...medusaRecords('inventory-item', inventoryListAtom, inventoryQueries.detail),
  url: { defaults: { limit: 20 }, filterKeys: [LOCATION] },
  query: ({ query: { limit, offset, q }, filters }): InventoryItemsQuery => {
    const location = filterValue(filters[LOCATION])
    return { limit, offset, q: q || undefined, location_id: location ? [location] : undefined }
  },
  sortable: false,
  columns: inventoryColumns,
  searchLabel: 'Search inventory by SKU or title',
  toolbar: ({ url }) => <LocationFilter url={url} />,
  useExtra: useLocations,
  describe: (url, locations) => {
    const location = filterValue(url.filters[LOCATION])
    return location ? `at ${locations.find((l) => l.id === location)?.name ?? 'one location'}` : ''
  },
  emptyText: { empty: 'No inventory items yet', filtered: 'No inventory item matches: none with this SKU or title, or none stocked at this location' },
  actions: <CommandButton command="inventory.adjust" label="Adjust availability" variant="ghost" />,
})
