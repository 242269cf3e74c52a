import type { GetOrderEditsParams, OrderEdit } from '@medusajs/client-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useEffect } from 'react'
import { focusAtom, selectionAtom } from '@/atoms/context'
import { orderEditListAtom, orderEditQueries } from '@/atoms/order-edits'
import { DataTable, useRowLinks, useTableUrlState } from '@/panels/table'
import { orderEditColumns } from './columns'
import styles from '../record-panel.module.css'

/**
 * The order edits table: paging and the note search in the URL. Medusa's list takes no `order`, so
 * the rows come newest first and no column sorts.
 */
export function OrderEditsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const url = useTableUrlState({ defaults: { limit: 20 }, filterKeys: ['order_id'] })
  const { limit, offset, q } = url.query
  const orderId = url.filters.order_id
  const query: GetOrderEditsParams = { limit, offset, q: q || undefined, order_id: typeof orderId === 'string' ? orderId : undefined }
  const list = useAtomValue(orderEditListAtom(query))
  const queryClient = useAtomValue(queryClientAtom)
  const setSelection = useSetAtom(selectionAtom)
  const setFocus = useSetAtom(focusAtom)
  const links = useRowLinks('/a/order-edits')

  useEffect(
    () => () => {
      setSelection(null)
      setFocus(null)
    },
    [setSelection, setFocus],
  )

  return (
    <section className={styles.panel} aria-labelledby="order-edits-heading">
      <header className={styles.panelHeader}>
        <h1 id="order-edits-heading" className={styles.heading}>
          Order edits
        </h1>
      </header>
      <DataTable<OrderEdit>
        id="order-edits"
        label="Order edits"
        rows={list.data?.order_edits ?? []}
        count={list.data?.count ?? 0}
        getRowId={(e) => e.id}
        columns={orderEditColumns}
        loading={list.isPending}
        error={list.error ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
        emptyText={q ? 'No order edit has that in its note' : 'No order edits yet'}
        searchLabel="Search order edit notes"
        selectable={false}
        offset={url.tableProps.offset}
        limit={url.tableProps.limit}
        onPaginationChange={url.tableProps.onPaginationChange}
        search={url.tableProps.search}
        onSearchChange={url.tableProps.onSearchChange}
        onOpen={(e) => void links.open(e.id)}
        onFocusedRowChange={(e) => {
          const detail = queryClient.fetchQuery(orderEditQueries.detail(e.id))
          if (detailOpen) return void detail.catch(() => undefined)
          setFocus({ kind: 'order-edit', id: e.id })
          detail.then(
            ({ order_edit }) => setFocus((f) => (f?.id === e.id ? { kind: 'order-edit', id: e.id, entity: order_edit } : f)),
            () => undefined,
          )
        }}
      />
    </section>
  )
}
