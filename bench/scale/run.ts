// npm run bench:scale (first part: Medusa's side). Measures the admin API requests behind the
// console's tasks (tasks.ts) on the demo store, then on the large store (npm run backend:large), on
// the development backend, and prints task, demo, large and growth. The development store is the
// demo again afterwards (SCALE_KEEP=large leaves the large one). Figures only: nothing fails on them.
// Browser figures (first paints, palette, bulk runs, exports, imports, heap) are still to come.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { auth } from '../../src/api/admin/auth'
import { configureClient } from '../../src/api/client'
import { readSamples, tasks, type Samples } from './tasks'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BACKEND_URL = process.env.MEDUSA_BACKEND_URL ?? 'http://127.0.0.1:9000'
const RUNS = Number(process.env.SCALE_RUNS ?? 5)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** Runs a backend script; returns how long it took, in seconds. */
function backend(script: string, env: Record<string, string> = {}): number {
  const started = performance.now()
  execFileSync('bash', [`backend/scripts/${script}`], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  return (performance.now() - started) / 1000
}

async function signIn(): Promise<void> {
  configureClient({ baseUrl: BACKEND_URL, apiKey: undefined })
  const token = () => auth.token({ email: 'admin@medusa-test.com', password: 'supersecret' })
  // The first request after a restart can meet the connection the stopped server closed: once more.
  const { access_token } = await token().catch(token)
  configureClient({ apiKey: access_token })
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

const switchDemo = backend('reset.sh')
await signIn()
const samples = await readSamples()
console.log(`[scale] demo store: measuring ${RUNS} runs of each task`)
const demo = await measure(samples)
const switchLarge = backend('large.sh', { LARGE_VERIFY: '0' })
await signIn()
console.log(`[scale] large store: measuring ${RUNS} runs of each task`)
const large = await measure(samples)
if (process.env.SCALE_KEEP !== 'large') backend('reset.sh')

const fmt = (ms: number) => `${ms.toFixed(0)} ms`
const width = Math.max(...[...demo.keys()].map((name) => name.length))
console.log(`\nMedusa's answer per task (median of ${RUNS} warm runs; cold first run in brackets), ${BACKEND_URL}`)
console.log(`${'task'.padEnd(width)}  ${'demo'.padStart(16)}  ${'large'.padStart(18)}  growth`)
for (const [name, d] of demo) {
  const l = large.get(name)
  if (!l) continue
  console.log(`${name.padEnd(width)}  ${`${fmt(d.median)} (${fmt(d.first)})`.padStart(16)}  ${`${fmt(l.median)} (${fmt(l.first)})`.padStart(18)}  ${(l.median / d.median).toFixed(1)}x`)
}
console.log(`\nswitching stores: to the demo ${switchDemo.toFixed(0)} s, to the large ${switchLarge.toFixed(0)} s (from their templates)`)
