import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { BASE } from '../mocks/http'
import { server } from '../mocks/server'

/** Marks the copy of a write a handler forwards to the mock db itself (it must not be cut or counted again). */
const FORWARDED = 'x-test-forwarded'

export interface CutServer {
  /** Per record, how many of its writes reached the server (the mock db): 1 each when nothing was sent twice. */
  readonly writes: ReadonlyMap<string, number>
  /** True from the cut until `restore`. */
  readonly down: boolean
  /** Requests refused while the server was gone (probes and writes). */
  readonly refused: number
  /** The server answers again. */
  restore: () => void
}

/**
 * The admin API goes away in the middle of a run: the write after `after` writes reaches the server
 * (the mock db applies it) but its answer is lost, and from then on every admin request fails with no
 * answer (connection refused) until `restore`. `records` names what one write changes (the ids or
 * codes in its body or path), so a test sees whether any record was sent twice.
 */
export function cutServerAfter(options: {
  method: 'post' | 'delete'
  /** The write's route under BASE: '/admin/discounts/:id/dynamic-codes'. */
  path: string
  after: number
  records: (request: Request) => Promise<readonly string[]>
}): CutServer {
  const writes = new Map<string, number>()
  let sent = 0
  let down = false
  let refused = 0
  const forwarded = (request: Request) => request.headers.get(FORWARDED) === '1'
  const refuse = () => {
    refused += 1
    return HttpResponse.error()
  }
  server.use(
    http.all(`${BASE}/admin/*`, ({ request }) => (down && !forwarded(request) ? refuse() : undefined)),
    http[options.method](`${BASE}${options.path}`, async ({ request }) => {
      if (forwarded(request)) return undefined
      if (down) return refuse()
      for (const record of await options.records(request.clone())) writes.set(record, (writes.get(record) ?? 0) + 1)
      sent += 1
      if (sent !== options.after + 1) return undefined
      // This one lands and its answer is lost: the server is gone from here on.
      down = true
      const headers = new Headers(request.headers)
      headers.set(FORWARDED, '1')
      await fetch(new Request(request.url, { method: request.method, headers, body: await request.text() }))
      return refuse()
    }),
  )
  return {
    writes,
    get down() {
      return down
    },
    get refused() {
      return refused
    },
    restore: () => {
      down = false
    },
  }
}

/** Ids or codes in a JSON body's list field (customer_ids: [{ id }], product_ids: [{ id }], codes). */
export async function bodyIds(request: Request, field: string): Promise<string[]> {
  const body = (await request.json()) as Record<string, unknown>
  const value = body[field]
  if (!Array.isArray(value)) return typeof value === 'string' ? [value] : []
  return value.map((item: unknown) => (typeof item === 'object' && item !== null && 'id' in item ? String(item.id) : String(item)))
}

/**
 * Under fake timers, moves the clock on a step at a time, letting msw's answers (real I/O) in between,
 * until `done` holds: a run's next probe is scheduled only once its last one was answered.
 */
export async function clockUntil(done: () => boolean, stepMs = 500): Promise<void> {
  for (let step = 0; step < 4000 && !done(); step += 1) {
    await vi.advanceTimersByTimeAsync(stepMs)
    await new Promise((resolve) => setImmediate(resolve))
  }
  if (!done()) throw new Error('clockUntil: still not done after 4000 steps of the fake clock')
}

/** Runs the fake clock until `promise` settles, and hands back its value. */
export async function clockThrough<T>(promise: Promise<T>, stepMs = 500): Promise<T> {
  let settled = false
  const watched = promise.finally(() => {
    settled = true
  })
  await clockUntil(() => settled, stepMs)
  return watched
}
