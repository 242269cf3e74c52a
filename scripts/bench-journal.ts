// A benchmark figure, not a test (issue #30: "the journal holds 10,000 entries without slowing the
// palette or any key"): the console's activity journal over Debian's Chromium's IndexedDB, filled with
// 100 and then 10,000 entries (scripts/bench-journal/main.ts), and the time of what a key or the
// Activity area asks of it: record one more run, read the Activity table's first page, find the run
// mod+z takes back (through the index of open entries, also when there is none), a filtered table's
// first page and its exact count (a rare command, a common one, one day), and the whole journal (the
// CSV export). Opening the palette reads nothing: "Undo <title>" is kept in memory. Run:
// npm run bench:journal (BENCH_RUNS=n times each figure, the median is printed; BENCH_SIZES=100,10000).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { build, preview } from 'vite'
import type { Figures } from './bench-journal/main'

const HERE = dirname(fileURLToPath(import.meta.url))
const ROOT = join(HERE, '..')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const SIZES = (process.env.BENCH_SIZES ?? '100,10000').split(',').map(Number)
const PORT = 4185

const ROWS: Array<[keyof Figures, string]> = [
  ['record', 'record one more run (a key’s write)'],
  ['firstPage', 'Activity table, first page (50 rows)'],
  ['lastUndoable', 'mod+z: find the last undoable run'],
  ['noneUndoable', 'mod+z with nothing undoable'],
  ['backfill', 'first mod+z after the upgrade (index filled, once)'],
  ['rareFirst', 'filtered, rare command (1 in 100): first page'],
  ['rareTotal', 'filtered, rare command: exact count'],
  ['rareLongestTask', 'longest task while it counts (a key’s wait)'],
  ['commonFirst', 'filtered, common command: first page'],
  ['dayTotal', 'filtered to one day: page and exact count'],
  ['wholeJournal', 'whole journal (CSV export)'],
]

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'journal-bench-'))
  const config = { root: join(HERE, 'bench-journal'), configFile: false as const, logLevel: 'warn' as const, resolve: { alias: { '@': join(ROOT, 'src') } } }
  await build({ ...config, build: { outDir, emptyOutDir: true, target: 'es2022' } })
  const server = await preview({ ...config, build: { outDir }, preview: { host: '127.0.0.1', port: PORT, strictPort: true } })
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${PORT}/`)
    await page.waitForFunction(() => '__journalBench' in window)
    const results = new Map(
      await page.evaluate(
        ([sizes, runs]) => (window as unknown as { __journalBench: (sizes: number[], runs: number) => Promise<Array<[number, Figures]>> }).__journalBench(sizes, runs),
        [SIZES, RUNS] as const,
      ),
    )
    const ms = (value: number | undefined) => `${(value ?? NaN).toFixed(2)} ms`
    console.log(`Activity journal in Chromium's IndexedDB (${await browser.version()}), median of ${RUNS}`)
    console.log(`${''.padEnd(52)}${SIZES.map((size) => `${size.toLocaleString('en')} entries`.padStart(16)).join('')}`)
    for (const [key, label] of ROWS) console.log(`${label.padEnd(52)}${SIZES.map((size) => ms(results.get(size)?.[key]).padStart(16)).join('')}`)
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    rmSync(outDir, { recursive: true, force: true })
  }
}

await main()
