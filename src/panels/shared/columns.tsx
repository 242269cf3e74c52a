import type { Customer } from '@medusajs/client-types'
import type { RowData } from '@tanstack/react-table'
import { useAtomValue, type Atom } from 'jotai'
import type { AtomWithQueryResult } from 'jotai-tanstack-query'
import { grouped } from '@/models/core/text'
import { dateOnly, personName } from './format'
import styles from './record-panel.module.css'
import { dataTableColumnHelper } from './table'

/** The number an operator knows a record by ('#1042'), newest first on its first sort. */
export function displayIdColumn<T extends { display_id: number | string }>(header: string, meta: { label: string; width: string }) {
  return dataTableColumnHelper<T>().accessor((row) => row.display_id, {
    id: 'display_id',
    header,
    enableSorting: true,
    sortDescFirst: true,
    meta,
    cell: ({ getValue }) => <span className={styles.number}>#{getValue()}</span>,
  })
}

type Buyer = { customer?: Customer | null; email?: string | null } | null | undefined

/** Who a record is for: the customer's name with the email under it, or the email alone. */
export function customerColumn<T extends RowData>(buyerOf: (row: T) => Buyer) {
  return dataTableColumnHelper<T>().accessor((row) => personName(buyerOf(row)?.customer) || buyerOf(row)?.email || '', {
    id: 'customer',
    header: 'Customer',
    meta: { label: 'Customer' },
    cell: ({ row }) => {
      const buyer = buyerOf(row.original)
      const name = personName(buyer?.customer)
      return (
        <span className={styles.customerCell}>
          <span>{name || buyer?.email || '—'}</span>
          {name ? <span className={styles.muted}>{buyer?.email}</span> : null}
        </span>
      )
    },
  })
}

/** When a record was made or last changed, as a date: sorted by the server, newest first on its first sort. */
export function dateColumn<T extends { created_at: string; updated_at: string }>(key: 'created_at' | 'updated_at', header: string) {
  return dataTableColumnHelper<T>().accessor((row) => row[key], {
    id: key,
    header,
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => dateOnly(getValue()),
  })
}

/**
 * A count each row asks for itself (one row of a Medusa list, read for its `count`), where Medusa
 * lists the records without one: '…' while it comes, '?' if it failed. `known`: a row's count when
 * its list gave it (then not asked for).
 */
export function countColumn<T extends { id: string }>(
  id: string,
  header: string,
  countAtom: (rowId: string) => Atom<AtomWithQueryResult<number, Error>>,
  known?: (row: T) => number | undefined,
) {
  function RowCount({ rowId }: { rowId: string }) {
    const count = useAtomValue(countAtom(rowId))
    if (count.data !== undefined) return <>{grouped(count.data)}</>
    return <span className={styles.muted}>{count.isError ? '?' : '…'}</span>
  }
  const cell = ({ row }: { row: { original: T } }) => {
    const given = known?.(row.original)
    return given === undefined ? <RowCount rowId={row.original.id} /> : <>{grouped(given)}</>
  }
  return dataTableColumnHelper<T>().display({ id, header, meta: { numeric: true, label: header }, cell })
}
