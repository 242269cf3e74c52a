import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { journalKey, newEntryId, type ActivityEntry } from '@/atoms/activity/entry'
import { createJournal } from '@/atoms/activity/journal'
import { indexedDbStorage, memoryStorage, type JournalStorage } from '@/atoms/activity/storage'

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
    const broken: JournalStorage = {
      put: () => Promise.reject(new Error('QuotaExceededError')),
      load: () => Promise.reject(new Error('gone')),
      prune: () => Promise.resolve(),
    }
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
