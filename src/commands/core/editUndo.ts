import type { RecordSet, UndoValue } from '@/atoms/activity/entry'
import { emptyContext, type EntityKind, type Focus } from '@/models/core/context'
import type { ArgSpec, PartialArgs } from './args'
import type { CommandTools } from './define'
import { fieldName, sameValue, shownValue, type WatchedField } from './editConflict'
import { defineReverter, goneIsNone, type CurrentRecord, type Reverter } from './undo'

// The undo of an edit (editRecord's `undoable`): its run tells the journal each field it changed,
// before → after, in plain values; the undo reads the record again and runs the same edit once more
// with those fields as they were and every other field as it is now. Metadata is kept as its JSON.

/** Fields a plan cannot hold. A picked record is kept by its id (one deleted since fails the undo with Medusa's reason). */
const UNKEPT: ReadonlySet<ArgSpec['kind']> = new Set(['items', 'file', 'confirm'])

/** A field's value as a plan keeps it (empty: null; metadata: its JSON, keys sorted); undefined when a plan cannot hold it. */
export function keptValue(value: unknown): UndoValue | undefined {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string') ? (value as string[]) : undefined
  if (typeof value !== 'object') return undefined
  const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b))
  return entries.length ? JSON.stringify(Object.fromEntries(entries)) : null
}

/** The argument a kept value is given back as: an empty text as '' (sent, it clears the field), metadata as an object. */
function argValue(spec: ArgSpec, value: UndoValue): unknown {
  if (value === null) return spec.kind === 'text' ? '' : undefined
  return spec.kind === 'metadata' && typeof value === 'string' ? (JSON.parse(value) as Record<string, string>) : value
}

/** The fields an edit's run changed on `record` (as it was just before), in plain values. */
export function editSets<R>(fields: readonly WatchedField<R>[], id: string, name: string, record: R, args: PartialArgs): RecordSet[] {
  return fields.flatMap(({ key, spec, read }) => {
    if (UNKEPT.has(spec.kind) || !(key in args)) return []
    const [before, after] = [keptValue(read(record)), keptValue(args[key])]
    return before === undefined || after === undefined || sameValue(before, after) ? [] : [{ id, name, field: key, before, after }]
  })
}

export interface EditUndo<R extends { id: string }> {
  /** The command's id: its revert is `edit:<id>`. */
  command: string
  kind: EntityKind
  /** The argument that holds the record. */
  arg: string
  fields: readonly WatchedField<R>[]
  read: (id: string, tools: CommandTools) => Promise<R>
  name: (record: R) => string
  /** The edit's own run (without its conflict check): sent the record's fields, the undone ones as they were. */
  run: (args: PartialArgs, tools: CommandTools) => Promise<unknown>
}

/** Registers the revert of an edit; returns its key. */
export function defineEditRevert<R extends { id: string }>(edit: EditUndo<R>): string {
  const byKey = new Map(edit.fields.map((field) => [field.key, field]))
  const shown = (key: string, value: unknown) => {
    const field = byKey.get(key)
    // A picked record is not shown by its id.
    return (field && shownValue(field.spec, value, emptyContext, {})) ?? 'another one'
  }
  const reverter = (): Reverter => {
    const records = new Map<string, R>()
    return {
      kind: edit.kind,
      chunk: 10,
      fieldName: (key) => {
        const spec = byKey.get(key)?.spec
        return spec ? fieldName(spec).toLowerCase() : key
      },
      read: async (ids, _plan, tools) => {
        const now = new Map<string, CurrentRecord>()
        for (const id of ids) {
          const record = await edit.read(id, tools).catch(goneIsNone)
          if (!record) continue
          records.set(id, record)
          const value = (key: string) => byKey.get(key)?.read(record)
          now.set(id, { name: edit.name(record), value: (key) => keptValue(value(key)) ?? null, shown: (key) => shown(key, value(key)) })
        }
        return now
      },
      write: async (steps, _plan, tools) => {
        for (const id of new Set(steps.map((step) => step.id))) {
          const record = records.get(id)
          if (!record) continue
          const args: PartialArgs = { [edit.arg]: id }
          for (const { key, read } of edit.fields) args[key] = read(record) ?? undefined
          for (const step of steps) if (step.id === id) args[step.field] = argValue(byKey.get(step.field)?.spec ?? { kind: 'text', label: step.field }, step.before)
          // The record read just now is the one "as shown": a run that compares against it (metadata's removed keys) does so.
          await edit.run(args, { ...tools, ctx: { ...tools.ctx, focus: { kind: edit.kind, id, entity: record } as unknown as Focus } })
        }
      },
    }
  }
  return defineReverter(`edit:${edit.command}`, reverter)
}
