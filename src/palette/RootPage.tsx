import { Command, defaultFilter } from 'cmdk'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useLayoutEffect, useState } from 'react'
import type { AnyCommand } from '@/commands/core/define'
import { Kbd } from '@/ui/Kbd'
import styles from './Palette.module.css'
import { RecordGroup, useRecordSearch } from './RecordResults'
import { paletteSeedQueryAtom, recentCommandsAtom } from './state'

interface RootPageProps {
  commands: readonly AnyCommand[]
  onPick: (command: AnyCommand) => void
  /** Opens a found record's panel. */
  onOpen: (path: string) => void
  labelId: string
}

function Item({ command, onPick, group }: { command: AnyCommand; onPick: (c: AnyCommand) => void; group: string }) {
  return (
    <Command.Item
      value={`${group}:${command.id}`}
      onSelect={() => onPick(command)}
      className={styles.item}
    >
      <span>{command.title}</span>
      {command.hotkey && <Kbd hotkey={command.hotkey} className={styles.itemKbd} />}
    </Command.Item>
  )
}

/**
 * Fuzzy on the title first: 'create prod' must rank 'Create product' above a command that only
 * matches scattered letters across its keywords. Keywords still find what the title does not say.
 */
export function rankCommand(_value: string, search: string, keywords: string[] = []): number {
  const [title = '', ...rest] = keywords
  return rankText(title, rest.join(' '), search)
}

/**
 * Every character of the query somewhere in the text: without it the fuzzy score is 0 (the scorer
 * forgives order, for transposed keys, but not a missing character). A plain scan that spares the
 * scorer most of a 250-command registry on each key.
 */
function hasEveryChar(text: string, query: string): boolean {
  for (const char of query) if (char !== ' ' && char !== '-' && !text.includes(char)) return false
  return true
}

function rankText(title: string, rest: string, search: string): number {
  const query = search.toLowerCase()
  if (hasEveryChar(title.toLowerCase(), query)) {
    const byTitle = defaultFilter(title, search)
    if (byTitle > 0) return 0.5 + byTitle / 2
  }
  return hasEveryChar(rest.toLowerCase(), query) ? defaultFilter(rest, search) / 2 : 0
}

/** A command's title and its other words (keywords, group), read once per command. */
const searchText = new WeakMap<AnyCommand, { title: string; rest: string }>()
function searchableOf(command: AnyCommand) {
  let found = searchText.get(command)
  if (!found) {
    found = { title: command.title, rest: [...(command.keywords ?? []), command.group].join(' ') }
    searchText.set(command, found)
  }
  return found
}

/**
 * The commands matching a query, best first, grouped by their best match. A typed query keeps the
 * `limit` best: each key then repaints a short list, not the whole registry.
 */
export function matchCommands(commands: readonly AnyCommand[], query: string, limit = Infinity): Array<[string, AnyCommand[]]> {
  const scored = commands
    .map((command, index) => ({ command, index, score: query ? rankText(searchableOf(command).title, searchableOf(command).rest, query) : 1 }))
    .filter((item) => item.score > 0)
  const kept = query ? [...scored].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, limit) : scored
  const groups = new Map<string, Array<{ command: AnyCommand; score: number }>>()
  for (const item of kept) groups.set(item.command.group, [...(groups.get(item.command.group) ?? []), item])
  const best = (list: Array<{ score: number }>) => Math.max(...list.map((item) => item.score))
  return [...groups]
    .sort(([, a], [, b]) => (query ? best(b) - best(a) : 0))
    .map(([group, list]) => [group, list.map((item) => item.command)])
}

/** How many commands a typed query lists (the best ones); an empty query lists them all. */
export const TYPED_QUERY_LIMIT = 30

/** Every available command, grouped; fuzzy on title and keywords; recent ones first when empty. */
export function RootPage({ commands, onPick, onOpen, labelId }: RootPageProps) {
  const store = useStore()
  const clearSeed = useSetAtom(paletteSeedQueryAtom)
  const [query, setQuery] = useState('')
  const recentIds = useAtomValue(recentCommandsAtom)
  const recent = query
    ? []
    : recentIds.map((id) => commands.find((c) => c.id === id)).filter((c): c is AnyCommand => Boolean(c))
  const groups = matchCommands(commands, query.trim(), TYPED_QUERY_LIMIT)
  const records = useRecordSearch(query)
  // A record named exactly ('#1042', its SKU or code) comes first, so Enter opens it; others follow the commands.
  const exact = records.hits.filter((hit) => hit.exact)
  const partial = records.hits.filter((hit) => !hit.exact)
  // What was typed while the palette was loading becomes its query (Enter picks the best match).
  // Read in the commit that puts the palette on screen: from then on the palette takes the keys.
  useLayoutEffect(() => {
    const seed = store.get(paletteSeedQueryAtom)
    clearSeed({ query: '', submit: false })
    if (!seed.query && !seed.submit) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the seed lives outside React until this commit
    setQuery(seed.query)
    const best = matchCommands(commands, seed.query.trim())[0]?.[1][0]
    if (seed.submit && best) onPick(best)
    // Only once, for what was typed before the palette appeared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    // Filtering and ordering are ours (matchCommands), so the list order is what React renders.
    <Command label="Commands" className={styles.command} shouldFilter={false} loop>
      <Command.Input
        data-autofocus
        aria-labelledby={labelId}
        value={query}
        onValueChange={setQuery}
        placeholder="Type a command or search…"
        className={styles.input}
      />
      <Command.List className={styles.list}>
        {!records.searching && <Command.Empty className={styles.empty}>No command or record matches</Command.Empty>}
        <RecordGroup heading="Records" hits={exact} onOpen={onOpen} />
        {recent.length > 0 && (
          <Command.Group heading="Recent" className={styles.group}>
            {recent.map((command) => (
              <Item key={command.id} command={command} onPick={onPick} group="recent" />
            ))}
          </Command.Group>
        )}
        {groups.map(([group, list]) => (
          <Command.Group key={group} heading={group} className={styles.group}>
            {list.map((command) => (
              <Item key={command.id} command={command} onPick={onPick} group={group} />
            ))}
          </Command.Group>
        ))}
        <RecordGroup heading={exact.length ? 'More records' : 'Records'} hits={partial} onOpen={onOpen} />
        {(records.searching || records.error) && (
          <p role="status" className={styles.status}>
            {records.error ? `Records could not be searched: ${records.error}` : 'Searching records…'}
          </p>
        )}
      </Command.List>
    </Command>
  )
}
