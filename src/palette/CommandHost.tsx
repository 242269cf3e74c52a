import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { lazy, Suspense, useCallback, useEffect } from 'react'
import { backgroundDataReadyAtom } from '@/atoms/core/store'
import { appRunner, type RunnerCore } from '@/commands/index'
import { viewPaletteCommandsAtom } from '@/commands/views/open'
import { useHotkeyBindings } from './hotkeys'
import { useReleaseInitialHold } from './KeyQueue'
import { paletteAtom, recentCommandsAtom, shortcutSheetOpenAtom } from './state'
import { usePaletteShell } from './usePaletteShell'

// The palette's UI (cmdk and its dialog) is not needed until it opens: keep it out of the first load,
// and fetch it as soon as the browser is idle so the first ctrl+k is still instant.
const loadPalette = () => import('./Palette')
const loadSheet = () => import('./ShortcutSheet')
const Palette = lazy(() => loadPalette().then((m) => ({ default: m.Palette })))
const ShortcutSheet = lazy(() => loadSheet().then((m) => ({ default: m.ShortcutSheet })))

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: 3000 })
    return () => window.cancelIdleCallback(id)
  }
  const timer = setTimeout(callback, 1500)
  return () => clearTimeout(timer)
}

function usePrefetchWhenIdle() {
  // Not before the page's first table or record has painted: parsing the palette competes with it.
  const ready = useAtomValue(backgroundDataReadyAtom)
  const store = useStore()
  useEffect(() => {
    if (!ready) return
    // What the palette reads as it opens stays read (the recent commands from storage, the saved
    // views' entries): the opening key does not subscribe to them, and its frame is the field alone.
    const keep = [recentCommandsAtom, viewPaletteCommandsAtom].map((atom) => store.sub(atom, () => undefined))
    const prefetch = () => void Promise.all([loadPalette(), loadSheet()]).catch(() => undefined)
    const cancel = whenIdle(prefetch)
    return () => {
      cancel()
      for (const unsubscribe of keep) unsubscribe()
    }
  }, [ready, store])
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
