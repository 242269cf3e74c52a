import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { focusRequestAtom } from '@/atoms/core/focusRequest'

/**
 * Focuses a part of the panel when a key asked for it (`focusPart` commands): `find` names the
 * element once it is on screen. A request made while the part is still loading is kept until
 * `ready` changes and the element is there.
 */
export function useFocusRequest(target: string, find: () => HTMLElement | null | undefined, ready: unknown) {
  const request = useAtomValue(focusRequestAtom)
  const setRequest = useSetAtom(focusRequestAtom)
  useEffect(() => {
    if (!target || request?.target !== target) return
    const element = find()
    if (!element) return
    element.focus()
    setRequest(null)
    // `find` reads refs: a new function each render is no new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, target, ready, setRequest])
}
