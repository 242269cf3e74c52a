// What the scale benches of bulk runs and imports share (undo.ts, bulk.ts, imports.ts): the console's own runner, registry
// and journal in Node, signed in to the development backend, and every request counted on its way
// through the global fetch, so the same command code the console runs sends each one.
import { auth } from '../../src/api/admin/auth'
import { configureClient } from '../../src/api/client'
import { createAppStore, createQueryClient } from '../../src/atoms/core/query'
import { journalRecorder } from '../../src/commands/activity/recorder'
import { createRunner, type Executed } from '../../src/commands/core/runner'
import { registry } from '../../src/commands/index'
import { emptyContext, type CommandContext } from '../../src/models/core/context'

export const OPERATOR = 'admin@medusa-test.com'
export const BACKEND_URL = process.env.MEDUSA_BACKEND_URL ?? 'http://127.0.0.1:9000'

/** Signs the client in to the development backend as the operator. */
export async function signIn(): Promise<void> {
  configureClient({ baseUrl: BACKEND_URL, apiKey: undefined })
  const token = () => auth.token({ email: OPERATOR, password: 'supersecret' })
  // The first request after a restart can meet the connection the stopped server closed: once more.
  const { access_token } = await token().catch(token)
  configureClient({ apiKey: access_token })
}

export interface Sent {
  count: number
  /** Summed over the requests (they may overlap): where the time went. */
  ms: number
}

/** A write sent while a task ran: its path and body, to check that no record went twice. */
export interface Write {
  method: string
  path: string
  body: unknown
}

export interface Counted<T> {
  value: T
  ms: number
  requests: Record<string, Sent>
  writes: Write[]
}

/** Requests sent while `task` runs, by method, their summed time and every write: every request goes through the global fetch. */
export async function counted<T>(task: () => Promise<T>): Promise<Counted<T>> {
  const requests: Record<string, Sent> = {}
  const writes: Write[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const method = init?.method ?? 'GET'
    const sent = (requests[method] ??= { count: 0, ms: 0 })
    if (method !== 'GET') {
      const url = new URL(input instanceof Request ? input.url : String(input))
      writes.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined })
    }
    const started = performance.now()
    try {
      return await realFetch(input, init)
    } finally {
      sent.count += 1
      sent.ms += performance.now() - started
    }
  }
  const started = performance.now()
  try {
    const value = await task()
    return { value, ms: performance.now() - started, requests, writes }
  } finally {
    globalThis.fetch = realFetch
  }
}

export const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id))
const total = (requests: Record<string, Sent>) => Object.values(requests).reduce((sum, { count }) => sum + count, 0)
export const shown = (requests: Record<string, Sent>) =>
  `${total(requests)} requests (${Object.entries(requests).map(([method, { count, ms }]) => `${count} ${method}: ${(ms / 1000).toFixed(1)} s`).join(', ')})`
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export function expectDone(what: string, outcome: Executed): void {
  if (outcome.status !== 'done') throw new Error(`${what} did not finish: ${JSON.stringify(outcome).slice(0, 2000)}`)
}

/** The console's runner over a fresh app store, recording to the activity journal, and the context its runs see. */
export function benchRunner() {
  const queryClient = createQueryClient()
  const store = createAppStore(queryClient)
  const runner = createRunner(store, registry, journalRecorder(store))
  const ctx = (more: Partial<CommandContext> = {}): CommandContext => ({
    ...emptyContext,
    user: { id: 'usr_bench', email: OPERATOR, first_name: 'Bench', last_name: '' },
    ...more,
  })
  return { queryClient, store, runner, ctx }
}
