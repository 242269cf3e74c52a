import { priceListListAtom } from '@/atoms/price-lists/keys'
import { priceListsNav } from '@/models/price-lists/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords } from '@/panels/shared/table'
import { priceListColumns } from './columns'
import { priceListsRoute } from './listRoute'
import { PriceListFilters } from './PriceListFilters'

/** The price lists table: paging, sorting, search and the status/type/group filters on the server, in the URL. */
export const PriceListsTable = defineListPanel({
  area: priceListsNav,
  ...medusaRecords('price-list', priceListListAtom, priceListsRoute.detail),
  url: priceListsRoute.url,
  query: priceListsRoute.query,
  columns: priceListColumns,
  searchLabel: 'Search price lists by name',
  emptyText: { empty: 'No price lists yet', filtered: 'No price list matches these filters' },
  filters: PriceListFilters,
  actions: (
    <>
      <CommandButton command="price-lists.activate" label="Activate" variant="ghost" />
      <CommandButton command="price-lists.deactivate" label="Deactivate" variant="ghost" />
      <CommandButton command="price-lists.delete" label="Delete" variant="ghost" />
      <CommandButton command="price-lists.create" variant="primary" />
    </>
  ),
})
