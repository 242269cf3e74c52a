import { hashKey, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { atom, type Atom } from 'jotai'
import { atomWithQuery, type AtomWithQueryResult } from 'jotai-tanstack-query'
import { queryAtomFamily, registerQueryKey } from './query'

/** A list query in two stages: its rows without the costly relations, and the same page with them. */
export interface StagedList<P, T, KRows extends QueryKey, KFull extends QueryKey> {
  /** The page's rows as Medusa answers them cheaply: what the table paints first. */
  rows: (params: P) => UseQueryOptions<T, Error, T, KRows>
  /** The same page with the relations a column reads that make Medusa's answer slow at scale. */
  full: (params: P) => UseQueryOptions<T, Error, T, KFull>
  /**
   * The rows' answer with the full answer's relations laid on each row of the same id (a row the full
   * answer lacks keeps its relations unread). The rows' own fields win: they are as new or newer.
   */
  merge: (rows: T, full: T) => T
  /** The rows' answer with each row marked by `markUnread`: what the table shows when the relations' answer failed. */
  unread: (rows: T) => T
}

// Rows whose relations' answer failed: their cells say so instead of waiting ('…') for it.
const unreadRows = new WeakSet<object>()

/** Copies of `rows` marked as rows whose relations could not be read (`relationsUnread`). */
export function markUnread<R extends object>(rows: readonly R[]): R[] {
  return rows.map((row) => {
    const copy = { ...row }
    unreadRows.add(copy)
    return copy
  })
}

/** Whether a row's relations were asked and not answered: a cell shows 'not loaded', not '…'. */
export const relationsUnread = (row: object): boolean => unreadRows.has(row)

/**
 * One atom per parameter reading a staged list: the rows as soon as their cheap answer is there, the
 * costly relations laid on them when theirs arrives (#32: Medusa 1.20 joins a relation before it pages,
 * so a customers page with its groups takes 300 ms on 100,000 customers and without them 100 ms). The
 * relations are asked for once the rows have come; the atom's query key (stop waiting, retry, new
 * records) is the rows'.
 */
export function stagedQueryAtomFamily<P, T, KRows extends QueryKey, KFull extends QueryKey>(
  staged: StagedList<P, T, KRows, KFull>,
): (params: P) => Atom<AtomWithQueryResult<T, Error>> {
  const rowsAtom = queryAtomFamily(staged.rows)
  const atoms = new Map<string, Atom<AtomWithQueryResult<T, Error>>>()
  return (params: P) => {
    const rowsKey = staged.rows(params).queryKey
    const key = hashKey(rowsKey)
    let found = atoms.get(key)
    if (!found) {
      const rowsOf = rowsAtom(params)
      const fullOptions = staged.full(params)
      // Asked once the rows are in: on Medusa's one thread the two at once slowed the rows' answer too.
      const fullOf = atomWithQuery((get) => ({ ...fullOptions, enabled: fullOptions.enabled !== false && get(rowsOf).data !== undefined }))
      let last: { rows: T; full: T | Error; merged: T } | undefined
      found = atom((get) => {
        const rows = get(rowsOf)
        const full = get(fullOf)
        if (rows.data === undefined) return full.data === undefined ? rows : full
        // Still coming, or not asked (a filter put the relations in the rows' answer).
        if (full.data === undefined && !full.error) return rows
        // The same two answers give the same merged page: the table keeps its rows' identity.
        const answer: T | Error = full.data === undefined ? (full.error as Error) : full.data
        let page = last?.rows === rows.data && last.full === answer ? last.merged : undefined
        if (!page) {
          page = full.data === undefined ? staged.unread(rows.data) : staged.merge(rows.data, full.data)
          last = { rows: rows.data, full: answer, merged: page }
        }
        return { ...rows, data: page } as AtomWithQueryResult<T, Error>
      })
      registerQueryKey(found, rowsKey)
      atoms.set(key, found)
    }
    return found
  }
}

/** The rows of `rows` with `relations(fullRow)` laid on each row that `full` holds under the same id. */
export function withRelationsOf<R extends { id: string }>(rows: readonly R[], full: readonly R[], relations: (row: R, fullRow: R) => R): R[] {
  const byId = new Map(full.map((row) => [row.id, row]))
  return rows.map((row) => {
    const fullRow = byId.get(row.id)
    return fullRow ? relations(row, fullRow) : row
  })
}
