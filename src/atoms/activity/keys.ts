import { queryOptions } from '@tanstack/react-query'
import type { Atom } from 'jotai'
import { atomWithQuery, type AtomWithQueryResult } from 'jotai-tanstack-query'
import { getClientConfig } from '@/api/client'
import { sessionAtom } from '@/atoms/core/session'
import { OUTCOME_LABELS, type ActivityEntry, type OutcomeStatus } from './entry'
import { activityJournal } from './journal'

/** The Activity table's filters, as the URL holds them. */
export interface ActivityFilters {
  /** Text in the command's title. */
  command?: string
  /** Text in a touched record's name. */
  record?: string
  outcome?: OutcomeStatus
  /** First and last day, YYYY-MM-DD, in the operator's time zone. */
  from?: string
  to?: string
}

export interface ActivityPage extends ActivityFilters {
  limit: number
  offset: number
}

export interface ActivityList {
  entries: ActivityEntry[]
  /** How many entries match the filters: while `counting`, how many matched so far. */
  count: number
  /** The filtered journal is still being walked: `count` is a floor, made exact when the walk ends. */
  counting?: boolean
  /** How many entries the journal holds, and when its oldest was made (ISO): how far back it goes. */
  total: number
  oldest?: string
  /** Which filtered walk read it (never shown). */
  walk?: number
}

export const isOutcomeStatus = (value: string | undefined): value is OutcomeStatus => value !== undefined && value in OUTCOME_LABELS

/** The operator's calendar day of an ISO time: 'YYYY-MM-DD'. */
export function localDay(iso: string): string {
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const has = (text: string, q: string) => text.toLowerCase().includes(q.trim().toLowerCase())

/** Whether any filter is set: a page without one is read as it is, one entry per row. */
export function hasFilters({ command, record, outcome, from, to }: ActivityFilters): boolean {
  return Boolean(command?.trim() || record?.trim() || outcome || from || to)
}

export function matchesFilters(entry: ActivityEntry, filters: ActivityFilters): boolean {
  const { command, record, outcome, from, to } = filters
  if (command?.trim() && !has(entry.command.title, command)) return false
  if (record?.trim() && !entry.records.some((r) => has(r.name, record)) && !entry.changes.some((c) => has(c.record, record))) return false
  if (outcome && entry.outcome.status !== outcome) return false
  const day = from || to ? localDay(entry.at) : ''
  if (from && day < from) return false
  if (to && day > to) return false
  return true
}

/** The ISO times a day filter spans: from the start of `from` to the end of `to`, operator's days (a malformed day is no bound). */
export function dayRange({ from, to }: ActivityFilters): { from?: string; before?: string } {
  const startOf = (day: string | undefined, plus = 0) => {
    const [year, month, date] = (day ?? '').split('-').map(Number)
    if (!year || !month || !date) return undefined
    const start = new Date(year, month - 1, date + plus)
    return Number.isNaN(start.getTime()) ? undefined : start.toISOString()
  }
  return { from: startOf(from), before: startOf(to, 1) }
}

/** The journal of one operator on one store: read from this browser, never from Medusa. */
export interface JournalOf {
  operator: string
  store: string
}

/** Filtered walks started: a count is made exact on the page of its own walk only. */
let walks = 0
/** The newest walk of each filtered page: an older one (a new run read the page again) stops counting. */
const newestWalk = new Map<string, number>()

export const activityQueries = {
  all: ['activity'] as const,
  /** Every entry matching the filters, newest first (the CSV export). */
  matching: (journal: JournalOf, filters: ActivityFilters) =>
    queryOptions({
      queryKey: [...activityQueries.all, 'matching', journal, filters] as const,
      queryFn: async () => (await activityJournal.entries(journal.operator, journal.store)).filter((e) => matchesFilters(e, filters)),
      staleTime: 0,
    }),
  /**
   * The page the table shows: only its entries are read. A filtered one walks the journal (a date
   * filter its days only): its page is shown once filled, its count made exact when the walk ends.
   */
  list: (journal: JournalOf, page: ActivityPage) =>
    queryOptions({
      queryKey: [...activityQueries.all, 'list', journal, page] as const,
      queryFn: async ({ client, queryKey }): Promise<ActivityList> => {
        const { offset, limit } = page
        if (!hasFilters(page)) {
          const { entries, count, total, oldest } = await activityJournal.page(journal.operator, journal.store, { offset, limit })
          return { entries, count, total, oldest }
        }
        const walk = (walks += 1)
        const which = JSON.stringify(queryKey)
        newestWalk.set(which, walk)
        const cache = client.getQueryCache()
        const { entries, count, total, oldest, counting } = await activityJournal.page(journal.operator, journal.store, {
          offset,
          limit,
          matches: (entry) => matchesFilters(entry, page),
          ...dayRange(page),
          // Made exact on the page this walk told, not on one read since (a new run refetched it).
          counted: (exact) => client.setQueryData<ActivityList>(queryKey, (list) => (list?.walk === walk ? { ...list, count: exact, counting: false } : list)),
          // Counting stops when no table shows this page any more (the filter changed, the area closed), or a newer walk counts it.
          wanted: () => newestWalk.get(which) === walk && (cache.find({ queryKey, exact: true })?.getObserversCount() ?? 0) > 0,
        })
        return { entries, count, total, oldest, counting, walk }
      },
    }),
  /** A row of a page already read (the table prefetches the focused row's record). */
  row: (id: string) =>
    queryOptions({
      queryKey: [...activityQueries.all, 'row', id] as const,
      queryFn: ({ client }) => {
        for (const [, list] of client.getQueriesData<ActivityList>({ queryKey: [...activityQueries.all, 'list'] })) {
          const entry = list?.entries.find((e) => e.id === id)
          if (entry) return { entry }
        }
        throw new Error('This activity is not on the pages read.')
      },
    }),
  /** One entry of the journal. */
  detail: (journal: JournalOf, id: string) =>
    queryOptions({
      queryKey: [...activityQueries.all, 'detail', journal, id] as const,
      queryFn: async () => {
        const entry = await activityJournal.entry(journal.operator, journal.store, id)
        if (!entry) throw new Error('This activity is no longer in the journal: it may have been pruned.')
        return { entry }
      },
    }),
}

/** The signed-in operator's journal on the server the session is on. */
export const journalOfSession = (operator: string): JournalOf => ({ operator, store: getClientConfig().baseUrl })

const listAtoms = new Map<string, Atom<AtomWithQueryResult<ActivityList, Error>>>()

/** The Activity table's list atom: the page of the signed-in operator's journal. */
export function activityListAtom(page: ActivityPage): Atom<AtomWithQueryResult<ActivityList, Error>> {
  const key = JSON.stringify(page)
  let found = listAtoms.get(key)
  if (!found) listAtoms.set(key, (found = atomWithQuery((get) => activityQueries.list(journalOfSession(get(sessionAtom).email), page))))
  return found
}
