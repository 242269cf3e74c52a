import type { AdminGetDraftOrdersParams, DraftOrder } from '@medusajs/client-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useEffect } from 'react'
import { focusAtom, selectionAtom } from '@/atoms/context'
import { draftOrderListAtom, draftOrderQueries } from '@/atoms/draft-orders'
import { CommandButton } from '@/panels/CommandButton'
import { DataTable, FilterSelect, useRowLinks, useTableUrlState } from '@/panels/table'
import { draftOrderColumns } from './columns'
import styles from '../record-panel.module.css'

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'completed', label: 'Completed' },
]
type DraftStatus = NonNullable<AdminGetDraftOrdersParams['status']>[number]
const isStatus = (value: unknown): value is DraftStatus => value === 'open' || value === 'completed'

/** The draft orders table: server-side paging, sorting, search and the status filter, all in the URL. */
export function DraftOrdersTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const url = useTableUrlState({ defaults: { order: '-created_at' }, filterKeys: ['status'] })
  const { limit, offset, order, q } = url.query
  const status = url.filters.status
  const query: AdminGetDraftOrdersParams = { limit, offset, order, q: q || undefined, status: isStatus(status) ? [status] : undefined }
  const list = useAtomValue(draftOrderListAtom(query))
  const queryClient = useAtomValue(queryClientAtom)
  const setSelection = useSetAtom(selectionAtom)
  const setFocus = useSetAtom(focusAtom)
  const links = useRowLinks('/a/draft-orders')

  useEffect(
    () => () => {
      setSelection(null)
      setFocus(null)
    },
    [setSelection, setFocus],
  )

  return (
    <section className={styles.panel} aria-labelledby="draft-orders-heading">
      <header className={styles.panelHeader}>
        <h1 id="draft-orders-heading" className={styles.heading}>
          Draft orders
        </h1>
        <div className={styles.actions}>
          <CommandButton command="draft-orders.create" variant="primary" />
        </div>
      </header>
      <DataTable<DraftOrder>
        id="draft-orders"
        label="Draft orders"
        rows={list.data?.draft_orders ?? []}
        count={list.data?.count ?? 0}
        getRowId={(d) => d.id}
        columns={draftOrderColumns}
        loading={list.isPending}
        error={list.error ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
        emptyText={q || status ? 'No draft order matches' : 'No draft orders yet'}
        searchLabel="Search draft orders"
        toolbar={
          <FilterSelect
            label="Status"
            value={typeof status === 'string' ? status : undefined}
            options={STATUS_OPTIONS}
            onChange={(v) => url.setFilter('status', v)}
          />
        }
        {...url.tableProps}
        onOpen={(d) => void links.open(d.id)}
        onFocusedRowChange={(d) => {
          // Prefetch the focused row's draft so Enter opens it at once; with no draft open the row is
          // what commands act on, with the whole draft once it has arrived.
          const detail = queryClient.fetchQuery(draftOrderQueries.detail(d.id))
          if (detailOpen) return void detail.catch(() => undefined)
          setFocus({ kind: 'draft-order', id: d.id })
          detail.then(
            ({ draft_order }) => setFocus((f) => (f?.id === d.id ? { kind: 'draft-order', id: d.id, entity: draft_order } : f)),
            () => undefined,
          )
        }}
        onSelectionChange={(rows) => setSelection(rows.length ? { kind: 'draft-order', ids: rows.map((d) => d.id) } : null)}
      />
    </section>
  )
}
