import { hashKey, type FetchQueryOptions, type QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query'
import type { RowData } from '@tanstack/react-table'
import { useAtomValue, useSetAtom, type Atom } from 'jotai'
import { queryClientAtom, type AtomWithQueryResult } from 'jotai-tanstack-query'
import { useEffect, useState, type ReactNode } from 'react'
import { focusAtom, listViewAtom, selectionAtom, type EntityKind, type EntityMap, type Focus } from '@/atoms/core/context'
import { outageTitle, queryKeyOf, retryNow, sameKey, stopAwaiting } from '@/atoms/core/query'
import { operatorMessage } from '@/atoms/core/errors'
import { grouped } from '@/models/core/text'
import type { AreaRoutes } from '@/models/core/routes'
import recordPanel from '../record-panel.module.css'
import { useBackgroundDataAfterPaint } from '../usePainted'
import type { DataTableProps } from './DataTable'
import type { FocusedRowMove } from './useGridCursor'
import { useLiveRefresh } from './liveRefresh'
import { useRowLinks, useTableUrlState, type TableUrlState, type TableUrlStateOptions } from './urlState'

export interface ListPanelOptions<K extends EntityKind, TQuery, TList extends { count: number }, TRow extends RowData & { id: string }, TDetail, TKey extends QueryKey> {
  /** What the focused row and the selected rows are, for commands (`ctx.focus`, `ctx.selection`). */
  kind: K
  /** The area's routes (`ordersNav.routes`): a row opens at its record path, keeping the table's search params. */
  routes: AreaRoutes
  /** The table's URL state: defaults and the keys read as filters. */
  url: TableUrlStateOptions
  /** The list request for the URL state. */
  query: (url: TableUrlState) => TQuery
  /** The list query atom family (`orderListAtom`). */
  listAtom: (query: TQuery) => Atom<AtomWithQueryResult<TList, Error>>
  /** The rows of a list response (`(res) => res.orders`). */
  rows: (list: TList) => readonly TRow[]
  /** The detail query of a row, prefetched when the row is focused (`orderQueries.detail`). */
  detail: (id: string) => FetchQueryOptions<TDetail, Error, TDetail, TKey>
  /** The entity in a detail response (`(res) => res.order`). */
  entity: (detail: TDetail) => EntityMap[K]
  /** A detail panel is open beside the table: it owns the focus, so a focused row is only prefetched. */
  detailOpen: boolean
  /** The filter in a few words ('has account, VIP'), for commands that act on every matching row. */
  describe?: (url: TableUrlState) => string
}

/** The props of DataTable that the list panel wiring fills in. */
export type ListPanelTableProps<TRow extends RowData> = Required<
  Pick<
    DataTableProps<TRow>,
    | 'rows'
    | 'count'
    | 'getRowId'
    | 'loading'
    | 'onRetry'
    | 'offset'
    | 'limit'
    | 'onPaginationChange'
    | 'onOrderChange'
    | 'search'
    | 'onSearchChange'
    | 'onOpen'
    | 'onFocusedRowChange'
    | 'onSelectionChange'
  >
> &
  Pick<DataTableProps<TRow>, 'order' | 'error' | 'slow' | 'news' | 'fitColumns'>

const NO_ROWS: readonly never[] = []
const rowId = (row: { id: string }) => row.id

/**
 * The wiring every list panel shares: the table's query in the URL, the list query atom, row links
 * that open the detail beside the table, and the focus and selection atoms commands read. The
 * focused row's detail is prefetched so Enter opens it at once; with no detail open the row is the
 * focus, with its whole entity once that has arrived. Leaving the panel clears focus and selection.
 * Spread `table` onto DataTable; columns, labels, toolbar, filters and empty text stay with the panel.
 */
export function useListPanel<K extends EntityKind, TQuery, TList extends { count: number }, TRow extends RowData & { id: string }, TDetail, TKey extends QueryKey>(
  options: ListPanelOptions<K, TQuery, TList, TRow, TDetail, TKey>,
) {
  return useListPanelAt(useTableUrlState(options.url), options)
}

/** useListPanel over URL state read beforehand (the list-panel builder reads it first for its own hooks). */
export function useListPanelAt<K extends EntityKind, TQuery, TList extends { count: number }, TRow extends RowData & { id: string }, TDetail, TKey extends QueryKey>(
  url: TableUrlState,
  options: ListPanelOptions<K, TQuery, TList, TRow, TDetail, TKey>,
) {
  const { kind, detailOpen } = options
  const listAtom = options.listAtom(options.query(url))
  const list = useAtomValue(listAtom)
  const queryClient = useAtomValue(queryClientAtom)
  const slow = useStopWaiting(queryClient, queryKeyOf(listAtom))
  const setSelection = useSetAtom(selectionAtom)
  const setFocus = useSetAtom(focusAtom)
  const setListView = useSetAtom(listViewAtom)
  const links = useRowLinks(options.routes)

  useEffect(
    () => () => {
      setSelection(null)
      setFocus(null)
      setListView(null)
    },
    [setSelection, setFocus, setListView],
  )

  // The list view commands read: the query without paging, keyed by its content (not its identity).
  const { limit: _limit, offset: _offset, ...filter } = options.query(url) as Record<string, unknown>
  const viewKey = JSON.stringify(filter)
  const description = options.describe?.(url) ?? ''
  const count = list.data?.count
  useBackgroundDataAfterPaint(list.data !== undefined)
  useEffect(() => {
    // While the new query loads, no count belongs to it: commands see no list rather than a stale one.
    if (count === undefined) return void setListView(null)
    setListView({ kind, query: JSON.parse(viewKey) as Record<string, unknown>, count, description })
  }, [kind, viewKey, count, description, setListView])

  const onFocusedRowChange = (row: TRow, { held }: FocusedRowMove) => {
    const { id } = row
    // `kind` and `entity` are correlated through K, which TypeScript cannot follow into the union.
    if (!detailOpen) setFocus({ kind, id } as Focus)
    // `j` held down passes thirty rows a second: a request for each would queue on Medusa's one
    // thread ahead of the row the operator stops at, which is asked for when the key is released.
    if (held) return
    const detail = queryClient.fetchQuery(options.detail(id))
    if (detailOpen) return void detail.catch(() => undefined)
    detail.then(
      (res) => setFocus((f) => (f?.id === id ? ({ kind, id, entity: options.entity(res) } as Focus) : f)),
      () => undefined,
    )
  }

  const news = useNewRecords(queryClient, queryKeyOf(listAtom), list, options.rows, kind, url.query.offset === 0)

  const table: ListPanelTableProps<TRow> = {
    news,
    // The area's list: beside an open record its right-hand columns give way (nothing under the panel).
    fitColumns: true,
    rows: list.data ? options.rows(list.data) : NO_ROWS,
    count: list.data?.count ?? 0,
    getRowId: rowId,
    loading: list.isPending && !slow.stopped,
    // An outage is told while the list retries by itself; the rows it had stay usable.
    error: list.error ? operatorMessage(list.error) : list.data ? undefined : slow.stopped ? STOPPED_WAITING : outageMessage(list.failureReason),
    onRetry: slow.stopped ? slow.retry : () => void list.refetch(),
    slow: queryKeyOf(listAtom) ? slow : undefined,
    ...url.tableProps,
    onOpen: (row) => void links.open(row.id),
    onFocusedRowChange,
    onSelectionChange: (rows) => setSelection(rows.length ? { kind, ids: rows.map(rowId), records: rows } : null),
  }

  return { url, list, table, description }
}

const STOPPED_WAITING = 'Stopped waiting for the list: it was not loaded.'

/** 'order' -> 'orders', 'gift-card' -> 'gift cards', 'activity' -> 'activities'. */
export function pluralOf(kind: string): string {
  const noun = kind.replaceAll('-', ' ')
  return noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`
}

/**
 * While the first page is on screen it is read again now and then (useLiveRefresh) beside the one
 * shown, which stays as it is: the cursor and the selection do not move. Records on the new read that
 * the page lacks (or a count grown by more) are told as "3 new orders", with Show to load them.
 */
function useNewRecords<TList extends { count: number }, TRow extends { id: string }>(
  queryClient: QueryClient,
  key: QueryKey | undefined,
  list: AtomWithQueryResult<TList, Error>,
  rowsOf: (list: TList) => readonly TRow[],
  kind: string,
  firstPage: boolean,
): ListPanelTableProps<TRow>['news'] {
  const hash = key ? hashKey(key) : undefined
  // Told against the page it was compared with: a page read since (a change refetched it) shows them already.
  const [found, setFound] = useState<{ hash: string; at: number; count: number } | null>(null)
  const shown = list.data
  useLiveRefresh(async () => {
    const queryFn = key && queryClient.getQueryCache().find({ queryKey: key, exact: true })?.options.queryFn
    if (!key || !hash || !shown || typeof queryFn !== 'function') return
    // Under a key of its own, so the page on screen is not replaced by it.
    const latest = await queryClient.fetchQuery({ queryKey: [...key, 'live'], queryFn: queryFn as QueryFunction<TList>, staleTime: 0, gcTime: 0, retry: false })
    const ids = new Set(rowsOf(shown).map((row) => row.id))
    const unseen = rowsOf(latest).filter((row) => !ids.has(row.id)).length
    const count = Math.max(unseen, latest.count - shown.count)
    setFound(count > 0 ? { hash, at: list.dataUpdatedAt, count } : null)
  }, firstPage && shown !== undefined && hash !== undefined)
  if (!found || found.hash !== hash || found.at !== list.dataUpdatedAt) return undefined
  return {
    text: `${grouped(found.count)} new ${found.count === 1 ? kind.replaceAll('-', ' ') : pluralOf(kind)}`,
    onShow: () => {
      setFound(null)
      void list.refetch()
    },
  }
}

/** Stopping and retrying the list query by its key; stopped holds for that key only (a new filter loads anew). */
function useStopWaiting(queryClient: QueryClient, key: QueryKey | undefined) {
  const hash = key ? hashKey(key) : undefined
  const [stoppedHash, setStoppedHash] = useState<string>()
  const stopped = hash !== undefined && stoppedHash === hash
  const matches = key ? sameKey(key) : () => false
  return {
    stopped,
    retry: () => {
      setStoppedHash(undefined)
      void retryNow(queryClient, matches)
    },
    stop: () => {
      setStoppedHash(hash)
      void stopAwaiting(queryClient, matches)
    },
  }
}

function outageMessage(reason: unknown): string | undefined {
  const title = outageTitle(reason)
  return title && `${title}. Still trying: the list shows as soon as the server answers.`
}

export interface ListPanelProps {
  /** The panel's id: its heading is `<id>-heading`, which names the section. */
  id: string
  title: string
  /** A CSS module with `panel`, `panelHeader`, `heading` and `actions`, for a panel that restyles them. */
  classes?: { readonly [name: string]: string }
  /** The header's buttons; the header has no actions box without them. */
  actions?: ReactNode
  /** The filter controls, the table and anything else under the header. */
  children: ReactNode
}

/** A list panel's frame: a section named by its heading, with the panel's buttons beside it. */
export function ListPanel({ id, title, classes = recordPanel, actions, children }: ListPanelProps) {
  return (
    <section className={classes.panel} aria-labelledby={`${id}-heading`}>
      <header className={classes.panelHeader}>
        <h1 id={`${id}-heading`} className={classes.heading}>
          {title}
        </h1>
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  )
}
