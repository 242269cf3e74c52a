import { isMedusaApiError } from '@/api/client'
import type { RecordSet, UndoPlan, UndoValue } from '@/atoms/activity/entry'
import type { ArgSpecs } from './args'
import type { CommandContext } from '@/models/core/context'
import type { CommandDef, CommandTools, FinishedRun } from './define'

// Undo (issue #30): a command declares its inverse. Its run tells the journal each record's before →
// after in machine values once the write landed (`recordSets`); its `undo` turns those into plans,
// each naming the revert that reads the records again and sets them back (`defineReverter`, one per
// domain). The plans are plain data kept on the journal entry; the activity domain runs them.

/** A record as an undo reads it again before sending anything back. */
export interface CurrentRecord {
  /** As the operator knows it now. */
  name: string
  /** A field's value now, in the plan's machine values. */
  value: (field: string) => UndoValue
  /** The same as a sentence shows it ('proposed', 'winter, wool', 'no collection'). */
  shown: (field: string) => string
}

/**
 * How the records of one kind of plan are read and set back (one per `UndoPlan.revert`). Made per
 * undo run: a reader may keep what it read for the run (a group's members) until `again` asks anew.
 */
export interface Reverter {
  /** The entity kind of its records: their links in the journal. */
  kind: string
  /** Records read again and sent back per batch. */
  chunk: number
  /** The records as the server has them now; a record missing from the answer was deleted. `again`: after an unanswered batch. */
  read: (ids: readonly string[], plan: UndoPlan, tools: CommandTools, again: boolean) => Promise<ReadonlyMap<string, CurrentRecord>>
  /**
   * Sets each step's record back to its `before` (the steps of one batch, each still at its `after`).
   * A record it had to make anew (a deleted note re-created) gets a new id: answered old id → new id.
   */
  write: (steps: readonly RecordSet[], plan: UndoPlan, tools: CommandTools) => Promise<void | ReadonlyMap<string, string>>
  /** The field as a sentence names it ('status', 'membership of VIP'). */
  fieldName?: (field: string, plan: UndoPlan) => string
  /** Whether that name is a plural ('countries are now …'). */
  plural?: (field: string) => boolean
}

const reverters = new Map<string, () => Reverter>()

/** Registers a domain's revert under `key` (what its plans name); returns the key. Made fresh per undo run. */
export function defineReverter(key: string, make: () => Reverter): string {
  reverters.set(key, make)
  return key
}

export const reverterFor = (key: string): Reverter | undefined => reverters.get(key)?.()

/** Tells the run's journal what a write that landed set (nothing when the run is not journalled). */
export function recordSets(tools: Pick<CommandTools, 'journal'>, sets: readonly RecordSet[]): void {
  if (sets.length) tools.journal?.set(sets)
}

/** A command's `undo`: every set it told, taken back by `revert`, one plan per revert and target (a set may name its own). */
export function inverse(revert: string) {
  return <Args>({ sets }: FinishedRun<Args>): UndoPlan[] => {
    const plans = new Map<string, UndoPlan>()
    for (const set of sets) {
      const key = `${set.revert ?? revert}\u0000${set.in?.id ?? ''}`
      const plan = plans.get(key) ?? { revert: set.revert ?? revert, ...(set.in ? { target: set.in } : {}), steps: [] }
      const { revert: _revert, in: _in, within, ...step } = set
      if (within && !plan.within) plan.within = within
      plan.steps.push(step)
      plans.set(key, plan)
    }
    return [...plans.values()]
  }
}

/**
 * A command that sets one field of its record to a known value (enable, disable, activate), made
 * undoable: once its run is done, the field's before (what its rule allowed: a disable runs on an
 * enabled record) and after go to the journal. The record is named when the undo reads it again.
 */
export function undoableSet<A extends ArgSpecs, Id extends string>(
  command: CommandDef<A, Id>,
  spec: {
    revert: string
    arg: keyof A & string
    field: string
    /** What it was: a value its rule makes certain, or read off the record as the operator saw it (none: not undoable). */
    before: UndoValue | ((ctx: CommandContext, id: string) => UndoValue | undefined)
    after: UndoValue
  },
): CommandDef<A, Id> {
  return {
    ...command,
    run: async (args, tools) => {
      const id = args[spec.arg]
      const before = typeof spec.before === 'function' && typeof id === 'string' ? spec.before(tools.ctx, id) : spec.before
      const result = await command.run(args, tools)
      if (typeof id === 'string' && before !== undefined && typeof before !== 'function') {
        recordSets(tools, [{ id, name: '', field: spec.field, before, after: spec.after }])
      }
      return result
    },
    undo: inverse(spec.revert),
  }
}

/** A command built by a helper that takes no `undo` (editRecord), given its inverse. */
export function withUndo<A extends ArgSpecs, Id extends string>(command: CommandDef<A, Id>, revert: string): CommandDef<A, Id> {
  return { ...command, undo: inverse(revert) }
}

/**
 * How a record an undo makes anew is shown when the answer to making it was lost: it may exist under an
 * id never seen, so it is left (its value neither the run's before nor its after), not made twice.
 */
export const REMADE_UNANSWERED = { value: 'lost', shown: 'unknown: the answer to making it again was lost (look for it before making it again)' } as const

/** A record read again that answers 404 was deleted since: none; any other failure stops the batch. */
export function goneIsNone(error: unknown): undefined {
  if (isMedusaApiError(error) && error.status === 404) return undefined
  throw error
}

export interface OneByOne<R, B> {
  kind: string
  retrieve: (id: string) => Promise<R | undefined>
  name: (record: R) => string
  /** Each field the plan may name: its value now, how a sentence shows it, and its part of the update. */
  fields: Record<string, { value: (record: R) => UndoValue; shown: (record: R) => string; body: (value: UndoValue) => B }>
  update: (id: string, body: B, tools: CommandTools) => Promise<unknown>
}

/** A revert of records read one by one (a discount, a gift card, a price list): few per run, each its own request. */
export function oneByOne<R, B extends object>(def: OneByOne<R, B>): Reverter {
  const field = (key: string) => def.fields[key]
  return {
    kind: def.kind,
    chunk: 20,
    fieldName: (key) => key.replace(/^is_/, '').replace(/_/g, ' '),
    read: async (ids) => {
      const now = new Map<string, CurrentRecord>()
      const read = await Promise.all(ids.map(async (id) => [id, await def.retrieve(id)] as const))
      for (const [id, record] of read) {
        if (record) now.set(id, { name: def.name(record), value: (key) => field(key)?.value(record) ?? null, shown: (key) => field(key)?.shown(record) ?? '' })
      }
      return now
    },
    write: async (steps, _plan, tools) => {
      const bodies = new Map<string, B>()
      for (const step of steps) {
        const part = field(step.field)?.body(step.before)
        if (part) bodies.set(step.id, { ...bodies.get(step.id), ...part } as B)
      }
      for (const [id, body] of bodies) await def.update(id, body, tools)
    },
  }
}


/** The field `is_disabled` of a record: what enable and disable set. */
export const disabledField = <R extends { is_disabled: boolean }>() => ({
  value: (record: R) => record.is_disabled,
  shown: (record: R) => (record.is_disabled ? 'disabled' : 'enabled'),
  body: (value: UndoValue) => ({ is_disabled: value === true }),
})

/** One field of one record a run set: what the command tells the journal. */
export const fieldSet = (id: string, name: string, field: string, before: UndoValue, after: UndoValue): RecordSet => ({ id, name, field, before, after })
