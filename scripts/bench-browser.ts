// npm run bench (second half): the built console, served compressed, in Debian's Chromium against the
// seeded Medusa (the e2e instance: started when not running). Prints medians of cold runs against
// issue #17's goals. Figures only: nothing here fails a build.
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, preview } from 'vite'
import { e2eInstance, ROOT, startInstance, stopInstance } from '../tests/support/medusaInstance'
import {
  backendAllowsOrigin,
  firstLoadJs,
  originalLoginToOrders,
  originalOrderByUrl,
  originalSearchKeys,
  startOriginalAdmin,
  ORIGINAL_ADMIN_VERSION,
  type BenchTools,
  type OriginalAdmin,
} from './bench-original-admin'
import { loginToOrders, ms, orderByUrl, RUNS, signIn } from './bench-browser/flows'
import { paletteAndSheet, PALETTE_RUNS } from './bench-browser/palette'
import { bigTable } from './bench-browser/table'
import { apiRequests, closeContext, firstRowPaintedAt, median, openContext, watchPaintAfterLoad } from './bench-page'
import { queueNextRecord } from './bench-queue'

const instance = e2eInstance(1)
// The e2e port: the backend allows it (CORS), and the bench holds the e2e lock while it runs.
const PORT = 4173

const tools: BenchTools = { runs: RUNS, openContext, closeContext, apiRequests, firstRowPaintedAt, watchPaintAfterLoad, median }
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const key = (value: number) => (value ? ms(value) : '<16 ms') // Event Timing reports no event under 16 ms
const ratio = (mine: number, theirs: number | undefined) => (mine && theirs ? mine / theirs : undefined)
type Timed = { time: number; requests: number }
const timed = (figure: Timed | string) => (typeof figure === 'string' ? figure : `${ms(figure.time)} (${figure.requests} req)`)
const timeOf = (figure: Timed | string) => (typeof figure === 'string' ? undefined : figure.time)

/** The original admin served, or the one-line reason it is not. */
async function prepareOriginal(): Promise<OriginalAdmin | string> {
  if (process.env.BENCH_ORIGINAL === '0') return 'not measured (BENCH_ORIGINAL=0)'
  try {
    // A backend started before admin_cors listed the original admin's origin refuses it: restart it (the bench holds the e2e lock).
    if (!(await backendAllowsOrigin(backend))) {
      stopInstance(instance)
      startInstance(instance)
    }
    return await startOriginalAdmin(backend)
  } catch (error) {
    return `cannot be built or started: ${firstLine(error)}`
  }
}

/** The original admin's figure for a phase; a failure is printed in its place and the bench goes on. */
async function onOriginal<T>(measure: (originalBase: string) => Promise<T>): Promise<T | string> {
  if (typeof original === 'string') return 'n/a'
  try {
    return await measure(original.base)
  } catch (error) {
    return `failed: ${firstLine(error)}`
  }
}

/** One phase, console and original side by side; the goal is judged on what could be measured. */
function phase(label: string, mine: string, theirs: string, times: number | undefined, goal: string, met: Array<boolean | undefined>) {
  const verdict = met.includes(false) ? 'MISSED' : met.includes(undefined) ? 'not judged' : 'met'
  const x = times === undefined ? '-' : `${times.toFixed(2)}x`
  console.log(`${label.padEnd(22)} console ${mine.padEnd(17)} original ${theirs.padEnd(18)} ${x.padStart(6)}   goal ${goal}: ${verdict}`)
}

const backend = startInstance(instance)
// The e2e instance is not left running (its port is the e2e suite's and a clean-clone CI run's); its database stays.
process.on('exit', () => stopInstance(instance))
const outDir = join(tmpdir(), `console-bench-browser-${process.pid}`)
process.env.VITE_MEDUSA_BACKEND_URL = backend
await build({ root: ROOT, logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false, minify: !process.env.BENCH_PROFILE } })
const server = await preview({ root: ROOT, logLevel: 'silent', build: { outDir }, preview: { port: PORT, host: '127.0.0.1', strictPort: true } })
const base = `http://127.0.0.1:${PORT}`
// BENCH_ORIGINAL=1: the original admin is measured beside one phase of BENCH_ONLY too (deep, login).
const original = process.env.BENCH_ONLY && process.env.BENCH_ORIGINAL !== '1' ? 'not measured (BENCH_ONLY)' : await prepareOriginal()
try {
  console.log(`Chromium, built console served compressed, median of ${RUNS}:`)
  const only = process.env.BENCH_ONLY
  if (only === 'table') {
    console.log(await bigTable(base, backend))
    process.exit(0)
  }
  if (only === 'login') {
    console.log(await loginToOrders(base, backend))
    if (process.env.BENCH_ORIGINAL === '1') console.log('original', await onOriginal((b) => originalLoginToOrders(tools, b, backend)))
    process.exit(0)
  }
  if (only === 'deep') {
    console.log(await orderByUrl(base, backend))
    if (process.env.BENCH_ORIGINAL === '1') console.log('original', await onOriginal((b) => originalOrderByUrl(tools, b, backend)))
    process.exit(0)
  }
  if (only === 'queue') {
    console.log(await queueNextRecord(base, backend, signIn))
    process.exit(0)
  }
  if (only === 'palette') {
    console.log(await paletteAndSheet(base))
    process.exit(0)
  }
  console.log(
    typeof original === 'string'
      ? `original Medusa admin ${ORIGINAL_ADMIN_VERSION}: ${original}; console figures only`
      : `original: Medusa admin ${ORIGINAL_ADMIN_VERSION} (medusa-admin build), served compressed on ${original.base}, measured the same way`,
  )
  const js = firstLoadJs(outDir)
  const theirJs = typeof original === 'string' ? undefined : firstLoadJs(original.buildDir)
  phase('first-load JS (gzip)', `${kb(js.bytes)}`, theirJs ? kb(theirJs.bytes) : 'n/a', ratio(js.bytes, theirJs?.bytes), '<= 130 KB', [js.bytes <= 130 * 1024])
  const login = await loginToOrders(base, backend)
  const theirLogin = await onOriginal((b) => originalLoginToOrders(tools, b, backend))
  const loginX = ratio(login.time, timeOf(theirLogin))
  phase('login -> orders table', timed(login), timed(theirLogin), loginX, '<= 0.3x, <= 3 req', [loginX === undefined ? undefined : loginX <= 0.3, login.requests <= 3])
  const deep = await orderByUrl(base, backend)
  const theirDeep = await onOriginal((b) => originalOrderByUrl(tools, b, backend))
  const deepX = ratio(deep.time, timeOf(theirDeep))
  phase('order page by URL', timed(deep), timed(theirDeep), deepX, '<= 0.5x, <= 2 req', [deepX === undefined ? undefined : deepX <= 0.5, deep.requests <= 2])
  const palette = await paletteAndSheet(base)
  const search = await onOriginal((b) => originalSearchKeys(tools, b))
  const theirKey = typeof search === 'string' ? search : `${key(search.slowestKey)} (search)`
  phase('palette, slowest key', key(palette.slowestKey), theirKey, ratio(palette.slowestKey, typeof search === 'string' ? undefined : search.slowestKey), '<= 16 ms', [palette.slowestKey <= 16])
  console.log(`  console: ${palette.commands} commands listed; slowest key per query (each key's best of ${PALETTE_RUNS} runs): ${palette.slowest.join(', ')}`)
  console.log(`  console: all ${palette.keyCount} keys of all runs: ${palette.keyCount - palette.over16} within 16 ms, worst ${key(palette.worstKey)}`)
  console.log(`  the same keys into a bare <input> of the same browser (the floor): ${palette.floor.keys - palette.floor.over16} of ${palette.floor.keys} within 16 ms, best runs ${key(palette.floor.best)}, worst ${key(palette.floor.worst)}`)
  console.log(`  console: of a key over 16 ms, the page's own share (input delay + handlers) is at most ${ms(palette.busiest)}; the rest is the next frame (style, layout, paint, raster and presentation)`)
  if (typeof search !== 'string') console.log(`  original (its search modal, ctrl+k): ${search.keyCount} keys; slowest key per query: ${search.slowest.join(', ')}`)
  console.log(`'?' sheet, key to paint     console ${key(palette.sheet)}   (the original has no shortcut sheet)`)
  const table = await bigTable(base, backend)
  const queue = await queueNextRecord(base, backend, signIn)
  const sent = (f: typeof queue.capture) => `${ms(f.shown)} to the next record, ${ms(f.frame)} to its frame (worst ${ms(f.worstFrame)}, ${f.keys} keys)`
  console.log(`queue, next record          console c (capture sent, unanswered): ${sent(queue.capture)}; s (skip): ${sent(queue.skip)}; slowest key to paint ${key(queue.slowestKeyToPaint)}   (the original has no queue)`)
  console.log(`10,000-row table            console ${ms(table.render)} to first paint; holding j: longest task ${ms(table.longest)}, ${table.over50} over 50 ms, slowest key ${ms(table.slowestKey)}, ${String(table.detailRequests)} detail requests   (no counterpart in the original)`)
} finally {
  await server.close()
  if (typeof original !== 'string') await original.close()
  rmSync(outDir, { recursive: true, force: true })
}
