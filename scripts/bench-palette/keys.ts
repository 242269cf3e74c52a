// Key-to-paint timing shared by scripts/bench-palette.ts and the palette figure of scripts/bench-browser.ts.
import type { Page } from 'playwright-core'

type KeyTiming = { keys: Array<{ key: string; at: number }>; events: Array<{ at: number; duration: number; delay: number; processing: number }> }

/**
 * Each key typed from now on, with the longest Event Timing entry of its interaction (keydown,
 * input, keyup: from the key to the next paint, as INP counts it). Entries under 16 ms are not
 * reported by the browser: such a key reads 0.
 */
export async function timeKeys(page: Page): Promise<() => Promise<Array<{ key: string; ms: number; busy: number; split: string }>>> {
  await page.evaluate(() => {
    const w = window as unknown as { __keys: KeyTiming }
    const keys: KeyTiming = { keys: [], events: [] }
    w.__keys = keys
    document.addEventListener('keydown', (e) => keys.keys.push({ key: e.key, at: e.timeStamp }), true)
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (['keydown', 'keypress', 'keyup', 'input', 'beforeinput'].includes(e.name)) keys.events.push({ at: e.startTime, duration: e.duration, delay: (e as PerformanceEventTiming).processingStart - e.startTime, processing: (e as PerformanceEventTiming).processingEnd - (e as PerformanceEventTiming).processingStart })
    }).observe({ type: 'event', buffered: false, durationThreshold: 0 } as PerformanceObserverInit)
  })
  return async () => {
    await page.waitForTimeout(300) // the last entries are reported after their paint
    const { keys, events } = await page.evaluate(() => (window as unknown as { __keys: KeyTiming }).__keys)
    return keys.map((key, i) => {
      const until = keys[i + 1]?.at ?? Infinity
      const own = events.filter((e) => e.at >= key.at - 1 && e.at < until - 1)
      const worst = own.sort((a, b) => b.duration - a.duration)[0]
      // The page's own share of a key: waiting for the main thread, then its handlers; the rest of the
      // duration is the next frame (rendering, raster, presentation).
      const busy = Math.max(0, ...own.map((e) => e.delay + e.processing))
      return { key: key.key, ms: worst?.duration ?? 0, busy, split: worst ? `${worst.duration}=${worst.delay.toFixed(0)}+${worst.processing.toFixed(0)}` : '' }
    })
  }
}

/**
 * From the next keydown on: ms from that key to the frame that shows the first element matching
 * `selector` (its rAF, then a task after it: the frame has been painted). The opening key's Event
 * Timing ends at its next paint, which may show the dialog before its list: this is the list's time.
 */
export async function keyToShown(page: Page, selector: string): Promise<() => Promise<number>> {
  // In-page code as text: the bundler's helpers for named functions do not exist in the page.
  await page.evaluate(`(() => {
    delete window.__shown
    const selector = ${JSON.stringify(selector)}
    const onKey = (key) => {
      // A chord's modifier goes down first: the time runs from the key it modifies.
      if (['Control', 'Meta', 'Shift', 'Alt'].includes(key.key)) return
      document.removeEventListener('keydown', onKey, true)
      const seen = () => {
        if (!document.querySelector(selector)) return false
        requestAnimationFrame(() => setTimeout(() => (window.__shown = performance.now() - key.timeStamp)))
        return true
      }
      if (seen()) return
      const observer = new MutationObserver(() => seen() && observer.disconnect())
      observer.observe(document.body, { childList: true, subtree: true })
    }
    document.addEventListener('keydown', onKey, true)
  })()`)
  return async () => {
    await page.waitForFunction(() => (window as unknown as { __shown?: number }).__shown !== undefined)
    return page.evaluate(() => (window as unknown as { __shown: number }).__shown)
  }
}

/** Typed as an operator types: one key after the other, without waiting for the page. */
export async function typeAsOperator(page: Page, text: string): Promise<void> {
  for (const key of text) await page.keyboard.press(key === ' ' ? 'Space' : key, { delay: 40 })
}

/** Each key's best run of a query typed several times: what the page costs, without what other processes added. */
export function bestOfRuns(runs: number[][]): number {
  return Math.max(0, ...(runs[0] ?? []).map((_, i) => Math.min(...runs.map((run) => run[i] ?? Infinity))))
}

/** Queries typed several times, each run's keys in ms: the slowest key of each key's best run, the worst, how many over 16 ms. */
export function keyFigures(byQuery: ReadonlyMap<string, number[][]>): { best: number; worst: number; over16: number; keys: number } {
  const all = [...byQuery.values()].flat(2)
  return { best: Math.max(0, ...[...byQuery.values()].map(bestOfRuns)), worst: Math.max(0, ...all), over16: all.filter((ms) => ms > 16).length, keys: all.length }
}

/**
 * The browser's own floor: the same queries typed the same way into a bare <input> (no script, no
 * style) on a page of the same browser. Event Timing counts a key until the next frame is presented,
 * so even this field has keys over 16 ms: a page's key cannot read better than these.
 */
export async function bareInputKeys(page: Page, queries: readonly string[], runs: number): Promise<ReturnType<typeof keyFigures>> {
  await page.setContent('<input aria-label="Bare field" style="font: 16px sans-serif; width: 40em">')
  const field = page.getByRole('textbox', { name: 'Bare field' })
  const byQuery = new Map<string, number[][]>()
  for (let run = 0; run < runs; run += 1) {
    for (const text of queries) {
      await field.fill('')
      await field.focus()
      await page.waitForTimeout(100)
      const read = await timeKeys(page)
      await typeAsOperator(page, text)
      byQuery.set(text, [...(byQuery.get(text) ?? []), (await read()).map((k) => k.ms)])
    }
  }
  return keyFigures(byQuery)
}
