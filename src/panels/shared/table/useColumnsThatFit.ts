import { useLayoutEffect, useMemo, useState, type RefObject } from 'react'

/** A column as fitting sees it: its id and the width it takes at its narrowest (unknown until measured). */
export interface MeasuredColumn {
  id: string
  width: number | undefined
}

/**
 * The columns that give way so the rest fit in `available` pixels (besides `fixed`, the checkbox
 * column): the last of the operator's visible columns first, the first column never. A column not
 * measured yet counts as fitting: it is measured once shown, and gives way then if it must.
 */
export function columnsThatFit(columns: readonly MeasuredColumn[], available: number, fixed = 0): string[] {
  let total = columns.reduce((sum, column) => sum + (column.width ?? 0), fixed)
  const hidden: string[] = []
  for (let index = columns.length - 1; index > 0 && total > available; index -= 1) {
    const column = columns[index] as MeasuredColumn
    hidden.push(column.id)
    total -= column.width ?? 0
  }
  return hidden
}

const sameWidths = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) => a.size === b.size && [...a].every(([id, width]) => b.get(id) === width)

/**
 * Which of the operator's visible columns (`visible`, in order) the table hides so that it fits its
 * scroll box: beside an open record the right-hand columns give way instead of sitting out of reach.
 * Widths are read from the header cells while the table overflows (then no column is stretched). A
 * box that reports no width (not laid out, a test DOM) fits everything. `rows`: the page, measured anew.
 * Not `enabled`: every column stays (the table scrolls sideways).
 */
export function useColumnsThatFit(scrollRef: RefObject<HTMLElement | null>, visible: readonly string[], selectable: boolean, rows: unknown, enabled = true) {
  const [available, setAvailable] = useState(0)
  const [measured, setMeasured] = useState<{ widths: ReadonlyMap<string, number>; fixed: number }>({ widths: new Map(), fixed: 0 })

  useLayoutEffect(() => {
    const box = scrollRef.current
    if (!box) return
    const read = () => setAvailable(box.clientWidth)
    read()
    const observer = new ResizeObserver(read)
    observer.observe(box)
    return () => observer.disconnect()
  }, [scrollRef])

  const visibleKey = visible.join('\u0000')
  const hidden = useMemo(() => {
    if (!enabled || available <= 0) return []
    const ids = visibleKey ? visibleKey.split('\u0000') : []
    return columnsThatFit(ids.map((id) => ({ id, width: measured.widths.get(id) })), available, measured.fixed)
  }, [enabled, available, measured, visibleKey])
  const shownKey = visible.filter((id) => !hidden.includes(id)).join('\u0000')

  // After each change: while the table is wider than its box, its header cells are at their narrowest.
  useLayoutEffect(() => {
    const box = scrollRef.current
    const table = box?.querySelector('table')
    if (!enabled || !box || !table || box.clientWidth <= 0 || table.scrollWidth <= box.clientWidth) return
    const cells = [...table.querySelectorAll<HTMLElement>('thead tr:last-child > th')]
    const check = selectable ? cells.shift() : undefined
    const widths = new Map(measured.widths)
    shownKey.split('\u0000').forEach((id, index) => {
      const width = cells[index]?.offsetWidth
      if (width && id) widths.set(id, width)
    })
    const fixed = check?.offsetWidth ?? 0
    if (fixed !== measured.fixed || !sameWidths(widths, measured.widths)) setMeasured({ widths, fixed })
  }, [enabled, scrollRef, selectable, measured, shownKey, available, rows])

  return hidden
}
