// A scripted hour of work (issue #32), in the built console in Chromium against the development
// backend as it is: cycles through every area by its hotkey, opens a record from its table by
// keyboard, looks records up from the palette, until HOUR_COMMANDS commands (500) have run, and
// reports the tab's JS heap after a garbage collection at the end of each cycle. A leak shows as
// growth from one cycle to the next. Part of npm run bench:scale (run.ts, on the large store); by
// itself: `flock -o /tmp/large.lock npx tsx bench/scale/hour-run.ts`.
import type { Page } from 'playwright-core'
import { closeContext, openContext } from '../../scripts/bench-page'
import { signIn } from './browser'
import { FIRST_ROW, heapAfterGc } from './marks'
import type { Samples } from './tasks'

const COMMANDS = Number(process.env.HOUR_COMMANDS ?? 500)
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`

/** Each area by its hotkey (models/<domain>/area.ts) and whether its table's rows open a record. */
const AREAS: Array<{ keys: string[]; path: string; opens: boolean }> = [
  { keys: ['g', 'o'], path: 'orders', opens: true },
  { keys: ['g', 'p'], path: 'products', opens: true },
  { keys: ['g', 'c'], path: 'customers', opens: true },
  { keys: ['g', 'i'], path: 'discounts', opens: true },
  { keys: ['g', 'g'], path: 'gift-cards', opens: true },
  { keys: ['g', 'd'], path: 'draft-orders', opens: true },
  { keys: ['g', 'l'], path: 'collections', opens: true },
  { keys: ['g', 'u'], path: 'customer-groups', opens: true },
  { keys: ['g', 'r'], path: 'price-lists', opens: true },
  { keys: ['g', 'e'], path: 'order-edits', opens: true },
  { keys: ['g', 'n'], path: 'notifications', opens: false },
  { keys: ['g', 'j'], path: 'batch-jobs', opens: false },
  { keys: ['g', 'w'], path: 'activity', opens: false },
]

const pathIs = (area: string, record: boolean) => (url: URL) => {
  const parts = url.pathname.split('/').filter(Boolean)
  return parts[0] === 'a' && parts[1] === area && (record ? parts.length === 3 : parts.length === 2)
}

/** Leaves any palette or record: the list's own keys work again. */
async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()); i++) await page.keyboard.press('Escape')
}

/** One area: its hotkey, its first row, then (where rows open records) a record opened and closed. Returns commands run. */
async function visit(page: Page, area: (typeof AREAS)[number]): Promise<number> {
  await settle(page)
  for (const key of area.keys) await page.keyboard.press(key)
  await page.waitForURL(pathIs(area.path, false))
  if (!area.opens) {
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    return 1
  }
  const first = page.locator(FIRST_ROW).first()
  await first.waitFor()
  // As Tab would reach it, then Enter opens the row's record in its panel.
  await first.focus()
  await page.keyboard.press('Enter')
  await page.waitForURL(pathIs(area.path, true))
  await page.getByRole('article').first().waitFor()
  // Opening a record puts the focus in its panel: Escape closes it, back to the list.
  await page.keyboard.press('Escape')
  await page.waitForURL(pathIs(area.path, false))
  return 2
}

/** A record looked up from the palette and opened: one command. */
async function lookUp(page: Page, query: string, answer: RegExp): Promise<number> {
  await settle(page)
  await page.keyboard.press('Control+k')
  await page.getByRole('dialog').getByRole('option').first().waitFor()
  await page.keyboard.type(query, { delay: 30 })
  // Enter on the record once the palette has it selected (the first answer to a number or an email).
  await page.getByRole('dialog').getByRole('option', { name: answer, selected: true }).first().waitFor()
  await page.keyboard.press('Enter')
  await page.getByRole('article').first().waitFor()
  return 1
}

/** The scripted hour in the console served at `base`; returns the lines to print (each cycle's are printed as it ends). */
export async function scriptedHour(base: string, samples: Samples): Promise<string[]> {
  const lines: string[] = []
  const say = (line: string) => {
    lines.push(line)
    console.log(`[hour] ${line}`)
  }
  const browser = await openContext()
  const { page } = browser
  const heaps: number[] = []
  let commands = 0
  let failures = 0
  const started = performance.now()
  try {
    await signIn(page, base)
    heaps.push(await heapAfterGc(page))
    say(`cycles of every area until ${COMMANDS} commands; heap after sign-in ${mb(heaps[0] ?? 0)}`)
    for (let cycle = 1; commands < COMMANDS; cycle++) {
      const cycleStart = performance.now()
      const steps: Array<() => Promise<number>> = [
        ...AREAS.map((area) => () => visit(page, area)),
        () => lookUp(page, `#${samples.order.display_id}`, new RegExp(`#${samples.order.display_id}\\b`)),
        () => lookUp(page, samples.customer.email, new RegExp(samples.customer.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')),
      ]
      for (const step of steps) {
        commands += await step().catch((error: unknown) => {
          failures += 1
          say(`  cycle ${cycle}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''} (at ${page.url()})`)
          return 0
        })
      }
      await settle(page)
      const heap = await heapAfterGc(page)
      heaps.push(heap)
      // Printed, not returned: the report keeps the heap per cycle on one line.
      console.log(`[hour]   cycle ${String(cycle).padStart(2)}: ${String(commands).padStart(3)} commands, ${((performance.now() - cycleStart) / 1000).toFixed(0)} s, heap ${mb(heap)}`)
    }
  } finally {
    await closeContext(browser)
  }
  const [first, second, last] = [heaps[1] ?? NaN, heaps[2] ?? NaN, heaps.at(-1) ?? NaN]
  say(`${commands} commands in ${((performance.now() - started) / 60_000).toFixed(1)} min, ${failures} steps failed`)
  say(`heap after the first cycle ${mb(first)}, after the second ${mb(second)}, after the last ${mb(last)}, most ${mb(Math.max(...heaps))}`)
  say(`growth from the second cycle to the last: ${mb(last - second)} over ${heaps.length - 3} cycles`)
  say(`heap after each cycle (MB): ${heaps.slice(1).map((heap) => (heap / 2 ** 20).toFixed(1)).join(', ')}`)
  return lines
}
