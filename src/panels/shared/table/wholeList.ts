import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { focusAtom, selectionAtom, type EntityKind, type EntityMap, type Focus } from '@/atoms/core/context'
import { operatorMessage } from '@/atoms/core/errors'

/** Paging props for a list Medusa returns whole: one page as long as the list, no page controls. */
export const onePage = (rows: number) => {
  const size = Math.max(rows, 1)
  return { onPaginationChange: undefined, limit: size, pageSizes: [size] }
}

interface ListResult {
  isPending: boolean
  error: Error | null
  refetch: () => unknown
}

const rowId = (row: { id: string }) => row.id

/** DataTable props for rows read whole from one query (a store's currencies, the invites). */
export const wholeList = <TRow extends { id: string }>(rows: readonly TRow[], result: ListResult) => ({
  rows,
  count: rows.length,
  getRowId: rowId,
  loading: result.isPending,
  error: result.error ? operatorMessage(result.error) : undefined,
  onRetry: () => void result.refetch(),
  ...onePage(rows.length),
})

/**
 * Focus and selection for a table whose rows open no panel: the focused row, whole, is what commands
 * act on, and the selected rows what bulk runs act on. Leaving clears them if they are still this kind's.
 */
export function useRowFocus<K extends EntityKind, TRow extends EntityMap[K] & { id: string }>(kind: K) {
  const setFocus = useSetAtom(focusAtom)
  const setSelection = useSetAtom(selectionAtom)
  useEffect(
    () => () => {
      setFocus((f) => (f?.kind === kind ? null : f))
      setSelection((s) => (s?.kind === kind ? null : s))
    },
    [kind, setFocus, setSelection],
  )
  return {
    // `kind` and the row's type are correlated through K, which TypeScript cannot follow into the union.
    onFocusedRowChange: (row: TRow) => setFocus({ kind, id: row.id, entity: row } as Focus),
    onSelectionChange: (rows: TRow[]) => setSelection(rows.length ? { kind, ids: rows.map(rowId), records: rows } : null),
  }
}
