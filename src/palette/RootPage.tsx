import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { startTransition, useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { AnyCommand } from '@/commands/core/define'
import type { RecordHit } from '@/commands/core/records'
import { matchCommands, TYPED_QUERY_LIMIT } from './match'
import styles from './Palette.module.css'
import { isRecordShaped, useRecordSearch } from './RecordResults'
import { commandRow, optionId, recordRow, ResultList, type Row, type RowGroup } from './ResultList'
import { paletteSeedQueryAtom, recentCommandsAtom } from './state'
import { useEnterThatWaits, type TypeAhead } from './typeAhead'

export { matchCommands, rankCommand, TYPED_QUERY_LIMIT } from './match'

interface RootPageProps {
  commands: readonly AnyCommand[]
  onPick: (command: AnyCommand) => void
  /** Opens a found record's panel. */
  onOpen: (path: string) => void
  labelId: string
  /** Keys typed past an Enter that waits for the records, for the pages that follow. */
  typeAhead: TypeAhead
}

/** The groups the list shows for a query: exact records, recent commands, matching commands, other records. */
export function buildGroups(commands: readonly AnyCommand[], recentIds: readonly string[], query: string, hits: readonly RecordHit[]): RowGroup[] {
  const text = query.trim()
  const exact = hits.filter((hit) => hit.exact)
  const partial = hits.filter((hit) => !hit.exact)
  const recent = text ? [] : recentIds.map((id) => commands.find((c) => c.id === id)).filter((c): c is AnyCommand => Boolean(c))
  const groups: RowGroup[] = []
  // A record named exactly ('#1042', its SKU or code) comes first, so Enter opens it; others follow the commands.
  if (exact.length) groups.push({ heading: 'Records', rows: exact.map(recordRow) })
  if (recent.length) groups.push({ heading: 'Recent', rows: recent.map((command) => commandRow(command, 'recent')) })
  for (const [group, list] of matchCommands(commands, text, TYPED_QUERY_LIMIT)) groups.push({ heading: group, rows: list.map((command) => commandRow(command, group)) })
  if (partial.length) groups.push({ heading: exact.length ? 'More records' : 'Records', rows: partial.map(recordRow) })
  return groups
}

/** How the list is drawn after the palette opens: not in the opening key's frame, then a screenful, then every row. */
type ListStage = 'none' | 'first' | 'all'

/** As many rows as fill the list's first paint, and a little more. */
const FIRST_PAINT_ROWS = 24

function rowsOf(groups: RowGroup[], stage: ListStage): RowGroup[] {
  if (stage === 'all') return groups
  let left = stage === 'first' ? FIRST_PAINT_ROWS : 0
  const kept: RowGroup[] = []
  for (const group of groups) {
    if (left <= 0) break
    kept.push(group.rows.length <= left ? group : { ...group, rows: group.rows.slice(0, left) })
    left -= group.rows.length
  }
  return kept
}

/**
 * The opening key's frame shows the dialog and its focused field alone; a screenful of rows follows
 * in the render after that frame, and the rest of the list in a transition after them.
 */
function useListStage(): ListStage {
  const shown = useDeferredValue(true, false)
  const [all, setAll] = useState(false)
  useEffect(() => {
    if (shown) startTransition(() => setAll(true))
  }, [shown])
  return all ? 'all' : shown ? 'first' : 'none'
}

/** The row a navigation key selects, from the selected one (arrows loop; alt moves by group; meta to an end). */
function moveTo(groups: readonly RowGroup[], current: string | undefined, event: KeyboardEvent): string | undefined {
  const rows = groups.flatMap((group) => group.rows)
  const index = rows.findIndex((row) => row.key === current)
  const down = event.key === 'ArrowDown' || (event.ctrlKey && (event.key === 'n' || event.key === 'j'))
  const up = event.key === 'ArrowUp' || (event.ctrlKey && (event.key === 'p' || event.key === 'k'))
  if (event.key === 'Home' || (up && event.metaKey)) return rows[0]?.key
  if (event.key === 'End' || (down && event.metaKey)) return rows.at(-1)?.key
  if ((up || down) && event.altKey) {
    const at = groups.findIndex((group) => group.rows.some((row) => row.key === current))
    const next = groups[at + (down ? 1 : -1)]
    if (next) return next.rows[0]?.key
  }
  if (down) return rows[(index + 1) % rows.length]?.key
  if (up) return rows[index <= 0 ? rows.length - 1 : index - 1]?.key
  return undefined
}

/** Every available command, grouped; fuzzy on title and keywords; recent ones first when empty. */
export function RootPage({ commands, onPick, onOpen, labelId, typeAhead }: RootPageProps) {
  const store = useStore()
  const clearSeed = useSetAtom(paletteSeedQueryAtom)
  const [query, setQuery] = useState('')
  // The field shows each key at once; the list follows in a render React may interrupt for the next key.
  const listQuery = useDeferredValue(query)
  const recentIds = useAtomValue(recentCommandsAtom)
  const records = useRecordSearch(listQuery)
  // Keys and Enter act on the whole list while its rows are still being drawn.
  const groups = useMemo(() => buildGroups(commands, recentIds, listQuery, records.hits), [commands, recentIds, listQuery, records.hits])
  const stage = useListStage()
  const shownGroups = useMemo(() => rowsOf(groups, stage), [groups, stage])
  // The operator's choice holds while the list answers the query it was made in; otherwise the best
  // match is selected.
  const list = useMemo(() => ({ query: listQuery, hits: records.hits, commands, recentIds }), [listQuery, records.hits, commands, recentIds])
  const [chosen, setChosen] = useState<{ key: string; list: typeof list; byKey: boolean } | null>(null)
  // Records that come in after the choice (a slower finder's) keep it, while its row is still listed.
  const keepsChoice =
    chosen !== null &&
    (chosen.list === list ||
      (chosen.list.query === list.query && chosen.list.commands === list.commands && chosen.list.recentIds === list.recentIds && groups.some((group) => group.rows.some((row) => row.key === chosen.key))))
  const selectedKey = keepsChoice ? chosen.key : groups[0]?.rows[0]?.key
  const listId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const fieldRef = useRef<HTMLInputElement>(null)
  const scrolled = useRef(false)

  const actions = useRef({ onPick, onOpen })
  useLayoutEffect(() => {
    actions.current = { onPick, onOpen }
  })
  const pick = useCallback((row: Row | undefined) => {
    if (row?.command) actions.current.onPick(row.command)
    else if (row?.hit) actions.current.onOpen(row.hit.path)
  }, [])
  // An Enter typed before a record-shaped query's records are in waits for them, then takes the top
  // row: an exact record comes first (`#1042 ⏎` typed at once opens the order), else the best command.
  const enter = useEnterThatWaits(
    typeAhead,
    (text) => listQuery === text && query === text && !records.searching,
    () => {
      const top = groups[0]?.rows[0]
      pick(top)
      return top ? 'answered' : 'nothing'
    },
    () => null,
  )
  const latestList = useRef(list)
  useLayoutEffect(() => {
    latestList.current = list
  }, [list])
  const hover = useCallback((row: Row) => setChosen({ key: row.key, list: latestList.current, byKey: false }), [])

  // A new list starts at its top, unless it keeps the choice; the selected row is kept in view as the keys move it.
  useLayoutEffect(() => {
    if (keepsChoice) return
    if (scrolled.current && listRef.current) listRef.current.scrollTop = 0
    scrolled.current = false
  }, [groups, keepsChoice])
  useEffect(() => {
    if (!chosen?.byKey || !keepsChoice) return
    scrolled.current = true
    document.getElementById(optionId(listId, chosen.key))?.scrollIntoView({ block: 'nearest' })
  }, [chosen, keepsChoice, list, listId])

  // The field takes the keyboard in the commit that shows it, before the dialog would focus it: without
  // scrolling it into view, so the browser need not lay the page out for it there and again in the frame.
  useLayoutEffect(() => fieldRef.current?.focus({ preventScroll: true }), [])

  // What was typed while the palette was loading becomes its query (Enter picks the best match).
  // Read in the commit that puts the palette on screen: from then on the palette takes the keys.
  useLayoutEffect(() => {
    const seed = store.get(paletteSeedQueryAtom)
    clearSeed({ query: '', submit: false })
    if (!seed.query && !seed.submit) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the seed lives outside React until this commit
    setQuery(seed.query)
    const best = matchCommands(commands, seed.query.trim())[0]?.[1][0]
    if (seed.submit && isRecordShaped(seed.query)) enter.wait(seed.query)
    else if (seed.submit && best) onPick(best)
    // Only once, for what was typed before the palette appeared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing || event.keyCode === 229) return
    if (event.key === 'Enter') {
      event.preventDefault()
      // The field's own value: keys typed at speed can arrive before React renders the last one.
      const typed = event.currentTarget.value
      if (isRecordShaped(typed) && (typed !== listQuery || records.searching)) return enter.wait(typed)
      // Enter typed before the list caught up picks the best match of what the field shows.
      if (listQuery !== typed) return pick(buildGroups(commands, recentIds, typed, [])[0]?.rows[0])
      return pick(groups.flatMap((group) => group.rows).find((row) => row.key === selectedKey))
    }
    const next = moveTo(groups, selectedKey, event)
    if (next === undefined) return
    event.preventDefault()
    setChosen({ key: next, list, byKey: true })
  }

  const rowCount = groups.reduce((n, group) => n + group.rows.length, 0)
  return (
    <div className={styles.command}>
      <input
        ref={fieldRef}
        data-autofocus
        type="text"
        role="combobox"
        aria-labelledby={labelId}
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={selectedKey === undefined ? undefined : optionId(listId, selectedKey)}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        value={query}
        onChange={(event) => (enter.cancel(), setQuery(event.target.value))}
        onKeyDown={onKeyDown}
        placeholder="Type a command or search…"
        className={styles.input}
      />
      <ResultList
        groups={shownGroups}
        pending={stage === 'none'}
        listId={listId}
        listRef={listRef}
        selectedKey={selectedKey}
        onPick={pick}
        onHover={hover}
        empty={rowCount === 0 && !records.searching && stage !== 'none' ? 'No command or record matches' : null}
        status={records.error ? `Records could not be searched: ${records.error}` : records.searching ? 'Searching records…' : null}
      />
    </div>
  )
}
