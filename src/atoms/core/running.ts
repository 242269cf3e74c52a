import { atom, type createStore } from 'jotai'

/**
 * Commands whose run has started and not ended (its request is on its way): the navigation says so
 * on a slow answer, the buttons that would start the same run show busy, and the same run started
 * again (a second click, a hotkey pressed twice) is not sent twice.
 */
export interface RunningCommand {
  key: number
  /** The command's id: 'orders.capture'. */
  id: string
  /** 'Capture payment'. */
  title: string
  /** The arguments it runs with. */
  args: Readonly<Record<string, unknown>>
  /**
   * Its requests still awaiting an answer, by kind. Only reads may be sent again ("Retry now"): a
   * write sent twice is worse than a wait.
   */
  waiting: { reads: number; writes: number }
}

const runningListAtom = atom<readonly RunningCommand[]>([])
/** The runs in flight, oldest first. */
export const runningCommandsAtom = atom((get) => get(runningListAtom))

let lastKey = 0

/** What the operator can do to a run still awaited: stop waiting for it, send its reads again. */
interface RunControl {
  stop: Set<() => void>
  retry: Set<() => void>
}
// By run key (unique across stores): functions are not state to render.
const controls = new Map<number, RunControl>()

/** Records a run as started; returns its key for endRunningAtom. */
export const startRunningAtom = atom(null, (_get, set, run: Omit<RunningCommand, 'key' | 'waiting'>): number => {
  const key = ++lastKey
  controls.set(key, { stop: new Set(), retry: new Set() })
  set(runningListAtom, (list) => [...list, { ...run, key, waiting: { reads: 0, writes: 0 } }])
  return key
})

/** Records a run as ended (done or failed). */
export const endRunningAtom = atom(null, (_get, set, key: number) => {
  controls.delete(key)
  set(runningListAtom, (list) => list.filter((run) => run.key !== key))
})

/** The operator stops waiting for a run: it ends for them (untilStopped answers), its request may still land. */
export const stopWaitingAtom = atom(null, (_get, set, key: number) => {
  const stops = [...(controls.get(key)?.stop ?? [])]
  set(endRunningAtom, key)
  for (const stop of stops) stop()
})

/** Sends the run's reads awaiting an answer again (sendRead); its writes are never sent again. */
export const retryReadsAtom = atom(null, (_get, _set, key: number) => {
  for (const retry of [...(controls.get(key)?.retry ?? [])]) retry()
})

const countWaiting = atom(null, (_get, set, key: number, kind: keyof RunningCommand['waiting'], by: number) => {
  set(runningListAtom, (list) => list.map((run) => (run.key === key ? { ...run, waiting: { ...run.waiting, [kind]: run.waiting[kind] + by } } : run)))
})

type Store = Pick<ReturnType<typeof createStore>, 'set'>

/** The run's answer, or `stopped` once the operator stops waiting for it first (the answer may still come). */
export function untilStopped<T>(key: number, answer: Promise<T>): Promise<{ stopped: false; value: T } | { stopped: true }> {
  const control = controls.get(key)
  if (!control) return answer.then((value) => ({ stopped: false as const, value }))
  return new Promise((resolve, reject) => {
    const stop = () => resolve({ stopped: true })
    control.stop.add(stop)
    answer.then(
      (value) => resolve({ stopped: false, value }),
      (error: unknown) => reject(error),
    )
  })
}

/** A write of run `key`: counted while it awaits its answer, so Retry now is not offered meanwhile. */
export async function sendWrite<T>(store: Store, key: number, send: () => Promise<T>): Promise<T> {
  store.set(countWaiting, key, 'writes', 1)
  try {
    return await send()
  } finally {
    store.set(countWaiting, key, 'writes', -1)
  }
}

const RETRIED = Symbol('retried')

/**
 * A read of run `key`: while it awaits its answer, Retry now cancels it (`cancel`) and sends it again;
 * the abandoned attempt's answer is dropped.
 */
export async function sendRead<T>(store: Store, key: number, send: () => Promise<T>, cancel: () => Promise<void>): Promise<T> {
  const retries = controls.get(key)?.retry
  store.set(countWaiting, key, 'reads', 1)
  try {
    for (;;) {
      let retry = () => {}
      const retried = new Promise<typeof RETRIED>((resolve) => (retry = () => resolve(RETRIED)))
      retries?.add(retry)
      const attempt = send()
      try {
        const first = await Promise.race([attempt, retried])
        if (first !== RETRIED) return first
      } finally {
        retries?.delete(retry)
      }
      attempt.catch(() => undefined)
      await cancel()
    }
  } finally {
    store.set(countWaiting, key, 'reads', -1)
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value))

/** Equal by value for what a prompt gives (text, numbers, lists, plain objects); a file only to itself. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, at) => sameValue(item, b[at]))
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const keys = Object.keys(a).filter((key) => a[key] !== undefined)
  return keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length && keys.every((key) => sameValue(a[key], b[key]))
}

/** The same command with the same arguments: a second start of a run still in flight. */
export function isSameRun(run: Pick<RunningCommand, 'id' | 'args'>, id: string, args: Readonly<Record<string, unknown>>): boolean {
  return run.id === id && sameValue(run.args, args)
}

/** A run of `id` with every argument `known` names (a button's record): that button's run. */
export function runsWith(run: Pick<RunningCommand, 'id' | 'args'>, id: string, known: Readonly<Record<string, unknown>> = {}): boolean {
  return run.id === id && Object.entries(known).every(([key, value]) => value === undefined || sameValue(run.args[key], value))
}
