// The journal benchmark's page (scripts/bench-journal.ts): the console's own journal code over
// Chromium's IndexedDB, filled and timed here; the figures are handed back to the script.
import { createStore, setMany } from 'idb-keyval'
import { newEntryId, type ActivityEntry } from '@/atoms/activity/entry'
import { createJournal } from '@/atoms/activity/journal'
import { indexedDbStorage } from '@/atoms/activity/storage'
import { isUndoableRun } from '@/commands/activity/last'

/** How many times each figure is taken (the median is kept): set by the script. */
let timesEach = 9
const PAGE = 50
const OPERATOR = 'anna@example.com'
const STORE = 'http://localhost:9000'
const START = Date.UTC(2026, 10, 1)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** A run as the journal keeps one: a status set on three products, undoable unless said otherwise. */
function run(n: number, undoable: boolean): ActivityEntry {
  const at = new Date(START + n * 60_000).toISOString()
  const names = ['Medusa Sweatpants', 'Medusa T-Shirt', 'Medusa Hoodie']
  const steps = names.map((name, i) => ({ id: `prod_${n}_${i}`, name, field: 'status', before: 'draft', after: 'published' }))
  return {
    id: newEntryId(at),
    at,
    operator: OPERATOR,
    store: STORE,
    command: { id: 'products.set-status', title: 'Set product status' },
    source: 'palette',
    records: names.map((name, i) => ({ name, kind: 'product', id: `prod_${n}_${i}` })),
    args: [{ label: 'Status', value: 'Published' }],
    changes: names.map((record) => ({ record, field: 'Status', before: 'Draft', after: 'Published' })),
    confirm: 'Set the status of 3 products to Published?',
    outcome: { status: 'done', said: 'Status set on 3 products' },
    undo: undoable ? { undoable: true, plans: [{ revert: 'products', steps }] } : { undoable: false, note: 'This cannot be undone.' },
  }
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < timesEach; i += 1) {
    const started = performance.now()
    await task()
    times.push(performance.now() - started)
  }
  return median(times)
}

export interface Figures {
  record: number
  firstPage: number
  lastUndoable: number
  noneUndoable: number
  filteredPage: number
  wholeJournal: number
}

/** One journal of `size` entries (its newest three not undoable), then each figure. */
async function measure(size: number): Promise<Figures> {
  const dbName = `bench-journal-${size}`
  const storage = indexedDbStorage(dbName)
  const journal = createJournal(storage, () => new Date(START + (size + 1_000) * 60_000))
  const key = `${STORE} ${OPERATOR}`
  // Filled in one transaction, as the journal's own store keeps entries: under [journal, id].
  const entries = Array.from({ length: size }, (_, n) => run(n, n < size - 3))
  await setMany(entries.map((entry) => [[key, entry.id], entry]), createStore(dbName, 'entries'))
  // The first read prunes once; what follows is what a key or the table pays.
  await journal.page(OPERATOR, STORE, { offset: 0, limit: PAGE })
  let next = size + 10
  const record = await timed(async () => {
    journal.record(run((next += 1), true))
    await journal.flushed()
  })
  const firstPage = await timed(() => journal.page(OPERATOR, STORE, { offset: 0, limit: PAGE }))
  const wholeJournal = await timed(() => journal.entries(OPERATOR, STORE))
  const filteredPage = await timed(() => journal.page(OPERATOR, STORE, { offset: 0, limit: PAGE, matches: (e) => e.command.title.includes('status') }))
  // The runs recorded above are undoable: the newest undoable run is the newest entry.
  const lastUndoable = await timed(() => journal.find(OPERATOR, STORE, isUndoableRun))
  // The worst case of mod+z: nothing undoable, every entry walked.
  const noneUndoable = await timed(() => journal.find(OPERATOR, STORE, () => false))
  return { record, firstPage, lastUndoable, noneUndoable, filteredPage, wholeJournal }
}


/** Fills and times a journal of each size; called by the script through page.evaluate. */
async function measureAll(sizes: number[], runs: number): Promise<Array<[number, Figures]>> {
  timesEach = runs
  const results: Array<[number, Figures]> = []
  for (const size of sizes) results.push([size, await measure(size)])
  return results
}

;(window as unknown as { __journalBench: typeof measureAll }).__journalBench = measureAll
