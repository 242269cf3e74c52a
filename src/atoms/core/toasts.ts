import { atom } from 'jotai'

/** SPEC §9: every toast disappears 3000 ms after it was pushed. */
export const TOAST_DURATION_MS = 3000

export type ToastTone = 'success' | 'error' | 'info'

export interface ToastInput {
  title: string
  message?: string
  tone: ToastTone
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

/**
 * Shows a toast and removes it after TOAST_DURATION_MS; returns its id (for an early dismiss).
 * In components: `const pushToast = useSetAtom(pushToastAtom)`; elsewhere `store.set(pushToastAtom, ...)`.
 */
export const pushToastAtom = atom(null, (_get, set, input: ToastInput): number => {
  const id = ++lastId
  const toast: Toast = { id, title: input.title, tone: input.tone }
  if (input.message !== undefined) toast.message = input.message
  set(toastListAtom, (list) => [...list, toast])
  setTimeout(() => set(dismissToastAtom, id), TOAST_DURATION_MS)
  return id
})
