import { orderListAtom, orderQueries } from '@/atoms/orders/keys'
import { ordersNav } from '@/models/orders/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords } from '@/panels/shared/table'
import { orderColumns } from './columns'
import { GoToOrder } from './GoToOrder'
import { OrderFilters } from './OrderFilters'
import { ordersQuery, ORDERS_URL } from './ordersQuery'
import styles from './orders.module.css'

/** The orders table: server-side paging, sorting, search and filters, all in the URL. */
export const OrdersTable = defineListPanel({
  area: ordersNav,
  classes: styles,
  ...medusaRecords('order', orderListAtom, orderQueries.detail),
  url: ORDERS_URL,
  query: ({ query, filters }) => ordersQuery(query, filters),
  columns: orderColumns,
  rowLabel: (order) => `order #${order.display_id}`,
  searchLabel: 'Search orders',
  emptyText: { empty: 'No orders yet', filtered: 'No order matches these filters' },
  filters: OrderFilters,
  lead: <GoToOrder />,
  actions: (
    <>
      <CommandButton command="batch-jobs.export-orders" label="Export orders" variant="ghost" />
      <CommandButton command="orders.create" variant="primary" />
    </>
  ),
})
