import { activityJournal, type Journal } from '@/atoms/activity/journal'
import type { AppStore } from '@/atoms/core/query'
import { pushToastAtom } from '@/atoms/core/toasts'
import { cutOffRunsAtom, runIsAlive, unfinishedRuns, type PlainValue, type UnfinishedRun, type UnfinishedRunStorage } from '@/atoms/core/unfinishedRuns'
import type { CommandContext } from '@/models/core/context'
import type { ArgSpec, PartialArgs } from './args'
import type { AnyCommand } from './define'
import type { Executed, RunnerCore } from './runner'

/**
 * A bulk run cut off by a reload or a closed tab (atoms/core/unfinishedRuns.ts), resumed: the same
 * command with the same arguments over the same table's filter, through the one runner. It gathers
 * again and sends only what is still missing (records already in the target are skipped), so nothing
 * is sent twice; the batches that landed before the cut are in the cut-off run's journal entry, whose
 * undo takes back exactly those.
 */

/** What the journal never keeps (commands/activity/describe.ts says the same): a secret flag, or a label that names one. */
const SECRET_LABEL = /password|secret|token|authori[sz]ation code/i
const isSecret = (spec: ArgSpec) => (spec.kind === 'text' && spec.secret === true) || SECRET_LABEL.test(spec.label)

function plainValue(value: unknown): PlainValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [...(value as string[])]
  return undefined
}

/** A run's arguments as plain data; null when one cannot be kept (a file, a record, a secret): such a run is not resumed. */
export function plainArgs(command: AnyCommand, args: PartialArgs): Record<string, PlainValue> | null {
  const kept: Record<string, PlainValue> = {}
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined) continue
    const spec = command.args?.[key]
    if (spec && isSecret(spec)) return null
    const plain = plainValue(value)
    if (plain === undefined) return null
    kept[key] = plain
  }
  return kept
}

/** A picked record larger than this is not kept (every product a bulk edit gathered): the resumed run reads it again. */
const LARGEST_PICKED = 4_000

/** The records a prompt picked, as plain data, those small enough to keep (a group, a collection: named by them). */
function smallPicked(picked: CommandContext['picked']): Record<string, unknown> | undefined {
  const kept: Record<string, unknown> = {}
  for (const [key, record] of Object.entries(picked ?? {})) {
    try {
      const text = JSON.stringify(record)
      if (text !== undefined && text.length <= LARGEST_PICKED) kept[key] = JSON.parse(text) as unknown
    } catch {
      // Not plain data: left out, the resumed run does without it.
    }
  }
  return Object.keys(kept).length ? kept : undefined
}

/** The record of a bulk run as it stands: what a reload needs to tell it and resume it. */
export function unfinishedRunOf(run: {
  id: string
  at: string
  store: string
  command: AnyCommand
  args: PartialArgs
  ctx: CommandContext
  title: string
  said: string
}): UnfinishedRun {
  const { ctx, command } = run
  const list = ctx.list
  const selection = ctx.selection
  const picked = smallPicked(ctx.picked)
  return {
    id: run.id,
    operator: ctx.user?.email ?? '',
    store: run.store,
    at: run.at,
    command: { id: command.id, title: command.title },
    args: plainArgs(command, run.args),
    ...(list ? { list: { kind: list.kind, query: list.query, count: list.count, description: list.description } } : {}),
    ...(selection?.ids.length ? { selection: { kind: selection.kind, ids: [...selection.ids] } } : {}),
    ...(picked ? { picked } : {}),
    title: run.title,
    progress: run.said,
  }
}

export interface CutOffDeps {
  storage: UnfinishedRunStorage
  journal: Journal
  /** Whether the run is still running (this page, another tab). */
  alive: (id: string) => Promise<boolean>
}
const browserDeps: CutOffDeps = { storage: unfinishedRuns, journal: activityJournal, alive: runIsAlive }

/** Rewrites a cut-off run's journal entry, while it still says the run is unfinished. */
function amendEntry(journal: Journal, run: UnfinishedRun, reason: string) {
  journal.amend(run.operator, run.store, run.id, (entry) => (entry.outcome.status === 'unfinished' ? { ...entry, outcome: { status: 'unfinished', reason } } : entry))
}

/**
 * After a reload or a sign-in: the operator's runs on this store that were still running when the
 * page went (none is running now, here or in another tab). Their journal entries say they were cut
 * off; the shell offers each (cutOffRunsAtom).
 */
export async function findCutOffRuns(store: AppStore, operator: string, server: string, deps: CutOffDeps = browserDeps): Promise<readonly UnfinishedRun[]> {
  const recorded = operator ? deps.storage.load(operator, server) : []
  const alive = await Promise.all(recorded.map((run) => deps.alive(run.id)))
  const cut = recorded.filter((_run, at) => !alive[at])
  for (const run of cut) amendEntry(deps.journal, run, `Cut off after ${run.progress}: the page was closed or reloaded`)
  store.set(cutOffRunsAtom, cut)
  return cut
}

function forget(store: AppStore, run: UnfinishedRun, deps: CutOffDeps) {
  deps.storage.forget(run.operator, run.store, run.id)
  store.set(cutOffRunsAtom, (runs) => runs.filter((r) => r.id !== run.id))
}

/** Discarded: not offered again; its journal entry keeps what landed (and its undo). */
export function discardCutOffRun(store: AppStore, run: UnfinishedRun, deps: CutOffDeps = browserDeps): void {
  forget(store, run, deps)
  amendEntry(deps.journal, run, `Cut off after ${run.progress}: not resumed`)
}

/**
 * Runs the cut-off command again with its arguments over the table it ran over (its recorded filter,
 * whatever table is on screen now): the run gathers again and sends only what is still missing. The
 * resumed run is a run of its own (its own journal entry, and its own record until it ends).
 */
export async function resumeCutOffRun(runner: RunnerCore, store: AppStore, run: UnfinishedRun, deps: CutOffDeps = browserDeps): Promise<Executed | undefined> {
  const command = runner.registry.get(run.command.id)
  if (!command || !run.args) {
    store.set(pushToastAtom, { title: `${run.command.title} cannot be resumed`, message: 'Run it again from the palette: it sends only what is still missing.', tone: 'error' })
    return undefined
  }
  forget(store, run, deps)
  const selection = run.selection ? { kind: run.selection.kind, ids: run.selection.ids } : null
  const ctx: CommandContext = { ...runner.context(), focus: null, picked: run.picked, list: run.list, selection }
  return runner.execute(command, { ...run.args }, { ctx, source: 'button' })
}
