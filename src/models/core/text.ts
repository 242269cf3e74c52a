// Text helpers that record names and hints share (models and commands alike).

/** '2026-11-23T10:00:00Z' -> '2026-11-23'. */
export const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '')

/** '1 product', '3 products': a count with its noun (nouns that take an s). */
export const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`
