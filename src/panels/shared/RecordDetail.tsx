import { useAtomValue, useSetAtom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { createContext, useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { isMedusaApiError } from '@/api/client'
import { outageTitle, recordKeys, retryAwaited, retryNow, stopAwaiting } from '@/atoms/core/query'
import { focusAtom, type EntityKind, type EntityMap, type Focus } from '@/atoms/core/context'
import { capitalize } from '@/models/core/entity'
import { operatorMessage } from '@/atoms/core/errors'
import { Button } from '@/ui/Button'
import { SlowAnswerActions, slowWords, useSlowAnswer } from '@/ui/SlowAnswer'
import styles from './record-panel.module.css'
import { useBackgroundDataAfterPaint } from './usePainted'

/** What the open record is, for the names of the panel's parts. */
interface RecordFrame {
  kind: EntityKind
  noun: string
}

const RecordFrameContext = createContext<RecordFrame | null>(null)

export interface RecordDetailProps<K extends EntityKind, T extends EntityMap[K]> {
  /** The record's noun as a sentence uses it: 'draft order' ('Draft order not found', 'Loading draft order…'). */
  noun: string
  /** The focus kind: commands offered while the panel is open act on this record. */
  kind: K
  id: string
  /** The detail query atom's result: an outage shows as its failure reason while it is retried. */
  query: { error: Error | null; failureReason?: Error | null }
  /** The record in that result, once it has arrived. */
  entity: T | undefined
  /** Parts of the record still on their way after its first paint: commands wait for them (Focus.partial). */
  partial?: boolean
  /** The panel for the loaded record, usually a RecordPanel. */
  children: (record: T) => ReactNode
}

/**
 * The frame every detail panel shares: the open record is the focus (cleared when the panel goes),
 * a missing or forbidden record is said inside the panel, and the panel says it is loading.
 */
export function RecordDetail<K extends EntityKind, T extends EntityMap[K]>({ noun, kind, id, query, entity, partial, children }: RecordDetailProps<K, T>) {
  const setFocus = useSetAtom(focusAtom)

  useEffect(() => {
    // `kind` and `entity` are correlated through K, which TypeScript cannot follow into the union.
    setFocus({ kind, id, entity, ...(partial && entity ? { partial } : {}) } as Focus)
    return () => setFocus(null)
  }, [kind, id, entity, partial, setFocus])
  useBackgroundDataAfterPaint(entity !== undefined)

  const { error } = query
  if (error) {
    // A server failure loading page data is the 500 page's job; a missing record is not.
    if (!isMedusaApiError(error) || (error.status ?? 500) >= 500) throw error
    return (
      <div className={styles.detail} role="alert">
        <h2 className={styles.heading}>{`${capitalize(noun)} ${error.status === 404 ? 'not found' : 'could not be loaded'}`}</h2>
        <p>{operatorMessage(error)}</p>
      </div>
    )
  }
  if (!entity) return <AwaitingRecord noun={noun} id={id} query={query} />
  return <RecordFrameContext.Provider value={{ kind, noun }}>{children(entity)}</RecordFrameContext.Provider>
}

/**
 * A record on its way: loading; after SLOW_ANSWER_MS without an answer, said to be slow with the ways
 * out (retry now, keep waiting, stop waiting); or an outage told in place while the query retries by
 * itself (the record shows as soon as the server answers), with a way to try again at once.
 */
function AwaitingRecord({ noun, id, query }: { noun: string; id: string; query: RecordDetailProps<EntityKind, EntityMap[EntityKind]>['query'] }) {
  const queryClient = useAtomValue(queryClientAtom)
  const slow = useSlowAnswer()
  const [stopped, setStopped] = useState(false)
  const frame = useRef<HTMLDivElement>(null)
  const retry = () => {
    setStopped(false)
    slow.restart()
    void retryNow(queryClient, recordKeys(id))
  }
  const outage = outageTitle(query.failureReason)
  if (stopped) {
    return (
      <div className={styles.detail}>
        <p role="status">{`Stopped waiting for the ${noun}: it was not loaded.`}</p>
        {/* The button pressed is gone: its replacement takes the focus. */}
        <Button variant="secondary" autoFocus onClick={retry}>
          Retry
        </Button>
      </div>
    )
  }
  if (outage) {
    return (
      <div className={styles.detail} role="alert">
        <h2 className={styles.heading}>{outage}</h2>
        <p>{`Still trying: the ${noun} shows here as soon as the server answers.`}</p>
        <Button variant="secondary" onClick={() => void retryAwaited(queryClient, query.failureReason)}>
          Retry now
        </Button>
      </div>
    )
  }
  return (
    <div className={styles.detail} ref={frame} tabIndex={-1}>
      <p role="status">{slow.shown ? slowWords(slow.seconds) : `Loading ${noun}…`}</p>
      {slow.shown ? (
        <SlowAnswerActions
          onRetry={retry}
          onKeepWaiting={() => {
            slow.keepWaiting()
            frame.current?.focus()
          }}
          onStop={() => {
            setStopped(true)
            void stopAwaiting(queryClient, recordKeys(id))
          }}
        />
      ) : null}
    </div>
  )
}

export interface RecordPanelProps {
  /** The heading, which names the panel: 'Draft order #12'. */
  title: ReactNode
  /** The line under it: when, who, how much. */
  meta: ReactNode
  /** Status badges and links under that line. */
  badges?: ReactNode
  /** A picture beside the heading. */
  thumbnail?: string | null
  /** The record's buttons (registered commands), in a toolbar named after the record. */
  actions: ReactNode
  /** The record's sections. */
  children: ReactNode
}

/** Whether a panel that just opened may move the focus: not while a modal is open or a field being typed in has it. */
function mayTakeFocus(): boolean {
  const active = document.activeElement
  if (document.querySelector('[aria-modal="true"]')) return false
  if (!(active instanceof HTMLElement)) return true
  return !(active.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName))
}

/** Tab from the focused heading goes to the record's commands first, past any link under the heading. */
function tabToToolbar(event: KeyboardEvent<HTMLHeadingElement>, toolbar: HTMLElement | null) {
  if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return
  const first = toolbar?.querySelector<HTMLElement>('button:not([disabled]), a[href]')
  if (!first) return
  event.preventDefault()
  first.focus()
}

/** A loaded record inside RecordDetail: an article named by its heading (focused as it opens), its toolbar, then its sections. */
export function RecordPanel({ title, meta, badges, thumbnail, actions, children }: RecordPanelProps) {
  const frame = useContext(RecordFrameContext)
  if (!frame) throw new Error('A RecordPanel is rendered by a RecordDetail, which says what record it shows')
  const titleId = `${frame.kind}-title`
  const heading = useRef<HTMLHeadingElement>(null)
  const toolbar = useRef<HTMLDivElement>(null)
  // An opened record takes the keyboard (its commands are a key away, Tab reaches its toolbar),
  // unless the operator is typing somewhere else or a dialog holds the keyboard meanwhile.
  useEffect(() => {
    if (mayTakeFocus()) heading.current?.focus({ preventScroll: true })
  }, [])
  return (
    <article className={styles.detail} aria-labelledby={titleId}>
      <header className={styles.recordHeader}>
        {thumbnail ? <img src={thumbnail} alt="" className={styles.recordThumb} /> : null}
        <div>
          <h2 id={titleId} className={styles.heading} tabIndex={-1} ref={heading} onKeyDown={(event) => tabToToolbar(event, toolbar.current)}>
            {title}
          </h2>
          <p className={styles.muted}>{meta}</p>
          {badges ? <p className={styles.badges}>{badges}</p> : null}
        </div>
      </header>
      <div className={styles.actions} role="toolbar" aria-label={`${capitalize(frame.noun)} actions`} ref={toolbar}>
        {actions}
      </div>
      {children}
    </article>
  )
}
