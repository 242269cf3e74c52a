import { useCallback, useState } from 'react'
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
  const setVisibility = useCallback(
    (updater: Updater<ColumnVisibilityState>) => {
      const next = functionalUpdate(updater, visibility)
      write(tableId, next)
      setState({ tableId, visibility: next })
    },
    [tableId, visibility],
  )
  return [current.visibility, setVisibility] as const
}
