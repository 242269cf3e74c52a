import { atom } from 'jotai'

/**
 * A part of the open panel the operator asked to focus by key ('prices': a price list's grid). The
 * command only asks (commands never touch the DOM); the panel that shows the part focuses it and
 * clears the request. `seq` makes asking again for the same part a new request.
 */
export interface FocusRequest {
  target: string
  seq: number
}

export const focusRequestAtom = atom<FocusRequest | null>(null)

/** Asks the open panel to focus its part named `target`. */
export const requestFocusAtom = atom(null, (get, set, target: string) => {
  set(focusRequestAtom, { target, seq: (get(focusRequestAtom)?.seq ?? 0) + 1 })
})
