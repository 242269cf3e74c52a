import { draftOrderListAtom } from '@/atoms/draft-orders/keys'
import { draftOrdersNav } from '@/models/draft-orders/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, FilterSelect, medusaRecords } from '@/panels/shared/table'
import { draftOrderColumns } from './columns'
import { draftOrdersRoute } from './listRoute'

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'completed', label: 'Completed' },
]

/** The draft orders table: server-side paging, sorting, search and the status filter, all in the URL. */
export const DraftOrdersTable = defineListPanel({
  area: draftOrdersNav,
  ...medusaRecords('draft-order', draftOrderListAtom, draftOrdersRoute.detail),
  url: draftOrdersRoute.url,
  query: draftOrdersRoute.query,
  columns: draftOrderColumns,
  searchLabel: 'Search draft orders',
  emptyText: { empty: 'No draft orders yet', filtered: 'No draft order matches' },
  actions: <CommandButton command="draft-orders.create" variant="primary" />,
  toolbar: ({ url }) => {
    const status = url.filters.status
    return (
      <FilterSelect label="Status" value={typeof status === 'string' ? status : undefined} options={STATUS_OPTIONS} onChange={(v) => url.setFilter('status', v)} />
    )
  },
})
