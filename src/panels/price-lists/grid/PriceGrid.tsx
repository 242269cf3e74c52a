import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Rect, type Virtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { formatMoneyInput } from '@/api/money'
import { cellKey, type CellEdit, type GridColumn, type SelectedCell, type StoredCell } from '@/atoms/price-lists/grid'
import { counted, grouped } from '@/models/core/text'
import { useFocusRequest } from '@/panels/shared/useFocusRequest'
import { cursorReducer, inBlock, initialCursor, selectedBlock } from './cursor'
import { cellEdit, parseBlock, placeBlock, readAmount, type GridRowData } from './model'
import { PriceCell } from './PriceCell'
import { useHeldMove } from './useHeldMove'
import styles from './grid.module.css'

export const GRID_ROW_HEIGHT = 32
const PAGE_ROWS = 15
const noop = () => undefined
/** A region column's name for a selected cell ('Europe (EUR)'); nothing for a currency's. */
const regionOf = (column: GridColumn) => (column.regionId ? { column: column.label } : {})

/** Before layout (or in a test DOM) the scroller has no height: render a window of rows rather than none. */
function observeRectWithFallback(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { ...rect, height: GRID_ROW_HEIGHT * 20 }))
}

export interface PriceGridProps {
  /** The grid's accessible name: 'Prices of Black Friday'. */
  label: string
  /** The part's name for a key that focuses it (`focusPart`): its focused cell takes the keyboard. */
  focusName?: string
  rows: readonly GridRowData[]
  /** A column per currency, then per region priced (gridColumns). */
  columns: readonly GridColumn[]
  cells: ReadonlyMap<string, StoredCell>
  edits: Readonly<Record<string, CellEdit>>
  onEdits: (edits: CellEdit[]) => void
  /** The focused row and the selected cells with a price, for the commands that act on them. */
  onCursor: (row: GridRowData | undefined, selected: SelectedCell[]) => void
  /** ctrl+s while editing: the edit is written, then the save command runs. */
  onSave: () => void
}

/**
 * The price grid: a spreadsheet-like ARIA grid, one row per variant and one column per currency or region,
 * rows virtualized. Arrows move (shift selects a block), Enter/F2 or typing edits, Escape cancels,
 * Enter/Tab write and move on, Delete marks the selected prices removed, and a tab-separated block
 * pasted from a spreadsheet fills cells from the focused one. Nothing is sent: edits go to `onEdits`.
 */
export function PriceGrid({ label, focusName, rows, columns, cells, edits, onEdits, onCursor, onSave }: PriceGridProps) {
  const size = { rows: rows.length, cols: columns.length }
  const reducer = useMemo(() => cursorReducer(size), [size.rows, size.cols]) // eslint-disable-line react-hooks/exhaustive-deps
  const [state, dispatch] = useReducer(reducer, initialCursor)
  const [status, setStatus] = useState<{ text: string; error?: boolean }>({ text: '' })
  const scroll = useRef<HTMLDivElement>(null)
  const focusRow = state.focus.row
  const rangeExtractor = useCallback((range: Range) => [...new Set([...defaultRangeExtractor(range), focusRow])].sort((a, b) => a - b), [focusRow])
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this build; the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroll.current, estimateSize: () => GRID_ROW_HEIGHT, overscan: 8, rangeExtractor, observeElementRect: observeRectWithFallback })
  const block = selectedBlock(state)
  // Asked before the rows are laid out, it waits for the focused cell to be rendered.
  const rendered = virtualizer.getVirtualItems().length
  useFocusRequest(focusName ?? '', () => scroll.current?.querySelector<HTMLElement>(`[data-cell="${state.focus.row}:${state.focus.col}"]`), rendered)

  const at = (row: number, col: number) => {
    const r = rows[row]
    const column = columns[col]
    if (!r || !column) return undefined
    const key = cellKey(r.variantId, column.key)
    return { r, column, currency: column.currency, key, stored: cells.get(key), edit: edits[key] }
  }

  // Commands read the focused row and the selected prices: once a held arrow is let go (useHeldMove).
  const held = useHeldMove()
  useEffect(() => {
    if (held.isHeld()) return
    const selected: SelectedCell[] = []
    for (let row = block.top; row <= block.bottom; row++) {
      for (let col = block.left; col <= block.right; col++) {
        const cell = at(row, col)
        if (cell?.stored) selected.push({ row: cell.r.label, currency: cell.currency, ...regionOf(cell.column), amount: cell.stored.amount, ids: cell.stored.ids })
      }
    }
    onCursor(rows[state.focus.row], selected)
  }, [state.focus, state.anchor, rows, cells, held.released]) // eslint-disable-line react-hooks/exhaustive-deps

  // The focused cell takes the keyboard focus while the grid has it (after a move or an edit).
  // After an edit is written its input goes, and the focus with it: the grid takes it back.
  const wantFocus = useRef(false)
  const hasFocus = () => wantFocus.current || Boolean(scroll.current?.contains(document.activeElement))
  useEffect(() => {
    if (state.editing || !hasFocus()) return
    wantFocus.current = false
    // Scrolled only when the row is not in view (below the sticky header row).
    const top = state.focus.row * GRID_ROW_HEIGHT
    const box = scroll.current
    if (box && top < box.scrollTop) box.scrollTop = top
    else if (box && top + 2 * GRID_ROW_HEIGHT > box.scrollTop + box.clientHeight) box.scrollTop = top + 2 * GRID_ROW_HEIGHT - box.clientHeight
    const cell = scroll.current?.querySelector<HTMLElement>(`[data-cell="${state.focus.row}:${state.focus.col}"]`)
    if (cell && document.activeElement !== cell) cell.focus({ preventScroll: true })
  }, [state.focus, state.editing])

  // True from the start of an edit until it is written or canceled: a blur after that is no edit.
  const live = useRef(false)

  /** Writes the typed text; false when it is not an amount (the input stays, with the reason). */
  const commit = (dRow: number, dCol: number): boolean => {
    const cell = at(state.focus.row, state.focus.col)
    if (!cell || !state.editing || !live.current) return false
    const text = state.editing.text
    if (!text.trim()) {
      if (cell.stored || cell.edit) onEdits([cellEdit(cell.r, cell.column, cell.stored, null)])
    } else {
      const read = readAmount(text, cell.currency, state.focus.row, state.focus.col)
      if ('error' in read) {
        dispatch({ type: 'refuse', error: read.error })
        setStatus({ text: `${read.error}: type an amount like ${formatMoneyInput(1999, cell.currency)}, or Escape to cancel`, error: true })
        return false
      }
      onEdits([cellEdit(cell.r, cell.column, cell.stored, read.amount)])
    }
    live.current = false
    setStatus({ text: '' })
    dispatch({ type: 'committed', dRow, dCol })
    return true
  }

  /** Clicking elsewhere writes the edit, as a spreadsheet does; what is no amount is dropped (and said). */
  const leave = () => {
    if (!live.current || commit(0, 0)) return
    live.current = false
    dispatch({ type: 'cancel' })
  }

  const startEdit = (text?: string) => {
    const cell = at(state.focus.row, state.focus.col)
    if (!cell) return
    const amount = cell.edit ? (cell.edit.after ?? undefined) : cell.stored?.amount
    live.current = true
    dispatch({ type: 'edit', text: text ?? (amount === undefined ? '' : formatMoneyInput(amount, cell.currency)) })
  }

  const removeSelected = () => {
    const removed: CellEdit[] = []
    for (let row = block.top; row <= block.bottom; row++) {
      for (let col = block.left; col <= block.right; col++) {
        const cell = at(row, col)
        if (cell && (cell.stored || cell.edit)) removed.push(cellEdit(cell.r, cell.column, cell.stored, null))
      }
    }
    onEdits(removed)
    setStatus({ text: removed.length ? `${grouped(removed.length)} marked to remove: save to send` : '' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const mod = event.ctrlKey || event.metaKey
    wantFocus.current = true
    held.onKey(event, Boolean(state.editing))
    if (state.editing) {
      if (event.key === 'Escape') {
        live.current = false
        dispatch({ type: 'cancel' })
        setStatus({ text: '' })
      } else if (event.key === 'Enter') commit(event.shiftKey ? -1 : 1, 0)
      else if (event.key === 'Tab') commit(0, event.shiftKey ? -1 : 1)
      else if (mod && event.key.toLowerCase() === 's') {
        if (commit(0, 0)) onSave()
      } else {
        event.stopPropagation()
        return
      }
      event.preventDefault()
      event.stopPropagation()
      return
    }
    const extend = event.shiftKey
    const moves: Record<string, () => void> = {
      ArrowUp: () => dispatch({ type: 'move', dRow: -1, dCol: 0, extend }),
      ArrowDown: () => dispatch({ type: 'move', dRow: 1, dCol: 0, extend }),
      ArrowLeft: () => dispatch({ type: 'move', dRow: 0, dCol: -1, extend }),
      ArrowRight: () => dispatch({ type: 'move', dRow: 0, dCol: 1, extend }),
      PageUp: () => dispatch({ type: 'move', dRow: -PAGE_ROWS, dCol: 0, extend }),
      PageDown: () => dispatch({ type: 'move', dRow: PAGE_ROWS, dCol: 0, extend }),
      Home: () => dispatch({ type: 'go', to: mod ? { row: 0, col: 0 } : { col: 0 }, extend }),
      End: () => dispatch({ type: 'go', to: mod ? { row: size.rows - 1, col: size.cols - 1 } : { col: size.cols - 1 }, extend }),
      Enter: () => startEdit(),
      F2: () => startEdit(),
      Delete: removeSelected,
      Backspace: removeSelected,
    }
    const handle = moves[event.key] ?? (event.key === 'Escape' && state.anchor ? () => dispatch({ type: 'unselect' }) : undefined)
    if (handle && (!mod || event.key === 'Home' || event.key === 'End')) handle()
    else if (event.key.length === 1 && !mod && !event.altKey) startEdit(event.key)
    else return
    event.preventDefault()
    event.stopPropagation()
  }

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData.getData('text/plain')
    if (state.editing && !/[\t\n]/.test(text.trim())) return
    event.preventDefault()
    const { cells: placed, clipped } = placeBlock(parseBlock(text), state.focus, { rows: rows.length, currencies: columns.map((c) => c.currency) })
    const written: CellEdit[] = []
    const refused: string[] = []
    for (const cell of placed) {
      const target = at(cell.row, cell.col)
      if (!target) continue
      if ('error' in cell) refused.push(`${target.r.short} ${target.column.label}: ${cell.error}`)
      else written.push(cellEdit(target.r, target.column, target.stored, cell.amount))
    }
    if (state.editing) {
      live.current = false
      dispatch({ type: 'cancel' })
    }
    onEdits(written)
    const parts = [`Pasted ${counted(written.length, 'cell')}`]
    if (refused.length) parts.push(`${grouped(refused.length)} left out: ${refused.slice(0, 3).join('; ')}`)
    if (clipped) parts.push(`${grouped(clipped)} past the grid’s edge left out`)
    setStatus({ text: parts.join('. '), error: refused.length > 0 })
  }

  const point = useCallback((row: number, col: number, extend: boolean) => dispatch({ type: 'go', to: { row, col }, extend }), [])
  const open = useCallback((row: number, col: number) => {
    live.current = true
    dispatch({ type: 'go', to: { row, col } })
    dispatch({ type: 'edit', text: '' })
  }, [])
  const type = useCallback((text: string) => dispatch({ type: 'type', text }), [])
  const template = { gridTemplateColumns: `minmax(140px, 2fr) minmax(90px, 1.2fr) minmax(90px, 1fr) repeat(${columns.length}, minmax(96px, 1fr))` }

  return (
    <>
      <div
        ref={scroll}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length + 3}
        aria-multiselectable="true"
        className={styles.scroll}
        onKeyDown={onKeyDown}
        onKeyUp={held.letGo}
        onBlur={(event) => event.currentTarget.contains(event.relatedTarget) || held.letGo()}
        onPaste={onPaste}
      >
        <div role="rowgroup" className={styles.head}>
          <div role="row" aria-rowindex={1} className={styles.row} style={template}>
            {['Product', 'Variant', 'SKU', ...columns.map((c) => c.label)].map((name, i) => (
              <div key={name} role="columnheader" aria-colindex={i + 1} className={`${styles.header} ${i >= 3 ? styles.numeric : ''}`}>
                {name}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const r = rows[item.index]
            if (!r) return null
            return (
              <div key={r.variantId} role="row" aria-rowindex={item.index + 2} className={`${styles.row} ${styles.bodyRow}`} style={{ ...template, transform: `translateY(${item.start}px)` }}>
                <div role="rowheader" aria-colindex={1} className={styles.text}>{r.product}</div>
                <div role="gridcell" aria-colindex={2} className={styles.text}>{r.variant}</div>
                <div role="gridcell" aria-colindex={3} className={styles.text}>{r.sku ?? '—'}</div>
                {columns.map((column, col) => {
                  const key = cellKey(r.variantId, column.key)
                  const focused = state.focus.row === item.index && state.focus.col === col
                  return (
                    <PriceCell
                      key={column.key}
                      row={item.index}
                      col={col}
                      colIndex={col + 4}
                      currency={column.currency}
                      columnName={column.label}
                      rowName={r.short}
                      stored={cells.get(key)}
                      edit={edits[key]}
                      focused={focused}
                      selected={inBlock(block, item.index, col)}
                      editing={focused ? state.editing : null}
                      onType={type}
                      onLeave={focused ? leave : noop}
                      onPoint={point}
                      onOpen={open}
                    />
                  )
                })}
              </div>
            )
          })}
        </div>
      </div>
      <p id="price-grid-status" role="status" className={`${styles.status} ${status.error ? styles.error : ''}`}>
        {status.text}
      </p>
    </>
  )
}
