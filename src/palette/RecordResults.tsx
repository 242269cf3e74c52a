import { useAtomValue } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { startTransition, useEffect, useState } from 'react'
import { findRecords, type RecordFinder, type RecordHit } from '@/commands/core/records'
import { errorMessage } from '@/commands/core/run'
import { recordFinders } from '@/commands/finders'

/** Typing pauses this long before records are searched: one request per pause, not per key. */
export const RECORD_SEARCH_DEBOUNCE_MS = 150

// One empty list for every render without hits: the palette's list is computed again only when they change.
const NO_HITS: RecordHit[] = []

interface Found {
  q: string
  hits: RecordHit[]
  /** Every finder has answered. */
  complete: boolean
  error?: string
}

/** Whether the root query has the shape of something the palette looks records up by. */
export const isRecordShaped = (query: string, finders: readonly RecordFinder[] = recordFinders) =>
  finders.some((finder) => finder.accepts(query.trim()))

/** The records matching the root query, when it has the shape of an order number, email or code. */
export function useRecordSearch(query: string, finders: readonly RecordFinder[] = recordFinders) {
  const queryClient = useAtomValue(queryClientAtom)
  const [found, setFound] = useState<Found>({ q: '', hits: [], complete: true })
  const text = query.trim()
  const wanted = isRecordShaped(text, finders)

  useEffect(() => {
    if (!wanted) return
    let live = true
    const timer = setTimeout(() => {
      // Rendered as a transition: a key typed while the hits render is painted first. Each finder's
      // hits are shown as they come; the list is searching until the last has answered.
      void findRecords(finders, text, queryClient, ({ hits, complete, error }) => {
        if (live) startTransition(() => setFound({ q: text, hits, complete, error: error === undefined ? undefined : errorMessage(error) }))
      })
    }, RECORD_SEARCH_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [finders, queryClient, text, wanted])

  const current = wanted && found.q === text
  return { hits: current ? found.hits : NO_HITS, searching: wanted && !(current && found.complete), error: current ? found.error : undefined }
}
