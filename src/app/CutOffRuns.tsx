import { useAtomValue, useStore } from 'jotai'
import { useEffect, useRef } from 'react'
import { getClientConfig } from '@/api/client'
import type { AppStore } from '@/atoms/core/query'
import { sessionAtom } from '@/atoms/core/session'
import { cutOffRunsAtom, cutOffText, unfinishedRuns, type UnfinishedRun } from '@/atoms/core/unfinishedRuns'
import type { RunnerCore } from '@/commands/core/runner'
import { Button } from '@/ui/Button'
import actions from '@/ui/SlowAnswer.module.css'
import layout from './DashboardLayout.module.css'
import styles from './RunningJobs.module.css'

/** The app's runner, loaded with the commands (after the frame's first paint, as the palette is). */
const appRunnerOf = (store: AppStore): Promise<RunnerCore> => import('@/commands/index').then(({ appRunner }) => appRunner(store))
/** Finding, resuming and discarding read the journal: loaded when needed, not with the frame. */
const resumable = () => import('@/commands/core/resumable')

/**
 * Bulk runs a reload (or a closed tab) cut off, in the navigation's tray, each with Resume and
 * Discard: "Adding to VIP was cut off after 2,000 of 4,000 customers added". Looked up once the
 * operator is signed in (after a reload, a sign-in, another operator's sign-in). Resume runs the same
 * command over the same table's filter, sending only what is still missing (commands/core/resumable.ts).
 * Not focused when it appears (the tray is announced politely); after an action, focus goes to the
 * next offer, else to the page's content.
 */
export function CutOffRuns({ runner = appRunnerOf }: { runner?: (store: AppStore) => Promise<RunnerCore> }) {
  const store = useStore()
  const session = useAtomValue(sessionAtom)
  const runs = useAtomValue(cutOffRunsAtom)
  const lines = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!session.isLoggedIn) return
    const server = getClientConfig().baseUrl
    // Almost always nothing was cut off: one read of localStorage, and the journal's code stays out of the boot.
    if (!unfinishedRuns.load(session.email, server).length) return
    void resumable().then(({ findCutOffRuns }) => findCutOffRuns(store, session.email, server))
  }, [store, session.isLoggedIn, session.email])

  /** Focus after a line goes: the first button of another offer, else the page's content. */
  const focusNext = (gone: UnfinishedRun) => {
    const others = [...(lines.current?.querySelectorAll<HTMLElement>('[data-run]') ?? [])].filter((line) => line.dataset.run !== gone.id)
    const next = others[0]?.querySelector('button')
    if (next) return next.focus()
    const main = document.getElementById('main')
    if (!main) return
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
    main.focus()
  }
  const resume = (run: UnfinishedRun) => {
    focusNext(run)
    void Promise.all([runner(store), resumable()]).then(([loaded, { resumeCutOffRun }]) => resumeCutOffRun(loaded, store, run))
  }
  const discard = (run: UnfinishedRun) => {
    focusNext(run)
    void resumable().then(({ discardCutOffRun }) => discardCutOffRun(store, run))
  }

  if (!runs.length) return null
  return (
    <div ref={lines}>
      {runs.map((run) => {
        const said = cutOffText(run)
        return (
          <div key={run.id} data-run={run.id} role="group" aria-label={said} className={styles.line}>
            <div>
              <p className={layout.job}>{said}</p>
              <span className={actions.actions}>
                {run.args ? (
                  <Button className={actions.button} aria-label={`Resume ${run.title}`} title="Run it again over the same table: only what is still missing is sent" onClick={() => resume(run)}>
                    Resume
                  </Button>
                ) : null}
                <Button className={actions.button} aria-label={`Discard ${run.title}`} title="Forget it: what was done stays done (undo it from Activity)" onClick={() => discard(run)}>
                  Discard
                </Button>
              </span>
            </div>
          </div>
        )
      })}
    </div>
  )
}
