import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb'
import { createStore, keys, setMany } from 'idb-keyval'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { journalKey, newEntryId, type ActivityEntry } from '@/atoms/activity/entry'
import { createJournal } from '@/atoms/activity/journal'
import { dayRange } from '@/atoms/activity/keys'
import { indexedDbStorage, memoryStorage, type JournalStorage } from '@/atoms/activity/storage'

// mod+z and mod+shift+z find their entry through an index of the entries still open to being taken
// back, kept by the journal's own writes: never by walking the journal, also when there is none. A
// filtered Activity page is told once filled, its count after, and a day filter reads its days only.

const STORE = 'http://localhost:9000'
const ANNA = 'anna@example.com'
const KEY = journalKey(ANNA, STORE)
let databases = 0
const freshDb = () => `open-index-test-${(databases += 1)}`
const minute = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 60_000).toISOString()

const plan = { revert: 'products', steps: [{ id: 'prod_1', name: 'Medusa Sweatpants', field: 'status', before: 'draft', after: 'published' }] }

function run(n: number, undo: ActivityEntry['undo'] = { undoable: false }, title = `Run ${n}`): ActivityEntry {
  const at = minute(n)
  return { id: newEntryId(at), at, operator: ANNA, store: STORE, command: { id: 'products.set-status', title }, records: [], args: [], changes: [], outcome: { status: 'done' }, undo }
}
const undoable = (n: number) => run(n, { undoable: true, plans: [plan] })
/** The undo of `of`: open to a redo. */
const undoOf = (n: number, of: ActivityEntry) => run(n, { undoable: true, plans: [plan], undoes: { id: of.id, title: of.command.title, redo: false } }, `Undo ${of.command.title}`)

beforeAll(() => {
  vi.stubGlobal('indexedDB', new IDBFactory())
  vi.stubGlobal('IDBKeyRange', IDBKeyRange)
})
afterAll(() => vi.unstubAllGlobals())
afterEach(() => vi.restoreAllMocks())

describe.each([
  ['IndexedDB', () => indexedDbStorage(freshDb())],
  ['memory', () => memoryStorage()],
])('the last entry open to undo, in %s', (_name, storageOf: () => JournalStorage) => {
  it('is the newest run not taken back for mod+z, the newest undo not redone for mod+shift+z', async () => {
    const journal = createJournal(storageOf(), () => new Date(minute(100)))
    const [first, second] = [undoable(1), undoable(2)]
    for (const e of [first, second, run(3), run(4)]) journal.record(e)
    expect((await journal.lastOpen(ANNA, STORE, 'run'))?.command.title).toBe('Run 2')
    expect(await journal.lastOpen(ANNA, STORE, 'undo')).toBeUndefined()

    // Run 2 undone: mod+z goes on to Run 1, mod+shift+z redoes the undo.
    const undo = undoOf(5, second)
    journal.record(undo)
    journal.amend(ANNA, STORE, second.id, (e) => ({ ...e, undo: { ...e.undo, undoneBy: undo.id } }))
    expect((await journal.lastOpen(ANNA, STORE, 'run'))?.command.title).toBe('Run 1')
    expect((await journal.lastOpen(ANNA, STORE, 'undo'))?.command.title).toBe('Undo Run 2')
    // Another operator's journal holds none of them.
    expect(await journal.lastOpen('ben@example.com', STORE, 'run')).toBeUndefined()
  })
})

describe('the index in IndexedDB', () => {
  it('answers mod+z with nothing undoable without reading the journal: after a reload, no entry is read at all', async () => {
    const name = freshDb()
    const storage = indexedDbStorage(name)
    for (let n = 0; n < 500; n += 1) await storage.put(KEY, run(n))
    expect(await storage.lastOpen(KEY, 'run')).toBeUndefined()

    const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll')
    const get = vi.spyOn(IDBObjectStore.prototype, 'get')
    const reloaded = indexedDbStorage(name)
    expect(await reloaded.lastOpen(KEY, 'run')).toBeUndefined()
    expect(getAll).not.toHaveBeenCalled()
    // The one get is the index's "already filed" mark; no entry is read.
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('files the entries an older console wrote (no index yet) once, then finds them through it', async () => {
    const name = freshDb()
    const older = [undoable(1), undoable(2), run(3)]
    await setMany(older.map((e) => [[KEY, e.id], e]), createStore(name, 'entries'))
    expect((await indexedDbStorage(name).lastOpen(KEY, 'run'))?.command.title).toBe('Run 2')

    const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll')
    const reloaded = indexedDbStorage(name)
    expect((await reloaded.lastOpen(KEY, 'run'))?.command.title).toBe('Run 2')
    expect(getAll).not.toHaveBeenCalled()
  })

  it('checks what it finds: an entry rewritten behind the index’s back is passed over and dropped from it', async () => {
    const name = freshDb()
    const storage = indexedDbStorage(name)
    const [first, second] = [undoable(1), undoable(2)]
    for (const e of [first, second]) await storage.put(KEY, e)
    // Undone, but the index was not told (its write failed).
    await setMany([[[KEY, second.id], { ...second, undo: { ...second.undo, undoneBy: 'later' } }]], createStore(name, 'entries'))
    expect((await storage.lastOpen(KEY, 'run'))?.id).toBe(first.id)
    expect(await keys(createStore(`${name}-open`, 'open'))).not.toContainEqual([KEY, 'run', second.id])
  })

  it('is pruned with the journal', async () => {
    const name = freshDb()
    const storage = indexedDbStorage(name)
    for (let n = 0; n < 6; n += 1) await storage.put(KEY, undoable(n))
    await storage.prune(KEY, { before: minute(0), keep: 2 })
    const filed = (await keys(createStore(`${name}-open`, 'open'))).filter((key) => Array.isArray(key) && key[1] === 'run')
    expect(filed).toHaveLength(2)
    expect((await storage.lastOpen(KEY, 'run'))?.command.title).toBe('Run 5')
  })
})

/** A storage whose walks stop after `at` entries until `release` is called: the walk is seen not to have ended. */
function heldAfter(storage: JournalStorage, at: number) {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (release = resolve))
  const walked = { entries: 0, ended: false }
  const held: JournalStorage = {
    ...storage,
    scan: async (journal, visit, range) => {
      const all: ActivityEntry[] = []
      await storage.scan(journal, (e) => all.push(e) > 0, range)
      for (const e of all) {
        if (walked.entries === at) await gate
        walked.entries += 1
        if (!visit(e)) return
      }
      walked.ended = true
    },
  }
  return { held, walked, release }
}

describe('a filtered page', () => {
  async function journalOf(storage: JournalStorage, size: number, title: (n: number) => string) {
    for (let n = 0; n < size; n += 1) await storage.put(KEY, run(n, undefined, title(n)))
  }

  it('arrives before the walk that counts its matches ends; the exact count follows', async () => {
    const memory = memoryStorage()
    // One run in ten is a group join: the page of 5 is filled within the newest 60 entries.
    await journalOf(memory, 1_000, (n) => (n % 10 === 0 ? 'Add customers to group' : `Run ${n}`))
    const { held, walked, release } = heldAfter(memory, 100)
    const counted = vi.fn<(count: number) => void>()
    const journal = createJournal(held, () => new Date(minute(1_001)))
    const page = await journal.page(ANNA, STORE, { offset: 0, limit: 5, matches: (e) => e.command.title.startsWith('Add'), counted, wanted: () => true })

    expect(page.entries.map((e) => e.at)).toEqual([minute(990), minute(980), minute(970), minute(960), minute(950)])
    expect(page).toMatchObject({ count: 6, counting: true, total: 1_000 })
    expect(walked).toEqual({ entries: 100, ended: false })
    expect(counted).not.toHaveBeenCalled()

    release()
    await vi.waitFor(() => expect(counted).toHaveBeenCalledWith(100))
    expect(walked).toEqual({ entries: 1_000, ended: true })
  })

  it('stops counting when nobody wants the count any more', async () => {
    const memory = memoryStorage()
    await journalOf(memory, 1_000, (n) => `Run ${n}`)
    const { held, walked, release } = heldAfter(memory, 100)
    const counted = vi.fn<(count: number) => void>()
    let wanted = true
    const journal = createJournal(held, () => new Date(minute(1_001)))
    const page = await journal.page(ANNA, STORE, { offset: 0, limit: 5, matches: () => true, counted, wanted: () => wanted })
    expect(page).toMatchObject({ count: 6, counting: true })
    // The filter changed: the walk ends at its next ask.
    wanted = false
    release()
    await vi.waitFor(() => expect(walked.entries).toBe(200))
    expect(walked.ended).toBe(false)
    expect(counted).not.toHaveBeenCalled()
  })

  it('filtered by days, reads those days’ entries only (ids sort by time), in IndexedDB', async () => {
    const storage = indexedDbStorage(freshDb())
    // One entry an hour for four days.
    for (let n = 0; n < 96; n += 1) await storage.put(KEY, run(n * 60))
    const visited: string[] = []
    const counting: JournalStorage = { ...storage, scan: (journal, visit, range) => storage.scan(journal, (e) => visited.push(e.at) > 0 && visit(e), range) }
    const journal = createJournal(counting, () => new Date(minute(96 * 60)))
    const from = minute(24 * 60)
    const before = minute(48 * 60)
    const counted = vi.fn<(count: number) => void>()
    const page = await journal.page(ANNA, STORE, { offset: 0, limit: 50, matches: (e) => e.at >= from && e.at < before, from, before, counted })
    expect(page).toMatchObject({ count: 24, total: 96 })
    expect(page.counting).toBe(false)
    expect(page.entries[0]?.at).toBe(minute(47 * 60))
    expect(visited).toHaveLength(24)
    expect(visited.every((at) => at >= from && at < before)).toBe(true)
  })

  it('spans the operator’s days, from the start of the first to the end of the last; a malformed day bounds nothing', () => {
    expect(dayRange({ from: '2026-11-02', to: '2026-11-03' })).toEqual({ from: new Date(2026, 10, 2).toISOString(), before: new Date(2026, 10, 4).toISOString() })
    expect(dayRange({ from: '2026-13-45x', to: undefined })).toEqual({ from: undefined, before: undefined })
    expect(dayRange({})).toEqual({ from: undefined, before: undefined })
  })
})
