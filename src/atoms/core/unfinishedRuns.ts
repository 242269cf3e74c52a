import { atom } from 'jotai'
import type { ListView, Selection } from './context'

/**
 * Bulk runs still running, kept where a reload (or a closed tab) does not lose them: each run over
 * many records ("add every matching customer", a products bulk edit) is written here when it starts
 * sending, rewritten after each batch lands, and forgotten when it ends in any way. What is still here
 * after a reload was cut off: the shell offers to resume it (commands/core/resumable.ts). Plain data
 * in localStorage, one list per operator and store: a few small records, written synchronously, so the
 * last batch told is kept even when the tab closes at once.
 */

/** An argument as a resumed run is handed it again: plain data only (never a file, never a secret). */
export type PlainValue = string | number | boolean | null | readonly string[]

export interface UnfinishedRun {
  /** The run's journal entry (its id): what a cut-off run amends. */
  id: string
  operator: string
  /** The Medusa backend URL the session was on. */
  store: string
  /** When the run started, ISO. */
  at: string
  command: { id: string; title: string }
  /** Its arguments; null when one could not be kept (a file, a secret): then it is only told, not resumed. */
  args: Readonly<Record<string, PlainValue>> | null
  /** The table it ran over (its filter): a resumed run gathers through it again. */
  list?: ListView
  /** The table's selection it ran on, by id. */
  selection?: Pick<Selection, 'kind' | 'ids'>
  /** The small records its prompt picked (the group, the collection): a resumed run names them as the first did. */
  picked?: Readonly<Record<string, unknown>>
  /** 'Adding to VIP'. */
  title: string
  /** What it told last: '2,000 of 4,000 customers added'. */
  progress: string
}

export interface UnfinishedRunStorage {
  load: (operator: string, store: string) => UnfinishedRun[]
  /** Adds a run, or replaces the one with its id. */
  keep: (run: UnfinishedRun) => void
  forget: (operator: string, store: string, id: string) => void
}

const KEY_PREFIX = 'medusa-console-unfinished-runs:'
const keyOf = (operator: string, store: string) => `${KEY_PREFIX}${store} ${operator}`

const isRun = (value: unknown): value is UnfinishedRun =>
  typeof value === 'object' && value !== null && typeof (value as UnfinishedRun).id === 'string' && typeof (value as UnfinishedRun).command?.id === 'string'

/** localStorage where the browser allows it; else memory (a private window that refuses it, a test without a DOM). */
export function localUnfinishedRuns(): UnfinishedRunStorage {
  const memory = new Map<string, string>()
  const read = (key: string): string | null => {
    try {
      return globalThis.localStorage ? globalThis.localStorage.getItem(key) : (memory.get(key) ?? null)
    } catch {
      return memory.get(key) ?? null
    }
  }
  const write = (key: string, runs: readonly UnfinishedRun[]) => {
    const text = JSON.stringify(runs)
    try {
      if (!globalThis.localStorage) return void memory.set(key, text)
      if (runs.length) globalThis.localStorage.setItem(key, text)
      else globalThis.localStorage.removeItem(key)
    } catch (error) {
      // Full or refused: the run goes on; only its resume after a reload is lost.
      console.warn('Unfinished runs: could not save', error)
      memory.set(key, text)
    }
  }
  const load = (operator: string, store: string): UnfinishedRun[] => {
    try {
      const parsed: unknown = JSON.parse(read(keyOf(operator, store)) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter(isRun) : []
    } catch {
      return []
    }
  }
  return {
    load,
    keep: (run) => write(keyOf(run.operator, run.store), [...load(run.operator, run.store).filter((r) => r.id !== run.id), run]),
    forget: (operator, store, id) => write(keyOf(operator, store), load(operator, store).filter((r) => r.id !== id)),
  }
}

export const unfinishedRuns = localUnfinishedRuns()

/** The runs running in this page: never offered as cut off, whatever another check says. */
const runningHere = new Set<string>()
const lockName = (id: string) => `medusa-console-run:${id}`
const webLocks = (): LockManager | undefined => (typeof navigator !== 'undefined' ? navigator.locks : undefined)

/**
 * Marks a run as alive while it runs: in this page, and for the operator's other tabs through a Web
 * Lock the browser lets go of when the page goes (reload, close). Returns its release.
 */
export function holdRun(id: string): () => void {
  runningHere.add(id)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  void webLocks()?.request(lockName(id), () => held).catch(() => undefined)
  return () => {
    runningHere.delete(id)
    release()
  }
}

/** Whether a recorded run is still running, in this page or in another tab of this browser. */
export async function runIsAlive(id: string): Promise<boolean> {
  if (runningHere.has(id)) return true
  try {
    const held = (await webLocks()?.query())?.held ?? []
    return held.some((lock) => lock.name === lockName(id))
  } catch {
    return false
  }
}

/** 'Adding to VIP was cut off after 2,000 of 4,000 customers added': a cut-off run as its offer says it. */
export const cutOffText = (run: Pick<UnfinishedRun, 'title' | 'progress'>) => `${run.title} was cut off after ${run.progress}`

/** The cut-off runs the shell offers to resume or discard, oldest first. */
export const cutOffRunsAtom = atom<readonly UnfinishedRun[]>([])
