import { defaultFilter } from 'cmdk'
import type { AnyCommand } from '@/commands/core/define'

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

function rankText(title: string, rest: string, search: string, lower = { title: title.toLowerCase(), rest: rest.toLowerCase() }): number {
  const query = search.toLowerCase()
  if (hasEveryChar(lower.title, query)) {
    const byTitle = defaultFilter(title, search)
    if (byTitle > 0) return 0.5 + byTitle / 2
  }
  return hasEveryChar(lower.rest, query) ? defaultFilter(rest, search) / 2 : 0
}

interface Searchable {
  title: string
  rest: string
  lower: { title: string; rest: string }
}

/** A command's title and its other words (keywords, group), read and lower-cased once per command. */
const searchText = new WeakMap<AnyCommand, Searchable>()
function searchableOf(command: AnyCommand): Searchable {
  let found = searchText.get(command)
  if (!found) {
    const rest = [...(command.keywords ?? []), command.group].join(' ')
    found = { title: command.title, rest, lower: { title: command.title.toLowerCase(), rest: rest.toLowerCase() } }
    searchText.set(command, found)
  }
  return found
}

/**
 * The commands matching a query, best first, grouped by their best match. A typed query keeps the
 * `limit` best: each key then repaints a short list, not the whole registry.
 */
export function matchCommands(commands: readonly AnyCommand[], query: string, limit = Infinity): Array<[string, AnyCommand[]]> {
  const scored: Array<{ command: AnyCommand; index: number; score: number }> = []
  commands.forEach((command, index) => {
    const text = searchableOf(command)
    const score = query ? rankText(text.title, text.rest, query, text.lower) : 1
    if (score > 0) scored.push({ command, index, score })
  })
  const kept = query ? scored.sort((a, b) => b.score - a.score || a.index - b.index).slice(0, limit) : scored
  const groups = new Map<string, { best: number; list: AnyCommand[] }>()
  for (const item of kept) {
    const group = groups.get(item.command.group)
    if (group) {
      group.list.push(item.command)
      group.best = Math.max(group.best, item.score)
    } else groups.set(item.command.group, { best: item.score, list: [item.command] })
  }
  return [...groups]
    .sort(([, a], [, b]) => (query ? b.best - a.best : 0))
    .map(([group, { list }]) => [group, list])
}

/** How many commands a typed query lists (the best ones); an empty query lists them all. */
export const TYPED_QUERY_LIMIT = 30
