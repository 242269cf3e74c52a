import type { ReactTable, RowData } from '@tanstack/react-table'
import styles from './DataTable.module.css'
import type { DataTableFeatures } from './types'

export interface TableHeadProps<TData extends RowData> {
  table: ReactTable<DataTableFeatures, TData>
  selectable: boolean
  /** Whether sortable columns get a header button (the owner handles order changes). */
  sortable: boolean
  hasRows: boolean
}

/** Column headers: the page's select-all checkbox, then one header per visible column. */
export function TableHead<TData extends RowData>({ table, selectable, sortable, hasRows }: TableHeadProps<TData>) {
  return (
    <thead className={styles.head}>
      {table.getHeaderGroups().map((group, index, groups) => (
        <tr key={group.id} role="row" aria-rowindex={index + 1}>
          {selectable && index < groups.length - 1 ? <td role="gridcell" className={styles.check} /> : null}
          {selectable && index === groups.length - 1 ? (
            <th role="columnheader" scope="col" className={styles.check}>
              <input
                type="checkbox"
                aria-label="Select all rows on this page"
                tabIndex={-1}
                disabled={!hasRows}
                checked={table.getIsAllPageRowsSelected()}
                ref={(el) => {
                  if (el) el.indeterminate = table.getIsSomePageRowsSelected()
                }}
                onChange={table.getToggleAllPageRowsSelectedHandler()}
              />
            </th>
          ) : null}
          {group.headers.map((header) => {
            const { column } = header
            const sorted = column.getIsSorted()
            const meta = column.columnDef.meta
            return (
              <th
                key={header.id}
                role="columnheader"
                scope="col"
                colSpan={header.colSpan}
                className={meta?.numeric ? styles.num : undefined}
                style={meta?.width ? { width: meta.width } : undefined}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              >
                {header.isPlaceholder ? null : column.getCanSort() && sortable ? (
                  <button type="button" className={styles.sort} onClick={column.getToggleSortingHandler()}>
                    <table.FlexRender header={header} />
                    <span className={styles.sortMark} aria-hidden="true">
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                ) : (
                  <table.FlexRender header={header} />
                )}
              </th>
            )
          })}
        </tr>
      ))}
    </thead>
  )
}
