import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { atom, type createStore } from 'jotai'
import { isMedusaApiError } from '@/api/client'
import { outageGate, outlasting } from './outages'
import { pushToastAtom } from './toasts'
import { operatorMessage } from './errors'

/**
 * Background work: many one-record requests (dynamic codes, gift cards) that must not block the
 * console. A job lives in `jobsAtom`, so any panel can show its live count ("Creating codes 23/50")
 * while the operator keeps working; a few requests run at a time; a failed item is tried again
 * (the work function is told the attempt, so it can recognise its own earlier request); a job can be
 * canceled (items in flight finish, no new one starts). When the server goes away the job pauses,
 * says so, and goes on with the same items once it answers (atoms/core/outages.ts): an outage never
 * fails an item nor uses up its attempts. The rows it created stay in the job for a CSV download.
 */

export type JobRow = Record<string, string | number | null>

export interface Job {
  /** 'job-3': named in commands' arguments (download, cancel). */
  id: string
  /** What made it: 'dynamic-codes' or 'gift-cards'. */
  kind: string
  /** The record it works for (the dynamic discount's id), or the kind again. */
  owner: string
  /** 'Creating codes for VIP'. */
  title: string
  /** 'codes', 'gift cards'. */
  noun: string
  total: number
  /** One row per created record, in the CSV's columns. */
  created: readonly JobRow[]
  failed: ReadonlyArray<{ name: string; message: string }>
  state: 'running' | 'done' | 'canceled'
  /** The server does not answer: the job waits for it (and says so) instead of failing items. */
  paused?: boolean
  columns: readonly string[]
  filename: string
  /**
   * Work done elsewhere (a Medusa batch job): how far its owner reports it ("12 of 63 orders", the
   * server's own counts) and, once it ended, what came of it. Unset for the console's own jobs.
   */
  remote?: { done: number; stage: string; outcome?: string }
}

export type AppStore = ReturnType<typeof createStore>

const jobListAtom = atom<readonly Job[]>([])
/** Every job of this session, newest first. */
export const jobsAtom = atom((get) => get(jobListAtom))

let lastJob = 0
const RETRY_DELAY_MS = 200
/** The running jobs' cancels: canceling also ends a pause's waiting for the server. */
const cancels = new Map<string, AbortController>()

/** Marks a running job canceled: its workers take no new item, and a paused one stops waiting. */
export const cancelJobAtom = atom(null, (_get, set, id: string) => {
  set(jobListAtom, (jobs) => jobs.map((job) => (job.id === id && job.state === 'running' ? { ...job, state: 'canceled', paused: false } : job)))
  cancels.get(id)?.abort()
})

/** Worth trying again: no answer, a conflict, or a server fault (a 4xx will not change). */
export function isRetryable(error: unknown): boolean {
  if (!isMedusaApiError(error)) return true
  const status = error.status
  return status === undefined || status === 409 || status >= 500
}

export interface JobSpec<T> {
  kind: string
  owner: string
  title: string
  noun: string
  columns: readonly string[]
  filename: string
  items: readonly T[]
  /** How an item is named in the failure list. */
  name: (item: T) => string
  /** Creates one item; `attempt` is 1 the first time. Resolves to the item's CSV row. */
  work: (item: T, attempt: number) => Promise<JobRow>
  /** Requests at a time (default 4): fast, without flooding the server. */
  concurrency?: number
  /** Tries per item (default 3). */
  attempts?: number
  /** Refetched once the job ends (lists of the created records). */
  invalidates: readonly QueryKey[]
}

export interface JobTools {
  store: AppStore
  queryClient: QueryClient
  /**
   * The ended job's toast, in the caller's words (models/core/jobs.ts jobProgress: "Done: 5,000 of
   * 5,000 codes created"); atoms cannot format counts for the operator's locale.
   */
  told?: (job: Job) => string
}

type JobLine = { id: string; current: () => Job; update: (change: (j: Job) => Job) => void }

/** Puts a new running job at the top of the list; its line reads and changes it. */
function addJob(store: AppStore, fields: Omit<Job, 'id' | 'created' | 'failed' | 'state'>): JobLine {
  lastJob += 1
  const id = `job-${lastJob}`
  const job: Job = { id, ...fields, created: [], failed: [], state: 'running' }
  store.set(jobListAtom, (jobs) => [job, ...jobs])
  return {
    id,
    current: () => store.get(jobListAtom).find((j) => j.id === id) ?? job,
    update: (change) => store.set(jobListAtom, (jobs) => jobs.map((j) => (j.id === id ? change(j) : j))),
  }
}

/**
 * Starts a job and returns its id at once; `done` settles when it has ended (tests and chained work
 * await it, commands do not).
 */
export function startJob<T>(spec: JobSpec<T>, { store, queryClient, told }: JobTools): { id: string; done: Promise<Job> } {
  const { kind, owner, title, noun, columns, filename } = spec
  const { id, current, update } = addJob(store, { kind, owner, title, noun, total: spec.items.length, columns, filename })

  const queue = [...spec.items]
  const attempts = spec.attempts ?? 3
  const controller = new AbortController()
  cancels.set(id, controller)
  const gate = outageGate({
    signal: controller.signal,
    onPause: () => update((j) => (j.state === 'running' ? { ...j, paused: true } : j)),
    onResume: () => update((j) => ({ ...j, paused: false })),
  })
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      if (current().state === 'canceled') return
      // `attempt` counts every send (work() recognises its own earlier one); `tries` only the failures that count.
      let attempt = 0
      for (let tries = 1; ; tries += 1) {
        try {
          const sent = await outlasting(gate, () => spec.work(item, (attempt += 1)))
          if (!sent.sent) return
          update((j) => ({ ...j, created: [...j.created, sent.value] }))
          break
        } catch (error) {
          if (tries < attempts && isRetryable(error)) {
            // A short backoff: a server that just refused or failed a request gets a moment.
            await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 2 ** (tries - 1)))
            continue
          }
          const failure = { name: spec.name(item), message: operatorMessage(error) }
          update((j) => ({ ...j, failed: [...j.failed, failure] }))
          break
        }
      }
    }
  }

  const done = Promise.all(Array.from({ length: Math.max(1, Math.min(spec.concurrency ?? 4, queue.length)) }, worker)).then(async () => {
    cancels.delete(id)
    update((j) => (j.state === 'running' ? { ...j, state: 'done', paused: false } : j))
    await Promise.all(spec.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    const ended = current()
    store.set(pushToastAtom, {
      title: told?.(ended) ?? `${ended.title}: ${ended.state === 'canceled' ? 'canceled' : 'done'}`,
      message: ended.failed.map((f) => `${f.name}: ${f.message}`).join('\n') || undefined,
      tone: ended.failed.length ? 'error' : 'success',
    })
    return ended
  })
  return { id, done }
}

/**
 * A job whose work happens on the server (a Medusa batch job): it shows in the tray like the
 * console's own, and its watcher reports the server's counts through `report` and ends it with `end`.
 * Canceling it here (cancelJobAtom) only stops the watching; the watcher notices and stops polling.
 */
export function trackJob(
  store: AppStore,
  spec: { kind: string; owner: string; title: string; noun: string; total: number; stage: string; filename?: string },
): { id: string; current: () => Job; report: (done: number, total: number, stage: string) => void; end: (state: 'done' | 'canceled', outcome: string) => void } {
  const { kind, owner, title, noun } = spec
  const { id, current, update } = addJob(store, { kind, owner, title, noun, total: spec.total, columns: [], filename: spec.filename ?? '', remote: { done: 0, stage: spec.stage } })
  return {
    id,
    current,
    report: (done, total, stage) => update((j) => (j.state === 'running' ? { ...j, total, remote: { done, stage } } : j)),
    end: (state, outcome) => update((j) => ({ ...j, state: j.state === 'running' ? state : j.state, remote: { done: j.remote?.done ?? 0, stage: '', outcome } })),
  }
}

/** A job argument's value when no button named one: the newest job that fits. */
export const LATEST = 'latest'

/** The job `id` names (or the newest of the kind and owner when it is LATEST), if it fits the filter. */
export function findJob(
  store: AppStore,
  where: { kind: string; id: string; owner?: string; running?: boolean; ended?: boolean },
): Job | undefined {
  const fits = (job: Job) =>
    job.kind === where.kind &&
    (where.owner === undefined || job.owner === where.owner) &&
    (!where.running || job.state === 'running') &&
    (!where.ended || job.state !== 'running')
  const jobs = store.get(jobListAtom).filter(fits)
  return where.id === LATEST ? jobs[0] : jobs.find((job) => job.id === where.id)
}
