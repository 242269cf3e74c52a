import { stockLocationListAtom, stockLocationQueries } from '@/atoms/stock-locations/keys'
import { stockLocationsNav } from '@/models/stock-locations/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords, pageQuery } from '@/panels/shared/table'
import { stockLocationColumns } from './columns'

/** The stock locations table: server-side paging, sorting and search by name, all in the URL. */
export const StockLocationsTable = defineListPanel({
  area: stockLocationsNav,
  ...medusaRecords('stock-location', stockLocationListAtom, stockLocationQueries.detail),
  url: { defaults: { order: 'name', limit: 20 } },
  query: pageQuery,
  columns: stockLocationColumns,
  searchLabel: 'Search stock locations by name',
  emptyText: { empty: 'No stock locations yet', filtered: 'No stock location has a name like this' },
  actions: <CommandButton command="stock-locations.create" variant="primary" />,
})
