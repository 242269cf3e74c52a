// In-page marks of the browser half of bench:scale, measured on the page's own clock so that polling
// from outside (role queries over a large DOM) adds nothing to a figure.
import type { Page } from 'playwright-core'

/** A table's first body row (panels/shared/table/TableBody). */
export const FIRST_ROW = 'table[role="grid"] tbody tr[data-row-id]'
/** The order panel's heading, 'Order #42'. */
export const ORDER_HEADING = { selector: 'h2', pattern: '^Order #\\d+' }

/**
 * From every load of this context on: the frame after the first painted target, in ms since that
 * navigation started. What a load waits for follows from its URL (an order's panel its heading, any
 * other dashboard path its table's first row), so one script serves every task and stops observing
 * once its target is painted.
 */
export async function markFirstPaint(page: Page): Promise<() => Promise<number>> {
  // A string: tsx's helpers (__name) do not exist in the page.
  await page.context().addInitScript(`(() => {
    const order = /^\\/a\\/orders\\/order_/.test(location.pathname)
    const heading = new RegExp(${JSON.stringify(ORDER_HEADING.pattern)})
    const painted = order
      ? () => [...document.querySelectorAll(${JSON.stringify(ORDER_HEADING.selector)})].some((el) => heading.test((el.textContent || '').trim()))
      : () => document.querySelector(${JSON.stringify(FIRST_ROW)}) !== null
    const observer = new MutationObserver(() => {
      if (!painted()) return
      observer.disconnect()
      requestAnimationFrame(() => setTimeout(() => { window.__paintedAt = performance.now() }))
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })
  })()`)
  return async () => {
    await page.waitForFunction(() => (window as unknown as { __paintedAt?: number }).__paintedAt !== undefined, undefined, { polling: 50 })
    return page.evaluate(() => (window as unknown as { __paintedAt: number }).__paintedAt)
  }
}

/**
 * From now on in this page: the last key pressed, and the frame after an option of the palette (or
 * a picker) whose text matches `pattern` is first on screen after it. A key after a match starts
 * over: only the answer to the whole query counts.
 */
export async function markAnswer(page: Page, pattern: string): Promise<() => Promise<number>> {
  // A string: tsx's helpers (__name) do not exist in the page.
  await page.evaluate(`(() => {
    window.__answerObserver?.disconnect()
    const answer = {}
    window.__answer = answer
    const wanted = new RegExp(${JSON.stringify(pattern)}, 'i')
    const found = () => [...document.querySelectorAll('[role="dialog"] [role="option"]')].some((el) => wanted.test(el.textContent || ''))
    document.addEventListener('keydown', (event) => {
      answer.key = event.timeStamp
      answer.shown = undefined
    }, true)
    const observer = new MutationObserver(() => {
      if (answer.key === undefined || answer.shown !== undefined || !found()) return
      const at = answer.key
      requestAnimationFrame(() => setTimeout(() => {
        if (answer.key === at) answer.shown = performance.now()
      }))
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })
    window.__answerObserver = observer
  })()`)
  return async () => {
    await page.waitForFunction(() => (window as unknown as { __answer: { shown?: number } }).__answer.shown !== undefined, undefined, { polling: 50, timeout: 30_000 })
    const { key, shown } = await page.evaluate(() => (window as unknown as { __answer: { key: number; shown: number } }).__answer)
    return shown - key
  }
}

/** The tab's JS heap in use after a full garbage collection (CDP), in bytes. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize
  } finally {
    await cdp.detach()
  }
}

/** A regular expression matching `text` literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
