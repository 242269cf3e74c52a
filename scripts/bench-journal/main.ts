// The journal benchmark's page (scripts/bench-journal.ts): the console's own journal code over
// Chromium's IndexedDB, filled and timed here; the figures are handed back to the script.
import { createStore, setMany } from 'idb-keyval'
import { newEntryId, type ActivityEntry } from '@/atoms/activity/entry'
import { createJournal, type PageRequest } from '@/atoms/activity/journal'
import { indexedDbStorage } from '@/atoms/activity/storage'

/** How many times each figure is taken (the median is kept): set by the script. */
let timesEach = 9
const PAGE = 50
const OPERATOR = 'anna@example.com'
const STORE = 'http://localhost:9000'
const START = Date.UTC(2026, 10, 1)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

const GROUP_TITLE = 'Add customers to group'
/** One run in this many is the rare kind a filter looks for. */
const RARE_EVERY = 100

/** A run as the journal keeps one: a status set on three products (one in RARE_EVERY a group join), undoable unless said otherwise. */
function run(n: number, undoable: boolean, operator = OPERATOR): ActivityEntry {
  const at = new Date(START + n * 60_000).toISOString()
  const names = ['Medusa Sweatpants', 'Medusa T-Shirt', 'Medusa Hoodie']
  const steps = names.map((name, i) => ({ id: `prod_${n}_${i}`, name, field: 'status', before: 'draft', after: 'published' }))
  return {
    id: newEntryId(at),
    at,
    operator,
    store: STORE,
    command: n % RARE_EVERY === 0 ? { id: 'customer-groups.add', title: GROUP_TITLE } : { id: 'products.set-status', title: 'Set product status' },
    source: 'palette',
    records: names.map((name, i) => ({ name, kind: 'product', id: `prod_${n}_${i}` })),
    args: [{ label: 'Status', value: 'Published' }],
    changes: names.map((record) => ({ record, field: 'Status', before: 'Draft', after: 'Published' })),
    confirm: 'Set the status of 3 products to Published?',
    outcome: { status: 'done', said: 'Status set on 3 products' },
    undo: undoable ? { undoable: true, plans: [{ revert: 'products', steps }] } : { undoable: false, note: 'This cannot be undone.' },
  }
}

/** The median of `runs` timings of `task`, which returns its own figures (ms each). */
async function timedEach<K extends string>(task: () => Promise<Record<K, number>>): Promise<Record<K, number>> {
  const all: Array<Record<K, number>> = []
  for (let i = 0; i < timesEach; i += 1) all.push(await task())
  const keys = Object.keys(all[0] ?? {}) as K[]
  return Object.fromEntries(keys.map((key) => [key, median(all.map((figures) => figures[key]))])) as Record<K, number>
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  return (
    await timedEach(async () => {
      const started = performance.now()
      await task()
      return { ms: performance.now() - started }
    })
  ).ms
}

export interface Figures {
  record: number
  firstPage: number
  lastUndoable: number
  noneUndoable: number
  backfill: number
  rareFirst: number
  rareTotal: number
  rareLongestTask: number
  commonFirst: number
  dayTotal: number
  wholeJournal: number
}

/**
 * The longest the main thread was kept from a key while `task` ran: the widest gap between two
 * messages of a MessageChannel bouncing a message back and forth (an event a key would have waited behind).
 */
async function longestTask(task: () => Promise<unknown>): Promise<number> {
  const channel = new MessageChannel()
  let last = performance.now()
  let longest = 0
  let running = true
  channel.port1.onmessage = () => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
    if (running) channel.port2.postMessage(null)
  }
  channel.port2.postMessage(null)
  await task()
  running = false
  channel.port1.close()
  return longest
}

/** Fills a journal of one operator straight into its store, as an older console left it: no index of open entries. */
async function fill(dbName: string, operator: string, size: number, undoable: (n: number) => boolean) {
  const entries = Array.from({ length: size }, (_, n) => run(n, undoable(n), operator))
  await setMany(entries.map((entry) => [[`${STORE} ${operator}`, entry.id], entry]), createStore(dbName, 'entries'))
}

/** One journal of `size` entries (its newest three not undoable), one of `size` with nothing undoable, then each figure. */
async function measure(size: number): Promise<Figures> {
  const dbName = `bench-journal-${size}`
  const journal = createJournal(indexedDbStorage(dbName), () => new Date(START + (size + 1_000) * 60_000))
  const NOBODY = 'ben@example.com'
  await fill(dbName, OPERATOR, size, (n) => n < size - 3)
  await fill(dbName, NOBODY, size, () => false)
  // The first read prunes once; what follows is what a key or the table pays.
  await journal.page(OPERATOR, STORE, { offset: 0, limit: PAGE })
  // The first mod+z after the index came files the journal's older entries in it: once, so timed once.
  const filing = performance.now()
  await journal.lastOpen(NOBODY, STORE, 'run')
  const backfill = performance.now() - filing
  await journal.lastOpen(OPERATOR, STORE, 'run')
  let next = size + 10
  const record = await timed(async () => {
    journal.record(run((next += 1), true))
    await journal.flushed()
  })
  const firstPage = await timed(() => journal.page(OPERATOR, STORE, { offset: 0, limit: PAGE }))
  const wholeJournal = await timed(() => journal.entries(OPERATOR, STORE))
  /** A filtered page: when its page is told, and when its count is exact. */
  const filtered = (request: Omit<PageRequest, 'offset' | 'limit'>) =>
    timedEach(async () => {
      const started = performance.now()
      let exact: () => void = () => undefined
      const counted = new Promise<void>((resolve) => (exact = resolve))
      const page = await journal.page(OPERATOR, STORE, { offset: 0, limit: PAGE, ...request, counted: () => exact(), wanted: () => true })
      const first = performance.now() - started
      if (!page.counting) exact()
      await counted
      return { first, total: performance.now() - started }
    })
  const common = await filtered({ matches: (e) => e.command.title.includes('status') })
  const rare = await filtered({ matches: (e) => e.command.title === GROUP_TITLE })
  // Rare-filter walks to their exact count again, watching for the longest task each caused.
  const rareLongestTask = (
    await timedEach(async () => ({
      ms: await longestTask(
        () =>
          new Promise<void>((resolve) => {
            void journal.page(OPERATOR, STORE, { offset: 0, limit: PAGE, matches: (e) => e.command.title === GROUP_TITLE, counted: () => resolve(), wanted: () => true }).then((page) => page.counting || resolve())
          }),
      ),
    }))
  ).ms
  const day = await filtered({ matches: () => true, from: new Date(START).toISOString(), before: new Date(START + 86_400_000).toISOString() })
  // The runs recorded above are undoable: the newest undoable run is the newest entry.
  const lastUndoable = await timed(() => journal.lastOpen(OPERATOR, STORE, 'run'))
  // What walked the whole journal before the index: mod+z with nothing undoable.
  const noneUndoable = await timed(() => journal.lastOpen(NOBODY, STORE, 'run'))
  return { record, firstPage, lastUndoable, noneUndoable, backfill, rareFirst: rare.first, rareTotal: rare.total, rareLongestTask, commonFirst: common.first, dayTotal: day.total, wholeJournal }
}

/** Fills and times a journal of each size; called by the script through page.evaluate. */
async function measureAll(sizes: number[], runs: number): Promise<Array<[number, Figures]>> {
  timesEach = runs
  const results: Array<[number, Figures]> = []
  for (const size of sizes) results.push([size, await measure(size)])
  return results
}

;(window as unknown as { __journalBench: typeof measureAll }).__journalBench = measureAll
