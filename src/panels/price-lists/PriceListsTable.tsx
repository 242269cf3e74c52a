import type { AdminGetPriceListPaginationParams, PriceList } from '@medusajs/client-types'
import { priceListListAtom, priceListQueries } from '@/atoms/price-lists/keys'
import { priceListsNav } from '@/models/price-lists/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, filterValue, medusaRecords } from '@/panels/shared/table'
import { priceListColumns } from './columns'
import { PRICE_LIST_FILTER_KEYS, PriceListFilters } from './PriceListFilters'

const isStatus = (v: string | undefined): v is PriceList['status'] => v === 'active' || v === 'draft'
const isType = (v: string | undefined): v is PriceList['type'] => v === 'sale' || v === 'override'

/** The price lists table: paging, sorting, search and the status/type/group filters on the server, in the URL. */
export const PriceListsTable = defineListPanel({
  area: priceListsNav,
  ...medusaRecords('price-list', priceListListAtom, priceListQueries.detail),
  url: { defaults: { order: '-created_at', limit: 20 }, filterKeys: PRICE_LIST_FILTER_KEYS },
  query: ({ query: { limit, offset, order, q }, filters }): AdminGetPriceListPaginationParams => {
    const status = filterValue(filters.status)
    const type = filterValue(filters.type)
    const group = filterValue(filters.group)
    return {
      limit,
      offset,
      order,
      q: q || undefined,
      status: isStatus(status) ? [status] : undefined,
      type: isType(type) ? [type] : undefined,
      customer_groups: group ? [group] : undefined,
    }
  },
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
