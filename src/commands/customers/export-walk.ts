import type { AdminGetCustomersParams, Customer } from '@medusajs/client-types'

/**
 * The customers export's walk over every customer (issue #32): keyset pages in creation order, each
 * request bounded to a window of about a page (commands/customers/import-export.ts writes them).
 */

/**
 * Customers per export request. Medusa's own work per request dominates (bench/scale/export-customers.ts,
 * 100,058 customers on a loaded 2-core machine: 273 s at 100 a page, 110 s at 500).
 */
export const EXPORT_PAGE = 500

/** Medusa answers created_at to the millisecond: one instant is that millisecond (whatever microseconds it holds). */
const instantOf = (customer: Customer) => new Date(customer.created_at).toISOString()
const afterInstant = (instant: string) => new Date(Date.parse(instant) + 1).toISOString()

/** One page of customers and how many match from where it starts. */
export type ReadCustomers = (query: AdminGetCustomersParams) => Promise<{ customers: Customer[]; count: number }>

/** Every customer created at one instant, by id with offsets (ids are unique: no page repeats or skips one); returns how many. */
async function walkInstant(query: AdminGetCustomersParams, instant: string, read: ReadCustomers, take: (customers: Customer[]) => void, size: number) {
  for (let offset = 0; ; offset += size) {
    const crowd = await read({ ...query, order: 'id', offset, limit: size, created_at: { gte: instant, lt: afterInstant(instant) } })
    take(crowd.customers)
    if (crowd.customers.length < size || offset + size >= crowd.count) return crowd.count
  }
}

/** Windows reach no further than this past the run's start (a clock off by hours still ends them). */
const WINDOW_HORIZON_MS = 24 * 3600_000

/**
 * Every customer matching `query`, in creation order, each once, handed to `take` a page at a time
 * with how many match in all (the first answer's count). Keyset paging (issue #32): each request starts
 * at the last instant taken (created_at[gte]) and skips the customers already taken at it, where offset
 * paging walked every earlier row again. Medusa has no index on created_at and counts every customer a
 * request matches (joined to its groups and addresses): so each request also ends (created_at[lt]) a
 * window of about a page, sized from the density the pages before met, and a request costs the same at
 * any depth. Once every customer counted at first is taken, an open request from there takes any
 * created meanwhile. Medusa orders ties at one instant in no set way: a page holding the end of an
 * instant holds all of it, unless the instant fills a whole page; such an instant is walked on its own,
 * by id with offsets, then the walk goes on after it.
 */
export async function walkCustomers(
  query: AdminGetCustomersParams,
  read: ReadCustomers,
  take: (customers: Customer[], total: number) => void,
  size = EXPORT_PAGE,
): Promise<void> {
  const horizon = Date.now() + WINDOW_HORIZON_MS
  let [total, taken] = [0, 0]
  let from: string | undefined
  let span: number | undefined
  let seen = new Set<string>()
  const takeNew = (customers: Customer[]) => {
    const fresh = customers.filter((c) => !seen.has(c.id))
    taken += fresh.length
    take(fresh, total)
  }
  for (let first = true; ; first = false) {
    // The customers already taken at `from` come again: asked on top of the page, so each page brings `size` new ones.
    const limit = size + seen.size
    const to = from && span && taken < total && Date.parse(from) < horizon ? new Date(Date.parse(from) + span).toISOString() : undefined
    const page = await read({ ...query, order: 'created_at', limit, ...(from ? { created_at: { gte: from, ...(to ? { lt: to } : {}) } } : {}) })
    if (first) total = page.count
    const [head, last] = [page.customers[0], page.customers.at(-1)]
    if (!head || !last) {
      if (!to || !span) return
      // An empty window: the next one is wider.
      ;[from, span, seen] = [to, span * 4, new Set()]
      continue
    }
    const instant = instantOf(last)
    if (page.customers.length >= limit && instantOf(head) === instant) {
      const crowded = await walkInstant(query, instant, read, takeNew, size)
      // The page began at this instant: what it counted beyond the instant's customers comes after it.
      if (!to && page.count <= crowded) return
      ;[from, seen] = [afterInstant(instant), new Set()]
      continue
    }
    takeNew(page.customers)
    const whole = page.customers.length >= page.count
    if (!to && (whole || page.customers.length < limit)) return
    // The window's next size: about a page at the density this one met (growing at most 4 times: a crowded stretch may follow).
    const met = Date.parse(instant) - Date.parse(instantOf(head))
    span = span ? span * Math.min(4, size / page.count) : (met * size) / Math.max(1, page.customers.length - 1)
    span = Math.max(1, span)
    if (to && whole) [from, seen] = [to, new Set()]
    else [from, seen] = [instant, new Set(page.customers.filter((c) => instantOf(c) === instant).map((c) => c.id))]
  }
}
