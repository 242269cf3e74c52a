import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect } from 'react'
import { commandRequestAtom } from '@/atoms/context'
import type { Registry } from '@/commands/index'
import { useHotkeyBindings } from './hotkeys'
import { Palette } from './Palette'
import { ShortcutSheet } from './ShortcutSheet'
import { paletteAtom, shortcutSheetOpenAtom } from './state'
import { useCommandRunner } from './useCommandRunner'

/**
 * Mounted once in the dashboard: binds the hotkeys, runs what buttons request, and renders the
 * palette and the '?' sheet — all from one registry.
 */
export function CommandHost({ registry }: { registry?: Registry }) {
  const runner = useCommandRunner(registry)
  const setPalette = useSetAtom(paletteAtom)
  const setSheet = useSetAtom(shortcutSheetOpenAtom)
  const request = useAtomValue(commandRequestAtom)
  const clearRequest = useSetAtom(commandRequestAtom)
  const { start } = runner

  useEffect(() => {
    if (!request) return
    clearRequest(null)
    start(request.id, request.args)
  }, [request, start, clearRequest])

  const openPalette = useCallback(() => setPalette({ open: true, prompt: null }), [setPalette])
  const openSheet = useCallback(() => setSheet(true), [setSheet])
  useHotkeyBindings({ commands: runner.registry.all, context: runner.context, start, openPalette, openSheet })

  return (
    <>
      <Palette runner={runner} />
      <ShortcutSheet commands={runner.registry.all} />
    </>
  )
}
