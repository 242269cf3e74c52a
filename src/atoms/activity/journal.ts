import type { ActivityEntry } from './entry'
import { journalKey } from './entry'
import { browserStorage, JOURNAL_LIMITS, type JournalSpan, type JournalStorage } from './storage'

const DAY_MS = 86_400_000
/** Pruned once per this many writes (and on the first read): pruning reads the journal's count. */
const PRUNE_EVERY = 50

/** A page of a journal, newest first: `count` entries match, of `total` going back to `oldest`. */
export interface JournalPage extends JournalSpan {
  entries: ActivityEntry[]
  count: number
}

export interface PageRequest {
  offset: number
  limit: number
  /** Only entries it accepts (the table's filters): then every entry is walked, to count the matches. */
  matches?: (entry: ActivityEntry) => boolean
}

export interface Journal {
  /** Keeps an entry, or replaces the one with its id (its late answer, its background work's end). Never waits, never throws. */
  record: (entry: ActivityEntry) => void
  /** One operator's journal on one store, newest first, after every write asked for before: the whole of it (the CSV export). */
  entries: (operator: string, store: string) => Promise<ActivityEntry[]>
  /** One page of it, newest first: reads that page's entries only, unless it filters. */
  page: (operator: string, store: string, request: PageRequest) => Promise<JournalPage>
  /** One entry by its id. */
  entry: (operator: string, store: string, id: string) => Promise<ActivityEntry | undefined>
  /** The newest entry `test` accepts: read newest first, stopping there (or after the newest `within`). */
  find: (operator: string, store: string, test: (entry: ActivityEntry) => boolean, within?: number) => Promise<ActivityEntry | undefined>
  /** Rewrites one entry of a journal (an undone run gets its undo's id), after every write asked for before. Never throws. */
  amend: (operator: string, store: string, id: string, change: (entry: ActivityEntry) => ActivityEntry) => void
  /** Settles when every write asked for so far has been tried. */
  flushed: () => Promise<void>
  /** Called after each write (the Activity table reads again); returns its removal. */
  subscribe: (listener: () => void) => () => void
}

/** The page of a journal that matches: counted over every entry, only the page's kept. */
async function filteredPage(storage: JournalStorage, journal: string, { offset, limit, matches }: Required<PageRequest>): Promise<JournalPage> {
  const entries: ActivityEntry[] = []
  let count = 0
  let total = 0
  let oldest: string | undefined
  await storage.scan(journal, (entry) => {
    total += 1
    oldest = entry.at
    if (!matches(entry)) return true
    if (count >= offset && count < offset + limit) entries.push(entry)
    count += 1
    return true
  })
  return { entries, count, total, oldest }
}

/**
 * The activity journal over a storage. Writes are queued one after another, apart from the run that
 * made them: a slow or failing IndexedDB never slows or fails a run (a failed write is a console
 * warning). Each journal is pruned by age and size, oldest first. Reads take what they show: a page,
 * an entry, the newest entry of a kind; never the whole journal but for an export.
 */
export function createJournal(storage: JournalStorage, now: () => Date = () => new Date(), limits: { days: number; entries: number } = JOURNAL_LIMITS): Journal {
  let queue: Promise<void> = Promise.resolve()
  let writes = 0
  const pruned = new Set<string>()
  const listeners = new Set<() => void>()

  const enqueue = <T>(task: () => Promise<T>): Promise<T | undefined> => {
    const done = queue.then(task).catch((error: unknown) => {
      console.warn('Activity journal: could not save or read', error)
      return undefined
    })
    queue = done.then(() => undefined)
    return done
  }
  const prune = (journal: string) => {
    pruned.add(journal)
    return storage.prune(journal, { before: new Date(now().getTime() - limits.days * DAY_MS).toISOString(), keep: limits.entries })
  }
  /** A read after every write asked for before, the journal pruned first if it was not yet. */
  const read = <T>(operator: string, store: string, task: (journal: string) => Promise<T>) => {
    const journal = journalKey(operator, store)
    return enqueue(async () => {
      if (!pruned.has(journal)) await prune(journal)
      return task(journal)
    })
  }
  const told = () => listeners.forEach((listener) => listener())

  return {
    record: (entry) => {
      const journal = journalKey(entry.operator, entry.store)
      void enqueue(async () => {
        await storage.put(journal, entry)
        writes += 1
        if (writes % PRUNE_EVERY === 0 || !pruned.has(journal)) await prune(journal)
      }).then(told)
    },
    entries: async (operator, store) => ((await read(operator, store, (journal) => storage.load(journal))) ?? []).reverse(),
    page: async (operator, store, { offset, limit, matches }) => {
      const page = await read(operator, store, async (journal): Promise<JournalPage> => {
        if (matches) return filteredPage(storage, journal, { offset, limit, matches })
        const entries: ActivityEntry[] = []
        const [span] = await Promise.all([storage.span(journal), storage.scan(journal, (entry) => entries.push(entry) < limit, offset)])
        return { entries: limit > 0 ? entries : [], count: span.total, ...span }
      })
      return page ?? { entries: [], count: 0, total: 0 }
    },
    entry: (operator, store, id) => read(operator, store, (journal) => storage.get(journal, id)),
    find: (operator, store, test, within = Infinity) =>
      read(operator, store, async (journal) => {
        let found: ActivityEntry | undefined
        let seen = 0
        await storage.scan(journal, (entry) => {
          seen += 1
          if (test(entry)) found = entry
          return found === undefined && seen < within
        })
        return found
      }),
    amend: (operator, store, id, change) => {
      const journal = journalKey(operator, store)
      void enqueue(async () => {
        const entry = await storage.get(journal, id)
        if (entry) await storage.put(journal, change(entry))
      }).then(told)
    },
    flushed: () => queue,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** The browser's journal: IndexedDB, one per origin, shared by every app store of the tab. */
export const activityJournal = createJournal(browserStorage())
