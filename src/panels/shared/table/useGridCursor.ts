import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent, RefObject } from 'react'
import type { RowSelectionState, Updater } from '@tanstack/react-table'
import { functionalUpdate } from '@tanstack/react-table'

const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'])

/** True while the operator types: single-letter keys belong to the field, not the table. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type)
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]') !== null
}

/** Elements inside a row that handle their own clicks and Enter. */
const INTERACTIVE = 'a[href], button, input, select, textarea, label, summary, [role="button"]'

export interface GridCursorOptions<TData> {
  rows: readonly TData[]
  rowIds: readonly string[]
  bodyRef: RefObject<HTMLElement | null>
  /** Without selection, x / shift+x / Space do nothing. */
  selectable?: boolean
  onOpen?: (row: TData) => void
  onFocusedRowChange?: (row: TData, move: FocusedRowMove) => void
  onSelectionChange?: (rows: TData[]) => void
}

export interface FocusedRowMove {
  /**
   * The move came from a key held down (auto-repeat): the cursor is passing the row, not stopping on
   * it. When the key is released the row it stopped on is told again, not held.
   */
  held: boolean
}

const MOVE_KEYS = new Set(['j', 'k', 'ArrowDown', 'ArrowUp'])

/**
 * The row cursor and selection of the grid: one focused row (roving tabindex), j/k/arrows,
 * Home/End, x and shift+x, Enter and Space. Selection is kept by row id and pruned to the rows
 * of the current page whenever the page's rows change.
 */
export function useGridCursor<TData>(options: GridCursorOptions<TData>) {
  const { rows, rowIds, bodyRef, onOpen, onFocusedRowChange, selectable = true } = options
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const [selection, setSelectionState] = useState<RowSelectionState>({})
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null)
  const anchor = useRef<string | null>(null)
  /** A held move key has passed rows since it went down. */
  const passing = useRef(false)

  // Per page of rows, not per key: a 10,000-row page held on `j` renders many times a second.
  const idsKey = useMemo(() => rowIds.join('\u0000'), [rowIds])
  const indexById = useMemo(() => new Map(rowIds.map((id, index) => [id, index])), [rowIds])
  const [prevIdsKey, setPrevIdsKey] = useState(idsKey)
  if (prevIdsKey !== idsKey) {
    setPrevIdsKey(idsKey)
    const present = new Set(rowIds)
    const kept = Object.keys(selection).filter((id) => present.has(id))
    if (kept.length !== Object.keys(selection).length) {
      setSelectionState(Object.fromEntries(kept.map((id) => [id, true as const])))
    }
  }

  const focusedIndex = focusedId === null ? -1 : (indexById.get(focusedId) ?? -1)

  // Tell the owner about selection changes, whatever caused them (keys, clicks, a new page).
  const selectedKey = useMemo(() => rowIds.filter((id) => selection[id]).join('\u0000'), [rowIds, selection])
  const notifySelection = useEffectEvent(() => {
    options.onSelectionChange?.(rows.filter((_, i) => selection[rowIds[i] ?? ''] === true))
  })
  const notifiedKey = useRef('')
  useEffect(() => {
    if (notifiedKey.current === selectedKey) return
    notifiedKey.current = selectedKey
    notifySelection()
  }, [selectedKey])

  // Move DOM focus only when a key or click asked for it, never on a re-render or a refetch.
  // A virtualized body always renders the focused row, and focus() scrolls it into view.
  useEffect(() => {
    if (!focusRequest) return
    const rowEls = bodyRef.current?.querySelectorAll<HTMLElement>('[data-row-id]') ?? []
    for (const el of rowEls) {
      if (el.dataset.rowId === focusRequest.id) {
        if (!el.contains(document.activeElement)) el.focus()
        break
      }
    }
  }, [focusRequest, bodyRef])

  function moveTo(index: number, { focus = true, held = false } = {}) {
    if (!rowIds.length) return
    const next = Math.min(Math.max(index, 0), rowIds.length - 1)
    const id = rowIds[next] as string
    setFocusedId(id)
    if (focus) setFocusRequest({ id })
    const row = rows[next]
    if (id !== focusedId && row !== undefined) onFocusedRowChange?.(row, { held })
    passing.current = held
  }

  function setSelection(updater: Updater<RowSelectionState>) {
    setSelectionState((prev) => functionalUpdate(updater, prev))
  }

  function toggle(id: string) {
    anchor.current = id
    setSelection((prev) => {
      const next = { ...prev }
      if (next[id]) delete next[id]
      else next[id] = true
      return next
    })
  }

  /** Selects every row between the last toggled row and `id` (inclusive). */
  function selectRange(id: string) {
    const to = rowIds.indexOf(id)
    if (to < 0) return
    const anchorIndex = anchor.current === null ? -1 : rowIds.indexOf(anchor.current)
    if (anchorIndex < 0) return toggle(id)
    const [from, end] = anchorIndex < to ? [anchorIndex, to] : [to, anchorIndex]
    setSelection((prev) => {
      const next = { ...prev }
      for (const rowId of rowIds.slice(from, end + 1)) next[rowId] = true
      return next
    })
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    if (isTextEntry(event.target)) return
    const target = event.target instanceof HTMLElement ? event.target : null
    const onControl = target?.closest(INTERACTIVE) != null && !target.matches('input[type="checkbox"]')
    const current = focusedIndex < 0 ? 0 : focusedIndex
    const currentId = rowIds[current]
    const held = event.repeat
    switch (event.key) {
      case 'j':
      case 'ArrowDown':
        moveTo(focusedIndex < 0 ? 0 : focusedIndex + 1, { held })
        break
      case 'k':
      case 'ArrowUp':
        moveTo(focusedIndex < 0 ? 0 : focusedIndex - 1, { held })
        break
      case 'Home':
        moveTo(0)
        break
      case 'End':
        moveTo(rowIds.length - 1)
        break
      case 'x':
      case 'X':
        if (currentId === undefined || !selectable) return
        if (focusedIndex < 0) moveTo(0)
        if (event.shiftKey) selectRange(currentId)
        else toggle(currentId)
        break
      case ' ':
        if (currentId === undefined || !selectable || target?.dataset.rowId === undefined) return
        toggle(currentId)
        break
      case 'Enter': {
        const row = rows[focusedIndex]
        if (onControl || row === undefined || !onOpen) return
        onOpen(row)
        break
      }
      default:
        return
    }
    event.preventDefault()
    event.stopPropagation() // handled here: the app-wide hotkey binder must not run it again
  }

  /** A held move key released: the row the cursor stopped on is where it rests. */
  function onKeyUp(event: KeyboardEvent) {
    if (!passing.current || !MOVE_KEYS.has(event.key)) return
    passing.current = false
    const row = rows[focusedIndex]
    if (row !== undefined) onFocusedRowChange?.(row, { held: false })
  }

  /** A click on a row focuses and opens it; controls inside the row (links, checkbox) act alone. */
  function onRowClick(index: number, event: MouseEvent) {
    const target = event.target instanceof Element ? event.target : null
    if (target?.closest(INTERACTIVE)) return
    moveTo(index)
    const row = rows[index]
    if (row !== undefined) onOpen?.(row)
  }

  /** The row checkbox: a plain click toggles, a shift-click selects the range. */
  function onCheckboxChange(index: number, shiftKey: boolean) {
    const id = rowIds[index]
    if (id === undefined) return
    moveTo(index, { focus: false })
    if (shiftKey) selectRange(id)
    else toggle(id)
  }

  /** A row took DOM focus some other way (Tab, or j from an unfocused page): follow it. */
  function onRowFocus(index: number) {
    if (index !== focusedIndex) moveTo(index, { focus: false })
  }

  return { focusedIndex, selection, setSelection, onKeyDown, onKeyUp, onRowClick, onCheckboxChange, onRowFocus }
}

export type GridCursor = ReturnType<typeof useGridCursor>
