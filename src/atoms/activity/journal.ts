import type { ActivityEntry } from './entry'
import { journalKey } from './entry'
import { browserStorage, JOURNAL_LIMITS, type JournalStorage } from './storage'

const DAY_MS = 86_400_000
/** Pruned once per this many writes (and on the first read): pruning reads the journal's count. */
const PRUNE_EVERY = 50

export interface Journal {
  /** Keeps an entry, or replaces the one with its id (its late answer, its background work's end). Never waits, never throws. */
  record: (entry: ActivityEntry) => void
  /** One operator's journal on one store, newest first, after every write asked for before. */
  entries: (operator: string, store: string) => Promise<ActivityEntry[]>
  /** Rewrites one entry of a journal (an undone run gets its undo's id), after every write asked for before. Never throws. */
  amend: (operator: string, store: string, id: string, change: (entry: ActivityEntry) => ActivityEntry) => void
  /** Settles when every write asked for so far has been tried. */
  flushed: () => Promise<void>
  /** Called after each write (the Activity table reads again); returns its removal. */
  subscribe: (listener: () => void) => () => void
}

/**
 * The activity journal over a storage. Writes are queued one after another, apart from the run that
 * made them: a slow or failing IndexedDB never slows or fails a run (a failed write is a console
 * warning). Each journal is pruned by age and size, oldest first.
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

  return {
    record: (entry) => {
      const journal = journalKey(entry.operator, entry.store)
      void enqueue(async () => {
        await storage.put(journal, entry)
        writes += 1
        if (writes % PRUNE_EVERY === 0 || !pruned.has(journal)) await prune(journal)
      }).then(() => listeners.forEach((listener) => listener()))
    },
    entries: async (operator, store) => {
      const journal = journalKey(operator, store)
      const loaded = await enqueue(async () => {
        if (!pruned.has(journal)) await prune(journal)
        return storage.load(journal)
      })
      return (loaded ?? []).reverse()
    },
    amend: (operator, store, id, change) => {
      const journal = journalKey(operator, store)
      void enqueue(async () => {
        const entry = (await storage.load(journal)).find((e) => e.id === id)
        if (entry) await storage.put(journal, change(entry))
      }).then(() => listeners.forEach((listener) => listener()))
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
