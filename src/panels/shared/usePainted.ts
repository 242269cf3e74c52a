import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { recordPainted } from '@/atoms/core/recordFirst'
import { backgroundDataReadyAtom } from '@/atoms/core/store'
import { afterNextPaint } from './afterPaint'

/**
 * Once `painted` holds (a table's rows, a record), and the browser has painted the frame that shows
 * them, lets the dashboard's background data load, and the lists held behind a linked record: they
 * never compete with the first paint.
 */
export function useBackgroundDataAfterPaint(painted: boolean) {
  const setReady = useSetAtom(backgroundDataReadyAtom)
  useEffect(() => {
    if (!painted) return
    return afterNextPaint(() => {
      recordPainted()
      setReady(true)
    })
  }, [painted, setReady])
}
