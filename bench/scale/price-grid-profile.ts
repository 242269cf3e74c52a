// Where a key typed into the price grid goes when the grid holds many unsaved edits (issue #32): the
// list of bench/scale/price-grid.ts, an unminified build, 1,000 edits pasted at once (not typed: a run
// of a minute, not two), then amounts typed under a Chromium trace (BENCH_TRACE=1: main-thread time by
// kind of work) and CPU profile (BENCH_PROFILE=1 or total). Hold the development backend's lock:
//   BENCH_TRACE=1 BENCH_PROFILE=1 flock -o /tmp/large.lock npx tsx bench/scale/price-grid-profile.ts
// GRID_VARIANTS (5000), GRID_PASTED (1000), GRID_TYPED (30). Figures only.
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { build, preview } from 'vite'
import { priceLists } from '../../src/api/admin/price-lists'
import { closeContext, openContext } from '../../scripts/bench-page'
import { startProfile } from '../../scripts/bench-profile'
import { ROOT } from '../../tests/support/medusaInstance'
import { editAmount, keyLine, traceKeys, watchKeys } from './price-grid-page'
import { makeList } from './price-grid-store'
import { BACKEND_URL, signIn } from './runner'

const VARIANTS = Number(process.env.GRID_VARIANTS ?? 5000)
const PASTED = Number(process.env.GRID_PASTED ?? 1000)
const TYPED = Number(process.env.GRID_TYPED ?? 30)
/** Pasted below the typed rows: the typed cells are new edits, as the 1,000th typed one is. */
const PASTE_FROM = 100
if (TYPED % 15 || 3 * TYPED > PASTE_FROM) throw new Error('GRID_TYPED: a multiple of 15, at most 33')

/** Types `count` amounts down the first column from row `from` (a multiple of a page, 15 rows), figures per key. */
async function typeFromRow(page: Page, count: number, from = 0) {
  // Any rendered cell of the first column: the grid takes the keyboard (the first row may be scrolled away).
  await page.locator('[role="grid"] [data-cell$=":0"]').first().focus()
  await page.keyboard.press('Control+Home')
  for (let row = 0; row < from; row += 15) await page.keyboard.press('PageDown')
  await page.waitForFunction((at) => document.activeElement?.getAttribute('data-cell') === at, `${from}:0`)
  const done = await watchKeys(page)
  for (let n = from; n < from + count; n++) {
    await page.keyboard.type(editAmount(n).typed)
    await page.keyboard.press('Enter')
  }
  return done()
}

await signIn()
const outDir = join(tmpdir(), `console-grid-profile-${process.pid}`)
process.env.VITE_MEDUSA_BACKEND_URL = BACKEND_URL
await build({ root: ROOT, logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false, minify: false } })
const server = await preview({ root: ROOT, logLevel: 'silent', build: { outDir }, preview: { port: 5173, host: '127.0.0.1', strictPort: true } })
const list = await makeList(VARIANTS)
try {
  const browser = await openContext()
  const { page } = browser
  try {
    await page.goto(`http://127.0.0.1:5173/login?next=${encodeURIComponent(`/a/price-lists/${list.id}`)}`)
    await page.getByLabel('Email').fill('admin@medusa-test.com')
    await page.getByLabel('Password').fill('supersecret')
    await page.keyboard.press('Enter')
    await page.locator('[role="grid"] [data-cell="0:0"]').waitFor({ timeout: 120_000 })
    await page.waitForLoadState('networkidle').catch(() => undefined)
    console.log(`DOM: ${await page.evaluate(() => document.getElementsByTagName('*').length)} elements`)
    const firstTrace = await traceKeys(page)
    const first = await typeFromRow(page, TYPED)
    console.log(`no edits, traced: ${keyLine(first)}\n${await firstTrace(first.keys)}`)

    // A block pasted from the first cell: PASTE_FROM empty lines (cells left as they are), then the amounts.
    const block = '\n'.repeat(PASTE_FROM) + Array.from({ length: PASTED }, (_, n) => editAmount(n).typed).join('\n')
    await page.keyboard.press('Control+Home')
    await page.evaluate((text) => {
      const data = new DataTransfer()
      data.setData('text/plain', text)
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, block)
    await page.getByRole('heading', { name: new RegExp(`· ${PASTED + TYPED} unsaved$`) }).waitFor({ timeout: 60_000 })

    const typed = await typeFromRow(page, TYPED, TYPED)
    console.log(`${PASTED + TYPED} edits: ${keyLine(typed)}`)
    const trace = await traceKeys(page)
    const profile = await startProfile(page, 40)
    const traced = await typeFromRow(page, TYPED, 2 * TYPED)
    await profile()
    console.log(`${PASTED + 2 * TYPED} edits, traced: ${keyLine(traced)}\n${await trace(traced.keys)}`)
    console.log(`DOM: ${await page.evaluate(() => document.getElementsByTagName('*').length)} elements`)
  } finally {
    await closeContext(browser)
  }
} finally {
  await priceLists.delete(list.id)
  await server.close()
  rmSync(outDir, { recursive: true, force: true })
}
