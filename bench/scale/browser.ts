// npm run bench:scale, the browser half: the built console, served compressed, in Debian's Chromium
// (scripts/bench-page's profile and helpers) against the development backend, each task of
// browser-tasks.ts timed in the page, with the tab's JS heap after each task.
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { build, preview } from 'vite'
import { closeContext, median, openContext } from '../../scripts/bench-page'
import { ROOT } from '../../tests/support/medusaInstance'
import { browserTasks, type BrowserTools, type Places } from './browser-tasks'
import { heapAfterGc, markFirstPaint } from './marks'
import type { Samples } from './tasks'

/** `npm run dev`'s origin: the development backend's admin_cors allows it (backend/medusa-config.js). */
const PORT = 5173
const ADMIN = { email: 'admin@medusa-test.com', password: 'supersecret' }

export interface BrowserFigure {
  /** How many runs answered (the median and first are theirs). */
  times: number
  /** ms, the median of the runs. */
  median: number
  /** The first run's ms (a cold server and browser cache). */
  first: number
  /** Bytes of JS heap in use after the task's last run, after a garbage collection. */
  heap: number
  /** Why a run had no answer (the task's later runs are skipped). */
  failed?: string
}

/** Builds the console for `backend` and serves it (gzip, as vite preview does) on 127.0.0.1:5173. */
export async function serveConsole(backend: string): Promise<{ base: string; close: () => Promise<void> }> {
  const outDir = join(tmpdir(), `console-bench-scale-${process.pid}`)
  process.env.VITE_MEDUSA_BACKEND_URL = backend
  await build({ root: ROOT, logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } })
  const server = await preview({ root: ROOT, logLevel: 'silent', build: { outDir }, preview: { port: PORT, host: '127.0.0.1', strictPort: true } })
  return {
    base: `http://127.0.0.1:${PORT}`,
    close: async () => {
      await server.close()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}

/** Signs the demo admin in on the served console; the page is on the orders table after. */
export async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login?next=${encodeURIComponent('/a/orders')}`)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/a\/orders/)
}

/** Each browser task `runs` times in one signed-in tab: median and first time, then the heap. */
export async function measureBrowser(base: string, samples: Samples, places: Places, runs: number): Promise<Map<string, BrowserFigure>> {
  const browser = await openContext()
  const { page } = browser
  const result = new Map<string, BrowserFigure>()
  try {
    await signIn(page, base)
    const painted = await markFirstPaint(page)
    const tools: BrowserTools = {
      page,
      base,
      open: async (path) => {
        // A link opened on an idle server: the last page's follow-up requests are answered first
        // (unless one never is: a task that timed out).
        await page.waitForLoadState('networkidle').catch(() => undefined)
        await page.goto('about:blank')
        await page.goto(`${base}${path}`)
        return painted()
      },
    }
    for (const task of browserTasks(samples, places)) {
      const times: number[] = []
      let failed: string | undefined
      for (let run = 0; run < runs && !failed; run++) {
        await page.keyboard.press('Escape') // a palette left open by the run before
        // A task with no answer is said in its row (the page's 30 s timeout), and the bench goes on.
        await task.run(tools).then(
          (ms) => times.push(ms),
          (error: unknown) => (failed = `run ${run + 1}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''}`),
        )
      }
      if (failed) console.log(`\n[scale] ${task.name}: ${failed} (at ${page.url()})`)
      result.set(task.name, { times: times.length, median: median(times), first: times[0] ?? NaN, heap: await heapAfterGc(page), failed })
      process.stdout.write('.')
    }
    process.stdout.write('\n')
  } finally {
    await closeContext(browser)
  }
  return result
}
