// The parts of npm run bench:scale (run.ts), which of them this run measures (SCALE_ONLY, SCALE_SKIP),
// and how each part after the tables is run: its printed lines collected into the final report, a
// failure said in its place (the run goes on), its time.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const PARTS = ['medusa', 'browser', 'undo', 'hour', 'original', 'grid', 'bulk', 'exports', 'imports'] as const
export type Part = (typeof PARTS)[number]
/** The parts that open Chromium (SCALE_BROWSER=0 skips them all). */
const IN_CHROMIUM: readonly Part[] = ['browser', 'hour', 'original', 'grid']

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const isPart = (name: string): name is Part => (PARTS as readonly string[]).includes(name)
const names = (value: string | undefined) => (value ?? '').split(',').map((name) => name.trim()).filter(Boolean)

/** SCALE_ONLY (those parts only) minus SCALE_SKIP, both comma lists of PARTS; SCALE_BROWSER=0 and SCALE_UNDO=0 as before. */
export function selectedParts(env: NodeJS.ProcessEnv = process.env): Set<Part> {
  const only = names(env.SCALE_ONLY)
  const skip = names(env.SCALE_SKIP)
  const unknown = [...only, ...skip].filter((name) => !isPart(name))
  if (unknown.length) throw new Error(`unknown bench:scale part ${unknown.join(', ')}: one of ${PARTS.join(', ')}`)
  const chosen = new Set<Part>(only.length ? only.filter(isPart) : PARTS)
  for (const name of skip.filter(isPart)) chosen.delete(name)
  if (env.SCALE_BROWSER === '0') for (const name of IN_CHROMIUM) chosen.delete(name)
  if (env.SCALE_UNDO === '0') chosen.delete('undo')
  return chosen
}

export interface Section {
  title: string
  lines: string[]
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''

/** `work`, or a rejection once `minutes` have passed (the work is left to itself: the caller rebuilds the store). */
function within<T>(work: Promise<T>, minutes: number | undefined): Promise<T> {
  if (minutes === undefined) return work
  // Its own rejection, after the race is lost, must not end the process.
  work.catch(() => undefined)
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no end after ${minutes} min: left running, the store rebuilt after`)), minutes * 60_000)))
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

/**
 * Runs one part, printing its lines as it ends; a failure becomes its line (and `onFailure` runs: the store
 * put back). With `minutes`, a part still running after them is left to itself and said so.
 */
export async function section(title: string, work: () => Promise<string[]>, onFailure?: () => Promise<void> | void, minutes?: number): Promise<Section> {
  console.log(`\n[scale] ${title}`)
  const started = performance.now()
  let lines: string[]
  try {
    lines = await within(work(), minutes)
  } catch (error) {
    console.error(error)
    lines = [`FAILED: ${message(error)}`]
    await onFailure?.()
  }
  lines.push(`  (${((performance.now() - started) / 60_000).toFixed(1)} min in all, with its checks)`)
  console.log(lines.join('\n'))
  return { title, lines }
}

/**
 * bench/scale/price-grid.ts in a process of its own (it is a script: it makes its list, measures, checks and
 * deletes it at the top level, and serves its own console on the port run.ts's used). Returns its
 * '[price-grid]' lines; throws with its last output when it fails.
 */
export function priceGridLines(env: NodeJS.ProcessEnv): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'bench/scale/price-grid.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const echo = (chunk: Buffer) => {
      output += chunk.toString()
      process.stdout.write(chunk)
    }
    child.stdout.on('data', echo)
    child.stderr.on('data', echo)
    child.on('error', reject)
    child.on('close', (code) => {
      const lines = output.split('\n').filter((line) => line.startsWith('[price-grid] ')).map((line) => `  ${line.slice('[price-grid] '.length)}`)
      if (code === 0) resolve(lines)
      else reject(new Error(`price-grid.ts exited ${String(code)}: ${output.trim().split('\n').slice(-3).join(' / ')}`))
    })
  })
}
