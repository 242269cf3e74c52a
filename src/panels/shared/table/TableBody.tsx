import type { ReactNode, RefObject } from 'react'
import type { ReactTable, Row, RowData } from '@tanstack/react-table'
import type { VirtualItem } from '@tanstack/react-virtual'
import { operatorMessage } from '@/atoms/core/errors'
import { SlowAnswerActions, slowWords, useSlowAnswer } from '@/ui/SlowAnswer'
import styles from './DataTable.module.css'
import type { DataTableFeatures } from './types'
import { useFirstPaintRows } from './useFirstPaintRows'
import type { GridCursor } from './useGridCursor'

export interface TableBodyProps<TData extends RowData> {
  table: ReactTable<DataTableFeatures, TData>
  rows: ReadonlyArray<Row<DataTableFeatures, TData>>
  rowLabel?: (row: TData) => string
  /** aria-rowindex of the first body row (header rows come first). */
  firstRowIndex: number
  bodyRef: RefObject<HTMLTableSectionElement | null>
  cursor: GridCursor
  selectable: boolean
  /** The rows to render when virtualized (sorted by index), or null to render every row. */
  virtualItems: readonly VirtualItem[] | null
  totalSize: number
  loading: boolean
  error: unknown
  onRetry?: () => void
  /** While the first page is awaited: the ways out of a slow answer (DataTableProps.slow). */
  slow?: TableSlowAnswer
  emptyText: ReactNode
}

/** A table's ways out of a slow first answer: send the list request again, or stop waiting for it. */
export interface TableSlowAnswer {
  retry: () => void
  stop: () => void
}

/** The loading row's words: after SLOW_ANSWER_MS, that the server is slow, with the ways out. */
function Awaiting({ slow }: { slow?: TableSlowAnswer }) {
  const offer = useSlowAnswer()
  const shown = offer.shown && slow
  return (
    <>
      {/* A live region rather than a status: the pagination's count is the table's status. */}
      <span aria-live="polite">{shown ? slowWords(offer.seconds) : 'Loading…'}</span>
      {shown ? (
        <SlowAnswerActions
          onRetry={() => {
            offer.restart()
            slow.retry()
          }}
          onKeepWaiting={offer.keepWaiting}
          onStop={slow.stop}
        />
      ) : null}
    </>
  )
}

/** A table's error as the operator reads it: words its panel already chose, or the error told as a sentence. */
function errorMessage(error: unknown): string {
  return typeof error === 'string' && error ? error : operatorMessage(error)
}

function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden="true" className={styles.spacer}>
      <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
    </tr>
  )
}

/** The grid's body: one row per record, a message row, or the virtualized window of rows. */
export function TableBody<TData extends RowData>({
  table,
  rows,
  firstRowIndex,
  bodyRef,
  cursor,
  selectable,
  rowLabel,
  virtualItems,
  totalSize,
  loading,
  error,
  onRetry,
  slow,
  emptyText,
}: TableBodyProps<TData>) {
  const colSpan = table.getVisibleLeafColumns().length + (selectable ? 1 : 0)
  const shown = useFirstPaintRows(virtualItems ? 0 : rows.length, cursor.focusedIndex)

  function message(content: ReactNode, kind: 'empty' | 'error' | 'loading') {
    return (
      <tr role="row" aria-rowindex={firstRowIndex} className={styles.message} data-kind={kind}>
        <td role="gridcell" colSpan={colSpan}>
          {content}
        </td>
      </tr>
    )
  }

  if (error !== undefined && error !== null) {
    return (
      <tbody ref={bodyRef}>
        {message(
          <div role="alert" className={styles.error}>
            {errorMessage(error)}
            {onRetry ? (
              <button type="button" className={styles.button} onClick={onRetry}>
                Retry
              </button>
            ) : null}
          </div>,
          'error',
        )}
      </tbody>
    )
  }
  if (!rows.length) {
    return <tbody ref={bodyRef}>{message(loading ? <Awaiting slow={slow} /> : emptyText, loading ? 'loading' : 'empty')}</tbody>
  }

  // A row's name for its checkbox: what the operator reads in it, never its Medusa id.
  const nameOf = (row: Row<DataTableFeatures, TData>, index: number): string => {
    if (rowLabel) return rowLabel(row.original)
    const value = row.getVisibleCells()[0]?.getValue()
    return typeof value === 'string' || typeof value === 'number' ? String(value) : `row ${index + 1}`
  }
  const tabStop = cursor.focusedIndex >= 0 ? cursor.focusedIndex : 0
  function renderRow(row: Row<DataTableFeatures, TData>, index: number) {
    const focused = index === cursor.focusedIndex
    const selected = selectable && row.getIsSelected()
    return (
      <tr
        key={row.id}
        role="row"
        className={styles.row}
        data-row-id={row.id}
        data-focused={focused ? '' : undefined}
        aria-rowindex={index + firstRowIndex}
        aria-selected={selectable ? selected : undefined}
        aria-current={focused ? 'true' : undefined}
        tabIndex={index === tabStop ? 0 : -1}
        onClick={(event) => cursor.onRowClick(index, event)}
        onFocus={(event) => event.target === event.currentTarget && cursor.onRowFocus(index)}
      >
        {selectable ? (
          <td role="gridcell" className={styles.check}>
            <input
              type="checkbox"
              tabIndex={-1}
              aria-label={`Select ${nameOf(row, index)}`}
              checked={selected}
              onChange={(event) => {
                const native = event.nativeEvent
                cursor.onCheckboxChange(index, 'shiftKey' in native && native.shiftKey === true)
              }}
            />
          </td>
        ) : null}
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} role="gridcell" className={cell.column.columnDef.meta?.numeric ? styles.num : undefined}>
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    )
  }

  if (!virtualItems) {
    return <tbody ref={bodyRef}>{(shown < rows.length ? rows.slice(0, shown) : rows).map((row, index) => renderRow(row, index))}</tbody>
  }

  // Virtualized: spacer rows stand in for the rows between (and around) the rendered ones,
  // so the native table layout and the scroll height stay right.
  const out: ReactNode[] = []
  let cursorPx = 0
  for (const item of virtualItems) {
    const row = rows[item.index]
    if (!row) continue
    if (item.start > cursorPx) out.push(<Spacer key={`gap-${item.index}`} height={item.start - cursorPx} colSpan={colSpan} />)
    out.push(renderRow(row, item.index))
    cursorPx = Math.max(cursorPx, item.end)
  }
  if (totalSize > cursorPx) out.push(<Spacer key="gap-end" height={totalSize - cursorPx} colSpan={colSpan} />)
  return (
    <tbody ref={bodyRef} data-virtual="">
      {out}
    </tbody>
  )
}
