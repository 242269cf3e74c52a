import { isMedusaApiError } from '@/api/client'
import { newEntryId, type ActivityEntry, type ActivityOutcome, type FieldChange, type RecordSet, type RunSource, type TouchedRecord, type TypedArgument, type UndoInfo, type UndoPlan, type UndoRun } from '@/atoms/activity/entry'
import { valueAsText, type ArgSpec, type PartialArgs } from '@/commands/core/args'
import type { AnyCommand } from '@/commands/core/define'
import type { RunOutcome } from '@/commands/core/run'
import { CANNOT_UNDO_WORDS } from '@/commands/core/undoNote'
import { counted } from '@/models/core/text'
import type { CommandContext } from '@/models/core/context'
import { capitalize } from '@/models/core/entity'

/** What the runner knows of a run, for its journal entry. */
export interface RunFacts {
  command: AnyCommand
  /** The arguments it ran with (a selection run's rows under its bulk argument). */
  args: PartialArgs
  ctx: CommandContext
  source?: RunSource
  /** When it started, ISO. */
  at: string
  /** The Medusa backend URL the session is on. */
  store: string
  /** What its edits told the journal they set. */
  changes: readonly FieldChange[]
  /** The same in machine values: what its `undo` builds the inverse from. */
  sets?: readonly RecordSet[]
  /** Set by an undo run: what it took back and how it went. */
  undid?: UndoRun
}

/** What the operator typed that is never kept: a secret flag, or a label that names one (the safety net). */
const SECRET_LABEL = /password|secret|token|authori[sz]ation code/i
const isSecret = (spec: ArgSpec) => (spec.kind === 'text' && spec.secret === true) || SECRET_LABEL.test(spec.label)

const LONGEST_ARGUMENT = 500

/** The record an entity argument holds, as the operator has seen it: focused, picked, or a selected row. */
function seenRecord(ctx: CommandContext, key: string, spec: ArgSpec, id: string): { id: string } | undefined {
  if (spec.kind === 'entity' && spec.focus && ctx.focus?.kind === spec.focus && ctx.focus.id === id && ctx.focus.entity) return ctx.focus.entity as { id: string }
  const picked = ctx.picked?.[key]
  const among = Array.isArray(picked) ? (picked as unknown[]) : [picked]
  const found = among.find((record): record is { id: string } => typeof record === 'object' && record !== null && (record as { id?: unknown }).id === id)
  return found ?? ctx.selection?.records?.find((record) => record.id === id)
}

function touched(ctx: CommandContext, key: string, spec: ArgSpec, id: string, place?: number): TouchedRecord {
  const kind = spec.kind === 'entity' || spec.kind === 'entities' ? spec.focus : undefined
  const record = seenRecord(ctx, key, spec, id)
  const named = record && (spec.kind === 'entity' || spec.kind === 'entities') ? spec.name?.(record) : undefined
  // Never the id: a record whose name is not known is told by its kind (and place in the selection).
  const name = named ?? (place === undefined ? `${spec.label} (not named)` : `Row ${place + 1}`)
  return { name, ...(kind ? { kind, id } : {}) }
}

/** The records a run touched, named as the operator knows them; a bulk run's failed rows carry their reasons. */
export function touchedRecords(facts: RunFacts, outcome?: RunOutcome): TouchedRecord[] {
  const { command, args, ctx } = facts
  const failures = new Map(outcome?.status === 'bulk' ? outcome.failed.map((f) => [f.id, f.message]) : [])
  const records: TouchedRecord[] = []
  for (const [key, spec] of Object.entries(command.args ?? {})) {
    const value = args[key]
    const isBulk = command.bulk?.arg === key && Array.isArray(value)
    // An empty id is no record: an argument a store cannot have (a location without the inventory modules).
    if (spec.kind === 'entity' && typeof value === 'string' && value && !isBulk) records.push(touched(ctx, key, spec, value))
    else if ((spec.kind === 'entities' || isBulk) && Array.isArray(value)) {
      for (const [place, id] of (value as unknown[]).entries()) {
        if (typeof id !== 'string') continue
        const record = touched(ctx, key, spec, id, isBulk ? place : undefined)
        const failed = failures.get(id)
        records.push(failed ? { ...record, failed } : record)
      }
    }
  }
  return records
}

/** One argument's value as typed; undefined for what is not an argument's text (records, confirms). */
function typedText(spec: ArgSpec, value: unknown, ctx: CommandContext, args: PartialArgs): string | undefined {
  if (value === undefined || value === null || spec.kind === 'entity' || spec.kind === 'entities' || spec.kind === 'confirm') return undefined
  if (isSecret(spec)) return 'not kept (secret)'
  if (spec.kind === 'boolean') return value ? 'yes' : 'no'
  if (spec.kind === 'choice') {
    const options = typeof spec.options === 'function' ? spec.options(ctx, args) : spec.options
    return options.find((option) => option.value === value)?.label ?? String(value)
  }
  if (spec.kind === 'file') return (value as readonly File[]).map((file) => file.name).join(', ')
  if (spec.kind === 'items') return counted((value as readonly unknown[]).length, 'line')
  const text = valueAsText(spec, value, ctx, args).trim().replace(/\s*\n\s*/g, '; ')
  return text.length > LONGEST_ARGUMENT ? `${text.slice(0, LONGEST_ARGUMENT - 1)}…` : text
}

export function typedArguments(command: AnyCommand, args: PartialArgs, ctx: CommandContext): TypedArgument[] {
  return Object.entries(command.args ?? {}).flatMap(([key, spec]) => {
    let value: string | undefined
    try {
      value = typedText(spec, args[key], ctx, args)
    } catch {
      value = undefined
    }
    return value === undefined ? [] : [{ label: spec.label.replace(/\s*\(.*$/, ''), value }]
  })
}

/** A refusal is Medusa's (or a rule's) no with a reason; what the server did not get to decide is a failure. */
function refusedOrFailed(error: unknown, message: string): ActivityOutcome {
  const status = isMedusaApiError(error) ? error.status : undefined
  const refused = status !== undefined && status >= 400 && status < 500 && ![401, 408, 409, 429].includes(status)
  return { status: refused ? 'refused' : 'failed', reason: message }
}

/** A run's outcome as the journal keeps it; `stopped`: the operator stopped waiting before it answered. */
export function journalOutcome(outcome: RunOutcome, stopped = false): ActivityOutcome {
  if (stopped) return { status: 'no-answer', reason: outcome.status === 'failed' ? outcome.message : 'No answer yet' }
  if (outcome.status === 'failed') return refusedOrFailed(outcome.error, outcome.message)
  if (outcome.status === 'bulk') {
    const { done, failed, result } = outcome
    const said = result.type === 'toast' ? result.title : undefined
    if (!failed.length) return { status: 'done', said }
    if (!done) return { status: 'failed', reason: said ?? `${counted(failed.length, 'row')} failed` }
    return { status: 'partly', done, failed: failed.length }
  }
  const result = outcome.result
  const said = result?.type === 'toast' || result?.type === 'copy' ? result.title : undefined
  return { status: 'done', said }
}

/** The question the operator confirmed: the command's own, or a selection run's. */
function confirmQuestion(command: AnyCommand, args: PartialArgs, ctx: CommandContext): string | undefined {
  try {
    if (command.bulk && Array.isArray(args[command.bulk.arg])) return command.bulk.confirm?.(ctx.selection?.records ?? [], ctx)
    return command.confirm?.(args, ctx)
  } catch {
    return undefined
  }
}

/** The command's own question about one record: where it says it cannot be undone (a selection run asks its own). */
function ownQuestion(command: AnyCommand, args: PartialArgs, ctx: CommandContext): string | undefined {
  const bulk = command.bulk?.arg
  const rows = bulk ? args[bulk] : undefined
  if (!bulk || !Array.isArray(rows)) return undefined
  try {
    return command.confirm?.({ ...args, [bulk]: rows[0] }, ctx)
  } catch {
    return undefined
  }
}

/** The inverse the command declares for what the run set; none when it declares none or set nothing. */
function undoPlans(facts: RunFacts): UndoPlan[] {
  if (!facts.command.undo || !facts.sets?.length) return []
  try {
    return facts.command.undo({ args: facts.args, sets: facts.sets }).filter((plan) => plan.steps.length > 0)
  } catch (error) {
    console.warn('Activity journal: could not build an undo', error)
    return []
  }
}

/** An undo run's outcome: partly done when records were left as they are, refused when all were. */
function undoOutcome(undid: UndoRun, outcome: ActivityOutcome): ActivityOutcome {
  if (outcome.status !== 'done' || !undid.left) return outcome
  if (!undid.undone) return { status: 'refused', reason: `Nothing undone: ${counted(undid.left, 'record')} changed since, left as they are` }
  return { status: 'partly', done: undid.undone, failed: undid.left }
}

/** The journal entry of a run that ended with `outcome`. */
export function describeRun(facts: RunFacts, outcome: RunOutcome, stopped = false): ActivityEntry {
  const { command, args, ctx, at, undid } = facts
  const confirm = confirmQuestion(command, args, ctx)
  const journalled = journalOutcome(outcome, stopped)
  const records = undid ? undid.records : touchedRecords(facts, outcome)
  const failedNames = new Set(records.filter((r) => r.failed).map((r) => r.name))
  // A change is told only where it was made: not for a failed run, nor a bulk run's failed rows.
  const changes = journalled.status === 'failed' || journalled.status === 'refused' ? [] : facts.changes.filter((c) => !failedNames.has(c.record))
  const cannot = (confirm?.match(CANNOT_UNDO_WORDS) ?? ownQuestion(command, args, ctx)?.match(CANNOT_UNDO_WORDS))?.[0].trim()
  // What was set is undoable even when the run failed after it: a partly done run undoes its done part.
  const plans = undoPlans(facts)
  const undo: UndoInfo = {
    undoable: plans.length > 0,
    ...(cannot ? { note: capitalize(cannot) } : {}),
    ...(plans.length ? { plans } : {}),
    ...(undid ? { undoes: undid.of } : {}),
  }
  return {
    id: newEntryId(at),
    at,
    operator: ctx.user?.email ?? '',
    store: facts.store,
    command: { id: command.id, title: undid ? `${undid.of.redo ? 'Redo' : 'Undo'}: ${undid.of.title}` : command.title },
    ...(facts.source ? { source: facts.source } : {}),
    records,
    args: undid ? [] : typedArguments(command, args, ctx),
    changes: [...changes],
    ...(confirm ? { confirm } : {}),
    outcome: undid ? undoOutcome(undid, journalled) : journalled,
    undo,
  }
}
