/**
 * The walks of the console's own exports (issue #32): every record of a Medusa list, a page at a time,
 * each once, without offsets over a large table where Medusa lets a request start from a creation time
 * (customers, discounts), and with a checked offset walk where it does not (gift cards). Each page is
 * handed on at once (commands/core/export-file.ts writes it as a part of the file): no walk keeps a
 * list of what it took.
 */

/** What a keyset walk reads of a record: its id and when it was created (Medusa answers it to the millisecond). */
export interface Created {
  id: string
  created_at: string
}

/** What a keyset walk adds to the export's own filters in each request. */
export interface KeysetQuery {
  order: 'created_at' | 'id'
  limit: number
  offset?: number
  created_at?: { gte: string; lt?: string }
}

/** One page of records and how many match the request from where it starts. */
export interface Page<T> {
  records: T[]
  count: number
}

/** Takes a page of records; `total` is how many matched when the walk began (its first answer's count). */
export type TakePage<T> = (records: T[], total: number) => void

/** One instant is a millisecond, whatever microseconds the database holds. */
const instantOf = (record: Created) => new Date(record.created_at).toISOString()
const afterInstant = (instant: string) => new Date(Date.parse(instant) + 1).toISOString()

/** Every record created at one instant, by id with offsets (ids are unique: no page repeats or skips one); returns how many. */
async function walkInstant<Q, T extends Created>(query: Q, instant: string, read: (query: Q & KeysetQuery) => Promise<Page<T>>, take: (records: T[]) => void, size: number) {
  for (let offset = 0; ; offset += size) {
    const crowd = await read({ ...query, order: 'id', offset, limit: size, created_at: { gte: instant, lt: afterInstant(instant) } })
    take(crowd.records)
    if (crowd.records.length < size || offset + size >= crowd.count) return crowd.count
  }
}

/** Windows reach no further than this past the run's start (a clock off by hours still ends them). */
const WINDOW_HORIZON_MS = 24 * 3600_000

/**
 * Every record matching `query`, in creation order, each once, handed to `take` a page at a time with
 * how many match in all (the first answer's count). Keyset paging: each request starts at the last
 * instant taken (created_at[gte]) and skips the records already taken at it, where offset paging walked
 * every earlier row again. Medusa has no index on created_at and counts every record a request matches:
 * so each request also ends (created_at[lt]) a window of about a page, sized from the density the pages
 * before met, and a request costs the same at any depth. Once every record counted at first is taken,
 * an open request from there takes any created meanwhile. Medusa orders ties at one instant in no set
 * way: a page holding the end of an instant holds all of it, unless the instant fills a whole page; such
 * an instant is walked on its own, by id with offsets, then the walk goes on after it.
 */
export async function walkByCreation<Q, T extends Created>(
  query: Q,
  read: (query: Q & KeysetQuery) => Promise<Page<T>>,
  take: TakePage<T>,
  size: number,
): Promise<void> {
  const horizon = Date.now() + WINDOW_HORIZON_MS
  let [total, taken] = [0, 0]
  let from: string | undefined
  let span: number | undefined
  let seen = new Set<string>()
  const takeNew = (records: T[]) => {
    const fresh = records.filter((r) => !seen.has(r.id))
    taken += fresh.length
    take(fresh, total)
  }
  for (let first = true; ; first = false) {
    // The records already taken at `from` come again: asked on top of the page, so each page brings `size` new ones.
    const limit = size + seen.size
    const to = from && span && taken < total && Date.parse(from) < horizon ? new Date(Date.parse(from) + span).toISOString() : undefined
    const page = await read({ ...query, order: 'created_at', limit, ...(from ? { created_at: { gte: from, ...(to ? { lt: to } : {}) } } : {}) })
    if (first) total = page.count
    const [head, last] = [page.records[0], page.records.at(-1)]
    if (!head || !last) {
      if (!to || !span) return
      // An empty window: the next one is wider.
      ;[from, span, seen] = [to, span * 4, new Set()]
      continue
    }
    const instant = instantOf(last)
    if (page.records.length >= limit && instantOf(head) === instant) {
      const crowded = await walkInstant(query, instant, read, takeNew, size)
      // The page began at this instant: what it counted beyond the instant's records comes after it.
      if (!to && page.count <= crowded) return
      ;[from, seen] = [afterInstant(instant), new Set()]
      continue
    }
    takeNew(page.records)
    const whole = page.records.length >= page.count
    if (!to && (whole || page.records.length < limit)) return
    // The window's next size: about a page at the density this one met (growing at most 4 times: a crowded stretch may follow).
    const met = Date.parse(instant) - Date.parse(instantOf(head))
    span = span ? span * Math.min(4, size / page.count) : (met * size) / Math.max(1, page.records.length - 1)
    span = Math.max(1, span)
    if (to && whole) [from, seen] = [to, new Set()]
    else [from, seen] = [instant, new Set(page.records.filter((r) => instantOf(r) === instant).map((r) => r.id))]
  }
}

/** What an offset walk adds to the export's own filters in each request. */
export interface OffsetQuery {
  order: 'id'
  offset: number
  limit: number
}

/** Records each offset page asks again before where the walk got to: a record deleted meanwhile does not hide the next one. */
export const OFFSET_OVERLAP = 20

/**
 * Every record matching `query`, by id with offsets, each once, a page at a time, for a list Medusa
 * cannot start at a creation time (gift cards: only q, order, offset and limit). Ordered by id, which
 * is unique, so ties never reorder between pages; a record created meanwhile gets a later id and comes
 * at the end. Each page starts OFFSET_OVERLAP records before where the last one ended and must start
 * on a record that page took: when records before it were deleted meanwhile (the offsets moved back)
 * it does not, and it is asked again from further back, so none is skipped; the ones met again are
 * left out.
 */
export async function walkByOffset<Q, T extends { id: string }>(
  query: Q,
  read: (query: Q & OffsetQuery) => Promise<Page<T>>,
  take: TakePage<T>,
  size: number,
): Promise<void> {
  let total: number | undefined
  // Where the last page ended (in the order as it was then), and its ids.
  let [position, back] = [0, OFFSET_OVERLAP]
  let previous = new Set<string>()
  for (;;) {
    const offset = Math.max(0, position - Math.min(back, previous.size))
    const limit = size + position - offset
    const page = await read({ ...query, order: 'id', offset, limit })
    total ??= page.count
    const first = page.records[0]
    // Not starting on a record the last page took (or past the end): records before were deleted; ask from further back.
    if (offset > 0 && back < previous.size && !(first && previous.has(first.id))) {
      back = Math.min(previous.size, back * 4)
      continue
    }
    take(page.records.filter((r) => !previous.has(r.id)), total)
    if (page.records.length < limit || offset + page.records.length >= page.count) return
    ;[position, back, previous] = [offset + page.records.length, OFFSET_OVERLAP, new Set(page.records.map((r) => r.id))]
  }
}
