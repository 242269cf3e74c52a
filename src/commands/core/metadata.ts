// A record's metadata as the key/value prompt edits it (customer groups, collections, ...).

/** A metadata value as the prompt shows it (JSON for what is not text). */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * What to send for metadata as edited: Medusa merges it into what is stored, and deletes a key sent
 * as ''. Keys left out of the text are deleted; unchanged keys are not sent, so a value that is not
 * text (`seeded: true`) keeps its type.
 */
export function metadataChanges(before: Record<string, unknown> | null | undefined, after: Record<string, string>): Record<string, string> {
  const old = before ?? {}
  // Own keys only: a key named "toString" or "constructor" is no method of the object.
  const removed = Object.keys(old).filter((key) => !Object.hasOwn(after, key))
  const changed = Object.entries(after).filter(([key, value]) => !Object.hasOwn(old, key) || asText(old[key]) !== value)
  return { ...Object.fromEntries(removed.map((key) => [key, ''])), ...Object.fromEntries(changed) }
}
