import { useAtomValue } from 'jotai'
import { jobsAtom, type Job } from '@/atoms/core/jobs'
import type { CommandId } from '@/commands/index'
import { jobProgress } from '@/models/core/jobs'
import { grouped } from '@/models/core/text'
import { CommandButton } from './CommandButton'
import styles from './JobProgress.module.css'

export interface JobProgressProps {
  /** Which jobs: 'dynamic-codes' of one discount (owner), 'gift-cards'. */
  kind: string
  owner?: string
  /** The commands that cancel a running job and download a finished one's CSV. */
  cancel: CommandId
  download: CommandId
}

/**
 * The live count of background jobs ("Creating codes 23/50"), announced politely as it changes, with
 * Cancel while it runs and Download CSV once it is done. Only this session's jobs: they are not kept.
 */
export function JobProgress({ kind, owner, cancel, download }: JobProgressProps) {
  const jobs = useAtomValue(jobsAtom).filter((job: Job) => job.kind === kind && (owner === undefined || job.owner === owner))
  if (!jobs.length) return null
  return (
    <ul className={styles.jobs} aria-label="Background work">
      {jobs.slice(0, 3).map((job) => (
        <li key={job.id} className={styles.job}>
          <span role="status" aria-live="polite">
            {jobProgress(job)}
          </span>
          {job.state === 'running' ? (
            <progress className={styles.bar} max={job.total} value={job.created.length + job.failed.length} aria-label={job.title} />
          ) : null}
          {job.failed.length ? (
            <details>
              <summary>{`${grouped(job.failed.length)} failed`}</summary>
              <ul className={styles.failures}>
                {job.failed.map((f) => (
                  <li key={f.name}>{`${f.name}: ${f.message}`}</li>
                ))}
              </ul>
            </details>
          ) : null}
          {job.state === 'running' ? (
            <CommandButton command={cancel} args={{ jobId: job.id }} label="Cancel" variant="ghost" />
          ) : job.created.length ? (
            <CommandButton command={download} args={{ jobId: job.id }} label="Download" variant="ghost" />
          ) : null}
        </li>
      ))}
    </ul>
  )
}
