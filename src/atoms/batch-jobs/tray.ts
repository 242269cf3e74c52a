import { atom } from 'jotai'
import { cancelJobAtom, jobsAtom, type Job } from '@/atoms/core/jobs'

/**
 * The jobs tray in the navigation: every running job, then the newest ended ones (their outcome:
 * "Product import done: 6 products and variants") until the operator dismisses them, so a result
 * that came while the operator worked elsewhere stays readable after its toast has gone.
 */
export const ENDED_SHOWN = 3

const dismissedAtom = atom<ReadonlySet<string>>(new Set<string>())

export const trayJobsAtom = atom((get): readonly Job[] => {
  const dismissed = get(dismissedAtom)
  const shown = get(jobsAtom).filter((job) => !dismissed.has(job.id))
  return [...shown.filter((job) => job.state === 'running'), ...shown.filter((job) => job.state !== 'running').slice(0, ENDED_SHOWN)]
})

/**
 * Takes a line off the tray. A running server job is only no longer followed (cancelJobAtom stops the
 * polling; the job goes on on the server); a running console job takes no new item.
 */
export const dismissJobAtom = atom(null, (get, set, id: string) => {
  set(cancelJobAtom, id)
  set(dismissedAtom, new Set([...get(dismissedAtom), id]))
})
