import { useEffect, useState } from 'react'
import styles from './LoadingBar.module.css'

/** SPEC §9: the route-change loading indicator appears after 1000 ms. */
export const LOADING_BAR_DELAY_MS = 1000

export interface LoadingBarProps {
  /** Something is loading (a route change, say). */
  active: boolean
  /** The progress bar's accessible name. */
  label?: string
  delayMs?: number
}

/**
 * A thin indeterminate bar along the top of the window. It shows only once `active` has stayed
 * true for the delay, so quick loads never flash it, and goes away as soon as `active` is false.
 */
export function LoadingBar({ active, label = 'Loading page', delayMs = LOADING_BAR_DELAY_MS }: LoadingBarProps) {
  const [waited, setWaited] = useState(false)
  const [wasActive, setWasActive] = useState(active)
  if (wasActive !== active) {
    // Each new activation waits the full delay again (state adjusted while rendering, not in an effect).
    setWasActive(active)
    setWaited(false)
  }

  useEffect(() => {
    if (!active || delayMs <= 0) return
    const timer = setTimeout(() => setWaited(true), delayMs)
    return () => clearTimeout(timer)
  }, [active, delayMs])

  if (!active || (!waited && delayMs > 0)) return null
  return <div role="progressbar" aria-label={label} className={styles.bar} />
}
