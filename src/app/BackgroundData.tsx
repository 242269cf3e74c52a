import { useAtomValue, useSetAtom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useEffect } from 'react'
import { backgroundDataReadyAtom } from '@/atoms/core/store'

/** The longest the flags wait for a page whose data never starts (a page without any). */
export const BACKGROUND_DATA_CAP_MS = 1000

/**
 * Lets the background data (store flags, analytics config) load once the page's own requests have
 * answered, so the first table or record is on the critical path alone.
 */
export function BackgroundData() {
  const queryClient = useAtomValue(queryClientAtom)
  const setReady = useSetAtom(backgroundDataReadyAtom)
  useEffect(() => {
    let seenFetching = queryClient.isFetching() > 0
    let unsubscribe = () => {}
    const ready = () => {
      unsubscribe()
      clearTimeout(timer)
      setReady(true)
    }
    const timer = setTimeout(ready, BACKGROUND_DATA_CAP_MS)
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) seenFetching = true
      else if (seenFetching) ready()
    })
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [queryClient, setReady])
  return null
}
