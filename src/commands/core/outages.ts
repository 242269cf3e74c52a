import {
  endPausableRunAtom,
  outageGate,
  outlasting,
  pausableRunKey,
  PAUSED_TEXT,
  setPausedRunAtom,
  type Outlasted,
} from '@/atoms/core/outages'
import type { CommandTools } from './define'

/**
 * A command run over many records (a table selection, every record a filter matches) that outlasts
 * an outage: atoms/core/outages' pause, shown as a line in the navigation's tray (with Cancel) and a
 * toast, each with the count done so far.
 */
export interface PausableRun {
  /** Sends one record; `{ sent: false }` once the operator canceled the run while it was paused. */
  send: <T>(send: (unanswered: boolean) => Promise<T>) => Promise<Outlasted<T>>
  /** What is done so far ('12 of 40 products done'): said while the run is paused. */
  progress: (text: string) => void
  /** A batch landed, `text` what is done so far: as `progress`, and a resumable run's journal entry is written as it stands. */
  landed: (text: string) => void
  /** The run is over: its tray line and cancel go. */
  end: () => void
}

/** Said when the operator canceled a paused run: the records not sent, and why. */
export const CANCELED_TEXT = 'Canceled while the server did not answer'

/**
 * `resumable`: a run that sends only what is still missing when run again (it gathers again): the
 * journal keeps it as unfinished from now until it ends, so a reload offers to resume it.
 */
export function pausableRun(tools: Pick<CommandTools, 'store' | 'notify' | 'journal'>, title: string, initial: string, options: { resumable?: boolean } = {}): PausableRun {
  const controller = new AbortController()
  const key = pausableRunKey(controller)
  let progress = initial
  let paused = false
  const gate = outageGate({
    signal: controller.signal,
    onPause: () => {
      paused = true
      tools.store.set(setPausedRunAtom, key, { title, progress })
      tools.notify({ title: PAUSED_TEXT, message: `${title}: ${progress}`, tone: 'info' })
    },
    onResume: () => {
      paused = false
      tools.store.set(setPausedRunAtom, key, null)
      tools.notify({ title: `${title}: resumed`, message: `The server answers again; ${progress}`, tone: 'info' })
    },
  })
  const told = (text: string) => {
    progress = text
    if (paused) tools.store.set(setPausedRunAtom, key, { title, progress })
  }
  let landed = 0
  if (options.resumable) tools.journal?.progress?.({ title, said: initial, landed })
  return {
    send: (send) => outlasting(gate, send),
    progress: told,
    landed: (text) => {
      told(text)
      landed += 1
      if (options.resumable) tools.journal?.progress?.({ title, said: text, landed })
    },
    end: () => tools.store.set(endPausableRunAtom, key),
  }
}
