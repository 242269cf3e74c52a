import { openKind, type ActivityEntry, type OpenKind } from './entry'
import { indexedDbStorage } from './indexedDb'

export { indexedDbStorage }

/** How much of the journal is kept: what is older, or beyond the newest this many, is pruned (oldest first). */
export const JOURNAL_LIMITS = { days: 90, entries: 10_000 } as const

export interface PruneLimits {
  /** Entries made before this ISO time go. */
  before: string
  /** At most this many of the newest stay. */
  keep: number
}

/** How many entries a journal holds, and when its oldest was made (ISO). */
export interface JournalSpan {
  total: number
  oldest?: string
}

/** Which of a journal's entries a walk visits. */
export interface ScanRange {
  /** Past this many of the newest (a page's offset). */
  skip?: number
  /** Only entries made at or after `from` and before `before` (ISO times: ids sort by time, so a date filter is a key range). */
  from?: string
  before?: string
}

/**
 * Where journals are kept: one per operator and store (`journal`), entries in time order. Only the
 * CSV export loads a whole journal: a page, an entry and the last undoable run are read by themselves.
 */
export interface JournalStorage {
  /** Adds an entry, or replaces the one with its id. */
  put: (journal: string, entry: ActivityEntry) => Promise<void>
  /** One entry by its id. */
  get: (journal: string, id: string) => Promise<ActivityEntry | undefined>
  /** The journal's entries, oldest first. */
  load: (journal: string) => Promise<ActivityEntry[]>
  /** Hands the entries in `range` to `visit` newest first, until it returns false or none is left. */
  scan: (journal: string, visit: (entry: ActivityEntry) => boolean, range?: ScanRange) => Promise<void>
  /** The newest entry still open to being taken back as `kind` (entry.ts openKind): found without walking the journal. */
  lastOpen: (journal: string, kind: OpenKind) => Promise<ActivityEntry | undefined>
  span: (journal: string) => Promise<JournalSpan>
  prune: (journal: string, limits: PruneLimits) => Promise<void>
}

/** A journal kept in memory only: where the browser has no IndexedDB (tests, a private window that refuses it). */
export function memoryStorage(): JournalStorage {
  const journals = new Map<string, ActivityEntry[]>()
  const of = (journal: string) => journals.get(journal) ?? []
  return {
    put: async (journal, entry) => {
      const list = of(journal)
      const last = list.at(-1)
      // Ids sort by time: a new entry is appended; a replaced one is put back in its place.
      if (!last || last.id < entry.id) return void journals.set(journal, [...list, entry])
      journals.set(journal, [...list.filter((e) => e.id !== entry.id), entry].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    },
    get: async (journal, id) => of(journal).find((e) => e.id === id),
    load: async (journal) => [...of(journal)],
    scan: async (journal, visit, { skip = 0, from = '', before } = {}) => {
      const all = of(journal).filter((e) => e.id >= from && (before === undefined || e.id < before))
      for (const entry of all.slice(0, Math.max(0, all.length - skip)).reverse()) if (!visit(entry)) return
    },
    // In memory a walk is what an index would be: the newest open entry of the kind.
    lastOpen: async (journal, kind) => of(journal).findLast((e) => openKind(e) === kind),
    span: async (journal) => ({ total: of(journal).length, oldest: of(journal)[0]?.at }),
    prune: async (journal, { before, keep }) => {
      const kept = of(journal).filter((e) => e.id >= before)
      journals.set(journal, kept.slice(Math.max(0, kept.length - keep)))
    },
  }
}

/** IndexedDB where the browser has it, else memory: chosen at the first use, not at import. */
export function browserStorage(): JournalStorage {
  let chosen: JournalStorage | undefined
  const pick = () => (chosen ??= typeof indexedDB === 'undefined' ? memoryStorage() : indexedDbStorage())
  return {
    put: (journal, entry) => pick().put(journal, entry),
    get: (journal, id) => pick().get(journal, id),
    load: (journal) => pick().load(journal),
    scan: (journal, visit, range) => pick().scan(journal, visit, range),
    lastOpen: (journal, kind) => pick().lastOpen(journal, kind),
    span: (journal) => pick().span(journal),
    prune: (journal, limits) => pick().prune(journal, limits),
  }
}
