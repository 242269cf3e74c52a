import { atom } from 'jotai'
import { auth } from '@/api/admin/auth'
import { isOutage } from './query'

/**
 * What every run over many records does when its server goes away in the middle (no answer, 502-504):
 * it pauses instead of failing the record, asks the server with a cheap request on a backoff, and
 * goes on with the same record once the server answers. A request that got no answer may or may not
 * have been applied, so the record's next send is told so (`unanswered`) and reads first whether it
 * landed. Background jobs (atoms/core/jobs.ts) and command runs (commands/core/outages.ts) share it.
 */

/** What a paused run says, beside its count of records done so far. */
export const PAUSED_TEXT = 'Paused: the server does not answer — resumes by itself'

/** The first probe waits this long; each next one twice as long, up to PROBE_MAX_DELAY_MS. */
export const PROBE_FIRST_DELAY_MS = 500
export const PROBE_MAX_DELAY_MS = 10_000

/** True once the server answers anything at all (a 401 is an answer): GET /admin/auth, the cheapest admin read. */
export async function serverAnswers(): Promise<boolean> {
  try {
    await auth.session()
    return true
  } catch (error) {
    return !isOutage(error)
  }
}

/** Waits `ms`, or less when `signal` aborts meanwhile. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done)
  })
}

/** Probes until the server answers (true) or `signal` aborts (false: the run was canceled). */
export async function waitForServer(signal: AbortSignal, probe: () => Promise<boolean> = serverAnswers): Promise<boolean> {
  for (let delay = PROBE_FIRST_DELAY_MS; ; delay = Math.min(delay * 2, PROBE_MAX_DELAY_MS)) {
    await sleep(delay, signal)
    if (signal.aborted) return false
    if (await probe()) return !signal.aborted
  }
}

export interface OutageGate {
  /** While the run is paused, the pause's end (true once the server answers, false when canceled); else null. */
  pause: () => Promise<boolean> | null
  /** The run was canceled: no record starts. */
  canceled: () => boolean
  /** After an outage: pauses the run (once, however many requests saw it) until the server answers; false when canceled. */
  outlast: () => Promise<boolean>
}

/**
 * One run's pause: every worker of the run that meets the outage waits on the same probing, and the
 * run's owner is told once when it pauses and once when it goes on.
 */
export function outageGate(options: { signal: AbortSignal; onPause: () => void; onResume: () => void; probe?: () => Promise<boolean> }): OutageGate {
  const { signal, onPause, onResume, probe } = options
  let paused: Promise<boolean> | null = null
  return {
    pause: () => paused,
    canceled: () => signal.aborted,
    outlast: () => {
      if (!paused) {
        onPause()
        paused = waitForServer(signal, probe).then((up) => {
          paused = null
          if (up) onResume()
          return up
        })
      }
      return paused
    },
  }
}

/** `send`'s outcome: what it resolved to, or the run was canceled while it waited for the server. */
export type Outlasted<T> = { sent: true; value: T } | { sent: false }

/**
 * Sends one record through the run's gate: on an outage the run pauses and, once the server answers,
 * `send` runs again for the same record with `unanswered` true (it reads whether the lost request
 * landed before it sends again). Any other failure is the record's own and is thrown.
 */
export async function outlasting<T>(gate: OutageGate, send: (unanswered: boolean) => Promise<T>): Promise<Outlasted<T>> {
  for (let unanswered = false; ; unanswered = true) {
    // Not paused: the record goes at once (no extra turn), as it would without the gate.
    const pause = gate.pause()
    if (pause ? !(await pause) : gate.canceled()) return { sent: false }
    try {
      return { sent: true, value: await send(unanswered) }
    } catch (error) {
      if (!isOutage(error)) throw error
      if (!(await gate.outlast())) return { sent: false }
    }
  }
}

/** A command run paused by an outage, as the navigation's tray shows it (jobs carry their own `paused`). */
export interface PausedRun {
  key: number
  /** 'Set status of products…'. */
  title: string
  /** '12 of 40 products done'. */
  progress: string
}

const pausedRunListAtom = atom<readonly PausedRun[]>([])
/** The command runs paused now, oldest first. */
export const pausedRunsAtom = atom((get) => get(pausedRunListAtom))

const cancels = new Map<number, AbortController>()
let lastRun = 0

/** Registers a run that may pause; its controller aborts when the operator cancels it from the tray. */
export function pausableRunKey(controller: AbortController): number {
  lastRun += 1
  cancels.set(lastRun, controller)
  return lastRun
}

/** Shows (or updates) a run's paused line; `null` removes it. */
export const setPausedRunAtom = atom(null, (_get, set, key: number, run: Omit<PausedRun, 'key'> | null) => {
  set(pausedRunListAtom, (list) => {
    const rest = list.filter((r) => r.key !== key)
    return run ? [...rest, { key, ...run }] : rest
  })
})

/** Cancels a paused run: no record is sent after this; what was done stays done. */
export const cancelPausedRunAtom = atom(null, (_get, set, key: number) => {
  cancels.get(key)?.abort()
  set(setPausedRunAtom, key, null)
})

/** The run ended: its cancel is no longer needed. */
export const endPausableRunAtom = atom(null, (_get, set, key: number) => {
  cancels.delete(key)
  set(setPausedRunAtom, key, null)
})
