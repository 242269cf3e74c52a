// Page helpers of the browser benches: cold Chromium profiles, request traces, and when something was
// painted or how long input took to paint, measured inside the page.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { CHROMIUM } from '../tests/e2e/chromium'

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

export async function openContext(): Promise<{ context: BrowserContext; page: Page; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'console-bench-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1400, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
  })
  const page = context.pages()[0] ?? (await context.newPage())
  page.setDefaultTimeout(30_000)
  return { context, page, dir }
}

export async function closeContext({ context, dir }: { context: BrowserContext; dir: string }) {
  await context.close()
  rmSync(dir, { recursive: true, force: true })
}

/** Backend API requests (not preflights, not images) made from now on, with when they started. */
export function apiRequests(page: Page, backend: string) {
  const seen: Array<{ name: string; at: number }> = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === backend && url.pathname.startsWith('/admin/') && request.method() !== 'OPTIONS') seen.push({ name: `${request.method()} ${url.pathname}`, at: Date.now() })
  })
  return seen
}

/** Resolves with the wall-clock time the first row of a grid was painted in the page (a SPA navigation keeps the page). */
export async function firstRowPaintedAt(page: Page, rowSelector = 'table[role="grid"] tbody tr[data-row-id]'): Promise<() => Promise<number>> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __rowAt?: number }
    delete w.__rowAt
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return
      observer.disconnect()
      requestAnimationFrame(() => (w.__rowAt = performance.timeOrigin + performance.now()))
    })
    observer.observe(document, { childList: true, subtree: true })
  }, rowSelector)
  return async () => {
    await page.waitForFunction(() => (window as unknown as { __rowAt?: number }).__rowAt !== undefined)
    return page.evaluate(() => (window as unknown as { __rowAt: number }).__rowAt)
  }
}

/**
 * From the next page load on: when the first `selector` element whose text matches `pattern` was
 * painted, in ms since that navigation started (the page's own clock). Measured in the page, the same
 * way for the console and the original admin: polling from outside (role queries over a large DOM)
 * would add its own time.
 */
export async function watchPaintAfterLoad(page: Page, selector: string, pattern: string): Promise<() => Promise<number>> {
  await page.context().addInitScript(
    ({ selector, pattern }) => {
      const w = window as unknown as { __shownAt?: number }
      const matches = new RegExp(pattern)
      const observer = new MutationObserver(() => {
        if (![...document.querySelectorAll(selector)].some((el) => matches.test((el.textContent ?? '').trim()))) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => (w.__shownAt = performance.now())))
      })
      observer.observe(document, { childList: true, subtree: true, characterData: true })
    },
    { selector, pattern },
  )
  return async () => {
    await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined, undefined, { polling: 50 })
    return page.evaluate(() => (window as unknown as { __shownAt: number }).__shownAt)
  }
}

/** Collects Event Timing entries (input to next paint) and long tasks in the page. */
export async function observeResponsiveness(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __bench: { events: number[]; longTasks: number[] }; __benchObservers?: PerformanceObserver[] }
    // The observers of an earlier measurement in the same page would report every event a second time.
    for (const observer of w.__benchObservers ?? []) observer.disconnect()
    w.__bench = { events: [], longTasks: [] }
    const events = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (['keydown', 'keypress', 'keyup', 'input'].includes(entry.name)) w.__bench.events.push(entry.duration)
    })
    events.observe({ type: 'event', buffered: false, durationThreshold: 0 } as PerformanceObserverInit)
    const longTasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__bench.longTasks.push(entry.duration)
    })
    longTasks.observe({ type: 'longtask', buffered: false })
    w.__benchObservers = [events, longTasks]
  })
  return async () => {
    await page.waitForTimeout(300) // the last entries are reported after their paint
    return page.evaluate(() => (window as unknown as { __bench: { events: number[]; longTasks: number[] } }).__bench)
  }
}

/** The page's load as one line per resource (start → end, ms from navigation): where a deep link waits. */
export async function loadTimeline(page: Page): Promise<string> {
  const entries = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    return [
      { name: 'document', start: nav.startTime, end: nav.responseEnd },
      { name: 'DOMContentLoaded', start: nav.domContentLoadedEventStart, end: nav.domContentLoadedEventEnd },
      ...resources.map((r) => ({ name: r.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 70), start: r.startTime, end: r.responseEnd })),
      ...performance.getEntriesByType('paint').map((p) => ({ name: p.name, start: p.startTime, end: p.startTime })),
    ].sort((a, b) => a.start - b.start)
  })
  return entries.map((e) => `    ${e.start.toFixed(0).padStart(5)} → ${e.end.toFixed(0).padStart(5)}  ${e.name}`).join('\n')
}
