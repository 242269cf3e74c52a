/**
 * Keys pressed on a dashboard page before the dashboard has painted (while the session is checked and
 * the area loads): nothing of the console listens yet, so a ctrl+k there was lost and the query typed
 * after it reached the page as hotkeys once they were bound. index.html follows them from its first
 * script (scripts/earlyGetsPlugin.ts inlines `recordEarlyKeys` and `typedInto`, so they stand alone:
 * no imports here) into the palette's first query; PaletteKey takes it as it binds ctrl+k and opens
 * the palette with it. The entry carries only `takeEarlyPalette`.
 */

/** The palette's first query, typed before the palette was on screen; `submit` once Enter followed. */
export interface PaletteSeed {
  query: string
  submit: boolean
}

/** The seed with one more key typed before the palette was on screen (PaletteKey's capture too). */
export function typedInto(seed: PaletteSeed, key: string): PaletteSeed {
  if (key === 'Enter') return { query: seed.query, submit: true }
  if (key === 'Backspace') return { query: seed.query.slice(0, -1), submit: false }
  return key.length === 1 ? { query: seed.query + key, submit: false } : seed
}

/** The global index.html keeps its recording in. */
export const EARLY_KEYS_GLOBAL = '__consoleEarlyKeys'

export interface EarlyKeys {
  /** The query typed since the last ctrl+k; null while no ctrl+k was pressed. */
  seed: PaletteSeed | null
  /** Date.now() at that ctrl+k. */
  at: number
  stop: () => void
}

/** A ctrl+k longer ago than this (a sign-in page in between) asks nothing of the palette. */
const MAX_AGE_MS = 10_000

/** Follows the document's keydowns from now on, except those typed into a field (the sign-in form). */
export function recordEarlyKeys(doc: Document, typed: typeof typedInto): EarlyKeys {
  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return
    const modified = event.ctrlKey || event.metaKey
    if (modified && event.key.toLowerCase() === 'k') {
      early.seed = { query: '', submit: false }
      early.at = Date.now()
    } else if (early.seed && event.key === 'Escape') {
      // Closed again before it was on screen, as the palette's own capture does.
      early.seed = null
    } else if (early.seed && !modified && !event.altKey) early.seed = typed(early.seed, event.key)
  }
  const early: EarlyKeys = { seed: null, at: 0, stop: () => doc.removeEventListener('keydown', onKey, true) }
  doc.addEventListener('keydown', onKey, true)
  return early
}

/** The palette's seed when a ctrl+k was pressed before now, once: the recording ends. */
export function takeEarlyPalette(): PaletteSeed | null {
  const holder = globalThis as { [EARLY_KEYS_GLOBAL]?: EarlyKeys }
  const early = holder[EARLY_KEYS_GLOBAL]
  delete holder[EARLY_KEYS_GLOBAL]
  early?.stop()
  return early && Date.now() - early.at <= MAX_AGE_MS ? early.seed : null
}
