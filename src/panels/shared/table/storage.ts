import { useCallback, useEffect, useState } from 'react'
import type { ColumnVisibilityState, Updater } from '@tanstack/react-table'
import { functionalUpdate } from '@tanstack/react-table'

/** localStorage key of a table's column visibility. */
export function columnsStorageKey(tableId: string): string {
  return `medusa-console.table.${tableId}.columns`
}

function read(tableId: string, fallback: ColumnVisibilityState): ColumnVisibilityState {
  try {
    const raw = globalThis.localStorage?.getItem(columnsStorageKey(tableId))
    if (!raw) return fallback
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return fallback
    const state: ColumnVisibilityState = { ...fallback }
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'boolean') state[key] = value
    return state
  } catch {
    return fallback // private mode, quota, or a hand-edited value: fall back to the defaults
  }
}

function write(tableId: string, state: ColumnVisibilityState): void {
  try {
    globalThis.localStorage?.setItem(columnsStorageKey(tableId), JSON.stringify(state))
  } catch {
    // Storage is a convenience; the table works without it.
  }
}

/** Tables told when a saved view sets their columns (by table id). */
type ColumnListener = (tableId: string, state: ColumnVisibilityState) => void
const columnListeners = new Set<ColumnListener>()

/** The columns the operator chose for the table (those never changed are left out). */
export const readColumnVisibility = (tableId: string): ColumnVisibilityState => read(tableId, {})

/** Sets a table's columns from outside it (a saved view): remembered, and a table on screen shows them. */
export function applyColumnVisibility(tableId: string, state: ColumnVisibilityState): void {
  write(tableId, state)
  for (const listener of columnListeners) listener(tableId, state)
}

/** Calls `listener` with the table id and its columns whenever a table's columns change; returns the unsubscribe. */
export function onColumnVisibility(listener: ColumnListener): () => void {
  columnListeners.add(listener)
  return () => void columnListeners.delete(listener)
}

/** Column visibility remembered per table id; `initial` applies until the operator changes it. */
export function useStoredColumnVisibility(tableId: string, initial: ColumnVisibilityState = {}) {
  const [state, setState] = useState(() => ({ tableId, visibility: read(tableId, initial) }))
  // A different table id in the same component reads that table's saved state.
  let current = state
  if (state.tableId !== tableId) {
    current = { tableId, visibility: read(tableId, initial) }
    setState(current)
  }
  const visibility = current.visibility
  const initialKey = JSON.stringify(initial)
  useEffect(
    () =>
      onColumnVisibility((changed, state) => {
        if (changed === tableId) setState({ tableId, visibility: { ...(JSON.parse(initialKey) as ColumnVisibilityState), ...state } })
      }),
    [tableId, initialKey],
  )
  const setVisibility = useCallback(
    (updater: Updater<ColumnVisibilityState>) => {
      applyColumnVisibility(tableId, functionalUpdate(updater, visibility))
    },
    [tableId, visibility],
  )
  return [current.visibility, setVisibility] as const
}
