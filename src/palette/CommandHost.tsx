import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { lazy, Suspense, useCallback, useEffect } from 'react'
import { backgroundDataReadyAtom } from '@/atoms/core/store'
import { appRunner, type RunnerCore } from '@/commands/index'
import { useHotkeyBindings } from './hotkeys'
import { useReleaseInitialHold } from './KeyQueue'
import { paletteAtom, shortcutSheetOpenAtom } from './state'
import { usePaletteShell } from './usePaletteShell'

// The palette's UI (cmdk and its dialog) is not needed until it opens: keep it out of the first load,
// and fetch it as soon as the browser is idle so the first ctrl+k is still instant.
const loadPalette = () => import('./Palette')
const loadSheet = () => import('./ShortcutSheet')
const Palette = lazy(() => loadPalette().then((m) => ({ default: m.Palette })))
const ShortcutSheet = lazy(() => loadSheet().then((m) => ({ default: m.ShortcutSheet })))

function usePrefetchWhenIdle() {
  // Not before the page's first table or record has painted: parsing the palette competes with it.
  const ready = useAtomValue(backgroundDataReadyAtom)
  useEffect(() => {
    if (!ready) return
    const prefetch = () => void Promise.all([loadPalette(), loadSheet()]).catch(() => undefined)
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 3000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(prefetch, 1500)
    return () => clearTimeout(timer)
  }, [ready])
}

/**
 * Mounted once in the dashboard (loaded just after it, see PaletteKey): attaches the palette to the
 * store's runner (runs buttons asked for before it was there begin now), binds the commands' hotkeys,
 * and renders the palette and the '?' sheet — all from one registry. Tests may hand in a runner of
 * their own registry.
 */
export default CommandHost
export function CommandHost({ runner: given }: { runner?: RunnerCore }) {
  const store = useStore()
  const runner = given ?? appRunner(store)
  const palette = usePaletteShell(runner)
  const setSheet = useSetAtom(shortcutSheetOpenAtom)
  const paletteOpen = useAtomValue(paletteAtom).open
  const sheetOpen = useAtomValue(shortcutSheetOpenAtom)
  usePrefetchWhenIdle()

  const openSheet = useCallback(() => setSheet(true), [setSheet])
  const blocked = useCallback(() => store.get(paletteAtom).open || store.get(shortcutSheetOpenAtom), [store])
  useHotkeyBindings({ commands: runner.registry.all, context: runner.context, start: runner.start, openSheet, blocked })
  useReleaseInitialHold()

  return (
    <>
      <Suspense fallback={null}>{paletteOpen && <Palette runner={palette} />}</Suspense>
      <Suspense fallback={null}>{sheetOpen && <ShortcutSheet commands={runner.registry.all} />}</Suspense>
    </>
  )
}
