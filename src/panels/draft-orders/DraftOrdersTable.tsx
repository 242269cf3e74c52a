import type { AdminGetDraftOrdersParams } from '@medusajs/client-types'
import { draftOrderListAtom, draftOrderQueries } from '@/atoms/draft-orders/keys'
import { draftOrdersNav } from '@/models/draft-orders/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, FilterSelect, medusaRecords } from '@/panels/shared/table'
import { draftOrderColumns } from './columns'

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'completed', label: 'Completed' },
]
type DraftStatus = NonNullable<AdminGetDraftOrdersParams['status']>[number]
const isStatus = (value: unknown): value is DraftStatus => value === 'open' || value === 'completed'

/** The draft orders table: server-side paging, sorting, search and the status filter, all in the URL. */
export const DraftOrdersTable = defineListPanel({
  area: draftOrdersNav,
  ...medusaRecords('draft-order', draftOrderListAtom, draftOrderQueries.detail),
  url: { defaults: { order: '-created_at' }, filterKeys: ['status'] },
  query: ({ query: { limit, offset, order, q }, filters }): AdminGetDraftOrdersParams => ({
    limit,
    offset,
    order,
    q: q || undefined,
    status: isStatus(filters.status) ? [filters.status] : undefined,
  }),
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
