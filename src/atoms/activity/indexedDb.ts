import { createStore, promisifyRequest, type UseStore } from 'idb-keyval'
import { openKind, type ActivityEntry, type OpenKind } from './entry'
import type { JournalStorage, ScanRange } from './storage'

const DB_NAME = 'medusa-console-activity'
const STORE_NAME = 'entries'
/** The index of entries still open to being taken back. idb-keyval makes one store per database: a database of its own. */
const OPEN_SUFFIX = '-open'
const OPEN_STORE = 'open'
const KINDS: readonly OpenKind[] = ['run', 'undo']

/** The keys of one journal: [journal, id], ids sorting by time; `from` and `before` narrow it to a time range (ISO). */
const journalRange = (journal: string, { from, before }: ScanRange = {}) =>
  IDBKeyRange.bound([journal, from ?? ''], [journal, before ?? '\uffff'], false, before !== undefined)

/** The index's keys of one journal's open entries of a kind: [journal, kind, id]. */
const openRange = (journal: string, kind: OpenKind, below = '\uffff') => IDBKeyRange.bound([journal, kind, ''], [journal, kind, below], false, true)
/** Written once a journal's entries from before the index (an older console) are in it. */
const coveredKey = (journal: string) => [journal, 'covered']

/**
 * Entries read at once when walking a journal: the first batch a table's page, then 100 at a time.
 * Reading an entry costs the main thread its structured clone: 100 at once stay within a frame
 * (bench:journal, longest task while a filtered table counts), and larger batches were no faster.
 */
const FIRST_BATCH = 50
const LARGEST_BATCH = 100

/**
 * Walks a journal newest first in batches: a key cursor finds each batch's ends (cheap: keys only),
 * one getAll reads its entries. A request per entry costs a browser far more than the entry itself.
 * Each batch is a transaction of its own, so a long walk (a filtered table's count) lets writes in
 * between instead of holding every key's write until it ends.
 */
async function walkBatches(entries: UseStore, journal: string, visit: (entry: ActivityEntry) => boolean, { skip = 0, ...range }: ScanRange): Promise<void> {
  const lowest: IDBValidKey = [journal, range.from ?? '']
  let keyRange = journalRange(journal, range)
  let size = FIRST_BATCH
  let toSkip = skip
  for (;;) {
    const [within, batchSize, skipping] = [keyRange, size, toSkip]
    const batch = await entries('readonly', async (s) => {
      const keys = s.openKeyCursor(within, 'prev')
      let cursor = await promisifyRequest(keys)
      if (cursor && skipping > 0) {
        cursor.advance(skipping)
        cursor = await promisifyRequest(keys)
      }
      if (!cursor) return undefined
      const top = cursor.primaryKey
      let bottom: IDBValidKey | undefined = top
      if (batchSize > 1) {
        cursor.advance(batchSize - 1)
        bottom = (await promisifyRequest(keys))?.primaryKey
      }
      const found = await promisifyRequest(s.getAll(IDBKeyRange.bound(bottom ?? lowest, top)) as IDBRequest<ActivityEntry[]>)
      return { found, bottom }
    })
    if (!batch) return
    for (let at = batch.found.length - 1; at >= 0; at -= 1) {
      const entry = batch.found[at]
      if (entry && !visit(entry)) return
    }
    if (batch.bottom === undefined) return
    keyRange = IDBKeyRange.bound(lowest, batch.bottom, false, true)
    toSkip = 0
    size = Math.min(size * 2, LARGEST_BATCH)
  }
}

/** A store of a database, opened at its first use (not at import). */
function lazyStore(dbName: string, storeName: string): UseStore {
  let store: UseStore | undefined
  return (mode, callback) => (store ??= createStore(dbName, storeName))(mode, callback)
}

/**
 * The journal in IndexedDB through idb-keyval, each entry under [journal, id], so one journal is a
 * key range: read, counted and pruned without the others, and walked newest first by a cursor that
 * stops where its reader has enough. Beside it, an index of the entries still open to being taken
 * back ([journal, kind, id]), kept by the same writes: mod+z finds its run there, however long ago
 * it was or whether there is one at all, without walking the journal. `dbName` is for tests.
 */
export function indexedDbStorage(dbName = DB_NAME): JournalStorage {
  const entries = lazyStore(dbName, STORE_NAME)
  const open = lazyStore(`${dbName}${OPEN_SUFFIX}`, OPEN_STORE)
  const covering = new Map<string, Promise<void>>()

  const get = (journal: string, id: string) => entries('readonly', (s) => promisifyRequest(s.get([journal, id]) as IDBRequest<ActivityEntry | undefined>))

  /** Files the entry in the index under its kind, or out of it (undone, or never undoable). */
  const index = (journal: string, entry: ActivityEntry) =>
    open('readwrite', (s) => {
      const kind = openKind(entry)
      for (const other of KINDS) if (other !== kind) s.delete([journal, other, entry.id])
      if (kind) s.put(true, [journal, kind, entry.id])
      return promisifyRequest(s.transaction)
    })

  /** Entries written before the index existed are filed once: one walk, when the journal has no index yet. */
  const backfill = async (journal: string) => {
    if ((await open('readonly', (s) => promisifyRequest(s.get(coveredKey(journal))))) !== undefined) return
    const found: Array<[OpenKind, string]> = []
    await walkBatches(entries, journal, (entry) => {
      const kind = openKind(entry)
      if (kind) found.push([kind, entry.id])
      return true
    }, {})
    await open('readwrite', (s) => {
      for (const [kind, id] of found) s.put(true, [journal, kind, id])
      s.put(true, coveredKey(journal))
      return promisifyRequest(s.transaction)
    })
  }
  const covered = (journal: string) => {
    let done = covering.get(journal)
    if (!done) {
      covering.set(journal, (done = backfill(journal)))
      done.catch(() => covering.delete(journal))
    }
    return done
  }

  /** The newest key of the index of that kind, if any. */
  const newestOpen = (journal: string, kind: OpenKind) =>
    open('readonly', async (s) => (await promisifyRequest(s.openKeyCursor(openRange(journal, kind), 'prev')))?.primaryKey)

  return {
    put: async (journal, entry) => {
      // Two databases, two transactions: the entry is checked again when found through the index.
      await Promise.all([
        entries('readwrite', (s) => {
          s.put(entry, [journal, entry.id])
          return promisifyRequest(s.transaction)
        }),
        index(journal, entry),
      ])
    },
    get,
    load: async (journal) => {
      // In batches too: one getAll of 10,000 entries held the main thread for seconds (the CSV export).
      const all: ActivityEntry[] = []
      await walkBatches(entries, journal, (entry) => all.push(entry) > 0, {})
      return all.reverse()
    },
    scan: (journal, visit, range = {}) => walkBatches(entries, journal, visit, range),
    lastOpen: async (journal, kind) => {
      await covered(journal)
      for (;;) {
        const key = await newestOpen(journal, kind)
        if (!Array.isArray(key)) return undefined
        const entry = await get(journal, String(key[2]))
        if (entry && openKind(entry) === kind) return entry
        // Filed but no longer open (a rewrite of the entry that did not reach the index): dropped, the next one tried.
        await open('readwrite', (s) => {
          s.delete(key)
          return promisifyRequest(s.transaction)
        })
      }
    },
    span: (journal) =>
      entries('readonly', async (s) => {
        // Both requests are made before either is awaited: one transaction, two reads.
        const [total, first] = await Promise.all([promisifyRequest(s.count(journalRange(journal))), promisifyRequest(s.openCursor(journalRange(journal), 'next'))])
        return { total, oldest: (first?.value as ActivityEntry | undefined)?.at }
      }),
    prune: async (journal, { before, keep }) => {
      const oldestKept = await entries('readwrite', async (s) => {
        s.delete(journalRange(journal, { before }))
        const count = await promisifyRequest(s.count(journalRange(journal)))
        if (count > keep) {
          const oldest = await promisifyRequest(s.getAllKeys(journalRange(journal), count - keep))
          for (const key of oldest) s.delete(key)
        }
        const [first] = await promisifyRequest(s.getAllKeys(journalRange(journal), 1))
        await promisifyRequest(s.transaction)
        return Array.isArray(first) ? String(first[1]) : undefined
      })
      // The index follows: what is older than the oldest entry kept goes from it too.
      await open('readwrite', (s) => {
        for (const kind of KINDS) s.delete(openRange(journal, kind, oldestKept))
        return promisifyRequest(s.transaction)
      })
    },
  }
}
