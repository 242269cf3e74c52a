import type { GetOrderEditsParams } from '@medusajs/client-types'
import { orderEditListAtom, orderEditQueries } from '@/atoms/order-edits/keys'
import { orderEditsNav } from '@/models/order-edits/area'
import { defineListPanel, medusaRecords } from '@/panels/shared/table'
import { orderEditColumns } from './columns'

/**
 * The order edits table: paging and the note search in the URL. Medusa's list takes no `order`, so
 * the rows come newest first and no column sorts.
 */
export const OrderEditsTable = defineListPanel({
  area: orderEditsNav,
  ...medusaRecords('order-edit', orderEditListAtom, orderEditQueries.detail),
  url: { defaults: { limit: 20 }, filterKeys: ['order_id'] },
  query: ({ query: { limit, offset, q }, filters }): GetOrderEditsParams => ({
    limit,
    offset,
    q: q || undefined,
    order_id: typeof filters.order_id === 'string' ? filters.order_id : undefined,
  }),
  columns: orderEditColumns,
  selectable: false,
  sortable: false,
  searchLabel: 'Search order edit notes',
  // The order filter comes from an order's link, not from the operator: the text speaks of the search.
  emptyText: ({ url }) => (url.query.q ? 'No order edit has that in its note' : 'No order edits yet'),
})
