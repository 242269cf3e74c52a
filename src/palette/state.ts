import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import type { Prompt } from './flow'

/** Closed, listing commands, or prompting one command's arguments. */
export type PaletteState = { open: false } | { open: true; prompt: Prompt | null }

export const paletteAtom = atom<PaletteState>({ open: false })
export const shortcutSheetOpenAtom = atom(false)

export const RECENT_LIMIT = 5
/** Ids of recently run commands, newest first: an empty query lists them first. */
export const recentCommandsAtom = atomWithStorage<string[]>('medusa-console.recent-commands', [])

export const rememberRecent = (recent: string[], id: string): string[] =>
  [id, ...recent.filter((other) => other !== id)].slice(0, RECENT_LIMIT)

/** What was typed while the palette's code was still loading (and whether Enter was pressed). */
export const paletteSeedQueryAtom = atom({ query: '', submit: false })

let paletteMounted = false
/** Whether the palette is on screen to take keys (its code is loaded on demand). */
export const isPaletteMounted = () => paletteMounted
export const markPaletteMounted = (mounted: boolean) => {
  paletteMounted = mounted
}
