import type { AdminGetOrdersParams, Order } from '@medusajs/client-types'
import { orderListAtom, orderQueries } from '@/atoms/orders/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useFilterToggle, useListPanel, type FilterValue, type TableQuery } from '@/panels/shared/table'
import { orderColumns } from './columns'
import { GoToOrder } from './GoToOrder'
import { OrderFilters, ORDER_FILTER_KEYS } from './OrderFilters'
import styles from './orders.module.css'

const asList = (value: FilterValue | undefined): string[] | undefined =>
  value === undefined || value === '' ? undefined : ([] as string[]).concat(value)
const asOne = (value: FilterValue | undefined): string | undefined => asList(value)?.[0]

/** The table's URL filters as Medusa's list query (`created_at[gt]` and `[lt]` become one range). */
export function ordersQuery(query: TableQuery, filters: Record<string, FilterValue>): AdminGetOrdersParams {
  const after = asOne(filters['created_at[gt]'])
  const before = asOne(filters['created_at[lt]'])
  return {
    limit: query.limit,
    offset: query.offset,
    order: query.order,
    q: query.q || undefined,
    status: asList(filters.status) as AdminGetOrdersParams['status'],
    payment_status: asList(filters.payment_status) as AdminGetOrdersParams['payment_status'],
    fulfillment_status: asList(filters.fulfillment_status) as AdminGetOrdersParams['fulfillment_status'],
    region_id: asList(filters.region_id),
    sales_channel_id: asList(filters.sales_channel_id),
    email: asOne(filters.email),
    created_at: after || before ? { gt: after, lt: before } : undefined,
  }
}

/** The orders table: server-side paging, sorting, search and filters, all in the URL. */
export function OrdersTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'order',
    basePath: '/a/orders',
    url: { defaults: { order: '-created_at' }, filterKeys: ORDER_FILTER_KEYS },
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
