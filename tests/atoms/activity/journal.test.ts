import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { journalKey, newEntryId, type ActivityEntry } from '@/atoms/activity/entry'
import { createJournal } from '@/atoms/activity/journal'
import { indexedDbStorage, JOURNAL_LIMITS, memoryStorage, type JournalStorage } from '@/atoms/activity/storage'

const STORE = 'http://localhost:9000'
let databases = 0
/** A database of this test's own: a second storage over the same name is the journal after a reload. */
const freshDb = () => `activity-test-${(databases += 1)}`

function entry(at: string, title = 'Edit product', operator = 'anna@example.com'): ActivityEntry {
  return {
    id: newEntryId(at),
    at,
    operator,
    store: STORE,
    command: { id: 'products.edit', title },
    records: [{ name: 'Medusa Sweatpants', kind: 'product', id: 'prod_1' }],
    args: [{ label: 'Title', value: 'Sweatpants' }],
    changes: [{ record: 'Medusa Sweatpants', field: 'Title', before: 'Medusa Sweatpants', after: 'Sweatpants' }],
    outcome: { status: 'done' },
    undo: { undoable: false },
  }
}

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 10)).toISOString()

// IndexedDB for this file only: the unit tests share one module graph and global scope.
beforeAll(() => {
  vi.stubGlobal('indexedDB', new IDBFactory())
  vi.stubGlobal('IDBKeyRange', IDBKeyRange)
})
afterAll(() => vi.unstubAllGlobals())
afterEach(() => vi.restoreAllMocks())

describe('the journal in IndexedDB', () => {
  it('survives a reload: a new storage over the same database reads what the first wrote, per operator and store', async () => {
    const name = freshDb()
    const before = createJournal(indexedDbStorage(name))
    before.record(entry(day(1), 'Edit product'))
    before.record(entry(day(2), 'Set status'))
    before.record(entry(day(2), 'Edit customer', 'ben@example.com'))
    await before.flushed()

    const after = createJournal(indexedDbStorage(name), () => new Date(day(3)))
    const anna = await after.entries('anna@example.com', STORE)
    expect(anna.map((e) => e.command.title)).toEqual(['Set status', 'Edit product'])
    expect(anna[1]?.changes).toEqual([{ record: 'Medusa Sweatpants', field: 'Title', before: 'Medusa Sweatpants', after: 'Sweatpants' }])
    expect((await after.entries('ben@example.com', STORE)).map((e) => e.command.title)).toEqual(['Edit customer'])
    expect(await after.entries('anna@example.com', 'https://other.example')).toEqual([])
  })

  it('replaces an entry written again under its id (a late answer, a job that ended)', async () => {
    const journal = createJournal(indexedDbStorage(freshDb()))
    const first = entry(day(1))
    journal.record({ ...first, outcome: { status: 'no-answer', reason: 'You stopped waiting' } })
    journal.record({ ...first, outcome: { status: 'done' } })
    const entries = await journal.entries('anna@example.com', STORE)
    expect(entries.map((e) => e.outcome.status)).toEqual(['done'])
  })

  it('prunes by age and by size, oldest first', async () => {
    const storage = indexedDbStorage(freshDb())
    const key = journalKey('anna@example.com', STORE)
    for (const n of [1, 2, 3, 20, 21, 22, 23, 24]) await storage.put(key, entry(day(n), `Run on day ${n}`))
    // Ten days kept, at most three entries: days 1–3 are too old, day 20 one too many.
    const journal = createJournal(storage, () => new Date(day(25)), { days: 10, entries: 4 })
    const kept = await journal.entries('anna@example.com', STORE)
    expect(kept.map((e) => e.command.title)).toEqual(['Run on day 24', 'Run on day 23', 'Run on day 22', 'Run on day 21'])
    expect((await storage.load(key)).length).toBe(4)
  })
})

describe('the journal’s writes', () => {
  it('never fail a run: a storage that throws is a console warning, and reading it gives an empty journal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const gone = () => Promise.reject(new Error('gone'))
    const broken: JournalStorage = { put: () => Promise.reject(new Error('QuotaExceededError')), get: gone, load: gone, scan: gone, lastOpen: gone, span: gone, prune: () => Promise.resolve() }
    const journal = createJournal(broken)
    expect(() => journal.record(entry(day(1)))).not.toThrow()
    await journal.flushed()
    expect(await journal.entries('anna@example.com', STORE)).toEqual([])
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('tell their listeners after each write, and are read in the order they were made', async () => {
    const journal = createJournal(memoryStorage())
    const heard = vi.fn()
    const stop = journal.subscribe(heard)
    journal.record(entry(day(1), 'First'))
    journal.record(entry(day(1), 'Second'))
    expect((await journal.entries('anna@example.com', STORE)).map((e) => e.command.title)).toEqual(['Second', 'First'])
    expect(heard).toHaveBeenCalledTimes(2)
    stop()
  })
})

/** An entry whose run can be taken back (a status set), `undone` when it was already. */
function undoable(at: string, title: string, undone = false): ActivityEntry {
  const plan = { revert: 'products', steps: [{ id: 'prod_1', name: 'Medusa Sweatpants', field: 'status', before: 'draft', after: 'published' }] }
  return { ...entry(at, title), undo: { undoable: true, plans: [plan], ...(undone ? { undoneBy: 'later' } : {}) } }
}

/** A storage that counts what is read of it: whole journals, entries walked, entries got by id. */
function countingReads(storage: JournalStorage) {
  const reads = { loads: 0, walked: 0, gets: 0 }
  const counting: JournalStorage = {
    ...storage,
    load: (journal) => {
      reads.loads += 1
      return storage.load(journal)
    },
    get: (journal, id) => {
      reads.gets += 1
      return storage.get(journal, id)
    },
    scan: (journal, visit, range) =>
      storage.scan(
        journal,
        (e) => {
          reads.walked += 1
          return visit(e)
        },
        range,
      ),
  }
  const reset = () => Object.assign(reads, { loads: 0, walked: 0, gets: 0 })
  return { reads, counting, reset }
}

const minute = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 60_000).toISOString()

describe('a journal of 10,000 entries', () => {
  it('is what the journal keeps', () => {
    expect(JOURNAL_LIMITS.entries).toBe(10_000)
  })

  it('reads the Activity table’s page, an entry and the last undoable run without loading the journal', async () => {
    const memory = memoryStorage()
    const key = journalKey('anna@example.com', STORE)
    // Oldest first: every run undoable but the newest two (the last of them taken back already).
    const made: ActivityEntry[] = []
    for (let n = 0; n < 10_000; n += 1) made.push(n < 9_998 ? undoable(minute(n), `Run ${n}`) : n === 9_998 ? undoable(minute(n), `Run ${n}`, true) : entry(minute(n), `Run ${n}`))
    for (const e of made) await memory.put(key, e)
    const { reads, counting, reset } = countingReads(memory)
    const journal = createJournal(counting, () => new Date(minute(10_001)))

    const first = await journal.page('anna@example.com', STORE, { offset: 0, limit: 50 })
    expect(first.entries.map((e) => e.command.title).slice(0, 3)).toEqual(['Run 9999', 'Run 9998', 'Run 9997'])
    expect(first).toMatchObject({ count: 10_000, total: 10_000, oldest: minute(0) })
    expect(first.entries).toHaveLength(50)
    expect(reads).toEqual({ loads: 0, walked: 50, gets: 0 })

    reset()
    const third = await journal.page('anna@example.com', STORE, { offset: 100, limit: 50 })
    expect(third.entries[0]?.command.title).toBe('Run 9899')
    expect(reads.walked).toBe(50)

    reset()
    const last = await journal.lastOpen('anna@example.com', STORE, 'run')
    expect(last?.command.title).toBe('Run 9997')
    expect(reads).toEqual({ loads: 0, walked: 0, gets: 0 })

    reset()
    expect((await journal.entry('anna@example.com', STORE, made[42]!.id))?.command.title).toBe('Run 42')
    expect(reads).toEqual({ loads: 0, walked: 0, gets: 1 })

    // One more run recorded: the first page is read the same way.
    reset()
    journal.record(undoable(minute(10_000), 'Run 10000'))
    const after = await journal.page('anna@example.com', STORE, { offset: 0, limit: 50 })
    expect(after.entries[0]?.command.title).toBe('Run 10000')
    expect(reads).toEqual({ loads: 0, walked: 50, gets: 0 })
  })

  it('tells a filtered page once it is filled, then counts every entry, keeping only the page', async () => {
    const memory = memoryStorage()
    const key = journalKey('anna@example.com', STORE)
    for (let n = 0; n < 300; n += 1) await memory.put(key, entry(minute(n), n % 3 === 0 ? `Publish ${n}` : `Edit ${n}`))
    const journal = createJournal(memory, () => new Date(minute(301)))
    let counted: (count: number) => void = () => undefined
    const exact = new Promise<number>((resolve) => (counted = resolve))
    const page = await journal.page('anna@example.com', STORE, { offset: 10, limit: 5, matches: (e) => e.command.title.startsWith('Publish'), counted, wanted: () => true })
    expect(page.entries.map((e) => e.command.title)).toEqual(['Publish 267', 'Publish 264', 'Publish 261', 'Publish 258', 'Publish 255'])
    // The page and one match past it (there is a next page): 16 so far.
    expect(page).toMatchObject({ count: 16, counting: true, total: 300, oldest: minute(0) })
    expect(await exact).toBe(100)
  })

  it('is paged, counted and searched newest first in IndexedDB as in memory', async () => {
    const name = freshDb()
    const storage = indexedDbStorage(name)
    const key = journalKey('anna@example.com', STORE)
    for (let n = 0; n < 30; n += 1) await storage.put(key, n === 4 ? undoable(minute(n), `Run ${n}`) : entry(minute(n), `Run ${n}`))
    await storage.put(journalKey('ben@example.com', STORE), undoable(minute(40), 'Ben’s run'))
    const { reads, counting } = countingReads(storage)
    const journal = createJournal(counting, () => new Date(minute(31)))
    const page = await journal.page('anna@example.com', STORE, { offset: 10, limit: 5 })
    expect(page.entries.map((e) => e.command.title)).toEqual(['Run 19', 'Run 18', 'Run 17', 'Run 16', 'Run 15'])
    expect(page).toMatchObject({ count: 30, total: 30, oldest: minute(0) })
    expect(reads.walked).toBe(5)
    expect((await journal.lastOpen('anna@example.com', STORE, 'run'))?.command.title).toBe('Run 4')
    expect(await journal.lastOpen('anna@example.com', STORE, 'undo')).toBeUndefined()
    expect((await journal.page('anna@example.com', STORE, { offset: 28, limit: 5 })).entries.map((e) => e.command.title)).toEqual(['Run 1', 'Run 0'])
    expect(await journal.page('carl@example.com', STORE, { offset: 0, limit: 5 })).toEqual({ entries: [], count: 0, total: 0, oldest: undefined })
    expect(reads.loads).toBe(0)
  })
})
