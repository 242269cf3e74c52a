import { useAtomValue, useSetAtom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { isMedusaApiError } from '@/api/client'
import { outageTitle, retryAwaited } from '@/atoms/core/query'
import { focusAtom, type EntityKind, type EntityMap, type Focus } from '@/atoms/core/context'
import { capitalize } from '@/models/core/entity'
import { Button } from '@/ui/Button'
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
        <p>{error.message}</p>
      </div>
    )
  }
  if (!entity) return <AwaitingRecord noun={noun} query={query} />
  return <RecordFrameContext.Provider value={{ kind, noun }}>{children(entity)}</RecordFrameContext.Provider>
}

/** After this long without an answer, the panel says the server is slow (DESIGN.md "Errors"). */
export const SLOW_ANSWER_MS = 10_000

/**
 * A record on its way: loading, or an outage told in place while the query retries by itself (the
 * record shows as soon as the server answers), with a way to try again at once.
 */
function AwaitingRecord({ noun, query }: { noun: string; query: RecordDetailProps<EntityKind, EntityMap[EntityKind]>['query'] }) {
  const [slow, setSlow] = useState(false)
  const queryClient = useAtomValue(queryClientAtom)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_ANSWER_MS)
    return () => clearTimeout(timer)
  }, [])
  const outage = outageTitle(query.failureReason)
  if (!outage && !slow) {
    return (
      <div className={styles.detail} role="status">
        {`Loading ${noun}…`}
      </div>
    )
  }
  return (
    <div className={styles.detail} role="alert">
      <h2 className={styles.heading}>{outage ?? 'The server is slow to answer'}</h2>
      <p>{`Still trying: the ${noun} shows here as soon as the server answers.`}</p>
      <Button variant="secondary" onClick={() => void retryAwaited(queryClient, query.failureReason)}>
        Retry now
      </Button>
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

/** A loaded record inside RecordDetail: an article named by its heading, its toolbar, then its sections. */
export function RecordPanel({ title, meta, badges, thumbnail, actions, children }: RecordPanelProps) {
  const frame = useContext(RecordFrameContext)
  if (!frame) throw new Error('A RecordPanel is rendered by a RecordDetail, which says what record it shows')
  const titleId = `${frame.kind}-title`
  return (
    <article className={styles.detail} aria-labelledby={titleId}>
      <header className={styles.recordHeader}>
        {thumbnail ? <img src={thumbnail} alt="" className={styles.recordThumb} /> : null}
        <div>
          <h2 id={titleId} className={styles.heading}>
            {title}
          </h2>
          <p className={styles.muted}>{meta}</p>
          {badges ? <p className={styles.badges}>{badges}</p> : null}
        </div>
      </header>
      <div className={styles.actions} role="toolbar" aria-label={`${capitalize(frame.noun)} actions`}>
        {actions}
      </div>
      {children}
    </article>
  )
}
