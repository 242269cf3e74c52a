/**
 * A record opened by link is asked for on its own first and painted before anything else: Medusa
 * answers on one thread, and the table behind it (fifty orders with their totals) asked for at the
 * same moment delays the record by hundreds of milliseconds, then takes the main thread for its rows.
 * Lists wait for the record's first paint (or its failure), at most RECORD_FIRST_CAP_MS, so a slow or
 * failing record, or one never shown, never holds its table back for long.
 */
export const RECORD_FIRST_CAP_MS = 1500

let pending: { settled: Promise<void>; painted: () => void; release: () => void } | undefined

/** Marks `load` (the linked record's request) as going first. */
export function loadRecordFirst(load: Promise<unknown>): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let answered = false
  let show = () => {}
  const shown = new Promise<void>((resolve) => (show = resolve))
  // Only a paint after the record's answer can be the record's paint.
  const painted = () => answered && show()
  const settled: Promise<void> = Promise.race([
    load.then(
      () => {
        answered = true
        return shown
      },
      () => undefined,
    ),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, RECORD_FIRST_CAP_MS))),
    released,
  ]).then(() => {
    clearTimeout(timer)
    if (pending?.settled === settled) pending = undefined
  })
  pending = { settled, painted, release }
}

/** Lets what waits for the linked record go at once (the record will not be shown: a new session, a test's end). */
export function releaseRecordFirst(): void {
  pending?.release()
}

/** A panel has painted its record (or its rows): what waited for the linked record may go. */
export function recordPainted(): void {
  pending?.painted()
}

/** Resolves once no linked record is being loaded first (at once, nearly always). */
export function afterRecordFirst(): Promise<void> {
  return pending?.settled ?? Promise.resolve()
}
