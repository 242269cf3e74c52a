import type { RecordSet } from '@/atoms/activity/entry'
import type { EntityKind } from '@/models/core/context'
import { counted } from '@/models/core/text'
import type { CommandTools } from './define'
import { defineReverter, goneIsNone, inverse, recordSets, REMADE_UNANSWERED, type CurrentRecord, type Reverter } from './undo'

// The undo of a create: the record is deleted again, when it is still as the create made it and
// nothing hangs on it yet (a group's customers, a collection's products); otherwise it is left and
// named. The step's value is what the create set, as one JSON text of plain values (keys sorted): the
// same text read off the record now means "unchanged since", and a redo makes the record again from it
// (Medusa gives it a new id, which the journal follows).

const MADE = 'made'

/** A create's fields as the record holds them, by plain names ('name', 'handle'). */
export type MadeFields = Record<string, unknown>

export interface CreateRevert<R extends { id: string }> {
  /** The create command's id: its revert is `create:<id>`. */
  command: string
  kind: EntityKind
  read: (id: string, tools: CommandTools) => Promise<R>
  /** As the operator knows it; '' where the record read cannot tell (the step's name is kept). */
  name: (record: R) => string
  /** What the create set, read off the record (its answer, and the record read again by the undo). */
  made: (record: R) => MadeFields
  /** What hangs on the record now, said when it is left ('4 customers'); nothing: it may go. */
  holds?: (record: R, tools: CommandTools) => Promise<string | undefined> | string | undefined
  remove: (id: string, tools: CommandTools) => Promise<unknown>
  /** A redo: the record made again from what the create set; answers its new id. */
  make: (fields: MadeFields, tools: CommandTools) => Promise<string>
  /** What a redo says of the record made again (default 'made again with a new id'): a gift card gets a new code. */
  remade?: string
}

/** A value as the step keeps it: empty (undefined, null, '', {}) is null, an object's keys sorted. */
function plain(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) return value.map(plain)
  if (typeof value !== 'object') return value
  const entries = Object.entries(value as object)
    .map(([key, item]) => [key, plain(item)] as const)
    .sort(([a], [b]) => a.localeCompare(b))
  return entries.length ? Object.fromEntries(entries) : null
}

/** What the create set, as the one text a step keeps. */
export const madeText = (fields: MadeFields): string => JSON.stringify(plain(fields))

const parsed = (text: unknown): MadeFields => (typeof text === 'string' ? (JSON.parse(text) as MadeFields) : {})

/** The fields that differ from what the create set, as a sentence shows them: 'name “Gold”, metadata changed'. */
function differences(made: MadeFields, now: MadeFields): string {
  const shown = Object.keys({ ...made, ...now })
    .filter((key) => JSON.stringify(made[key] ?? null) !== JSON.stringify(now[key] ?? null))
    .map((key) => {
      const value = now[key]
      if (value === null || value === undefined) return `${key} empty`
      return typeof value === 'object' ? `${key} changed` : `${key} “${String(value)}”`
    })
  return `different (${shown.join(', ')})`
}

/**
 * A record the undo deleted, read again wherever it is shown (its panel): a delete's mutation leaves its
 * detail as it was (a delete command goes to the list), and an undo stays where the operator is, so
 * the panel says the record is gone instead of showing it.
 */
const shownGone = (id: string, { queryClient }: Pick<CommandTools, 'queryClient'>) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(id) })

function reverter<R extends { id: string }>(def: CreateRevert<R>): Reverter {
  return {
    kind: def.kind,
    chunk: 10,
    fieldName: () => 'it',
    read: async (ids, plan, tools, again) => {
      const now = new Map<string, CurrentRecord>()
      await Promise.all(
        ids.map(async (id) => {
          const step = plan.steps.find((s) => s.id === id)
          const record = await def.read(id, tools).catch(goneIsNone)
          const redo = step?.after === null
          if (!record && redo && again) {
            // A redo whose answer was lost may have made the record (under an id never seen): not made twice.
            now.set(id, { name: step.name, value: () => REMADE_UNANSWERED.value, shown: () => REMADE_UNANSWERED.shown })
            return
          }
          if (!record) {
            // Gone: an undo finds it already undone; a redo makes it again.
            now.set(id, { name: redo ? `${step.name}, ${def.remade ?? 'made again with a new id'}` : (step?.name ?? ''), value: () => null, shown: () => 'deleted' })
            return
          }
          const fields = plain(def.made(record)) as MadeFields
          const held = await def.holds?.(record, tools)
          // `fields` are plain already: their text is the step's own spelling (madeText).
          const value = held ? `held:${held}` : JSON.stringify(fields)
          const shown = held ? `in use (${held})` : differences(parsed(step?.after ?? step?.before), fields)
          now.set(id, { name: def.name(record), value: () => value, shown: () => shown })
        }),
      )
      return now
    },
    write: async (steps, _plan, tools) => {
      const remade = new Map<string, string>()
      for (const step of steps) {
        if (step.before === null) await def.remove(step.id, tools).then(() => shownGone(step.id, tools))
        else if (step.after === null) remade.set(step.id, await def.make(parsed(step.before), tools))
      }
      return remade
    },
  }
}

/**
 * Registers the revert of a create; `told` tells the journal the record the run made (once Medusa
 * answered it), and `undo` is the command's inverse.
 */
export function createRevert<R extends { id: string }>(def: CreateRevert<R>) {
  const revert = defineReverter(`create:${def.command}`, () => reverter(def))
  const step = (record: R, name: string): RecordSet => ({ id: record.id, name, field: MADE, before: null, after: madeText(def.made(record)) })
  return {
    revert,
    /** `name`: where the create's answer cannot name the record (a reservation's item), the run's own. */
    told: (tools: Pick<CommandTools, 'journal'>, record: R, name = def.name(record)) => recordSets(tools, [step(record, name)]),
    undo: inverse(revert),
  }
}

/** What a count of records hanging on another says when it holds it ('3 products'); none: nothing. */
export const holding = (count: number | undefined, noun: string): string | undefined => (count ? counted(count, noun) : undefined)
