import type { AdminGetPriceListPaginationParams, PriceList } from '@medusajs/client-types'
import { priceListListAtom, priceListQueries } from '@/atoms/price-lists/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useFilterToggle, useListPanel, type FilterValue } from '@/panels/shared/table'
import { priceListColumns } from './columns'
import { PRICE_LIST_FILTER_KEYS, PriceListFilters } from './PriceListFilters'

const one = (value: FilterValue | undefined) => (Array.isArray(value) ? value[0] : value) || undefined
const isStatus = (v: string | undefined): v is PriceList['status'] => v === 'active' || v === 'draft'
const isType = (v: string | undefined): v is PriceList['type'] => v === 'sale' || v === 'override'

/** The price lists table: paging, sorting, search and the status/type/group filters on the server, in the URL. */
export function PriceListsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'price-list',
    basePath: '/a/price-lists',
    url: { defaults: { order: '-created_at', limit: 20 }, filterKeys: PRICE_LIST_FILTER_KEYS },
    query: ({ query: { limit, offset, order, q }, filters }): AdminGetPriceListPaginationParams => {
      const status = one(filters.status)
      const type = one(filters.type)
      const group = one(filters.group)
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
    listAtom: priceListListAtom,
    rows: (res): readonly PriceList[] => res.price_lists,
    detail: priceListQueries.detail,
    entity: (res) => res.price_list,
    detailOpen,
  })
  const filters = useFilterToggle(url.filters)

  return (
    <ListPanel
      id="price-lists"
      title="Price lists"
      actions={
        <>
          {filters.button}
          <CommandButton command="price-lists.activate" label="Activate" variant="ghost" />
          <CommandButton command="price-lists.deactivate" label="Deactivate" variant="ghost" />
          <CommandButton command="price-lists.delete" label="Delete" variant="ghost" />
          <CommandButton command="price-lists.create" variant="primary" />
        </>
      }
    >
      {filters.open && <PriceListFilters url={url} />}
      <DataTable<PriceList>
        id="price-lists"
        label="Price lists"
        columns={priceListColumns}
        emptyText={url.query.q || filters.count ? 'No price list matches these filters' : 'No price lists yet'}
        searchLabel="Search price lists by name"
        {...table}
      />
    </ListPanel>
  )
}
