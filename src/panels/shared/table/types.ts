import {
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table'
import type { AccessorFn, ColumnDef, ColumnHelper, DisplayColumnDef, IdentifiedColumnDef, RowData } from '@tanstack/react-table'

/** What a column may say about itself beyond TanStack's own column definition. */
export interface DataTableColumnMeta {
  /** Name in the column menu when `header` is not a plain string. */
  label?: string
  /** Right-aligned, tabular figures (amounts, counts, quantities). */
  numeric?: boolean
  /** The Medusa field the server sorts by; defaults to the column id. */
  sortKey?: string
  /** A CSS width such as '8rem'; otherwise the browser sizes the column. */
  width?: string
}

/**
 * The features every list panel's table uses. All processing is server-side (manual sorting and
 * pagination), so no client row models are registered: the table owns state and headers, the
 * server owns order and slicing.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
})

export type DataTableFeatures = typeof dataTableFeatures

/**
 * TanStack's column helper with a shallow `accessor`: a key is a top-level field of the row. TanStack's
 * own accepts any dotted path, and resolves every path of the row type (its DeepKeys) at each call, a
 * function accessor included: with Medusa's entities that was a third of the type checker's time.
 */
export interface DataTableColumnHelper<TData extends RowData> extends Omit<ColumnHelper<DataTableFeatures, TData>, 'accessor'> {
  accessor<K extends keyof TData & string>(key: K, column: IdentifiedColumnDef<DataTableFeatures, TData, TData[K]>): ColumnDef<DataTableFeatures, TData, TData[K]>
  accessor<TValue>(fn: AccessorFn<TData, TValue>, column: DisplayColumnDef<DataTableFeatures, TData, TValue>): ColumnDef<DataTableFeatures, TData, TValue>
}

/**
 * A column helper typed for the shared table:
 * `const col = dataTableColumnHelper<Order>(); const columns = col.columns([col.accessor('display_id', {...})])`.
 * Sortable columns opt in with `enableSorting: true`.
 */
export function dataTableColumnHelper<TData extends RowData>(): DataTableColumnHelper<TData> {
  // The same helper at run time; only its accessor's parameter types are narrower.
  return createColumnHelper<DataTableFeatures, TData>() as DataTableColumnHelper<TData>
}

/** The column list the table accepts; build it with `dataTableColumnHelper().columns([...])`. */
export type DataTableColumns<TData extends RowData> = ReadonlyArray<ColumnDef<DataTableFeatures, TData>>
