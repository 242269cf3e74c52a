import { useEffect, useState } from 'react'
import { Button } from './Button'
import styles from './SlowAnswer.module.css'

/** After this long without an answer, a panel, a table or a command in flight says the server is slow (DESIGN.md "Errors"). */
export const SLOW_ANSWER_MS = 3_000
/** Keep waiting: the offer comes back after this much longer. */
export const KEEP_WAITING_MS = 10_000

/** The words of a slow answer, with how long it has been awaited: 'The server is slow to answer (3 s so far)'. */
export const slowWords = (seconds: number, subject?: string): string =>
  subject ? `${subject}: the server is slow to answer (${seconds} s so far)` : `The server is slow to answer (${seconds} s so far)`

export interface SlowAnswer {
  /** The offer is due: said and its buttons shown. */
  shown: boolean
  /** How long the answer has been awaited when the offer came. */
  seconds: number
  /** Hides the offer for KEEP_WAITING_MS more. */
  keepWaiting: () => void
  /** Counts from now again (a request sent anew). */
  restart: () => void
}

/** The clock of one awaited answer, from the component's mount: the offer at 3 s, then after each Keep waiting. */
export function useSlowAnswer(): SlowAnswer {
  const [phase, setPhase] = useState({ soFarMs: SLOW_ANSWER_MS, delayMs: SLOW_ANSWER_MS, shown: false })
  useEffect(() => {
    if (phase.shown) return
    const timer = setTimeout(() => setPhase((current) => ({ ...current, shown: true })), phase.delayMs)
    return () => clearTimeout(timer)
  }, [phase])
  return {
    shown: phase.shown,
    seconds: phase.soFarMs / 1000,
    keepWaiting: () => setPhase((current) => ({ soFarMs: current.soFarMs + KEEP_WAITING_MS, delayMs: KEEP_WAITING_MS, shown: false })),
    restart: () => setPhase({ soFarMs: SLOW_ANSWER_MS, delayMs: SLOW_ANSWER_MS, shown: false }),
  }
}

interface SlowAnswerActionsProps {
  /** Sends the request again; omitted where that is not safe (a write without an Idempotency-Key). */
  onRetry?: () => void
  onKeepWaiting: () => void
  onStop: () => void
  /** What is awaited, in the buttons' names when several may be slow at once: 'Capture payment'. */
  subject?: string
}

/** The ways out of a slow answer: retry now, keep waiting, stop waiting. */
export function SlowAnswerActions({ onRetry, onKeepWaiting, onStop, subject }: SlowAnswerActionsProps) {
  const name = (label: string) => (subject ? `${label} (${subject})` : undefined)
  return (
    <span className={styles.actions}>
      {onRetry ? (
        <Button className={styles.button} aria-label={name('Retry now')} onClick={onRetry}>
          Retry now
        </Button>
      ) : null}
      <Button className={styles.button} aria-label={name('Keep waiting')} onClick={onKeepWaiting}>
        Keep waiting
      </Button>
      <Button className={styles.button} aria-label={name('Stop waiting')} onClick={onStop}>
        Stop waiting
      </Button>
    </span>
  )
}
