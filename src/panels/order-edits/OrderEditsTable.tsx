import type { GetOrderEditsParams, OrderEdit } from '@medusajs/client-types'
import { orderEditListAtom, orderEditQueries } from '@/atoms/order-edits/keys'
import { DataTable, ListPanel, useListPanel } from '@/panels/shared/table'
import { orderEditColumns } from './columns'

/**
 * The order edits table: paging and the note search in the URL. Medusa's list takes no `order`, so
 * the rows come newest first and no column sorts.
 */
export function OrderEditsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'order-edit',
    basePath: '/a/order-edits',
    url: { defaults: { limit: 20 }, filterKeys: ['order_id'] },
    query: ({ query: { limit, offset, q }, filters }): GetOrderEditsParams => ({
      limit,
      offset,
      q: q || undefined,
      order_id: typeof filters.order_id === 'string' ? filters.order_id : undefined,
    }),
    listAtom: orderEditListAtom,
    rows: (res): readonly OrderEdit[] => res.order_edits,
    detail: orderEditQueries.detail,
    entity: (res) => res.order_edit,
    detailOpen,
  })

  return (
    <ListPanel id="order-edits" title="Order edits">
      <DataTable<OrderEdit>
        id="order-edits"
        label="Order edits"
        columns={orderEditColumns}
        emptyText={url.query.q ? 'No order edit has that in its note' : 'No order edits yet'}
        searchLabel="Search order edit notes"
        selectable={false}
        {...table}
        // No `order` in this list's query: the URL's order is not shown as a sort.
        order={undefined}
        onOrderChange={undefined}
      />
    </ListPanel>
  )
}
