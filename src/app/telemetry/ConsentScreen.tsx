import { useAtomValue, useStore } from 'jotai'
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { consentRequiredAtom } from '@/atoms/settings/analytics'
import { paletteAtom } from '@/palette/state'

/** SPEC §9: the consent screen shows only after its condition has held for 1000 ms. */
export const CONSENT_DEBOUNCE_MS = 1000
/** Nor within this long of the operator's last key: a screen that appears mid-word takes the keys. */
export const CONSENT_QUIET_MS = 1500
/** How often to look again while a palette, prompt or other modal is open. */
const BUSY_RECHECK_MS = 500

/** How long to wait before the screen may open now: 0 when free (see useOperatorBusy). */
export type BusyFor = () => number

type DialogProps = { onSubmitted: () => void }
const loadDialog = () => import('./ConsentDialog')
// A chunk that fails to load shows nothing (and nothing is sent without a config) rather than
// turning the dashboard into the error screen.
const ConsentDialog = lazy(() =>
  loadDialog().then(
    (module): { default: ComponentType<DialogProps> } => ({ default: module.ConsentDialog }),
    (): { default: ComponentType<DialogProps> } => ({ default: () => null }),
  ),
)

/**
 * The condition, debounced: true once `required` has held for `delay` ms without a break (a brief
 * flicker never shows the screen), and the operator is not busy (`busyFor`), then true until
 * `close()` — whatever `required` does meanwhile.
 */
export function useDebouncedConsent(
  required: boolean,
  delay = CONSENT_DEBOUNCE_MS,
  busyFor: BusyFor = () => 0,
): { shown: boolean; close: () => void } {
  const [shown, setShown] = useState(false)
  const [closed, setClosed] = useState(false)
  useEffect(() => {
    if (!required || shown || closed) return
    let timer: ReturnType<typeof setTimeout>
    const wait = (ms: number) => {
      timer = setTimeout(() => {
        const more = busyFor()
        if (more > 0) wait(more)
        else setShown(true)
      }, ms)
    }
    wait(delay)
    return () => clearTimeout(timer)
  }, [required, shown, closed, delay, busyFor])
  return {
    shown: shown && !closed,
    close: () => setClosed(true),
  }
}

/**
 * Whether the operator is in the middle of something the screen would take the keys from: the
 * palette or a prompt is open, another modal is open, or a key was pressed a moment ago. Answers how
 * long to wait before looking again (0: free).
 */
export function useOperatorBusy(): BusyFor {
  const store = useStore()
  const lastKeyAt = useRef(Number.NEGATIVE_INFINITY)
  useEffect(() => {
    const onKey = () => {
      lastKeyAt.current = Date.now()
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [])
  return useCallback(() => {
    if (store.get(paletteAtom).open || document.querySelector('[aria-modal="true"]')) return BUSY_RECHECK_MS
    return Math.max(0, lastKeyAt.current + CONSENT_QUIET_MS - Date.now())
  }, [store])
}

/**
 * SPEC §2/§4: the full-screen 'Help us get better' overlay. It shows when the store's 'analytics'
 * flag is on, someone is logged in, loading has finished and the server has no analytics config for
 * them (404), once that has held for 1000 ms — but never over an open palette, prompt or modal, nor
 * within a moment of the last key; it stays until a submit succeeds (Escape does not close it). Mounted once in the dashboard. The form itself (./ConsentDialog.tsx) is a separate
 * chunk, fetched as soon as the condition starts holding.
 */
export function ConsentScreen() {
  const required = useAtomValue(consentRequiredAtom)
  const busyFor = useOperatorBusy()
  const { shown, close } = useDebouncedConsent(required, CONSENT_DEBOUNCE_MS, busyFor)
  useEffect(() => {
    if (required) void loadDialog().catch(() => undefined)
  }, [required])
  return shown ? (
    <Suspense fallback={null}>
      <ConsentDialog onSubmitted={close} />
    </Suspense>
  ) : null
}
