// A benchmark figure, not a test: the real command palette (the real registry padded with generated
// commands to BENCH_COMMANDS listed, default 280; the API answered here with a few hundred records
// for a code or an email), built for production and opened in Debian's Chromium. Types the queries
// of npm run bench and prints each key's input-to-next-paint (Event Timing, as INP counts it), the
// slowest key per query, and the '?' sheet's key to paint. Issue #17: every key <= 16 ms.
// Run: npx tsx scripts/bench-palette.ts (BENCH_KEYS=1 prints every key, BENCH_RUNS=n repeats; before/after:
// git archive HEAD src/palette | tar -x -C /tmp/before && BENCH_PALETTE_SRC=/tmp/before/src/palette npx tsx …).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { chromium, type Route } from 'playwright-core'
import { build, preview } from 'vite'
import { bareInputKeys, bestOfRuns, keyFigures, keyToShown, timeKeys, typeAsOperator } from './bench-palette/keys'
import { startTrace } from './bench-palette/trace'
import { startProfile } from './bench-profile'

const HERE = dirname(fileURLToPath(import.meta.url))
const ROOT = join(HERE, '..')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 280)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const RECORDS = 150
const PORT = 4184
const QUERIES = ['capture payment', 'create product', '#1010', 'summer15', 'buyer@example']

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const range = (n: number) => Array.from({ length: n }, (_, i) => i)

/** What the finders ask for, answered with many records: the palette lists every one it gets. */
function answer(route: Route) {
  const url = new URL(route.request().url())
  const q = url.searchParams.get('q') ?? ''
  const json =
    url.pathname === '/admin/orders'
      ? { orders: [{ id: 'order_1', display_id: Number(url.searchParams.get('display_id')), email: 'buyer@example.com', total: 4200, currency_code: 'eur' }] }
      : url.pathname === '/admin/customers'
        ? { customers: range(RECORDS * 2).map((i) => ({ id: `cus_${i}`, email: `${q}${i}.com`, first_name: `Buyer`, last_name: `${i}` })) }
        : url.pathname === '/admin/discounts'
          ? { discounts: range(RECORDS).map((i) => ({ id: `disc_${i}`, code: i ? `${q.toUpperCase()}-${i}` : q.toUpperCase(), rule: { type: 'percentage', value: 15, allocation: 'total', description: 'Bench' } })) }
          : url.pathname === '/admin/variants'
            ? { variants: range(RECORDS).map((i) => ({ id: `variant_${i}`, title: `Bench shirt · ${i}`, sku: `${q.toUpperCase()}-${i}`, product_id: `prod_${i}`, product: { id: `prod_${i}`, title: 'Bench shirt' } })) }
            : undefined
  if (!json) return route.fulfill({ status: 404, json: { type: 'not_found', message: 'bench' } })
  const [list = []] = Object.values(json)
  return route.fulfill({ json: { ...json, count: list.length, offset: 0, limit: list.length } })
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'palette-bench-'))
  const config = {
    root: join(HERE, 'bench-palette'),
    configFile: false as const,
    logLevel: 'warn' as const,
    plugins: [react()],
    // BENCH_PALETTE_SRC measures another copy of src/palette (the committed one, for a before/after).
    resolve: { alias: [...(process.env.BENCH_PALETTE_SRC ? [{ find: '@/palette', replacement: process.env.BENCH_PALETTE_SRC }] : []), { find: '@', replacement: join(ROOT, 'src') }] },
  }
  await build({ ...config, build: { outDir, emptyOutDir: true, target: 'es2022', minify: !process.env.BENCH_PROFILE } })
  const server = await preview({ ...config, build: { outDir }, preview: { host: '127.0.0.1', port: PORT, strictPort: true } })
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    await page.route((url) => url.pathname.startsWith('/admin/'), answer)
    await page.goto(`http://127.0.0.1:${PORT}/?commands=${COMMANDS}`)
    await page.getByRole('button', { name: 'Page' }).focus()
    // The palette's code is fetched when the page is idle; the first open is not what is measured.
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Command palette' })
    await dialog.getByRole('option').first().waitFor()
    await page.waitForTimeout(300) // the rows after the first screenful follow the first paint
    const listed = await dialog.getByRole('option').count()
    await page.keyboard.press('Escape')

    const opens: number[] = []
    const listPainted: number[] = []
    const slowest = new Map<string, number[]>()
    const byKey = new Map<string, number[][]>()
    const stopTrace = await startTrace(page)
    const stopProfile = await startProfile(page, 30)
    for (const run of range(RUNS)) {
      for (const text of QUERIES) {
        const readOpen = await timeKeys(page)
        const readList = await keyToShown(page, '[role="dialog"] [role="option"]')
        await page.keyboard.press('Control+k')
        await dialog.getByRole('option').first().waitFor()
        const open = (await readOpen()).filter((k) => k.key === 'k')
        opens.push(...open.map((k) => k.ms))
        listPainted.push(await readList())
        if (process.env.BENCH_KEYS) console.log(`  run ${run + 1} ctrl+k: ${open.map((k) => k.split || '<16').join(' ')}, list painted ${listPainted.at(-1)?.toFixed(0)} ms`)
        const read = await timeKeys(page)
        await typeAsOperator(page, text)
        // A code or an email lists records once the search has answered.
        if (/\d|@/.test(text)) await dialog.getByRole('group', { name: /Records/ }).first().waitFor()
        const keys = await read()
        const options = await dialog.getByRole('option').count()
        slowest.set(text, [...(slowest.get(text) ?? []), Math.max(0, ...keys.map((k) => k.ms))])
        byKey.set(text, [...(byKey.get(text) ?? []), keys.map((k) => k.ms)])
        if (process.env.BENCH_KEYS) console.log(`  run ${run + 1} '${text}' (${options} options): ${keys.map((k) => `${k.key}:${k.ms}`).join(' ')}`)
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'detached' })
      }
    }
    await stopTrace()
    await stopProfile()
    await page.getByRole('button', { name: 'Page' }).focus()
    const readSheet = await timeKeys(page)
    await page.keyboard.press('?')
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
    const sheet = Math.max(0, ...(await readSheet()).map((k) => k.ms))
    const floor = await bareInputKeys(await browser.newPage({ viewport: { width: 1400, height: 900 } }), QUERIES, RUNS)

    console.log(`palette: ${listed} commands listed with nothing typed, ${RUNS} runs, Event Timing input to next paint (${CHROMIUM})`)
    // Other processes share the CPU: a key's best run is what the palette costs, its worst what the machine added.
    const show = (value: number) => (value < 16 ? '<16 ms' : `${value} ms`)
    for (const [text, values] of slowest)
      console.log(`  '${text}'`.padEnd(20) + `slowest key ${show(bestOfRuns(byKey.get(text) ?? []))} (each key's best run), per run: ${values.map(show).join(', ')}`)
    const keys = keyFigures(byKey)
    console.log(`  slowest key over all queries, each key's best run: ${show(keys.best)}   goal <= 16 ms`)
    console.log(`  all ${keys.keys} keys of all runs: ${keys.keys - keys.over16} within 16 ms, median ${show(median([...byKey.values()].flat(2)))}, worst ${show(keys.worst)}`)
    console.log(`  the same keys into a bare <input> of the same browser (the floor): ${floor.keys - floor.over16} of ${floor.keys} within 16 ms, each key's best run ${show(floor.best)}, worst ${show(floor.worst)}`)
    console.log(`  ctrl+k, key to next paint (the dialog, its field focused): median ${show(median(opens))}, best ${show(Math.min(...opens))}, worst ${show(Math.max(...opens))}`)
    console.log(`  ctrl+k to the list painted (rAF after the first option, then a task): median ${median(listPainted).toFixed(0)} ms`)
    console.log(`  '?' sheet, key to paint: ${show(sheet)}`)
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    rmSync(outDir, { recursive: true, force: true })
  }
}

await main()
