import { useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { consentRequiredAtom } from '@/atoms/settings/analytics'

/** SPEC §9: the consent screen shows only after its condition has held for 1000 ms. */
export const CONSENT_DEBOUNCE_MS = 1000

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
 * flicker never shows the screen), then true until `close()` — whatever `required` does meanwhile.
 */
export function useDebouncedConsent(required: boolean, delay = CONSENT_DEBOUNCE_MS): { shown: boolean; close: () => void } {
  const [shown, setShown] = useState(false)
  const [closed, setClosed] = useState(false)
  useEffect(() => {
    if (!required || shown || closed) return
    const timer = setTimeout(() => setShown(true), delay)
    return () => clearTimeout(timer)
  }, [required, shown, closed, delay])
  return {
    shown: shown && !closed,
    close: () => setClosed(true),
  }
}

/**
 * SPEC §2/§4: the full-screen 'Help us get better' overlay. It shows when the store's 'analytics'
 * flag is on, someone is logged in, loading has finished and the server has no analytics config for
 * them (404), once that has held for 1000 ms; it stays until a submit succeeds (Escape does not
 * close it). Mounted once in the dashboard. The form itself (./ConsentDialog.tsx) is a separate
 * chunk, fetched as soon as the condition starts holding.
 */
export function ConsentScreen() {
  const required = useAtomValue(consentRequiredAtom)
  const { shown, close } = useDebouncedConsent(required)
  useEffect(() => {
    if (required) void loadDialog().catch(() => undefined)
  }, [required])
  return shown ? (
    <Suspense fallback={null}>
      <ConsentDialog onSubmitted={close} />
    </Suspense>
  ) : null
}
