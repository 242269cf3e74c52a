import { useEffect, useEffectEvent } from 'react'

/**
 * How often a visible list reads its first page again: every 30 s while the server answers quickly;
 * after a slow (over 3 s) or failed answer the wait doubles, up to 5 minutes, and a quick answer
 * brings it back. Nothing is read while the tab is hidden; showing it again reads at once.
 */
export const LIVE_REFRESH = { everyMs: 30_000, slowMs: 3_000, longestMs: 300_000 } as const

/** The wait after a read that took `tookMs` (or failed), given the wait before it. */
export function nextRefreshDelay(previousMs: number, tookMs: number, failed: boolean): number {
  if (failed || tookMs > LIVE_REFRESH.slowMs) return Math.min(Math.max(previousMs, LIVE_REFRESH.everyMs) * 2, LIVE_REFRESH.longestMs)
  return LIVE_REFRESH.everyMs
}

/**
 * Calls `read` now and then while `enabled` (a list's first page on screen), as LIVE_REFRESH says.
 * One read at a time; the first comes after one period, not on mount (the list has just been read).
 */
export function useLiveRefresh(read: () => Promise<unknown>, enabled: boolean): void {
  const readNow = useEffectEvent(read)
  useEffect(() => {
    if (!enabled) return
    let delay: number = LIVE_REFRESH.everyMs
    let timer: ReturnType<typeof setTimeout> | undefined
    let reading = false
    let stopped = false
    const schedule = () => {
      clearTimeout(timer)
      timer = setTimeout(tick, delay)
    }
    async function tick() {
      if (stopped || reading) return
      // Hidden: no request; the tab coming back reads at once (visibilitychange below).
      if (document.hidden) return
      reading = true
      const started = Date.now()
      let failed = false
      try {
        await readNow()
      } catch {
        failed = true
      }
      reading = false
      if (stopped) return
      delay = nextRefreshDelay(delay, Date.now() - started, failed)
      schedule()
    }
    const onVisibility = () => {
      if (!document.hidden && !reading) {
        clearTimeout(timer)
        void tick()
      }
    }
    schedule()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [enabled])
}
