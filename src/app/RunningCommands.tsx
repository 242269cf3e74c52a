import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { runningCommandsAtom } from '@/atoms/core/running'
import { Spinner } from '@/ui/Spinner'
import layout from './DashboardLayout.module.css'
import styles from './RunningJobs.module.css'

/** A run answered within this long is not mentioned: its toast follows at once. */
export const RUN_SHOWN_AFTER_MS = 600

/** One run in flight, said once its answer is slow. */
function SlowRun({ title }: { title: string }) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), RUN_SHOWN_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!slow) return null
  return (
    <p className={`${layout.job} ${styles.running}`}>
      <Spinner />
      {`${title}: waiting for the server`}
    </p>
  )
}

/**
 * The commands whose answer is slow, in the navigation's tray (RunningJobs' live region): on a slow
 * server the operator sees the run was sent and is on its way, instead of nothing until its toast.
 */
export function RunningCommands() {
  const runs = useAtomValue(runningCommandsAtom)
  return runs.map((run) => <SlowRun key={run.key} title={run.title} />)
}
