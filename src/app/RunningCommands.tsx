import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { retryReadsAtom, runningCommandsAtom, stopWaitingAtom, type RunningCommand } from '@/atoms/core/running'
import { SlowAnswerActions, slowWords, useSlowAnswer } from '@/ui/SlowAnswer'
import { Spinner } from '@/ui/Spinner'
import styles from './RunningJobs.module.css'
import { TrayLine } from './TrayLine'

/** A run answered within this long is not mentioned: its toast follows at once. */
export const RUN_SHOWN_AFTER_MS = 600

/** Only reads are sent again: a write sent twice is worse than a wait. */
const mayRetry = (run: RunningCommand) => run.waiting.reads > 0 && run.waiting.writes === 0

/**
 * One run in flight: said once its answer takes a moment, then, after SLOW_ANSWER_MS, that the server
 * is slow, with the ways out. Stopping the wait ends the run for the operator (its input kept in the
 * palette); the request may still land, and its answer is told when it comes.
 */
function SlowRun({ run }: { run: RunningCommand }) {
  const [shown, setShown] = useState(false)
  const slow = useSlowAnswer()
  const stopWaiting = useSetAtom(stopWaitingAtom)
  const retryReads = useSetAtom(retryReadsAtom)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), RUN_SHOWN_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!shown && !slow.shown) return null
  const stop = () => stopWaiting(run.key)
  const retry = () => {
    slow.restart()
    retryReads(run.key)
  }
  return (
    <TrayLine
      closeName={`Stop waiting for ${run.title}`}
      closeTitle="Stop waiting here: the request may still reach the server. Check before you send it again."
      onClose={stop}
      actions={slow.shown ? <SlowAnswerActions subject={run.title} onRetry={mayRetry(run) ? retry : undefined} onKeepWaiting={slow.keepWaiting} onStop={stop} /> : null}
    >
      <span className={styles.running}>
        <Spinner />
        {slow.shown ? slowWords(slow.seconds, run.title) : `${run.title}: waiting for the server`}
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
