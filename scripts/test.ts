// npm test: typecheck, lint, unit/component, contract and end-to-end tests, arranged for a 2-core
// machine. The checks and the unit suite run while the Medusa instances start and the contract suite
// runs; then the end-to-end suite runs in two shards side by side, each on its own instance, and a slice
// of the large store is built and checked (scripts/test-large-slice.ts) once the contract suite is done. Every step
// runs even when an earlier one failed (one run reports every failure); the exit code is 1 when any
// failed.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONTRACT_INSTANCE, ROOT, stopInstance } from '../tests/support/medusaInstance'

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name)
const results: Array<{ name: string; ok: boolean; seconds: number }> = []
/** vitest's line for a finished e2e file: " ✓  e2e  tests/e2e/x.e2e.test.ts (6 tests) 43900ms" (or tests/e2e/inventory/x…). */
const E2E_FILE_LINE = /\s(tests\/e2e\/(?:inventory\/)?[\w.-]+\.e2e\.test\.ts) \(\d+ tests?\) (\d+)ms$/
/** Seconds per e2e file in this run. */
const measuredE2e: Record<string, number> = {}
/** Each step's lines that name a failure, repeated after the summary: CI keeps only the log's tail. */
const failureLines = new Map<string, string[]>()
const FAILURE_LINE = /\bFAIL\b|^\s*[×✗] |Error:|Tests? +\d+ failed|Test Files .*failed/
// eslint-disable-next-line no-control-regex -- vitest colours its report
const stripColours = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, '')

/**
 * What a failed e2e test's page showed (tests/e2e/browser.ts prints it with this tag: URL, focus, toasts,
 * the tray, the last keys): kept per step and printed with its failure lines, since CI keeps only the tail.
 */
const E2E_REPORT_TAG = '[e2e:failure] '
const E2E_REPORT_LINES = 60
const e2eReports = new Map<string, string[]>()

/** Tests that passed only on a retry (vitest marks them "(retry xN)"). */
const retriedLines: string[] = []

/** What npm test keeps of a line a step printed: a failure, a test passed on its retry, an e2e file's time. */
function noteLine(name: string, line: string) {
  const plain = stripColours(line)
  const e2eFile = E2E_FILE_LINE.exec(plain)
  if (e2eFile?.[1] && e2eFile[2]) measuredE2e[e2eFile[1].replace('tests/e2e/', '')] = Math.round(Number(e2eFile[2]) / 1000)
  const report = plain.indexOf(E2E_REPORT_TAG)
  if (report >= 0) {
    const lines = e2eReports.get(name) ?? []
    if (lines.length < E2E_REPORT_LINES) lines.push(plain.slice(report + E2E_REPORT_TAG.length).trimEnd().slice(0, 240))
    e2eReports.set(name, lines)
    return
  }
  if (plain.includes('(retry x') && plain.includes('✓')) retriedLines.push(`[${name}] ${plain.trim().slice(0, 300)}`)
  if (!FAILURE_LINE.test(plain) || plain.includes('✓') || plain.includes('[MSW]')) return
  const lines = failureLines.get(name) ?? []
  if (lines.length < 20) lines.push(plain.trim().slice(0, 300))
  failureLines.set(name, lines)
}

/** Runs one step, its output prefixed line by line with its name (steps run side by side). */
function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  const started = Date.now()
  console.log(`[${name}] started`)
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    const emit = (line: string) => {
      process.stdout.write(`[${name}] ${line}\n`)
      noteLine(name, line)
    }
    for (const stream of [child.stdout, child.stderr]) {
      let partial = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        const lines = (partial + chunk).split('\n')
        partial = lines.pop() ?? ''
        for (const line of lines) emit(line)
      })
      stream.on('end', () => partial && emit(partial))
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000
      results.push({ name, ok: code === 0, seconds })
      console.log(`[${name}] ${code === 0 ? 'passed' : `FAILED (exit ${String(code)})`} in ${seconds.toFixed(0)} s`)
      resolve(code === 0)
    })
  })
}

/**
 * The package's own typecheck and lint scripts. Typecheck runs TypeScript 7 (the native compiler; the
 * `typescript-7` alias) in a third of TypeScript 6's CPU, on one thread: the other core is busy.
 * typescript-eslint still parses with TypeScript 6.
 */
async function typecheckThenLint(): Promise<void> {
  await step('typecheck', 'npm', ['run', '--silent', 'typecheck'])
  await step('lint', 'npm', ['run', '--silent', 'lint'])
}

/** Seconds each e2e file took in a clean-clone CI run (npm test prints fresh ones after its shards). */
const E2E_DURATIONS = join(ROOT, 'tests/e2e/durations.json')
/** A file the durations do not know yet is weighed by its tests, at this many seconds each. */
const SECONDS_PER_TEST = 5

/** The inventory store's e2e files (vitest.e2e-inventory.config.ts), in the durations under this folder. */
const INVENTORY_E2E_DIR = 'inventory'
/**
 * Their run's own cost beyond the files: its Medusa (a clone of the inventory template, ~22 s beside a
 * shard), the console's build (~10 s), vitest's start and the instance's stop (measured: 50 s of 90).
 */
const INVENTORY_SETUP_SECONDS = 50

/**
 * The inventory store's e2e run, in seconds: it follows the first shard to finish (on the core that
 * shard frees), so the shards are weighed with it as a head start for the first.
 */
function inventoryE2eSeconds(): number {
  const durations = JSON.parse(readFileSync(E2E_DURATIONS, 'utf8')) as Record<string, number>
  const dir = join(ROOT, 'tests/e2e', INVENTORY_E2E_DIR)
  const files = readdirSync(dir).filter((file) => file.endsWith('.e2e.test.ts'))
  return files.reduce((sum, file) => {
    const tests = readFileSync(join(dir, file), 'utf8').match(/^\s*(it|test)\(/gm)?.length ?? 1
    return sum + (durations[`${INVENTORY_E2E_DIR}/${file}`] ?? SECONDS_PER_TEST * tests)
  }, INVENTORY_SETUP_SECONDS)
}

/**
 * The e2e files in two shards of about equal time (each file's last measured duration), so neither
 * shard waits long for the other; `headStart` seconds are counted to the first before any file.
 */
function e2eShards(headStart = 0): [string[], string[]] {
  const dir = join(ROOT, 'tests/e2e')
  const durations = JSON.parse(readFileSync(E2E_DURATIONS, 'utf8')) as Record<string, number>
  const weighed = readdirSync(dir)
    .filter((file) => file.endsWith('.e2e.test.ts'))
    .map((file) => ({
      file: `tests/e2e/${file}`,
      seconds: durations[file] ?? SECONDS_PER_TEST * (readFileSync(join(dir, file), 'utf8').match(/^\s*(it|test)\(/gm)?.length ?? 1),
    }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))
  const shards: [{ files: string[]; seconds: number }, { files: string[]; seconds: number }] = [
    { files: [], seconds: headStart },
    { files: [], seconds: 0 },
  ]
  for (const { file, seconds } of weighed) {
    const lighter = shards[0].seconds <= shards[1].seconds ? shards[0] : shards[1]
    lighter.files.push(file)
    lighter.seconds += seconds
  }
  return [shards[0].files, shards[1].files]
}

const started = Date.now()
// The unit suite starts at once, typecheck then lint beside it (they fill the core vitest's transform
// phase leaves idle); the contract suite (mostly the server's work) as soon as its backend is up; the
// end-to-end shards once the unit suite is done. Started beside the unit suite, the shards did not
// shorten the run beyond this machine's run-to-run spread; after it, the unit suite's timing-sensitive
// tests share the cores with less.
const checks = Promise.all([typecheckThenLint(), step('unit', bin('vitest'), ['run'])])
const backends = step('backends', bin('tsx'), ['scripts/test-backends.ts'])
const contract = backends.then(
  // The backend just started is fresh: the contract suite takes it as it is.
  (up) => up && step('contract', bin('vitest'), ['run', '-c', 'vitest.contract.config.ts'], { CONTRACT_REUSE_BACKEND: '1' }),
)
// The large store's generator (issue #32) on a slice of it, once the contract suite leaves a core free.
const largeSlice = Promise.all([backends, contract]).then(([up]) => up && step('slice', bin('tsx'), ['scripts/test-large-slice.ts']))
const e2e = Promise.all([checks, backends]).then(async ([, up]) => {
  if (!up) return
  const [first, second] = e2eShards(inventoryE2eSeconds())
  // The store with Medusa's inventory modules (tests/e2e/inventory, its own instance and console) runs
  // after the first shard to finish: the two shards already fill both cores.
  let inventory: Promise<boolean> | undefined
  const thenInventory = () => (inventory ??= step('e2e-inv', bin('vitest'), ['run', '-c', 'vitest.e2e-inventory.config.ts']))
  await Promise.all([
    step('e2e-1', bin('vitest'), ['run', '-c', 'vitest.e2e.config.ts', ...first], { E2E_SHARD: '1' }).then(thenInventory),
    step('e2e-2', bin('vitest'), ['run', '-c', 'vitest.e2e.config.ts', ...second], { E2E_SHARD: '2' }).then(thenInventory),
  ])
})
try {
  await Promise.all([contract, largeSlice, e2e])
} finally {
  // Each e2e shard stops its own instance; the contract instance was left up for its suite above.
  stopInstance(CONTRACT_INSTANCE)
}
for (const { name, ok } of results) {
  if (ok) continue
  console.log(`\n[${name}] what failed:\n${(failureLines.get(name) ?? ['(no failure line: see its output above)']).map((line) => `  ${line}`).join('\n')}`)
  const report = e2eReports.get(name)
  if (report) console.log(`[${name}] what the page showed:\n${report.map((line) => `  ${line}`).join('\n')}`)
}
if (Object.keys(measuredE2e).length) {
  const sorted = Object.fromEntries(Object.entries(measuredE2e).sort(([a], [b]) => a.localeCompare(b)))
  console.log(`\ne2e seconds per file (tests/e2e/durations.json weighs the shards): ${JSON.stringify(sorted)}`)
}
if (retriedLines.length) console.log(`\npassed only on a retry:\n${retriedLines.map((line) => `  ${line}`).join('\n')}`)
console.log(`\n${results.map((r) => `${r.ok ? 'passed' : 'FAILED'}  ${r.name.padEnd(10)} ${r.seconds.toFixed(0).padStart(5)} s`).join('\n')}`)
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`)
if (results.some((r) => !r.ok)) process.exitCode = 1
