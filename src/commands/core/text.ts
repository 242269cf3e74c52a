// Text helpers shared by every domain's prompts.

/** "a, b,, c" -> ['a', 'b', 'c']: tags, tracking numbers, discount codes, quantities. */
export const splitList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

// A date prompt answers a calendar day ('2026-11-23'); Medusa takes instants. A day starts and ends
// at the operator's local midnight: an end date means through that day.
/** '2026-11-23' -> that day's first millisecond, local time, in ISO form. */
export const startOfDay = (date: string) => new Date(`${date}T00:00:00.000`).toISOString()
/** '2026-11-23' -> that day's last millisecond, local time, in ISO form. */
export const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString()
