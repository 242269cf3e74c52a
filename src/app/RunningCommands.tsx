import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { endRunningAtom, runningCommandsAtom, type RunningCommand } from '@/atoms/core/running'
import { Spinner } from '@/ui/Spinner'
import styles from './RunningJobs.module.css'
import { TrayLine } from './TrayLine'

/** A run answered within this long is not mentioned: its toast follows at once. */
export const RUN_SHOWN_AFTER_MS = 600

/** One run in flight, said once its answer is slow; the operator may stop waiting for an answer that never comes. */
function SlowRun({ run }: { run: RunningCommand }) {
  const [slow, setSlow] = useState(false)
  const stopWaiting = useSetAtom(endRunningAtom)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), RUN_SHOWN_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!slow) return null
  return (
    <TrayLine
      closeName={`Stop waiting for ${run.title}`}
      closeTitle="Stop waiting here: the request may still reach the server. Check before you send it again."
      onClose={() => stopWaiting(run.key)}
    >
      <span className={styles.running}>
        <Spinner />
        {`${run.title}: waiting for the server`}
      </span>
    </TrayLine>
  )
}

/**
 * The commands whose answer is slow, in the navigation's tray (RunningJobs' live region): on a slow
 * server the operator sees the run was sent and is on its way, instead of nothing until its toast.
 * Stopping the wait lets the same run be sent again (it is refused while it is awaited).
 */
export function RunningCommands() {
  const runs = useAtomValue(runningCommandsAtom)
  return runs.map((run) => <SlowRun key={run.key} run={run} />)
}
