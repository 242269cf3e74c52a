import { atom } from 'jotai'

/** One key a panel on screen answers itself, outside the registry's hotkeys: a queue's `c` capture. */
export interface SheetKey {
  key: string
  label: string
}

/** A group of such keys, under its own heading on the `?` sheet ('Queue: Orders awaiting capture'). */
export interface SheetKeyGroup {
  group: string
  keys: readonly SheetKey[]
}

/** The keys of the panels on screen, listed on the `?` sheet beside the commands' while they are mounted. */
export const sheetKeysAtom = atom<readonly SheetKeyGroup[]>([])
