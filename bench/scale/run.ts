// npm run bench:scale: every task of issue #32 in one run on the development backend, the demo store then
// the large store (npm run backend:large), printing task, demo, large, growth and the original admin's
// figure. Hold the development backend's lock for all of it: `flock -o /tmp/large.lock npm run bench:scale`.
// Its parts (SCALE_ONLY=a,b runs only those, SCALE_SKIP=a,b all but those):
//   medusa   Medusa's answer to the admin API requests behind the console's tasks (tasks.ts), both stores
//   browser  the same tasks in the built console in Chromium (browser.ts, browser-tasks.ts), both stores
//   undo     a 20,000-customer group run and its undo (undo.ts), large store
//   hour     a scripted hour of 500 commands, the heap after each cycle (hour.ts), large store
//   original the original Medusa admin on the large store (original.ts): its list pages and order page
//            by URL, its search modal
//   grid     the price grid of a list with 5,000 variants (price-grid.ts, in a process of its own)
//   bulk     5,522 products' status and 2,075 products to a collection, each undone (bulk.ts)
//   exports  customers, VIP's codes, gift cards, Medusa's products and orders jobs (exports.ts;
//            SCALE_EXPORTS=a,b for some of them; Medusa's orders job alone takes 7-9 minutes)
//   imports  20,000 customers dry run then confirm, 5,000 prices into a new list (imports.ts; IMPORT_ONLY;
//            SCALE_PRICES_MINUTES, 10, leaves a prices import still running to the rebuild after)
// Without medusa and browser the demo store is not measured (the run starts on the large store). What
// a part changes it puts back (undo, deleted lists); Medusa's batch jobs and the imported customers
// cannot be, so after exports or imports the large store is rebuilt from its template. Afterwards the
// store is the demo again; SCALE_KEEP=large leaves the large one; SCALE_STORE=as-is measures the store as
// it is, as the large one (no switch, no demo; to try a part). SCALE_RUNS (5) runs per timed task;
// SCALE_BROWSER=0 skips every Chromium part; SCALE_JSON=file writes every figure there too. Figures only:
// nothing fails on them.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { analyticsConfigs } from '../../src/api/admin/analytics-configs'
import { isMedusaApiError } from '../../src/api/client'
import { measureBrowser, serveConsole, type BrowserFigure } from './browser'
import { readPlaces, type Places } from './browser-tasks'
import { collectionRunAndUndo, statusRunAndUndo } from './bulk'
import { EXPORT_NAMES, runExport } from './exports'
import { scriptedHour } from './hour'
import { customersImport, pricesImport } from './imports'
import { measureOriginal, type OriginalFigures } from './original'
import { priceGridLines, section, selectedParts, type Section } from './parts'
import { printReport, type Timing } from './report'
import { BACKEND_URL, signIn as signInApi } from './runner'
import { readSamples, tasks, type Samples } from './tasks'
import { groupRunAndUndo } from './undo'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const RUNS = Number(process.env.SCALE_RUNS ?? 5)
const AS_IS = process.env.SCALE_STORE === 'as-is'
const KEEP_LARGE = process.env.SCALE_KEEP === 'large' || AS_IS
const parts = selectedParts()
const exportNames = EXPORT_NAMES.filter((name) => (process.env.SCALE_EXPORTS ?? EXPORT_NAMES.join(',')).split(',').includes(name))

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

// Vite's build sets NODE_ENV=production in this process; a Medusa started with it sends its session
// cookie to https only, and the console in Chromium would never be signed in.
const NODE_ENV = process.env.NODE_ENV
const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const env = { ...process.env, ...extra }
  if (NODE_ENV === undefined) delete env.NODE_ENV
  else env.NODE_ENV = NODE_ENV
  return env
}

const switches: string[] = []
/** Runs a backend script (it restarts Medusa on 9000), then signs in again. */
async function backend(script: 'reset.sh' | 'large.sh', why: string): Promise<void> {
  const started = performance.now()
  execFileSync('bash', [`backend/scripts/${script}`], { cwd: ROOT, stdio: 'inherit', env: childEnv({ LARGE_VERIFY: '0' }) })
  switches.push(`${why} ${((performance.now() - started) / 1000).toFixed(0)} s`)
  await signIn()
}

async function signIn(): Promise<void> {
  await signInApi()
  // The admin's analytics choice made (opted out), as the e2e suite does: the consent screen would cover the tasks.
  const config = await analyticsConfigs.retrieve().catch((error: unknown) => {
    if (isMedusaApiError(error) && error.status === 404) return null
    throw error
  })
  if (!config) await analyticsConfigs.create({ opt_out: true, anonymize: false })
}

/** Each task once cold, then RUNS times: its first time and the median of the rest, in ms. */
async function measure(samples: Samples): Promise<Map<string, Timing>> {
  const result = new Map<string, Timing>()
  if (!parts.has('medusa')) return result
  for (const task of tasks(samples)) {
    const times: number[] = []
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now()
      await task.run()
      times.push(performance.now() - started)
    }
    result.set(task.name, { first: times[0] ?? NaN, median: median(times.slice(1)) })
    process.stdout.write('.')
  }
  process.stdout.write('\n')
  return result
}

const onDemo = !AS_IS && (parts.has('medusa') || parts.has('browser'))
let served = parts.has('browser') || parts.has('hour') ? await serveConsole(BACKEND_URL) : undefined
const browserOn = async (label: string, samples: Samples, places: Places) => {
  if (!served || !parts.has('browser')) return new Map<string, BrowserFigure>()
  console.log(`[scale] ${label} store: ${RUNS} runs of each task in Chromium`)
  return measureBrowser(served.base, samples, places, RUNS)
}
let demo = new Map<string, Timing>()
let demoBrowser = new Map<string, BrowserFigure>()
let large: Map<string, Timing>
let largeBrowser: Map<string, BrowserFigure>
let original: OriginalFigures | undefined
const sections: Section[] = []
const add = async (title: string, work: () => Promise<string[]>, onFailure?: () => Promise<void>, minutes?: number) => sections.push(await section(title, work, onFailure, minutes))
/** Set once a part leaves what cannot be undone (Medusa's batch jobs, imported customers). */
let storeChanged = false
try {
  if (onDemo) await backend('reset.sh', 'to the demo')
  else await signIn()
  // The demo records every task looks for; the large store keeps them.
  const [samples, places] = await Promise.all([readSamples(), readPlaces()])
  if (onDemo) {
    console.log(`[scale] demo store: measuring ${RUNS} runs of each task`)
    demo = await measure(samples)
    demoBrowser = await browserOn('demo', samples, places)
  }
  if (!AS_IS) await backend('large.sh', 'to the large')
  console.log(`[scale] large store: measuring ${RUNS} runs of each task`)
  large = await measure(samples)
  if (parts.has('undo')) await add('A group run and its undo on the large store, through the console\'s runner and journal (Node)', groupRunAndUndo)
  // After the other tasks: the price lists table leaves Medusa busy for minutes on the large store (browser-tasks.ts).
  largeBrowser = await browserOn('large', samples, places)
  const hourOn = served
  if (parts.has('hour') && hourOn) await add('A scripted hour in the console on the large store (Chromium)', () => scriptedHour(hourOn.base, samples))
  // price-grid.ts serves its own console on the same port.
  await served?.close()
  served = undefined
  if (parts.has('original')) {
    console.log(`\n[scale] the original admin on the large store: ${RUNS} runs of each task in Chromium`)
    original = await measureOriginal(BACKEND_URL, samples, RUNS).catch((error: unknown) => ({
      figures: new Map<string, BrowserFigure>(),
      notes: new Map<string, string>(),
      unavailable: `failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''}`,
    }))
  }
  if (parts.has('grid')) await add('The price grid of a list of 5,000 variants on the large store (Chromium)', () => priceGridLines(childEnv()))
  if (parts.has('bulk')) {
    const rebuild = () => backend('large.sh', 'rebuilding the large store after a failed bulk run')
    await add('Bulk runs on the large store, each then undone, through the console\'s runner (Node)', async () => [...(await statusRunAndUndo()), ...(await collectionRunAndUndo())], rebuild)
  }
  if (parts.has('exports')) {
    for (const name of exportNames) {
      storeChanged ||= name === 'orders' || name === 'products'
      await add(`Export: ${name}, through the console's command (Node)`, async () => (await runExport(name)).lines.map((line) => `  ${line}`))
    }
  }
  if (parts.has('imports')) {
    const only = process.env.IMPORT_ONLY
    storeChanged = true
    if (only !== 'prices') await add('Import: customers, dry run then confirm (Node)', customersImport)
    // Last, and limited (SCALE_PRICES_MINUTES, 10): Medusa's import job once ran past 7 minutes; the rebuild after ends it.
    const limit = Number(process.env.SCALE_PRICES_MINUTES ?? 10)
    if (only !== 'customers') await add('Import: prices into a new price list (Node)', pricesImport, undefined, limit)
  }
} finally {
  await served?.close()
  if (!KEEP_LARGE) await backend('reset.sh', 'back to the demo')
  else if (storeChanged) await backend('large.sh', 'rebuilding the large store (batch jobs, imported customers)')
}

const report = { runs: RUNS, backendUrl: BACKEND_URL, demo, large, demoBrowser, largeBrowser, original, sections, switches }
// Every figure as JSON first (SCALE_JSON, a file): the tables can be printed again from it.
if (process.env.SCALE_JSON) writeFileSync(process.env.SCALE_JSON, JSON.stringify(report, (_, value: unknown) => (value instanceof Map ? Object.fromEntries(value) : value), 2))
printReport(report)
// A part left running past its limit (its polling) would keep the process alive.
process.exit(0)
