import type { AdminGetDraftOrdersParams, DraftOrder } from '@medusajs/client-types'
import { draftOrderListAtom, draftOrderQueries } from '@/atoms/draft-orders/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, FilterSelect, ListPanel, useListPanel } from '@/panels/shared/table'
import { draftOrderColumns } from './columns'

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'completed', label: 'Completed' },
]
type DraftStatus = NonNullable<AdminGetDraftOrdersParams['status']>[number]
const isStatus = (value: unknown): value is DraftStatus => value === 'open' || value === 'completed'

/** The draft orders table: server-side paging, sorting, search and the status filter, all in the URL. */
export function DraftOrdersTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'draft-order',
    basePath: '/a/draft-orders',
    url: { defaults: { order: '-created_at' }, filterKeys: ['status'] },
    query: ({ query: { limit, offset, order, q }, filters }): AdminGetDraftOrdersParams => ({
      limit,
      offset,
      order,
      q: q || undefined,
      status: isStatus(filters.status) ? [filters.status] : undefined,
    }),
    listAtom: draftOrderListAtom,
    rows: (res): readonly DraftOrder[] => res.draft_orders,
    detail: draftOrderQueries.detail,
    entity: (res) => res.draft_order,
    detailOpen,
  })
  const status = url.filters.status

  return (
    <ListPanel
      id="draft-orders"
      title="Draft orders"
      actions={<CommandButton command="draft-orders.create" variant="primary" />}
    >
      <DataTable<DraftOrder>
        id="draft-orders"
        label="Draft orders"
        columns={draftOrderColumns}
        emptyText={url.query.q || status ? 'No draft order matches' : 'No draft orders yet'}
        searchLabel="Search draft orders"
        toolbar={
          <FilterSelect
            label="Status"
            value={typeof status === 'string' ? status : undefined}
            options={STATUS_OPTIONS}
            onChange={(v) => url.setFilter('status', v)}
          />
        }
        {...table}
      />
    </ListPanel>
  )
}
