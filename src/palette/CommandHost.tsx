import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { lazy, Suspense, useCallback, useEffect } from 'react'
import { commandRequestAtom } from '@/atoms/core/context'
import { backgroundDataReadyAtom } from '@/atoms/core/store'
import type { Registry } from '@/commands/index'
import { useHotkeyBindings } from './hotkeys'
import { useReleaseInitialHold } from './KeyQueue'
import { paletteAtom, shortcutSheetOpenAtom } from './state'
import { useCommandRunner } from './useCommandRunner'

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
 * Mounted once in the dashboard (loaded just after it, see PaletteKey): binds the commands' hotkeys,
 * runs what buttons request, and renders the palette and the '?' sheet — all from one registry.
 */
export default CommandHost
export function CommandHost({ registry }: { registry?: Registry }) {
  const runner = useCommandRunner(registry)
  const setSheet = useSetAtom(shortcutSheetOpenAtom)
  const paletteOpen = useAtomValue(paletteAtom).open
  const sheetOpen = useAtomValue(shortcutSheetOpenAtom)
  const request = useAtomValue(commandRequestAtom)
  usePrefetchWhenIdle()
  const clearRequest = useSetAtom(commandRequestAtom)
  const { start } = runner

  useEffect(() => {
    if (!request) return
    clearRequest(null)
    start(request.id, request.args)
  }, [request, start, clearRequest])

  const openSheet = useCallback(() => setSheet(true), [setSheet])
  const store = useStore()
  const blocked = useCallback(() => store.get(paletteAtom).open || store.get(shortcutSheetOpenAtom), [store])
  useHotkeyBindings({ commands: runner.registry.all, context: runner.context, start, openSheet, blocked })
  useReleaseInitialHold()

  return (
    <>
      <Suspense fallback={null}>{paletteOpen && <Palette runner={runner} />}</Suspense>
      <Suspense fallback={null}>{sheetOpen && <ShortcutSheet commands={runner.registry.all} />}</Suspense>
    </>
  )
}
