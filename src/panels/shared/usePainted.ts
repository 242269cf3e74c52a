import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { backgroundDataReadyAtom } from '@/atoms/core/store'

/**
 * Once `painted` holds (a table's rows, a record), and the browser has painted the frame that shows
 * them, lets the dashboard's background data load: it never competes with the first paint.
 */
export function useBackgroundDataAfterPaint(painted: boolean) {
  const setReady = useSetAtom(backgroundDataReadyAtom)
  useEffect(() => {
    if (!painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // The frame after the commit has been painted once its rAF callback has run and yielded.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [painted, setReady])
}
