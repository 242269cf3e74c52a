import { memo, useEffect, useRef } from 'react'
import { formatMoney } from '@/api/money'
import type { CellEdit, StoredCell } from '@/atoms/price-lists/grid'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './grid.module.css'

export interface PriceCellProps {
  row: number
  col: number
  colIndex: number
  currency: string
  /** 'EUR' or 'Europe (EUR)': the input is 'Price of SHIRT-M in Europe (EUR)'. */
  columnName: string
  /** 'SHIRT-M': the input is 'Price of SHIRT-M in EUR'. */
  rowName: string
  stored: StoredCell | undefined
  edit: CellEdit | undefined
  focused: boolean
  selected: boolean
  editing: { text: string; error?: string } | null
  onType: (text: string) => void
  /** The input lost the focus (a click elsewhere): the edit is written. */
  onLeave: () => void
  onPoint: (row: number, col: number, extend: boolean) => void
  onOpen: (row: number, col: number) => void
}

/** One price cell: its amount (marked when edited, struck through when removed), or the edit input. */
export const PriceCell = memo(function PriceCell(props: PriceCellProps) {
  const { row, col, currency, stored, edit, focused, selected, editing } = props
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (editing) input.current?.focus()
  }, [editing])

  const removed = edit?.after === null
  const amount = edit ? (edit.after ?? edit.before) : stored?.amount
  const classes = [styles.price, selected && styles.selected, edit && styles.edited, removed && styles.removed, editing?.error && styles.invalid]
  return (
    <div
      role="gridcell"
      aria-colindex={props.colIndex}
      aria-selected={selected}
      tabIndex={focused ? 0 : -1}
      data-cell={`${row}:${col}`}
      className={classes.filter(Boolean).join(' ')}
      onMouseDown={(event) => {
        if (editing) return
        // No text selection on shift+click; the cell takes the focus itself.
        event.preventDefault()
        event.currentTarget.focus()
        props.onPoint(row, col, event.shiftKey)
      }}
      onDoubleClick={() => props.onOpen(row, col)}
      // A cell focused another way (a screen reader, a script) becomes the cursor.
      onFocus={(event) => {
        if (event.target === event.currentTarget && !focused) props.onPoint(row, col, false)
      }}
    >
      {editing ? (
        <input
          ref={input}
          className={styles.input}
          aria-label={`Price of ${props.rowName} in ${props.columnName}`}
          aria-invalid={Boolean(editing.error)}
          aria-describedby={editing.error ? 'price-grid-status' : undefined}
          inputMode="decimal"
          value={editing.text}
          onChange={(event) => props.onType(event.target.value)}
          onBlur={props.onLeave}
        />
      ) : amount === undefined ? (
        <span className={styles.empty}>—</span>
      ) : (
        <>
          {formatMoney(amount, currency)}
          {edit && <span className={shared.srOnly}>{removed ? ' (removed, unsaved)' : ' (edited, unsaved)'}</span>}
        </>
      )}
    </div>
  )
})
