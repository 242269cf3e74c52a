// The browser half of bench/scale/price-grid.ts: a price list's page in the built console in Chromium,
// measured in the page: URL to the grid's first cell, ArrowDown held, 1,000 amounts typed, the save.
import type { Page } from 'playwright-core'
import { heapAfterGc } from './marks'

const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN

export interface KeyFigures {
  keys: number
  /** Event Timing keydown durations (input to next paint); keys under 16 ms make no entry. */
  events: number[]
  /** keydown → the frame after it (rAF then a task), for every key. */
  frames: number[]
}

export const keyLine = (f: KeyFigures) => {
  const ms = (v: number) => `${v.toFixed(0)} ms`
  // A key without an entry took under 16 ms: counted as 0 for the percentile.
  const all = [...f.events, ...new Array<number>(Math.max(0, f.keys - f.events.length)).fill(0)]
  return `${f.keys} keys; Event Timing worst ${ms(Math.max(0, ...f.events))}, p95 ${f.events.length ? ms(percentile(all, 0.95)) : '<16 ms'} (${f.events.length} entries >= 16 ms); key to next frame median ${ms(percentile(f.frames, 0.5))}, p95 ${ms(percentile(f.frames, 0.95))}, worst ${ms(Math.max(...f.frames))}`
}

/** From every later load of this context: ms from navigation start to the frame after the grid's first cell. */
export async function markGridPaint(page: Page): Promise<void> {
  // A string: tsx's helpers (__name) do not exist in the page.
  await page.context().addInitScript(`(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="grid"] [data-cell="0:0"]')) return
      observer.disconnect()
      requestAnimationFrame(() => setTimeout(() => { window.__gridAt = performance.now() }))
    })
    observer.observe(document, { childList: true, subtree: true })
  })()`)
}

export async function gridPaintedAt(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __gridAt?: number }).__gridAt !== undefined, undefined, { polling: 50, timeout: 120_000 })
  return page.evaluate(() => (window as unknown as { __gridAt: number }).__gridAt)
}

/** Starts collecting key figures in the page; the returned function ends and reads them. */
export async function watchKeys(page: Page): Promise<() => Promise<KeyFigures>> {
  await page.evaluate(`(() => {
    const figures = { keys: 0, events: [], frames: [] }
    window.__keys = figures
    window.__keysObserver?.disconnect()
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'keydown') figures.events.push(e.duration)
    })
    observer.observe({ type: 'event', durationThreshold: 16, buffered: false })
    window.__keysObserver = observer
    window.__keysListener && document.removeEventListener('keydown', window.__keysListener, true)
    window.__keysListener = () => {
      figures.keys += 1
      const at = performance.now()
      requestAnimationFrame(() => setTimeout(() => figures.frames.push(performance.now() - at)))
    }
    document.addEventListener('keydown', window.__keysListener, true)
  })()`)
  return async () => {
    await page.waitForTimeout(500) // the last entries are reported after their paint
    return page.evaluate(() => {
      const w = window as unknown as { __keys: KeyFigures; __keysObserver?: PerformanceObserver }
      w.__keysObserver?.disconnect()
      return w.__keys
    })
  }
}

/** ArrowDown held for `ms` as a keyboard repeats it (one keydown every 33 ms, `repeat` after the first); the rows moved. */
export async function holdArrowDown(page: Page, ms: number): Promise<{ figures: KeyFigures; rows: number }> {
  await page.locator('[data-cell="0:0"]').focus()
  const done = await watchKeys(page)
  const started = Date.now()
  for (let next = started; Date.now() - started < ms; next += 33) {
    await page.keyboard.down('ArrowDown')
    const wait = next + 33 - Date.now()
    if (wait > 0) await page.waitForTimeout(wait)
  }
  await page.keyboard.up('ArrowDown')
  const figures = await done()
  const at = await page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? '')
  return { figures, rows: Number(at.split(':')[0]) }
}

/** The amount typed into the n-th edited cell ('512.34'), and its minor units. */
export const editAmount = (n: number) => {
  const major = 500 + Math.floor(n / 100)
  const minor = n % 100
  return { typed: `${major}.${String(minor).padStart(2, '0')}`, amount: major * 100 + minor }
}

/** Types `count` amounts down the first column from the first row (each written by Enter, which moves down). */
export async function typeEdits(page: Page, count: number): Promise<KeyFigures> {
  // Back to the first cell (it may be scrolled out of the DOM by now).
  await page.keyboard.press('Control+Home')
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-cell') === '0:0')
  const done = await watchKeys(page)
  for (let n = 0; n < count; n++) {
    await page.keyboard.type(editAmount(n).typed)
    await page.keyboard.press('Enter')
  }
  await page.getByRole('heading', { name: new RegExp(`· ${count} unsaved$`) }).waitFor({ timeout: 60_000 })
  return done()
}

/** ctrl+s, the preview confirmed with Enter: ms from Enter to the 'Prices saved' toast. */
export async function save(page: Page, count: number): Promise<{ ms: number; preview: string }> {
  await page.keyboard.press('Control+s')
  const dialog = page.getByRole('dialog')
  await dialog.getByText(`${count} changed`, { exact: false }).first().waitFor({ timeout: 60_000 })
  const preview = ((await dialog.textContent()) ?? '').slice(0, 160)
  const started = Date.now()
  await page.keyboard.press('Enter')
  await page.getByRole('status').filter({ hasText: 'Prices saved' }).first().waitFor({ timeout: 300_000 })
  return { ms: Date.now() - started, preview }
}

type TaskEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string; data?: { type?: string } } }

/**
 * A Chromium trace from now on; the returned function ends it and prints the renderer main thread's
 * CPU (thread time, blind to other processes on a busy machine) per kind of task: a typed character's
 * events, Enter's, the frames, the rest; each with its largest kinds of work.
 */
export async function traceKeys(page: Page): Promise<(keys: number) => Promise<string>> {
  const cdp = await page.context().newCDPSession(page)
  const events: TaskEvent[] = []
  cdp.on('Tracing.dataCollected', (data) => void events.push(...(data.value as unknown as TaskEvent[])))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8,blink', transferMode: 'ReportEvents' })
  return async (keys: number) => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await done
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    const main = mains.map((m) => ({ m, n: events.filter((e) => e.pid === m.pid && e.tid === m.tid).length })).sort((a, b) => b.n - a.n)[0]?.m
    const own = events.filter((e) => e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid).sort((a, b) => a.ts - b.ts)
    const kinds = new Map<string, { cpu: number; tasks: number; worst: number; inside: Map<string, number> }>()
    for (const task of own.filter((e) => e.name === 'RunTask')) {
      const end = task.ts + (task.dur ?? 0)
      const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts <= end)
      const types = new Set(inside.filter((e) => e.name === 'EventDispatch').map((e) => e.args?.data?.type))
      const kind = types.has('input') ? 'character' : types.has('keydown') ? 'other key' : types.size ? `event ${[...types].join('+')}` : inside.some((e) => e.name === 'Paint' || e.name === 'UpdateLayoutTree') ? 'frame' : 'other'
      const entry = kinds.get(kind) ?? { cpu: 0, tasks: 0, worst: 0, inside: new Map<string, number>() }
      entry.worst = Math.max(entry.worst, (task.tdur ?? 0) / 1000)
      entry.cpu += (task.tdur ?? 0) / 1000
      entry.tasks += 1
      for (const e of inside) entry.inside.set(e.name, (entry.inside.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000)
      kinds.set(kind, entry)
    }
    return [...kinds]
      .sort((a, b) => b[1].cpu - a[1].cpu)
      .map(([kind, { cpu, tasks, worst, inside }]) => {
        const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([name, ms]) => `${name} ${(ms / keys).toFixed(2)}`)
        return `  ${kind}: ${(cpu / keys).toFixed(2)} ms CPU a key; ${tasks} tasks, ${(cpu / tasks).toFixed(1)} ms each, worst ${worst.toFixed(1)}: ${top.join(', ')}`
      })
      .join('\n')
  }
}

export const heapMb = async (page: Page) => `${((await heapAfterGc(page)) / 1024 / 1024).toFixed(1)} MB`
