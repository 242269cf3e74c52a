import { atom } from 'jotai'

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
}

const runningListAtom = atom<readonly RunningCommand[]>([])
/** The runs in flight, oldest first. */
export const runningCommandsAtom = atom((get) => get(runningListAtom))

let lastKey = 0

/** Records a run as started; returns its key for endRunningAtom. */
export const startRunningAtom = atom(null, (_get, set, run: Omit<RunningCommand, 'key'>): number => {
  const key = ++lastKey
  set(runningListAtom, (list) => [...list, { ...run, key }])
  return key
})

/** Records a run as ended (done or failed). */
export const endRunningAtom = atom(null, (_get, set, key: number) => {
  set(runningListAtom, (list) => list.filter((run) => run.key !== key))
})

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
