// npm run bench:scale. On the development backend, the demo store then the large store (npm run
// backend:large): Medusa's answer to the admin API requests behind the console's tasks (tasks.ts),
// then the same tasks in the built console in Chromium (browser.ts: first paints, the order page,
// palette and picker searches, the heap after each), printing task, demo, large and growth. The
// development store is the demo again afterwards (SCALE_KEEP=large leaves the large one);
// SCALE_BROWSER=0 measures Medusa's side only. Figures only: nothing fails on them.
// Bulk runs, exports, imports, the price grid at 5,000 variants and the scripted hour are still to come.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { analyticsConfigs } from '../../src/api/admin/analytics-configs'
import { auth } from '../../src/api/admin/auth'
import { configureClient, isMedusaApiError } from '../../src/api/client'
import { measureBrowser, serveConsole, type BrowserFigure } from './browser'
import { readPlaces } from './browser-tasks'
import { readSamples, tasks, type Samples } from './tasks'
import { groupRunAndUndo } from './undo'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BACKEND_URL = process.env.MEDUSA_BACKEND_URL ?? 'http://127.0.0.1:9000'
const RUNS = Number(process.env.SCALE_RUNS ?? 5)
const BROWSER = process.env.SCALE_BROWSER !== '0'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

// Vite's build sets NODE_ENV=production in this process; a Medusa started with it sends its session
// cookie to https only, and the console in Chromium would never be signed in.
const NODE_ENV = process.env.NODE_ENV

/** Runs a backend script; returns how long it took, in seconds. */
function backend(script: string, extra: Record<string, string> = {}): number {
  const started = performance.now()
  const env = { ...process.env, ...extra }
  if (NODE_ENV === undefined) delete env.NODE_ENV
  else env.NODE_ENV = NODE_ENV
  execFileSync('bash', [`backend/scripts/${script}`], { cwd: ROOT, stdio: 'inherit', env })
  return (performance.now() - started) / 1000
}

async function signIn(): Promise<void> {
  configureClient({ baseUrl: BACKEND_URL, apiKey: undefined })
  const token = () => auth.token({ email: 'admin@medusa-test.com', password: 'supersecret' })
  // The first request after a restart can meet the connection the stopped server closed: once more.
  const { access_token } = await token().catch(token)
  configureClient({ apiKey: access_token })
  // The admin's analytics choice made (opted out), as the e2e suite does: the consent screen would cover the tasks.
  const config = await analyticsConfigs.retrieve().catch((error: unknown) => {
    if (isMedusaApiError(error) && error.status === 404) return null
    throw error
  })
  if (!config) await analyticsConfigs.create({ opt_out: true, anonymize: false })
}

interface Timing {
  first: number
  median: number
}

/** Each task once cold, then RUNS times: its first time and the median of the rest, in ms. */
async function measure(samples: Samples): Promise<Map<string, Timing>> {
  const result = new Map<string, Timing>()
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

const served = BROWSER ? await serveConsole(BACKEND_URL) : undefined
const browserOn = async (label: string) => {
  if (!served) return new Map<string, BrowserFigure>()
  console.log(`[scale] ${label} store: ${RUNS} runs of each task in Chromium`)
  return measureBrowser(served.base, samples, places, RUNS)
}
let switchDemo: number
let switchLarge: number
let samples: Samples
let places: Awaited<ReturnType<typeof readPlaces>>
let demo: Map<string, Timing>, large: Map<string, Timing>
let demoBrowser: Map<string, BrowserFigure>, largeBrowser: Map<string, BrowserFigure>
// Issue #30 at scale: a 20,000-customer group run and its undo (undo.ts); SCALE_UNDO=0 skips it.
let undoLines: string[] = []
try {
  switchDemo = backend('reset.sh')
  await signIn()
  ;[samples, places] = await Promise.all([readSamples(), readPlaces()])
  console.log(`[scale] demo store: measuring ${RUNS} runs of each task`)
  demo = await measure(samples)
  demoBrowser = await browserOn('demo')
  switchLarge = backend('large.sh', { LARGE_VERIFY: '0' })
  await signIn()
  console.log(`[scale] large store: measuring ${RUNS} runs of each task`)
  large = await measure(samples)
  if (process.env.SCALE_UNDO !== '0') undoLines = await groupRunAndUndo()
  // Last: the price lists table leaves Medusa busy for minutes on the large store (browser-tasks.ts).
  largeBrowser = await browserOn('large')
} finally {
  await served?.close()
  if (process.env.SCALE_KEEP !== 'large') backend('reset.sh')
}

const fmt = (ms: number) => `${ms.toFixed(0)} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const width = Math.max(...[...demo.keys(), ...demoBrowser.keys()].map((name) => name.length))
console.log(`\nMedusa's answer per task (median of ${RUNS} warm runs; cold first run in brackets), ${BACKEND_URL}`)
console.log(`${'task'.padEnd(width)}  ${'demo'.padStart(16)}  ${'large'.padStart(18)}  growth`)
for (const [name, d] of demo) {
  const l = large.get(name)
  if (!l) continue
  console.log(`${name.padEnd(width)}  ${`${fmt(d.median)} (${fmt(d.first)})`.padStart(16)}  ${`${fmt(l.median)} (${fmt(l.first)})`.padStart(18)}  ${(l.median / d.median).toFixed(1)}x`)
}
if (demoBrowser.size) {
  console.log(`\nThe console in Chromium (median of ${RUNS} runs, first run in brackets; JS heap after the task, after a GC)`)
  console.log(`${'task'.padEnd(width)}  ${'demo'.padStart(16)}  ${'large'.padStart(18)}  growth  ${'heap demo'.padStart(9)}  ${'heap large'.padStart(10)}`)
  for (const [name, d] of demoBrowser) {
    const l = largeBrowser.get(name)
    if (!l) continue
    const time = (f: BrowserFigure) => (f.times ? `${fmt(f.median)} (${fmt(f.first)})` : 'no answer in 30 s')
    const growth = d.times && l.times ? `${(l.median / d.median).toFixed(2)}x` : '-'
    console.log(`${name.padEnd(width)}  ${time(d).padStart(16)}  ${time(l).padStart(18)}  ${growth.padStart(6)}  ${mb(d.heap).padStart(9)}  ${mb(l.heap).padStart(10)}`)
  }
  for (const [store, figures] of [['demo', demoBrowser], ['large', largeBrowser]] as const) {
    for (const [name, f] of figures) if (f.failed) console.log(`  ${store}, ${name}: ${f.failed}${f.times ? ` (the figure is of ${f.times} runs)` : ''}`)
  }
  console.log('(palette searches wait 150 ms after the last key before asking, pickers 200 ms: both are in these times)')
}
if (undoLines.length) console.log(`\nA group run and its undo on the large store, through the console's runner and journal (Node)\n${undoLines.join('\n')}`)
console.log(`\nswitching stores: to the demo ${switchDemo.toFixed(0)} s, to the large ${switchLarge.toFixed(0)} s (from their templates)`)
