import type { ActivityEntry, OpenKind } from './entry'
import { journalKey } from './entry'
import { browserStorage, JOURNAL_LIMITS, type JournalSpan, type JournalStorage } from './storage'

const DAY_MS = 86_400_000
/** Pruned once per this many writes (and on the first read): pruning reads the journal's count. */
const PRUNE_EVERY = 50

/** A page of a journal, newest first: `count` entries match, of `total` going back to `oldest`. */
export interface JournalPage extends JournalSpan {
  entries: ActivityEntry[]
  count: number
  /** A filtered page told before the walk ended: `count` is what matched so far ("at least"), the walk goes on. */
  counting?: boolean
}

export interface PageRequest {
  offset: number
  limit: number
  /** Only entries it accepts (the table's filters): the page is told once it is filled, the count when every entry in range was walked. */
  matches?: (entry: ActivityEntry) => boolean
  /** Only entries made in [from, before) (ISO): a date filter reads that key range only. */
  from?: string
  before?: string
  /** A filtered page told early: the exact count, once the walk went through the range. */
  counted?: (count: number) => void
  /** Asked now and then while the walk goes on past the page: false stops it (nobody shows the count any more). */
  wanted?: () => boolean
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
  /** The newest entry still open to being taken back as a run (mod+z) or an undo (mod+shift+z): found through an index, not a walk. */
  lastOpen: (operator: string, store: string, kind: OpenKind) => Promise<ActivityEntry | undefined>
  /** Rewrites one entry of a journal (an undone run gets its undo's id), after every write asked for before. Never throws. */
  amend: (operator: string, store: string, id: string, change: (entry: ActivityEntry) => ActivityEntry) => void
  /** Settles when every write asked for so far has been tried. */
  flushed: () => Promise<void>
  /** Called after each write (the Activity table reads again); returns its removal. */
  subscribe: (listener: () => void) => () => void
}

/** How many entries a filtered walk visits between two asks whether its count is still wanted. */
const ASK_EVERY = 200

/**
 * The page of a journal that matches, told as soon as it is filled and one more match is found (so
 * the table knows there is a next page): `counting`, its count a floor. The walk then goes on to count
 * the rest and tells `counted`, unless nobody wants the count any more. Told at the walk's end when
 * the page is not filled before it.
 */
function filteredPage(storage: JournalStorage, journal: string, request: PageRequest & { matches: (entry: ActivityEntry) => boolean }): Promise<JournalPage> {
  const { offset, limit, matches, from, before, counted } = request
  const wanted = request.wanted ?? (() => counted !== undefined)
  const span = storage.span(journal)
  const entries: ActivityEntry[] = []
  let count = 0
  let seen = 0
  let told = false
  let stopped = false
  return new Promise<JournalPage>((resolve, reject) => {
    const tell = (counting: boolean) => {
      told = true
      const page = { entries, count, counting }
      void span.then((s) => resolve({ ...page, ...s }), reject)
    }
    const visit = (entry: ActivityEntry) => {
      seen += 1
      if (matches(entry)) {
        if (count >= offset && count < offset + limit) entries.push(entry)
        count += 1
        if (!told && count > offset + limit) tell(true)
      }
      if (told && seen % ASK_EVERY === 0 && !wanted()) stopped = true
      return !stopped
    }
    storage.scan(journal, visit, { from, before }).then(
      () => {
        if (!told) tell(false)
        else if (!stopped) counted?.(count)
      },
      (error: unknown) => (told ? console.warn('Activity journal: could not count the filtered journal', error) : reject(error)),
    )
  })
}

/**
 * The activity journal over a storage. Writes are queued one after another, apart from the run that
 * made them: a slow or failing IndexedDB never slows or fails a run (a failed write is a console
 * warning). Reads wait for the writes asked for before them, but not for each other, and hold up no
 * write: a filtered table counting its matches never delays mod+z. Each journal is pruned by age and
 * size, oldest first. Reads take what they show: a page, an entry, the last run open to undo (an
 * index); never the whole journal but for an export.
 */
export function createJournal(storage: JournalStorage, now: () => Date = () => new Date(), limits: { days: number; entries: number } = JOURNAL_LIMITS): Journal {
  let queue: Promise<void> = Promise.resolve()
  let writes = 0
  const pruned = new Set<string>()
  const listeners = new Set<() => void>()

  const warned = (error: unknown) => {
    console.warn('Activity journal: could not save or read', error)
    return undefined
  }
  const enqueue = (task: () => Promise<void>): Promise<void> => {
    const done = queue.then(task).catch(warned)
    queue = done
    return done
  }
  const prune = (journal: string) => {
    pruned.add(journal)
    return storage.prune(journal, { before: new Date(now().getTime() - limits.days * DAY_MS).toISOString(), keep: limits.entries })
  }
  /** A read after every write asked for before (the journal pruned first if it was not yet), outside the write queue. */
  const read = async <T>(operator: string, store: string, task: (journal: string) => Promise<T>): Promise<T | undefined> => {
    const journal = journalKey(operator, store)
    await (pruned.has(journal) ? queue : enqueue(() => prune(journal)))
    return task(journal).catch(warned)
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
    page: async (operator, store, request) => {
      const { offset, limit, matches } = request
      const page = await read(operator, store, async (journal): Promise<JournalPage> => {
        if (matches) return filteredPage(storage, journal, { ...request, matches })
        const entries: ActivityEntry[] = []
        const [span] = await Promise.all([storage.span(journal), storage.scan(journal, (entry) => entries.push(entry) < limit, { skip: offset })])
        return { entries: limit > 0 ? entries : [], count: span.total, ...span }
      })
      return page ?? { entries: [], count: 0, total: 0 }
    },
    entry: (operator, store, id) => read(operator, store, (journal) => storage.get(journal, id)),
    lastOpen: (operator, store, kind) => read(operator, store, (journal) => storage.lastOpen(journal, kind)),
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
