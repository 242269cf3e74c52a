import type { QueryKey } from '@tanstack/react-query'
import type { RowData } from '@tanstack/react-table'
import { useMemo, type ComponentType, type FunctionComponent, type ReactNode } from 'react'
import type { EntityKind } from '@/atoms/core/context'
import type { AreaRoutes } from '@/models/core/routes'
import { TableViews } from '@/panels/views/TableViews'
import { DataTable, type DataTableProps } from './DataTable'
import { ListPanel, useListPanelAt, type ListPanelOptions, type ListPanelProps } from './ListPanel'
import type { DataTableColumns } from './types'
import { useFilterToggle } from './useFilterToggle'
import { useTableUrlState, type TableUrlState, type TableUrlStateOptions } from './urlState'
import { onePage } from './wholeList'

/** What a list panel's render props see: its URL state and what the list says about it. */
export interface ListPanelView<X = undefined> {
  url: TableUrlState
  /** The server's count for the current filters, once the list has answered. */
  count: number | undefined
  /** The filter in words (`describe`), '' for none. */
  description: string
  /** The search (where the table offers one) or a filter narrows the list: empty texts say "no match". */
  filtered: boolean
  /** What the descriptor's `useExtra` hook returned. */
  extra: X
}

type Render<X> = (view: ListPanelView<X>) => ReactNode

/** A nav entry or a settings section (`ordersNav`, `regionsSettings`): its label and its routes. */
export interface ListPanelArea {
  readonly label: string
  readonly routes: AreaRoutes
}

/**
 * Where the panel lives. `area` gives its routes, its id (the routes' domain: the heading is
 * `<id>-heading`) and its title (the nav label); otherwise all three are spelled out.
 */
export type ListPanelPlace =
  | { area: ListPanelArea; id?: string; title?: string; routes?: never }
  | { area?: never; id: string; title: string; routes: AreaRoutes }

/** The empty table's words: one text; `empty` for no records and `filtered` when the search or a filter leaves none; or a render. */
export type ListPanelEmptyText<X> = string | { empty: string; filtered: string } | Render<X>

/** A list panel as data: the list it reads, how its rows open, and what its header and table show. */
export type ListPanelDescriptor<K extends EntityKind, TQuery, TList extends { count: number }, TRow extends RowData & { id: string }, TDetail, TKey extends QueryKey, X> = ListPanelPlace &
  ListPanelParts<K, TQuery, TList, TRow, TDetail, TKey, X>

interface ListPanelParts<K extends EntityKind, TQuery, TList extends { count: number }, TRow extends RowData & { id: string }, TDetail, TKey extends QueryKey, X>
  extends Omit<ListPanelOptions<K, TQuery, TList, TRow, TDetail, TKey>, 'detailOpen' | 'describe' | 'routes' | 'url'> {
  /** The table's URL state: its defaults, and the keys read as filters (none unless `filterKeys` names them). */
  url?: TableUrlStateOptions
  /** The table's id (the key of its remembered columns) and accessible name; default `id` and `title`. */
  tableId?: string
  label?: string
  classes?: ListPanelProps['classes']
  columns: DataTableColumns<TRow>
  rowLabel?: DataTableProps<TRow>['rowLabel']
  /** Row checkboxes and x / shift+x (default true). */
  selectable?: boolean
  /** The search box's name; a table without one has no search. */
  searchLabel?: string
  emptyText: ListPanelEmptyText<X>
  /** false: Medusa returns the whole list in one answer, shown as one page with no paging controls. */
  paged?: boolean
  /** false: the list request takes no order, so no column sorts and the URL's order is not shown. */
  sortable?: boolean
  /** Filter controls shown and hidden by a Filters button in the header (open when the URL filters). */
  filters?: ComponentType<{ url: TableUrlState }>
  /** Header content before the Filters button (the orders' "Go to #"). */
  lead?: ReactNode
  /** The header's buttons, after the Filters button. */
  actions?: ReactNode | Render<X>
  /** Between the filters and the table: a job's progress, a count line, filters always shown. */
  above?: Render<X>
  /** Filter controls inside the table's toolbar, beside the search box. */
  toolbar?: Render<X>
  /** Under the table, inside the panel. */
  below?: ReactNode
  /** Narrows the page's rows on the client, for filters Medusa's list does not take (and says so). */
  narrowRows?: (rows: readonly TRow[], filters: TableUrlState['filters']) => readonly TRow[]
  /** A hook for what the render props and `describe` need beyond the URL (names of filter choices). */
  useExtra?: (url: TableUrlState) => X
  /** The filter in a few words ('has account, VIP'), for commands that act on every matching row. */
  describe?: (url: TableUrlState, extra: X) => string
}

const noExtra = (): undefined => undefined
const unsorted = { order: undefined, onOrderChange: undefined }

function emptyTextOf<X>(text: ListPanelEmptyText<X>, view: ListPanelView<X>): ReactNode {
  if (typeof text === 'function') return text(view)
  if (typeof text === 'string') return text
  return view.filtered ? text.filtered : text.empty
}

/**
 * A list panel built from its descriptor: `useListPanel`'s wiring (URL state, list, row links, focus
 * and selection) in a `ListPanel` frame around a `DataTable`. Returns the component an area renders,
 * told whether a detail is open beside it.
 */
export function defineListPanel<K extends EntityKind, TQuery, TList extends { count: number }, TRow extends RowData & { id: string }, TDetail, TKey extends QueryKey, X = undefined>(
  panel: ListPanelDescriptor<K, TQuery, TList, TRow, TDetail, TKey, X>,
): FunctionComponent<{ detailOpen?: boolean }> {
  const { filters: Filters, describe, narrowRows } = panel
  const routes = panel.area ? panel.area.routes : panel.routes
  const id = panel.id ?? routes.domain
  const title = panel.title ?? panel.area?.label ?? id
  // A stray key in the URL is no filter of a table that names none (it would count as one).
  const urlOptions: TableUrlStateOptions = { filterKeys: [], ...panel.url }
  // Fixed per panel, so the hook order never changes between renders.
  const useExtra = panel.useExtra ?? (noExtra as () => X)

  function ListPanelTable({ detailOpen = false }: { detailOpen?: boolean }) {
    const url = useTableUrlState(urlOptions)
    const extra = useExtra(url)
    const { list, table, description } = useListPanelAt(url, { ...panel, url: urlOptions, routes, detailOpen, describe: describe && ((state) => describe(state, extra)) })
    const toggle = useFilterToggle(url.filters)
    const { rows: pageRows } = table
    const { filters } = url
    const rows = useMemo(() => (narrowRows ? narrowRows(pageRows, filters) : pageRows), [pageRows, filters])
    const view: ListPanelView<X> = {
      url,
      count: list.data?.count,
      description,
      filtered: (panel.searchLabel !== undefined && Boolean(url.query.q)) || toggle.count > 0,
      extra,
    }
    const actions = typeof panel.actions === 'function' ? panel.actions(view) : panel.actions
    const header = panel.lead || Filters || actions ? (
      <>
        {panel.lead}
        {Filters ? toggle.button : null}
        {actions}
      </>
    ) : undefined

    return (
      <ListPanel id={id} title={title} classes={panel.classes} actions={header}>
        {Filters && toggle.open ? <Filters url={url} /> : null}
        {panel.above?.(view)}
        <DataTable<TRow>
          id={panel.tableId ?? id}
          label={panel.label ?? title}
          columns={panel.columns}
          selectable={panel.selectable}
          rowLabel={panel.rowLabel}
          emptyText={emptyTextOf(panel.emptyText, view)}
          searchLabel={panel.searchLabel}
          toolbar={<>{panel.toolbar?.(view)}<TableViews area={id} path={routes.list()} tableId={panel.tableId ?? id} /></>}
          {...table}
          rows={rows}
          onSearchChange={panel.searchLabel === undefined ? undefined : table.onSearchChange}
          {...(panel.paged === false ? onePage(rows.length) : undefined)}
          {...(panel.sortable === false ? unsorted : undefined)}
        />
        {panel.below}
      </ListPanel>
    )
  }
  ListPanelTable.displayName = `ListPanel(${id})`
  return ListPanelTable
}
