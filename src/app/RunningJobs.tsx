import { useAtomValue } from 'jotai'
import { jobProgress, jobsAtom } from '@/atoms/core/jobs'
import styles from './DashboardLayout.module.css'

/**
 * Background work in progress ("Creating codes for VIP 23/50"), in the navigation so it stays in view
 * from every area while the operator goes on working; the area that started it has Cancel and Download.
 */
export function RunningJobs() {
  const running = useAtomValue(jobsAtom).filter((job) => job.state === 'running')
  return (
    <div aria-live="polite" className={styles.jobs}>
      {running.map((job) => (
        <p key={job.id} className={styles.job}>
          {jobProgress(job)}
        </p>
      ))}
    </div>
  )
}
