import { useCallback, useReducer, useRef, type KeyboardEvent } from 'react'
import { MOVE_KEYS } from './cursor'

/**
 * An arrow held down (the keyboard's repeat): while it repeats, `isHeld()` says so, and `released`
 * changes once it is let go, another key comes or the focus leaves the grid. The grid tells the
 * commands of its cursor only then: each move told re-renders the panel and its command buttons,
 * which doubled a held key's work (issue #32).
 */
export function useHeldMove() {
  const held = useRef(false)
  const [released, release] = useReducer((n: number) => n + 1, 0)
  const letGo = useCallback(() => {
    if (!held.current) return
    held.current = false
    release()
  }, [])
  /** Each key down the grid handles: a repeated move (outside an edit) holds, any other key lets go. */
  const onKey = (event: KeyboardEvent, editing: boolean) => {
    if (event.repeat && !editing && MOVE_KEYS.has(event.key)) held.current = true
    else letGo()
  }
  return { isHeld: () => held.current, released, onKey, letGo }
}
