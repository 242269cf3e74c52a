// Issue #32's price grid on the large store: a price list of 5,000 variants × 3 currencies, its page in
// the built console in Chromium. Prints: URL to the grid's first cell, ArrowDown held ~3 s (Event
// Timing per key), 1,000 amounts typed and saved (time to saved, requests), the tab's heap after each
// step; then checks through the API that exactly those 1,000 prices changed. The list is made through
// the API at the start and deleted at the end. Hold the development backend's lock for all of it:
//   flock -o /tmp/large.lock npx tsx bench/scale/price-grid.ts
// (the store as it is: run `npm run backend:large` first for the large one). GRID_VARIANTS (5000),
// GRID_EDITS (1000), GRID_HOLD_MS (3000). Figures only: nothing fails on them.
import { analyticsConfigs } from '../../src/api/admin/analytics-configs'
import { priceLists } from '../../src/api/admin/price-lists'
import { isMedusaApiError } from '../../src/api/client'
import { createQueryClient } from '../../src/atoms/core/query'
import { priceListQueries } from '../../src/atoms/price-lists/keys'
import { gridRows } from '../../src/panels/price-lists/grid/model'
import { apiRequests, closeContext, openContext } from '../../scripts/bench-page'
import { serveConsole } from './browser'
import { editAmount, gridPaintedAt, heapMb, holdArrowDown, keyLine, markGridPaint, save, typeEdits } from './price-grid-page'
import { changedCells, makeList, pricedKey, pricesByCell } from './price-grid-store'
import { BACKEND_URL, signIn } from './runner'

const VARIANTS = Number(process.env.GRID_VARIANTS ?? 5000)
const EDITS = Number(process.env.GRID_EDITS ?? 1000)
const HOLD_MS = Number(process.env.GRID_HOLD_MS ?? 3000)
const ADMIN = { email: 'admin@medusa-test.com', password: 'supersecret' }

const lines: string[] = []
const say = (line: string) => {
  lines.push(line)
  console.log(`[price-grid] ${line}`)
}
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Requests seen since `from`, by method and route ('POST …/prices/batch × 2'). */
function requestsSince(seen: ReadonlyArray<{ name: string }>, from: number): string {
  const counts = new Map<string, number>()
  for (const { name } of seen.slice(from)) {
    const route = name.replace(/\/(pl|prod|variant|ma)_[0-9A-Z]+/g, '/:id')
    counts.set(route, (counts.get(route) ?? 0) + 1)
  }
  return [...counts].map(([route, n]) => `${route} × ${n}`).join(', ') || 'none'
}

await signIn()
// The admin's analytics choice made (opted out), as bench:scale does: the consent screen would cover the grid.
if (!(await analyticsConfigs.retrieve().catch((error: unknown) => (isMedusaApiError(error) && error.status === 404 ? null : Promise.reject(error))))) {
  await analyticsConfigs.create({ opt_out: true, anonymize: false })
}
const served = await serveConsole(BACKEND_URL)
let made = performance.now()
const list = await makeList(VARIANTS)
made = performance.now() - made
say(`made "${list.name}": ${list.made.size} prices (${list.currencies.join(', ')}) in ${list.chunkMs.length} batch POSTs in ${secs(made)}; the last POST ${secs(list.chunkMs.at(-1) ?? NaN)} (each answers with the whole list)`)
try {
  // The grid's rows as the console orders them: which variant each typed row is.
  const rows = gridRows([await createQueryClient().fetchQuery(priceListQueries.products(list.id))])
  const browser = await openContext()
  const { page } = browser
  try {
    await page.goto(`${served.base}/login?next=${encodeURIComponent('/a/orders')}`)
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/a\/orders/)
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await markGridPaint(page)
    const seen = apiRequests(page, new URL(BACKEND_URL).origin)
    await page.goto('about:blank')
    await page.goto(`${served.base}/a/price-lists/${list.id}`)
    const painted = await gridPaintedAt(page)
    const rowCount = Number(await page.getByRole('grid', { name: /^Prices of / }).getAttribute('aria-rowcount')) - 1
    say(`first paint: URL to the grid's first cell ${secs(painted)} (${rowCount} rows; requests: ${requestsSince(seen, 0)}); heap ${await heapMb(page)}`)

    await page.waitForLoadState('networkidle').catch(() => undefined)
    const held = await holdArrowDown(page, HOLD_MS)
    say(`ArrowDown held ${secs(HOLD_MS)}: moved ${held.rows} rows; ${keyLine(held.figures)}; heap ${await heapMb(page)}`)

    const first = await page.getByRole('grid', { name: /^Prices of / }).getByRole('columnheader').nth(3).textContent()
    if (first?.toLowerCase() !== list.currencies[0]) throw new Error(`the grid's first price column is ${first}, not ${list.currencies[0]}`)
    let typing = Date.now()
    const typed = await typeEdits(page, EDITS)
    typing = Date.now() - typing
    say(`typed ${EDITS} amounts (type, Enter) in ${secs(typing)}: ${keyLine(typed)}; heap ${await heapMb(page)}`)

    const before = seen.length
    const saved = await save(page, EDITS)
    say(`saved in ${secs(saved.ms)} from the confirm (requests: ${requestsSince(seen, before)}); heap ${await heapMb(page)}`)
    say(`  preview: ${saved.preview.replace(/\s+/g, ' ')}`)
  } finally {
    await closeContext(browser)
  }

  const expected = new Map(rows.slice(0, EDITS).map((row, n) => [pricedKey(row.variantId, list.currencies[0] ?? ''), editAmount(n).amount]))
  const after = await pricesByCell(list.id)
  const check = changedCells(list.made, after.cells, expected)
  say(
    `API check: ${check.exact ? 'exactly' : 'NOT exactly'} the ${EDITS} typed prices changed (${check.changed} changed, ${check.wrong} wrong, ${check.missing} missing, ${check.gone} cells gone); ` +
      `${after.total} prices in the list (${list.made.size} made), ${after.doubled} cells with two prices`,
  )
} finally {
  await priceLists.delete(list.id)
  say('list deleted')
  await served.close()
}
