import { createStore, promisifyRequest, type UseStore } from 'idb-keyval'
import type { ActivityEntry } from './entry'

/** How much of the journal is kept: what is older, or beyond the newest this many, is pruned (oldest first). */
export const JOURNAL_LIMITS = { days: 90, entries: 5_000 } as const

export interface PruneLimits {
  /** Entries made before this ISO time go. */
  before: string
  /** At most this many of the newest stay. */
  keep: number
}

/** Where journals are kept: one per operator and store (`journal`), entries in time order. */
export interface JournalStorage {
  /** Adds an entry, or replaces the one with its id. */
  put: (journal: string, entry: ActivityEntry) => Promise<void>
  /** The journal's entries, oldest first. */
  load: (journal: string) => Promise<ActivityEntry[]>
  prune: (journal: string, limits: PruneLimits) => Promise<void>
}

const DB_NAME = 'medusa-console-activity'
const STORE_NAME = 'entries'

/** Every key of one journal: [journal, id], ids sorting by time. */
const journalRange = (journal: string, before?: string) =>
  before === undefined ? IDBKeyRange.bound([journal, ''], [journal, '\uffff']) : IDBKeyRange.bound([journal, ''], [journal, before], false, true)

/**
 * The journal in IndexedDB through idb-keyval, each entry under [journal, id], so one journal is a
 * key range: read, counted and pruned without the others. `dbName` is for tests.
 */
export function indexedDbStorage(dbName = DB_NAME): JournalStorage {
  let store: UseStore | undefined
  const entries: UseStore = (mode, callback) => (store ??= createStore(dbName, STORE_NAME))(mode, callback)
  return {
    put: (journal, entry) =>
      entries('readwrite', (s) => {
        s.put(entry, [journal, entry.id])
        return promisifyRequest(s.transaction)
      }),
    load: (journal) => entries('readonly', (s) => promisifyRequest(s.getAll(journalRange(journal)) as IDBRequest<ActivityEntry[]>)),
    prune: (journal, { before, keep }) =>
      entries('readwrite', async (s) => {
        s.delete(journalRange(journal, before))
        const count = await promisifyRequest(s.count(journalRange(journal)))
        if (count > keep) {
          const oldest = await promisifyRequest(s.getAllKeys(journalRange(journal), count - keep))
          for (const key of oldest) s.delete(key)
        }
        return promisifyRequest(s.transaction)
      }),
  }
}

/** A journal kept in memory only: where the browser has no IndexedDB (tests, a private window that refuses it). */
export function memoryStorage(): JournalStorage {
  const journals = new Map<string, ActivityEntry[]>()
  const of = (journal: string) => journals.get(journal) ?? []
  return {
    put: async (journal, entry) => {
      const rest = of(journal).filter((e) => e.id !== entry.id)
      journals.set(journal, [...rest, entry].sort((a, b) => a.id.localeCompare(b.id)))
    },
    load: async (journal) => [...of(journal)],
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
    load: (journal) => pick().load(journal),
    prune: (journal, limits) => pick().prune(journal, limits),
  }
}
