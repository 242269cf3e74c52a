import type { LineItem } from '@medusajs/client-types'
import type { ReactNode } from 'react'
import { DetailTable, type DetailColumn } from './DetailTable'
import { money } from './format'
import styles from './record-panel.module.css'

interface LineItemsTableProps {
  lines: readonly LineItem[]
  /** For screen readers: whose lines these are. */
  caption: string
  currency: string
  /** The line's name, shown in its row header and naming its buttons. */
  nameOf: (line: LineItem) => string
  totalOf: (line: LineItem) => number
  /** Show each line's thumbnail beside its name. */
  thumbnails?: boolean
  /** The row's buttons (registered commands), given the line and its name. */
  actions: (line: LineItem, name: string) => ReactNode
}

const COLUMNS: readonly DetailColumn[] = ['Item', { label: 'Price', numeric: true }, { label: 'Qty', numeric: true }, { label: 'Total', numeric: true }]

/** Lines being put together (a draft order's, an order edit's): price, quantity, total and a row's actions. */
export function LineItemsTable({ lines, caption, currency, nameOf, totalOf, thumbnails = false, actions }: LineItemsTableProps) {
  return (
    <DetailTable caption={caption} columns={COLUMNS} actions>
      {lines.map((line) => {
        const name = nameOf(line)
        return (
          <tr key={line.id}>
            <th scope="row">
              {thumbnails ? (
                <span className={styles.itemCell}>
                  {line.thumbnail ? <img src={line.thumbnail} alt="" className={styles.thumb} loading="lazy" /> : null}
                  <span>{name}</span>
                </span>
              ) : (
                name
              )}
            </th>
            <td className={styles.numeric}>{money(line.unit_price, currency)}</td>
            <td className={styles.numeric}>{line.quantity}</td>
            <td className={styles.numeric}>{money(totalOf(line), currency)}</td>
            <td className={styles.rowActions}>{actions(line, name)}</td>
          </tr>
        )
      })}
    </DetailTable>
  )
}
