import type { BatchJob } from '@medusajs/client-types'
import { batchJobs } from '@/api/admin/batch-jobs'
import { trackJob, type JobTools } from '@/atoms/core/jobs'
import { pushToastAtom } from '@/atoms/core/toasts'
import { batchJobQueries, isEnded, jobCounts, jobErrors, type BatchJobStatus } from './keys'

/**
 * Follows a server batch job from the console without blocking it: polls GET /admin/batch-jobs/:id,
 * first soon, then less and less often (an export of thousands of rows takes minutes, a small one a
 * second), shows the server's counts in the jobs tray, and stops when the job ends, when it reaches
 * the status the caller waits for (a dry run's pre_processed), or when the operator dismisses it.
 */

export const FIRST_DELAY_MS = 400
export const MAX_DELAY_MS = 5_000
const FACTOR = 1.6

/** The wait before the poll after one that waited `previous` ms. */
export const nextDelay = (previous: number | undefined) => (previous === undefined ? FIRST_DELAY_MS : Math.min(MAX_DELAY_MS, Math.round(previous * FACTOR)))

const STAGES: Record<BatchJobStatus, string> = {
  created: 'preparing',
  pre_processed: 'waiting for confirmation',
  confirmed: 'queued',
  processing: 'running',
  completed: 'done',
  failed: 'failed',
  canceled: 'canceled',
}
export const stageOf = (status: BatchJobStatus) => STAGES[status]

export interface WatchSpec {
  /** 'Exporting orders'. */
  title: string
  /** 'orders'. */
  noun: string
  /** Stop (without ending the tray line as failed) once the job reaches one of these. */
  until?: readonly BatchJobStatus[]
  /** What the ended job's tray line and toast say. */
  outcome: (job: BatchJob) => string
  /** Waits between polls (tests record them). */
  sleep?: (ms: number) => Promise<void>
}

export interface WatchResult {
  job: BatchJob
  /** The operator dismissed the tray line: the job goes on on the server, unwatched. */
  dismissed: boolean
}

/** How every watcher waits between polls unless its spec says otherwise (tests skip the waits). */
export const pollClock = { sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) }

/** Without a store (a palette page's search has none) the job is followed quietly: no tray line, no toast. */
export type WatchTools = Pick<JobTools, 'queryClient'> & { store?: JobTools['store'] }

export async function watchBatchJob(start: BatchJob, spec: WatchSpec, { store, queryClient }: WatchTools): Promise<WatchResult> {
  const sleep = spec.sleep ?? pollClock.sleep
  const counts = jobCounts(start)
  const tray = store
    ? trackJob(store, { kind: 'batch-job', owner: start.id, title: spec.title, noun: spec.noun, total: counts.total, stage: stageOf(start.status) })
    : undefined
  const stopAt = (job: BatchJob) => isEnded(job) || (spec.until ?? []).includes(job.status)
  let job = start
  let delay: number | undefined
  while (!stopAt(job)) {
    delay = nextDelay(delay)
    await sleep(delay)
    if (tray && tray.current().state !== 'running') return { job, dismissed: true }
    job = (await batchJobs.retrieve(job.id)).batch_job
    queryClient.setQueryData(batchJobQueries.detail(job.id).queryKey, { batch_job: job })
    const { done, total } = jobCounts(job)
    tray?.report(done, total, stageOf(job.status))
  }
  await queryClient.invalidateQueries({ queryKey: batchJobQueries.lists() })
  if (isEnded(job)) {
    const outcome = spec.outcome(job)
    tray?.end(job.status === 'canceled' ? 'canceled' : 'done', outcome)
    const errors = jobErrors(job)
    store?.set(pushToastAtom, { title: outcome, message: errors.join('\n') || undefined, tone: job.status === 'completed' ? 'success' : 'error' })
  } else {
    // Paused where the caller waits (a dry run to confirm): the line leaves the tray until confirmed.
    tray?.end('done', `${spec.title}: ${stageOf(job.status)}`)
  }
  return { job, dismissed: false }
}
