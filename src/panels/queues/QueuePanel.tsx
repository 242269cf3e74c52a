import { useSetAtom } from 'jotai'
import { useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react'
import { sheetKeysAtom } from '@/atoms/core/sheetKeys'
import { grouped } from '@/models/core/text'
import { SKIP_KEY, type QueueAction, type QueueDefinition } from '@/models/queues/definitions'
import { isTextEntry } from '@/panels/shared/table'
import { Button } from '@/ui/Button'
import { Kbd } from '@/ui/Kbd'
import styles from './queues.module.css'
import { ArrivingRecord } from './ArrivingRecord'
import { useQueue } from './useQueue'

/** '7 of 31 · 5 done · 1 skipped'; '7 of 20 or more' while a list read in the browser has pages left. */
export function progressText({ position, total, atLeast, done, skipped }: ReturnType<typeof useQueue>['progress']): string {
  const parts = [`${grouped(position)} of ${grouped(total)}${atLeast ? ' or more' : ''}`, `${grouped(done)} done`]
  if (skipped) parts.push(`${grouped(skipped)} skipped`)
  return parts.join(' · ')
}

const modalOpen = () => document.querySelector('[aria-modal="true"]') !== null

/**
 * A queue's keys, heard before the app's hotkeys (capture phase): `c` on a queue of orders captures
 * and moves on, where the order panel's own `c` would ask to confirm. The second key of a `g` sequence,
 * typing, modifiers and an open dialog are left alone.
 */
function useQueueKeys(actions: readonly QueueAction[], act: (action: QueueAction) => void, skip: () => void) {
  const latest = useRef({ actions, act, skip })
  // As the render is committed: a key pressed before its passive effects run acts on what it drew.
  useLayoutEffect(() => {
    latest.current = { actions, act, skip }
  })
  useEffect(() => {
    let afterG = false
    const onKeyDown = (event: KeyboardEvent) => {
      const sequence = afterG
      afterG = event.key === 'g'
      if (sequence || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return
      if (isTextEntry(event.target) || modalOpen()) return
      const { actions, act, skip } = latest.current
      const action = actions.find((candidate) => candidate.key === event.key)
      if (!action && event.key !== SKIP_KEY) return
      event.preventDefault()
      event.stopPropagation()
      if (action) act(action)
      else skip()
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [])
}

/** The queue's keys on the `?` sheet while it is open, under "Queue: <title>". */
function useSheetKeys(queue: QueueDefinition) {
  const setSheetKeys = useSetAtom(sheetKeysAtom)
  useEffect(() => {
    const group = `Queue: ${queue.title}`
    const keys = [...queue.actions.map(({ key, label }) => ({ key, label })), { key: SKIP_KEY, label: 'Skip' }]
    setSheetKeys((shown) => [...shown.filter((other) => other.group !== group), { group, keys }])
    return () => setSheetKeys((shown) => shown.filter((other) => other.group !== group))
  }, [queue, setSheetKeys])
}

/** A queue on screen: progress, its keys, a refusal if any, and the record on screen in its own detail panel. */
export function QueuePanel({ queue, pageSize }: { queue: QueueDefinition; pageSize?: number }) {
  const { source, current, progress, refusal, loading, finished, error, act, skip } = useQueue(queue, pageSize)
  useQueueKeys(queue.actions, act, skip)
  useSheetKeys(queue)
  const { Detail } = source
  // The key's own frame shows the next record's heading; its full panel (tens of ms to draw) follows in
  // a deferred render the browser paints around.
  const drawn = useDeferredValue(current)
  const headingId = `queue-${queue.name.replaceAll('/', '-')}-heading`

  return (
    <section className={styles.queue} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.heading}>
          {queue.title}
        </h1>
        <p className={styles.progress} role="status">
          {current ? progressText(progress) : finished ? `Queue done: ${grouped(progress.done)} done${progress.skipped ? `, ${grouped(progress.skipped)} skipped` : ''}` : ''}
        </p>
        <div className={styles.keys} role="toolbar" aria-label="Queue keys">
          {queue.actions.map((action) => (
            <Button key={action.key} variant="ghost" disabled={!current} onClick={() => act(action)} aria-keyshortcuts={action.key}>
              <Kbd hotkey={action.key} /> {action.label}
            </Button>
          ))}
          <Button variant="ghost" disabled={!current} onClick={skip} aria-keyshortcuts={SKIP_KEY}>
            <Kbd hotkey={SKIP_KEY} /> Skip
          </Button>
        </div>
      </header>
      {refusal ? (
        <p className={styles.refusal} role="alert">
          {current?.name}: {refusal}
        </p>
      ) : null}
      {error ? (
        <p className={styles.refusal} role="alert">
          {error}
        </p>
      ) : null}
      {current ? (
        drawn?.key === current.key ? <Detail key={current.key} id={current.id} /> : <ArrivingRecord key={current.key} title={current.heading ?? current.name} />
      ) : null}
      {!current && loading && !error ? <p className={styles.empty}>Loading the queue…</p> : null}
      {finished && !progress.done && !progress.skipped ? <p className={styles.empty}>Nothing in this queue: no {source.noun} matches it now.</p> : null}
    </section>
  )
}
