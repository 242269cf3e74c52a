/**
 * A record opened by link is asked for on its own first: Medusa answers on one thread, and the table
 * behind it (fifty orders with their totals) asked for at the same moment delays the record by
 * hundreds of milliseconds. Lists wait for it, at most RECORD_FIRST_CAP_MS, so a slow or failing
 * record never holds its table back for long.
 */
export const RECORD_FIRST_CAP_MS = 1500

let pending: Promise<void> | undefined

/** Marks `load` (the linked record's request) as going first. */
export function loadRecordFirst(load: Promise<unknown>): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const settled = Promise.race([
    load.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, RECORD_FIRST_CAP_MS))),
  ]).then(() => {
    clearTimeout(timer)
    if (pending === settled) pending = undefined
  })
  pending = settled
}

/** Resolves once no linked record is being loaded first (at once, nearly always). */
export function afterRecordFirst(): Promise<void> {
  return pending ?? Promise.resolve()
}
