// npm run bench, the queue's figure (issue #31): in a work queue, how soon after the action's key the
// next record is on screen. "Orders awaiting capture" on the seeded store; each `c` sends a capture
// that this bench holds unanswered (the store is left as it was: the next record must show as the
// request is sent, not when Medusa answers), then `s` skips. Per key: key to the next record's heading
// in the page, and to the frame after it (requestAnimationFrame), with Event Timing's key-to-paint.
// BENCH_ONLY=queue npm run bench (the second half alone): BENCH_QUEUE_PACE=ms between keys (400),
// BENCH_QUEUE_MARKS=1 prints every key's marks.
import type { Page } from 'playwright-core'
import { closeContext, median, observeResponsiveness, openContext } from './bench-page'

// The seeded store has about ten orders awaiting capture: four of each key stay within them.
const KEYS_PER_ACTION = 4

interface QueueMark {
  key: string
  at: number
  before: string
  shown?: number
  frame?: number
}

/**
 * Marks each action key and the moment the record's heading (the panel's article) changes after it.
 * Installed before the console's own scripts: its key listener runs first, so `before` is the record
 * the key acted on even when the console shows the next one within the same keydown.
 */
async function markKeys(page: Page) {
  // A string: tsx's helpers (__name) do not exist in the page.
  await page.addInitScript(`(() => {
    const marks = []
    window.__queueMarks = marks
    // The record on screen: the queue draws the next one ahead, hidden.
    const heading = () => [...document.querySelectorAll('main article h2')].find((h) => h.checkVisibility())?.textContent ?? ''
    window.addEventListener('keydown', (event) => {
      if (event.key === 'c' || event.key === 's') marks.push({ key: event.key, at: performance.now(), before: heading() })
    }, true)
    new MutationObserver(() => {
      const last = marks[marks.length - 1]
      const now = heading()
      if (!last || last.shown !== undefined || !now || now === last.before) return
      last.shown = performance.now()
      requestAnimationFrame(() => { last.frame = performance.now() })
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })()`)
  return () => page.evaluate(() => (window as unknown as { __queueMarks: QueueMark[] }).__queueMarks)
}

export async function queueNextRecord(base: string, backend: string, signIn: (page: Page, base: string, next: string) => Promise<void>) {
  const browser = await openContext()
  const { page } = browser
  const api = new URL(backend).origin
  // Captures are held: sent, never answered while the bench runs (aborted when it closes).
  await page.route((url) => url.origin === api && /^\/admin\/orders\/[^/]+\/capture$/.test(url.pathname), () => undefined)
  const marks = await markKeys(page)
  await signIn(page, base, '/a/queues/awaiting-capture')
  await page.keyboard.press('Enter')
  const shown = page.locator('main article h2 >> visible=true')
  await shown.waitFor()
  const read = await observeResponsiveness(page)
  for (const key of ['c', 's']) {
    for (let i = 0; i < KEYS_PER_ACTION; i++) {
      const before = await shown.textContent()
      await page.keyboard.press(key)
      await page
        .waitForFunction(
          (text) => ([...document.querySelectorAll('main article h2')].find((h) => h.checkVisibility())?.textContent ?? text) !== text,
          before,
          { timeout: 10_000 },
        )
        .catch(async (error: unknown) => {
          // What the queue shows instead: its progress line and each drawn record (shown or hidden).
          const state = await page.evaluate(() => ({
            progress: document.querySelector('main [role="status"]')?.textContent,
            drawn: [...document.querySelectorAll('main article h2')].map((h) => `${h.textContent ?? ''}${h.checkVisibility() ? '' : ' (hidden)'}`),
          }))
          throw new Error(`No next record after ${key} on ${before ?? '?'}: ${JSON.stringify(state)}`, { cause: error })
        })
      // An operator's pace: the record is read before the next key (held captures keep the network busy).
      await page.waitForTimeout(Number(process.env.BENCH_QUEUE_PACE ?? 400))
    }
  }
  const { events } = await read()
  const taken = await marks()
  await closeContext(browser)
  const figures = (key: string) => {
    const of = taken.filter((m) => m.key === key && m.shown !== undefined)
    return {
      shown: median(of.map((m) => (m.shown ?? 0) - m.at)),
      frame: median(of.map((m) => (m.frame ?? m.shown ?? 0) - m.at)),
      worstFrame: Math.max(0, ...of.map((m) => (m.frame ?? m.shown ?? 0) - m.at)),
      keys: of.length,
    }
  }
  if (process.env.BENCH_QUEUE_MARKS) console.log(taken)
  return { capture: figures('c'), skip: figures('s'), slowestKeyToPaint: Math.max(0, ...events) }
}
