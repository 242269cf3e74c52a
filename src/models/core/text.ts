// Text helpers that record names and hints share (models and commands alike).

/** '2026-11-23T10:00:00Z' -> '2026-11-23'. */
export const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '')

/** '1 product', '3 products': a count with its noun (nouns that take an s). */
export const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

/** "CustomerGroup with id: cgrp_1 was not found" → "Customer group was not found: it may have been deleted meanwhile." */
export function withoutRecordId(message: string): string {
  const found = /^(\w[\w ]*?) with (?:id:? ?)?\S+ was not found\.?$/.exec(message)
  if (!found?.[1]) return message
  const noun = found[1].replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
  return `${noun} was not found: it may have been deleted meanwhile.`
}
