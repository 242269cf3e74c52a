import type { AdminGetOrdersParams, Order } from '@medusajs/client-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useEffect, useState } from 'react'
import { focusAtom, selectionAtom } from '@/atoms/context'
import { orderListAtom, orderQueries } from '@/atoms/orders'
import { CommandButton } from '@/panels/CommandButton'
import { DataTable, useRowLinks, useTableUrlState, type FilterValue } from '@/panels/table'
import { Button } from '@/ui/Button'
import { orderColumns } from './columns'
import { GoToOrder } from './GoToOrder'
import { OrderFilters, ORDER_FILTER_KEYS } from './OrderFilters'
import styles from './orders.module.css'

const asList = (value: FilterValue | undefined): string[] | undefined =>
  value === undefined || value === '' ? undefined : ([] as string[]).concat(value)
const asOne = (value: FilterValue | undefined): string | undefined => asList(value)?.[0]

/** The table's URL filters as Medusa's list query (`created_at[gt]` and `[lt]` become one range). */
export function ordersQuery(query: ReturnType<typeof useTableUrlState>['query'], filters: Record<string, FilterValue>): AdminGetOrdersParams {
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
  const url = useTableUrlState({ defaults: { order: '-created_at' }, filterKeys: ORDER_FILTER_KEYS })
  const list = useAtomValue(orderListAtom(ordersQuery(url.query, url.filters)))
  const queryClient = useAtomValue(queryClientAtom)
  const setSelection = useSetAtom(selectionAtom)
  const setFocus = useSetAtom(focusAtom)
  const links = useRowLinks('/a/orders')
  const filterCount = Object.keys(url.filters).length
  const [showFilters, setShowFilters] = useState(filterCount > 0)

  useEffect(() => () => setSelection(null), [setSelection])

  return (
    <section className={styles.panel} aria-labelledby="orders-heading">
      <header className={styles.panelHeader}>
        <h1 id="orders-heading" className={styles.heading}>
          Orders
        </h1>
        <div className={styles.actions}>
          <GoToOrder />
          <Button variant="ghost" aria-expanded={showFilters} onClick={() => setShowFilters((v) => !v)}>
            Filters{filterCount ? ` (${filterCount})` : ''}
          </Button>
          <CommandButton command="orders.create" variant="primary" />
        </div>
      </header>
      {showFilters && <OrderFilters url={url} />}
      <DataTable<Order>
        id="orders"
        label="Orders"
        rows={list.data?.orders ?? []}
        count={list.data?.count ?? 0}
        getRowId={(o) => o.id}
        columns={orderColumns}
        loading={list.isPending}
        error={list.error ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
        emptyText={url.query.q || filterCount ? 'No order matches these filters' : 'No orders yet'}
        searchLabel="Search orders"
        {...url.tableProps}
        onOpen={(o) => void links.open(o.id)}
        onFocusedRowChange={(o) => {
          // Prefetch the focused row's detail so Enter opens it at once; with no detail open the
          // row is what commands act on, with the full order once it has arrived.
          const detail = queryClient.fetchQuery(orderQueries.detail(o.id))
          if (detailOpen) return void detail.catch(() => undefined)
          setFocus({ kind: 'order', id: o.id })
          detail.then(
            ({ order }) => setFocus((f) => (f?.id === o.id ? { kind: 'order', id: o.id, entity: order } : f)),
            () => undefined,
          )
        }}
        onSelectionChange={(rows) => setSelection(rows.length ? { kind: 'order', ids: rows.map((o) => o.id) } : null)}
      />
    </section>
  )
}
