// Text helpers shared by every domain's prompts.

/** "a, b,, c" -> ['a', 'b', 'c']: tags, tracking numbers, discount codes, quantities. */
export const splitList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/** '2026-11-23T10:00:00Z' -> '2026-11-23'. */
export const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '')
