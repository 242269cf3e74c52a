import type { Order } from '@medusajs/client-types'
import { orderListAtom, orderQueries } from '@/atoms/orders/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useFilterToggle, useListPanel } from '@/panels/shared/table'
import { orderColumns } from './columns'
import { GoToOrder } from './GoToOrder'
import { OrderFilters } from './OrderFilters'
import { ordersQuery, ORDERS_URL } from './ordersQuery'
import styles from './orders.module.css'

/** The orders table: server-side paging, sorting, search and filters, all in the URL. */
export function OrdersTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'order',
    basePath: '/a/orders',
    url: ORDERS_URL,
    query: ({ query, filters }) => ordersQuery(query, filters),
    listAtom: orderListAtom,
    rows: (res): readonly Order[] => res.orders,
    detail: orderQueries.detail,
    entity: (res) => res.order,
    detailOpen,
  })
  const filters = useFilterToggle(url.filters)

  return (
    <ListPanel
      id="orders"
      title="Orders"
      classes={styles}
      actions={
        <>
          <GoToOrder />
          {filters.button}
          <CommandButton command="batch-jobs.export-orders" label="Export orders" variant="ghost" />
          <CommandButton command="orders.create" variant="primary" />
        </>
      }
    >
      {filters.open && <OrderFilters url={url} />}
      <DataTable<Order>
        id="orders"
        label="Orders"
        columns={orderColumns}
        emptyText={url.query.q || filters.count ? 'No order matches these filters' : 'No orders yet'}
        searchLabel="Search orders"
        rowLabel={(order) => `order #${order.display_id}`}
        {...table}
      />
    </ListPanel>
  )
}
