import type { ReactNode } from 'react'
import { ActionsHeader } from './ActionsHeader'
import shared from './record-panel.module.css'

/** A column header: its text, right-aligned over numbers when `numeric`. */
export type DetailColumn = string | { label: ReactNode; numeric?: boolean; className?: string }

interface DetailTableProps {
  /** For screen readers: whose rows these are ('Items of order #1042'). */
  caption: ReactNode
  columns: readonly DetailColumn[]
  /** A last column of row buttons, named for screen readers only. */
  actions?: boolean
  className?: string
  /** The rows (`<tr>`s). */
  children: ReactNode
}

/** A dense table inside a record's panel: a caption for screen readers, its column headers, its rows. */
export function DetailTable({ caption, columns, actions = false, className = shared.table, children }: DetailTableProps) {
  return (
    <table className={className}>
      <caption className={shared.srOnly}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => {
            const { label, numeric = false, className: own } = typeof column === 'string' ? { label: column } : column
            return (
              <th key={index} scope="col" className={[numeric ? shared.numeric : undefined, own].filter(Boolean).join(' ') || undefined}>
                {label}
              </th>
            )
          })}
          {actions ? <ActionsHeader /> : null}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
