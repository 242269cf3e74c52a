// npm run bench:scale, the original Medusa admin (scripts/bench-original-admin.ts: built for the
// development backend, served on 127.0.0.1:4174) on the same store, wherever it can do the console's
// task: its list pages by URL to their first row, the order page by URL to its number, and its search
// modal (ctrl+k: orders, customers, discounts, products; 500 ms debounce) from the last key to the
// matching result. Timed in the page the way the console's tasks are (scripts/bench-page, marks.ts),
// keyed by the console's task names so run.ts prints them beside the console's.
import type { Page } from 'playwright-core'
import { backendAllowsOrigin, ORIGINAL_ADMIN_PORT, signIn, startOriginalAdmin } from '../../scripts/bench-original-admin'
import { closeContext, median, openContext, watchPaintAfterLoad } from '../../scripts/bench-page'
import type { BrowserFigure } from './browser'
import { typeKeys } from './browser-tasks'
import { heapAfterGc, literally, markAnswer } from './marks'
import type { Samples } from './tasks'

/** A body row of its tables (molecules/table: a row that opens a record has cursor-pointer), with text in it. */
const ROW = { selector: 'table tbody tr.cursor-pointer', pattern: '\\S' }
/** Its list pages: the console's area name is the original's path too. */
const AREAS = ['orders', 'products', 'customers', 'discounts', 'gift-cards']

interface OriginalTask {
  name: string
  /** One run in the signed-in page: its time in ms. */
  run: (page: Page) => Promise<number>
  /** Prepares the page once (an init script) before the runs. */
  prepare?: (page: Page) => Promise<() => Promise<number>>
  /** What its figure measures when that is not the console's task (a footnote). */
  note?: string
}

type Opened = Awaited<ReturnType<typeof openContext>>

async function signedIn(base: string): Promise<Opened> {
  const browser = await openContext()
  await signIn(browser.page, base)
  await browser.page.keyboard.press('Enter')
  await browser.page.waitForURL(/\/a\/orders/)
  return browser
}

/** A page loaded from its URL as a link opens it, to the first `selector` whose text matches `pattern`. */
function byUrl(name: string, url: string, selector: string, pattern: string): OriginalTask {
  let painted: () => Promise<number> = () => Promise.reject(new Error('not prepared'))
  return {
    name,
    prepare: async (page) => (painted = await watchPaintAfterLoad(page, selector, pattern)),
    run: async (page) => {
      await page.waitForLoadState('networkidle').catch(() => undefined)
      await page.goto('about:blank')
      await page.goto(url)
      return painted()
    },
  }
}

/** Its search modal on a freshly loaded orders page (as the console's palette tasks): ms from the last key to a result matching `answer`. */
function search(name: string, base: string, query: string, answer: string): OriginalTask {
  return {
    name,
    run: async (page) => {
      await page.goto(`${base}/a/orders`)
      await page.locator(ROW.selector).first().waitFor()
      await page.waitForLoadState('networkidle').catch(() => undefined)
      await page.keyboard.press('Control+k')
      await page.getByPlaceholder('Start typing to search...').waitFor()
      const shown = await markAnswer(page, answer)
      await typeKeys(page, query)
      return shown()
    },
  }
}

function originalTasks(base: string, s: Samples): OriginalTask[] {
  const order = `#${s.order.display_id}`
  const sku = s.variant.sku ?? ''
  const name = [s.customer.first_name, s.customer.last_name].filter(Boolean).join(' ')
  return [
    ...AREAS.map((area) => byUrl(`${area} table by URL, first row`, `${base}/a/${area}`, ROW.selector, ROW.pattern)),
    // Its order page names the order in a button (click to copy) reading "#42".
    byUrl(`order page by URL (${order} heading)`, `${base}/a/orders/${s.order.id}`, 'button', `^${literally(order)}$`),
    // Medusa's orders q takes no '#' (no result) and matches the digits anywhere in the number: on the large
    // store its 5 results for '42' are other orders (#142, #442…). Timed to its first order result.
    {
      ...search(`palette: order ${order}`, base, String(s.order.display_id), '^\\s*#\\d+'),
      note: `typed '${s.order.display_id}' ('${order}' finds nothing), timed to its first order result: its 5 results need not hold ${order}`,
    },
    // A customer result shows the name (the email when it has none); an order result shows the email.
    search('palette: customer email', base, s.customer.email, [s.customer.email, name].filter(Boolean).map(literally).join('|')),
    // A product result shows the product's title, not the variant's SKU.
    search(`palette: SKU ${sku}`, base, sku, literally(s.variant.product?.title ?? sku)),
    search(`palette: discount ${s.discount.code}`, base, s.discount.code, `^\\s*${literally(s.discount.code)}`),
  ]
}

/** Each task `runs` times, each in a signed-in tab of its own: its median and first time, then the tab's heap. */
async function measureTask(base: string, task: OriginalTask, runs: number): Promise<BrowserFigure> {
  const browser = await signedIn(base)
  const times: number[] = []
  let failed: string | undefined
  try {
    await task.prepare?.(browser.page)
    for (let run = 0; run < runs && !failed; run++) {
      await task.run(browser.page).then(
        (ms) => times.push(ms),
        (error: unknown) => (failed = `run ${run + 1}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''}`),
      )
    }
    if (failed) console.log(`\n[original] ${task.name}: ${failed} (at ${browser.page.url()})`)
    return { times: times.length, median: median(times), first: times[0] ?? NaN, heap: await heapAfterGc(browser.page), failed }
  } finally {
    await closeContext(browser)
  }
}

export interface OriginalFigures {
  /** By the console's task name. */
  figures: Map<string, BrowserFigure>
  /** By the console's task name: what the original's figure measures instead. */
  notes: Map<string, string>
  /** Why nothing was measured, when it was not. */
  unavailable?: string
}

/** The original admin built for `backend` and measured on the store it serves now. */
export async function measureOriginal(backend: string, samples: Samples, runs: number): Promise<OriginalFigures> {
  const figures = new Map<string, BrowserFigure>()
  const notes = new Map<string, string>()
  if (!(await backendAllowsOrigin(backend))) {
    return { figures, notes, unavailable: `${backend} refuses the origin 127.0.0.1:${ORIGINAL_ADMIN_PORT} (admin_cors, backend/medusa-config.js)` }
  }
  const original = await startOriginalAdmin(backend).catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
  if (typeof original === 'string') return { figures, notes, unavailable: original.split('\n')[0] }
  try {
    for (const task of originalTasks(original.base, samples)) {
      figures.set(task.name, await measureTask(original.base, task, runs))
      if (task.note) notes.set(task.name, task.note)
      process.stdout.write('.')
    }
    process.stdout.write('\n')
  } finally {
    await original.close()
  }
  return { figures, notes }
}
