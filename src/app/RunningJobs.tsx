import { useAtomValue, useSetAtom } from 'jotai'
import { dismissJobAtom, trayJobsAtom } from '@/atoms/batch-jobs/tray'
import type { Job } from '@/atoms/core/jobs'
import { jobProgress } from '@/models/core/jobs'
import { cancelPausedRunAtom, PAUSED_TEXT, pausedRunsAtom } from '@/atoms/core/outages'
import { CutOffRuns } from './CutOffRuns'
import layout from './DashboardLayout.module.css'
import { RunningCommands } from './RunningCommands'
import { TrayLine } from './TrayLine'

/** What the line's close button does, said before it is pressed (a server job is not canceled by it). */
function closeControl(job: Job): { name: string; title: string } {
  if (job.state !== 'running') return { name: `Dismiss ${job.title}`, title: 'Remove this line from the tray' }
  if (job.remote) {
    return {
      name: `Stop following ${job.title}`,
      title: 'Stop watching this job here. It keeps running on the server: cancel it from Jobs (g j).',
    }
  }
  return { name: `Cancel ${job.title}`, title: 'Stop this work: no new item starts; what was created stays' }
}

/** A command run (a bulk edit, "add every matching") paused by an outage, with the count done so far and its Cancel. */
function PausedRuns() {
  const runs = useAtomValue(pausedRunsAtom)
  const cancel = useSetAtom(cancelPausedRunAtom)
  return runs.map((run) => (
    <TrayLine
      key={run.key}
      closeName={`Cancel ${run.title}`}
      closeTitle="Stop this run: nothing more is sent; what was done stays done"
      onClose={() => cancel(run.key)}
    >
      {`${PAUSED_TEXT} (${run.title}: ${run.progress})`}
    </TrayLine>
  ))
}

/**
 * Background work ("Creating codes for VIP 23/50", "Product export (running) 12/63 orders"), and a
 * command whose answer is slow (RunningCommands), in the navigation, so it stays in view from every
 * area while the operator goes on working; the newest ended lines keep their outcome until dismissed.
 * A run or job the server went away from says it is paused, and is canceled here. This close button is
 * the tray's own chrome (like a toast's dismiss), not an action on a record: canceling a server job is
 * the Jobs area's command.
 */
export function RunningJobs() {
  const jobs = useAtomValue(trayJobsAtom)
  const dismiss = useSetAtom(dismissJobAtom)
  return (
    <div aria-live="polite" className={layout.jobs}>
      <RunningCommands />
      <PausedRuns />
      <CutOffRuns />
      {jobs.map((job) => {
        const close = closeControl(job)
        return (
          <TrayLine key={job.id} closeName={close.name} closeTitle={close.title} onClose={() => dismiss(job.id)}>
            {jobProgress(job)}
          </TrayLine>
        )
      })}
    </div>
  )
}
