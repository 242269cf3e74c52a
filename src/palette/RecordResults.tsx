import { Command } from 'cmdk'
import { useAtomValue } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useEffect, useState } from 'react'
import { findRecords, type RecordFinder, type RecordHit } from '@/commands/core/records'
import { errorMessage } from '@/commands/core/run'
import { recordFinders } from '@/commands/finders'
import styles from './Palette.module.css'

/** Typing pauses this long before records are searched: one request per pause, not per key. */
export const RECORD_SEARCH_DEBOUNCE_MS = 150

interface Found {
  q: string
  hits: RecordHit[]
  error?: string
}

/** The records matching the root query, when it has the shape of an order number, email or code. */
export function useRecordSearch(query: string, finders: readonly RecordFinder[] = recordFinders) {
  const queryClient = useAtomValue(queryClientAtom)
  const [found, setFound] = useState<Found>({ q: '', hits: [] })
  const text = query.trim()
  const wanted = finders.some((finder) => finder.accepts(text))

  useEffect(() => {
    if (!wanted) return
    let live = true
    const timer = setTimeout(() => {
      findRecords(finders, text, queryClient).then(
        (hits) => live && setFound({ q: text, hits }),
        (error: unknown) => live && setFound({ q: text, hits: [], error: errorMessage(error) }),
      )
    }, RECORD_SEARCH_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [finders, queryClient, text, wanted])

  const current = wanted && found.q === text
  return { hits: current ? found.hits : [], searching: wanted && !current, error: current ? found.error : undefined }
}

function RecordItem({ hit, onOpen }: { hit: RecordHit; onOpen: (path: string) => void }) {
  return (
    <Command.Item value={`record:${hit.key}`} onSelect={() => onOpen(hit.path)} className={styles.item}>
      <span className={styles.recordNoun}>{hit.noun}</span>
      <span className={styles.recordLabel}>{hit.label}</span>
      {hit.hint && <span className={styles.muted}>{hit.hint}</span>}
    </Command.Item>
  )
}

/** A group of found records; Enter opens the record's panel, where its own keys act on it. */
export function RecordGroup({ heading, hits, onOpen }: { heading: string; hits: readonly RecordHit[]; onOpen: (path: string) => void }) {
  if (!hits.length) return null
  return (
    <Command.Group heading={heading} className={styles.group}>
      {hits.map((hit) => (
        <RecordItem key={hit.key} hit={hit} onOpen={onOpen} />
      ))}
    </Command.Group>
  )
}
