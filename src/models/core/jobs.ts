import type { Job } from '@/atoms/core/jobs'
import { PAUSED_TEXT } from '@/atoms/core/outages'
import { grouped } from './text'

// A background job's line in words, counts grouped by the operator's locale. It lives here, not
// beside the jobs in atoms/core: atoms cannot reach the number formatter (models/core/text.ts).

/** "Creating codes 2,300/5,000" while it runs; what came of it afterwards (also its ending toast). */
export function jobProgress(job: Job): string {
  if (job.remote) {
    if (job.state !== 'running') return job.remote.outcome ?? `${job.title}: stopped watching`
    const count = job.total ? ` ${grouped(job.remote.done)}/${grouped(job.total)} ${job.noun}` : ''
    return `${job.title} (${job.remote.stage})${count}`
  }
  const created = grouped(job.created.length)
  const total = grouped(job.total)
  if (job.state === 'running' && job.paused) return `${PAUSED_TEXT} (${job.title}: ${created} of ${total} ${job.noun} done)`
  if (job.state === 'running') return `${job.title} ${grouped(job.created.length + job.failed.length)}/${total}`
  const failed = job.failed.length ? `, ${grouped(job.failed.length)} failed` : ''
  return `${job.state === 'canceled' ? 'Canceled' : 'Done'}: ${created} of ${total} ${job.noun} created${failed}`
}
