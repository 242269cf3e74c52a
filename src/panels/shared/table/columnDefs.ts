import type { ColumnDef, RowData } from '@tanstack/react-table'
import type { DataTableFeatures } from './types'

export type AnyColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData>

/** The id TanStack gives a column definition (id, else accessorKey with dots as underscores, else header). */
export function columnIdOf<TData extends RowData>(def: AnyColumnDef<TData>): string | undefined {
  if (def.id) return def.id
  if ('accessorKey' in def && def.accessorKey !== undefined) return String(def.accessorKey).replaceAll('.', '_')
  return typeof def.header === 'string' ? def.header : undefined
}

/** The leaf columns of a column list, groups flattened, in order. */
export function leafDefs<TData extends RowData>(defs: readonly AnyColumnDef<TData>[]): AnyColumnDef<TData>[] {
  return defs.flatMap((def) => ('columns' in def && def.columns ? leafDefs(def.columns) : [def]))
}
