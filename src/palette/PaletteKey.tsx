import hotkeys from 'hotkeys-js'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useLayoutEffect } from 'react'
import { takeEarlyPalette, typedInto } from './earlyKeys'
import { isEditable, PALETTE_HOTKEYS } from './hotkeys'
import { isPaletteMounted, paletteAtom, paletteSeedQueryAtom } from './state'

/**
 * The palette key, bound from the first paint of the dashboard. The rest of the palette (the
 * registry, cmdk, the hotkeys of every command) loads just after; keys typed after ctrl+k but before
 * the palette is on screen go into its first query, Enter included, instead of being lost or
 * reaching the page. Focus stays put until the palette mounts.
 */
export function PaletteKey() {
  const open = useAtomValue(paletteAtom).open
  const setPalette = useSetAtom(paletteAtom)
  const setSeed = useSetAtom(paletteSeedQueryAtom)

  // In the commit that paints the dashboard, as KeyQueue's hold: a ctrl+k at once is not lost.
  useLayoutEffect(() => {
    // Modified keys work in inputs too; plain letters never do (hotkeys-js skips inputs by default).
    hotkeys.filter = (event) => !isEditable(event.target) || event.ctrlKey || event.metaKey
    hotkeys(PALETTE_HOTKEYS, (event) => {
      event.preventDefault()
      setPalette({ open: true, prompt: null })
    })
    // A ctrl+k pressed before this commit (index.html followed it) opens the palette now, with what was typed after it.
    const early = takeEarlyPalette()
    if (early) {
      setSeed(early)
      setPalette({ open: true, prompt: null })
    }
    return () => hotkeys.unbind(PALETTE_HOTKEYS)
  }, [setPalette, setSeed])

  useEffect(() => {
    if (!open || isPaletteMounted()) return
    const capture = (event: KeyboardEvent) => {
      if (isPaletteMounted() || event.ctrlKey || event.metaKey || event.altKey) return
      event.preventDefault()
      event.stopPropagation()
      if (event.key === 'Escape') return setPalette({ open: false })
      setSeed((seed) => typedInto(seed, event.key))
    }
    document.addEventListener('keydown', capture, true)
    return () => document.removeEventListener('keydown', capture, true)
  }, [open, setSeed, setPalette])

  return null
}
