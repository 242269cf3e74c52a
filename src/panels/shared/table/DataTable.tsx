import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { ReactNode } from 'react'
import { functionalUpdate, useTable } from '@tanstack/react-table'
import type {
  ColumnVisibilityState,
  PaginationState,
  RowData,
  SortingState,
  Updater,
} from '@tanstack/react-table'
import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import type { Range, Rect, Virtualizer } from '@tanstack/react-virtual'
import { counted } from '@/models/core/text'
import styles from './DataTable.module.css'
import { Pagination } from './Pagination'
import { ColumnMenu, SearchBox, Toolbar } from './Toolbar'
import { TableBody, type TableSlowAnswer } from './TableBody'
import { TableHead } from './TableHead'
import type { DataTableColumns } from './types'
import { dataTableFeatures } from './types'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, formatOrder, parseOrder } from './urlState'
import type { TablePaging } from './urlState'
import { useStoredColumnVisibility } from './storage'
import { useGridCursor, type FocusedRowMove } from './useGridCursor'
import { columnIdOf, leafDefs } from './columnDefs'
import { useColumnsThatFit } from './useColumnsThatFit'
import { useFocusRequest } from '../useFocusRequest'
import { NewRecords } from './NewRecords'

export const ROW_HEIGHT = 32

export interface DataTableProps<TData extends RowData> {
  /** Stable id: the key of the remembered column visibility. */
  id: string
  /** Accessible name of the grid. */
  label: string
  /** The current page's rows, already ordered, filtered and sliced by the server. Keep it stable. */
  rows: readonly TData[]
  getRowId: (row: TData) => string
  /** How a row is named to assistive tech ('Select #1042'); the first column's value by default, never the id. */
  rowLabel?: (row: TData) => string
  columns: DataTableColumns<TData>
  /** Total number of rows on the server for the current filters. */
  count: number
  /** `count` is a floor, not the total (a list Medusa cannot count): the footer says "of at least N". */
  countIsFloor?: boolean
  loading?: boolean
  error?: unknown
  onRetry?: () => void
  /** While the first page is awaited: after a few seconds, the ways out of a slow answer. */
  slow?: TableSlowAnswer
  emptyText?: ReactNode
  offset?: number
  limit?: number
  onPaginationChange?: (paging: TablePaging) => void
  /** Medusa order string such as `-created_at`. */
  order?: string
  onOrderChange?: (order: string | undefined) => void
  search?: string
  onSearchChange?: (q: string) => void
  searchLabel?: string
  /** Filter controls shown between the search box and the column menu. */
  toolbar?: ReactNode
  pageSizes?: readonly number[]
  /** Columns hidden until the operator shows them: `{ email: false }`. */
  initialColumnVisibility?: ColumnVisibilityState
  /** Row checkboxes and x / shift+x (default true). */
  selectable?: boolean
  /** Virtualize the body when a page has more rows than this (default 100). */
  virtualizeAbove?: number
  onOpen?: (row: TData) => void
  onFocusedRowChange?: (row: TData, move: FocusedRowMove) => void
  onSelectionChange?: (rows: TData[]) => void
  /** A record panel's table: the name a key focuses it by (`focusPart`), its cursor row, else its search box. */
  focusName?: string
  /**
   * An area's list beside an open record: the right-hand columns give way so the rest fit. Tables
   * inside a record's panel keep every column the operator chose and scroll sideways.
   */
  fitColumns?: boolean
  /** Records that matched since the page was read ('3 new orders'), and the button that shows them. */
  news?: { text: string; onShow: () => void }
}

const defaultColumn = { enableSorting: false } as const

/**
 * The scroll container's size, or a screenful when it reports none (not laid out yet, hidden,
 * or in a test DOM): the virtualizer then renders a window of rows, including the focused one, instead
 * of nothing.
 */
function observeRectWithFallback(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { ...rect, height: ROW_HEIGHT * 20 }))
}

/**
 * The dense list table every panel uses. Data, order, paging, search and filters live on the
 * server and in the URL (see useTableUrlState); the table renders the page it is given, moves a
 * keyboard cursor over it, and reports what the operator does through callbacks.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const {
    rows,
    getRowId,
    columns,
    count,
    order,
    onOrderChange,
    onPaginationChange,
    offset = 0,
    limit = DEFAULT_PAGE_SIZE,
    selectable = true,
    virtualizeAbove = 100,
  } = props
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  useFocusRequest(
    props.focusName ?? '',
    () => (props.loading ? undefined : (rootRef.current?.querySelector<HTMLElement>('tbody tr[tabindex="0"]') ?? rootRef.current?.querySelector<HTMLElement>('input'))),
    `${props.loading}:${rows.length}`,
  )
  const rowIds = useMemo(() => rows.map((row) => getRowId(row)), [rows, getRowId])
  const cursor = useGridCursor({
    rows,
    rowIds,
    bodyRef,
    selectable,
    onOpen: props.onOpen,
    onFocusedRowChange: props.onFocusedRowChange,
    onSelectionChange: props.onSelectionChange,
  })

  // Server order <-> TanStack sorting state. Medusa v1 sorts by one field.
  const leaves = useMemo(() => leafDefs(columns), [columns])
  const sortKeyOf = useCallback(
    (columnId: string) => {
      const def = leaves.find((d) => columnIdOf(d) === columnId)
      return def?.meta?.sortKey ?? columnId
    },
    [leaves],
  )
  const sorting = useMemo<SortingState>(() => {
    const parsed = parseOrder(order)
    if (!parsed) return []
    const def = leaves.find((d) => (d.meta?.sortKey ?? columnIdOf(d)) === parsed.field)
    const id = def && columnIdOf(def)
    return id ? [{ id, desc: parsed.desc }] : []
  }, [order, leaves])
  const onSortingChange = (updater: Updater<SortingState>) => {
    const [first] = functionalUpdate(updater, sorting)
    onOrderChange?.(first ? formatOrder(sortKeyOf(first.id), first.desc) : undefined)
  }

  const pagination: PaginationState = { pageIndex: Math.floor(offset / limit), pageSize: limit }
  const onPaginationStateChange = (updater: Updater<PaginationState>) => {
    const next = functionalUpdate(updater, pagination)
    onPaginationChange?.({ offset: next.pageIndex * next.pageSize, limit: next.pageSize })
  }

  const [columnVisibility, setColumnVisibility] = useStoredColumnVisibility(props.id, props.initialColumnVisibility)
  // The operator's columns, less those that give way to fit the box (beside an open record): the menu keeps the operator's choice.
  const chosen = useMemo(() => leaves.map(columnIdOf).filter((id): id is string => id !== undefined && columnVisibility[id] !== false), [leaves, columnVisibility])
  const fittedAway = useColumnsThatFit(scrollRef, chosen, selectable, rows, props.fitColumns === true)
  const visibility = useMemo(() => ({ ...columnVisibility, ...Object.fromEntries(fittedAway.map((id) => [id, false])) }), [columnVisibility, fittedAway])

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row: TData) => getRowId(row),
    defaultColumn,
    state: { sorting, pagination, rowSelection: cursor.selection, columnVisibility: visibility },
    manualSorting: true,
    manualPagination: true,
    rowCount: count,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false, // ascending first unless a column says otherwise (dates: sortDescFirst: true)
    enableRowSelection: selectable,
    enableRowRangeSelection: false, // x / shift+x and shift-click ranges are ours, by row id
    onSortingChange,
    onPaginationChange: onPaginationStateChange,
    onRowSelectionChange: cursor.setSelection,
    onColumnVisibilityChange: setColumnVisibility,
  })

  // Virtualize long pages; the focused row is always rendered so it can hold focus.
  const virtual = rows.length > virtualizeAbove
  const focusedIndex = cursor.focusedIndex
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (focusedIndex >= 0 && focusedIndex < range.count && !indexes.includes(focusedIndex)) {
        indexes.push(focusedIndex)
        indexes.sort((a, b) => a - b)
      }
      return indexes
    },
    [focusedIndex],
  )
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this build; the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rowIds[index] ?? index,
    overscan: 10,
    rangeExtractor,
    observeElementRect: observeRectWithFallback,
  })

  const menuItems = table
    .getAllLeafColumns()
    .filter((column) => column.getCanHide())
    .map((column) => {
      const header = column.columnDef.header
      const label = column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id)
      const away = fittedAway.includes(column.id) ? ' (hidden to fit)' : ''
      return { id: column.id, label: `${label}${away}`, visible: columnVisibility[column.id] !== false }
    })

  const tableRows = table.getRowModel().rows
  const headerRows = table.getHeaderGroups().length

  // With nothing focused (a page just opened, a palette just closed), j/k/↓ enter the table.
  useEffect(() => {
    const enter = (event: KeyboardEvent) => {
      if (document.activeElement !== document.body || event.ctrlKey || event.metaKey || event.altKey) return
      if (!['j', 'k', 'ArrowDown'].includes(event.key)) return
      const stop = scrollRef.current?.querySelector<HTMLElement>('tbody tr[tabindex="0"]')
      if (!stop) return
      event.preventDefault()
      stop.focus()
    }
    document.addEventListener('keydown', enter)
    return () => document.removeEventListener('keydown', enter)
  }, [])

  return (
    <div className={styles.root} ref={rootRef}>
      <Toolbar>
        {props.onSearchChange ? (
          <SearchBox value={props.search ?? ''} onChange={props.onSearchChange} label={props.searchLabel} />
        ) : null}
        {props.toolbar}
        <span className={styles.grow} />
        {props.news ? <NewRecords news={props.news} /> : null}
        {fittedAway.length ? <span className={styles.fitted}>{counted(fittedAway.length, 'column')} hidden to fit</span> : null}
        <ColumnMenu items={menuItems} onToggle={(id, visible) => setColumnVisibility((prev) => ({ ...prev, [id]: visible }))} onReset={() => setColumnVisibility({})} />
      </Toolbar>
      <div className={styles.loadingBar} data-active={props.loading ? '' : undefined} aria-hidden="true" />
      <div className={styles.scroll} ref={scrollRef}>
        <table
          className={styles.table}
          role="grid"
          aria-label={props.label}
          aria-multiselectable={selectable || undefined}
          aria-rowcount={tableRows.length + headerRows}
          aria-busy={props.loading || undefined}
          onKeyDown={cursor.onKeyDown}
          onKeyUp={cursor.onKeyUp}
        >
          <TableHead table={table} selectable={selectable} sortable={Boolean(onOrderChange)} hasRows={tableRows.length > 0} />
          <TableBody
            table={table}
            rows={tableRows}
            firstRowIndex={headerRows + 1}
            bodyRef={bodyRef}
            cursor={cursor}
            selectable={selectable}
            rowLabel={props.rowLabel}
            virtualItems={virtual ? virtualizer.getVirtualItems() : null}
            totalSize={virtualizer.getTotalSize()}
            loading={props.loading ?? false}
            error={props.error}
            onRetry={props.onRetry}
            slow={props.slow}
            emptyText={props.emptyText ?? 'No results'}
          />
        </table>
      </div>
      <Pagination
        offset={offset}
        rowsOnPage={rows.length}
        count={count}
        countIsFloor={props.countIsFloor}
        pageSize={limit}
        pageSizes={props.pageSizes ?? PAGE_SIZES}
        canPrevious={Boolean(onPaginationChange) && offset > 0}
        canNext={Boolean(onPaginationChange) && table.getCanNextPage()}
        onPrevious={() => (pagination.pageIndex > 0 ? table.previousPage() : onPaginationChange?.({ offset: 0, limit }))}
        onNext={() => table.nextPage()}
        onPageSize={(size) => table.setPageSize(size)}
      />
    </div>
  )
}
