import { createStore, promisifyRequest, type UseStore } from 'idb-keyval'
import type { ActivityEntry } from './entry'

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
  /** Hands the entries to `visit` newest first, past the `skip` newest, until it returns false or none is left. */
  scan: (journal: string, visit: (entry: ActivityEntry) => boolean, skip?: number) => Promise<void>
  span: (journal: string) => Promise<JournalSpan>
  prune: (journal: string, limits: PruneLimits) => Promise<void>
}

const DB_NAME = 'medusa-console-activity'
const STORE_NAME = 'entries'

/** Every key of one journal: [journal, id], ids sorting by time. */
const journalRange = (journal: string, before?: string) =>
  before === undefined ? IDBKeyRange.bound([journal, ''], [journal, '\uffff']) : IDBKeyRange.bound([journal, ''], [journal, before], false, true)

/** Walks a cursor: skips `skip` records at once, then visits one at a time while `visit` asks for more. */
function walk(request: IDBRequest<IDBCursorWithValue | null>, visit: (entry: ActivityEntry) => boolean, skip: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let skipping = skip > 0
    request.onerror = () => reject(request.error ?? new Error('The journal could not be read'))
    request.onsuccess = () => {
      const cursor = request.result
      if (!cursor) return resolve()
      if (skipping) {
        skipping = false
        return cursor.advance(skip)
      }
      try {
        if (visit(cursor.value as ActivityEntry)) cursor.continue()
        else resolve()
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
  })
}

/** Entries read at once when walking a journal: the first batch a table's page, each next one larger. */
const FIRST_BATCH = 50
const LARGEST_BATCH = 800

/**
 * Walks a journal newest first in batches: a key cursor finds each batch's ends (cheap: keys only),
 * one getAll reads its entries. A request per entry costs a browser far more than the entry itself.
 */
async function walkBatches(s: IDBObjectStore, journal: string, visit: (entry: ActivityEntry) => boolean, skip: number): Promise<void> {
  const lowest: IDBValidKey = [journal, '']
  let range = journalRange(journal)
  let size = FIRST_BATCH
  let toSkip = skip
  for (;;) {
    const keys = s.openKeyCursor(range, 'prev')
    let cursor = await promisifyRequest(keys)
    if (cursor && toSkip > 0) {
      cursor.advance(toSkip)
      cursor = await promisifyRequest(keys)
    }
    if (!cursor) return
    const top = cursor.primaryKey
    let bottom: IDBValidKey | undefined = top
    if (size > 1) {
      cursor.advance(size - 1)
      bottom = (await promisifyRequest(keys))?.primaryKey
    }
    const batch = await promisifyRequest(s.getAll(IDBKeyRange.bound(bottom ?? lowest, top)) as IDBRequest<ActivityEntry[]>)
    for (let at = batch.length - 1; at >= 0; at -= 1) {
      const entry = batch[at]
      if (entry && !visit(entry)) return
    }
    if (bottom === undefined) return
    range = IDBKeyRange.bound(lowest, bottom, false, true)
    toSkip = 0
    size = Math.min(size * 4, LARGEST_BATCH)
  }
}

/**
 * The journal in IndexedDB through idb-keyval, each entry under [journal, id], so one journal is a
 * key range: read, counted and pruned without the others, and walked newest first by a cursor that
 * stops where its reader has enough. `dbName` is for tests.
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
    get: (journal, id) => entries('readonly', (s) => promisifyRequest(s.get([journal, id]) as IDBRequest<ActivityEntry | undefined>)),
    load: (journal) => entries('readonly', (s) => promisifyRequest(s.getAll(journalRange(journal)) as IDBRequest<ActivityEntry[]>)),
    scan: (journal, visit, skip = 0) => entries('readonly', (s) => walkBatches(s, journal, visit, skip)),
    span: (journal) =>
      entries('readonly', async (s) => {
        const total = promisifyRequest(s.count(journalRange(journal)))
        let oldest: string | undefined
        // Both requests are made before either is awaited: one transaction, two reads.
        const first = walk(
          s.openCursor(journalRange(journal), 'next'),
          (entry) => {
            oldest = entry.at
            return false
          },
          0,
        )
        const [count] = await Promise.all([total, first])
        return { total: count, oldest }
      }),
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
      const list = of(journal)
      const last = list.at(-1)
      // Ids sort by time: a new entry is appended; a replaced one is put back in its place.
      if (!last || last.id < entry.id) return void journals.set(journal, [...list, entry])
      journals.set(journal, [...list.filter((e) => e.id !== entry.id), entry].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    },
    get: async (journal, id) => of(journal).find((e) => e.id === id),
    load: async (journal) => [...of(journal)],
    scan: async (journal, visit, skip = 0) => {
      const all = of(journal)
      for (const entry of all.slice(0, Math.max(0, all.length - skip)).reverse()) if (!visit(entry)) return
    },
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
    scan: (journal, visit, skip) => pick().scan(journal, visit, skip),
    span: (journal) => pick().span(journal),
    prune: (journal, limits) => pick().prune(journal, limits),
  }
}
