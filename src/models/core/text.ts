// Text helpers that record names and hints share (models and commands alike).

/** '2026-11-23T10:00:00Z' -> '2026-11-23'. */
export const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '')

/** Counts in the operator's locale (the browser's), built once: 20000 reads '20,000' in en-US, '20.000' in de-DE. */
const numbers = new Intl.NumberFormat()

/** '20,000': a count grouped by the operator's locale (`locale` only where a test needs a given one). */
export const grouped = (n: number, locale?: string) => (locale === undefined ? numbers : new Intl.NumberFormat(locale)).format(n)

/** '1 product', '20,000 products': a grouped count with its noun (nouns that take an s). */
export const counted = (n: number, noun: string, locale?: string) => `${grouped(n, locale)} ${noun}${n === 1 ? '' : 's'}`
