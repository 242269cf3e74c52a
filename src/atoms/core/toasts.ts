import { atom } from 'jotai'

/** SPEC §9: every toast disappears 3000 ms after it was pushed. */
export const TOAST_DURATION_MS = 3000

export type ToastTone = 'success' | 'error' | 'info'

/** A button on a toast ('Undo'): runs, then the toast goes. */
export interface ToastAction {
  label: string
  run: () => void
}

export interface ToastInput {
  title: string
  message?: string
  tone: ToastTone
  action?: ToastAction
}

export interface Toast extends ToastInput {
  id: number
}

let lastId = 0

const toastListAtom = atom<readonly Toast[]>([])

/** The toasts on screen, oldest first. */
export const toastsAtom = atom((get) => get(toastListAtom))

/** Removes one toast now; removing one already gone does nothing. */
export const dismissToastAtom = atom(null, (_get, set, id: number) => {
  set(toastListAtom, (list) => (list.some((toast) => toast.id === id) ? list.filter((toast) => toast.id !== id) : list))
})

/** Toasts the operator is on (focus or pointer in them, to reach their action): their time is up only once they leave. */
const heldAtom = atom<ReadonlySet<number>>(new Set<number>())
/** Toasts whose time was up while held: they go when let go. */
const overdueAtom = atom<ReadonlySet<number>>(new Set<number>())

/** Holds a toast on screen (`held`), or lets it go: one whose time was up meanwhile goes now. */
export const holdToastAtom = atom(null, (get, set, id: number, held: boolean) => {
  const holding = new Set(get(heldAtom))
  if (held) holding.add(id)
  else holding.delete(id)
  set(heldAtom, holding)
  if (!held && get(overdueAtom).has(id)) {
    set(overdueAtom, new Set([...get(overdueAtom)].filter((other) => other !== id)))
    set(dismissToastAtom, id)
  }
})

const timeUpAtom = atom(null, (get, set, id: number) => {
  if (get(heldAtom).has(id)) set(overdueAtom, new Set([...get(overdueAtom), id]))
  else set(dismissToastAtom, id)
})

/**
 * Shows a toast and removes it after TOAST_DURATION_MS (or once let go, when the operator is on it); returns its id (for an early dismiss).
 * In components: `const pushToast = useSetAtom(pushToastAtom)`; elsewhere `store.set(pushToastAtom, ...)`.
 */
export const pushToastAtom = atom(null, (_get, set, input: ToastInput): number => {
  const id = ++lastId
  const toast: Toast = { id, title: input.title, tone: input.tone }
  if (input.message !== undefined) toast.message = input.message
  if (input.action) toast.action = input.action
  set(toastListAtom, (list) => [...list, toast])
  setTimeout(() => set(timeUpAtom, id), TOAST_DURATION_MS)
  return id
})
