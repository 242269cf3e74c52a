import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { backgroundDataReadyAtom } from '@/atoms/core/store'

/** The longest the flags wait for a page that shows no table or record (settings, a form). */
export const BACKGROUND_DATA_CAP_MS = 1000

/**
 * Lets the background data (store flags, analytics config) load once the page's own table or record
 * has painted (the panels say so: backgroundDataReadyAtom), or after a moment on a page without one,
 * so the first table or record is on the critical path alone.
 */
export function BackgroundData() {
  const setReady = useSetAtom(backgroundDataReadyAtom)
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), BACKGROUND_DATA_CAP_MS)
    return () => clearTimeout(timer)
  }, [setReady])
  return null
}
