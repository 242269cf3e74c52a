import type { CommandContext } from '@/models/core/context'
import { recordIn, type EntityDescriptor } from '@/models/core/entity'
import type { ArgSpec, ArgSpecs, ArgValues, PartialArgs } from './args'
import { defineCommand, type CommandDef, type CommandResult, type CommandTools } from './define'
import { ensureUnchanged, type WatchedField } from './editConflict'
import { defineEditRevert, editSets } from './editUndo'
import { inverse, recordSets } from './undo'
import { entityArg } from './entity'

/** A prompt's starting value read from the record being edited: `initial: current((c) => c.title)`. */
export type Current<R> = <T>(field: (record: R) => T | null | undefined) => (ctx: CommandContext, args: PartialArgs) => T | undefined

type RecordArg<Key extends string> = Record<Key, ArgSpec<string, false>>

interface EditDef<Id extends string, R extends { id: string }, Key extends string, F extends ArgSpecs> {
  id: Id
  title: string
  group?: string
  keywords?: readonly string[]
  /** `e` unless told: a record with several edits keeps `e` for its main one (null: no hotkey). */
  hotkey?: string | null
  /** A focusable entity: `e` on its panel edits the record it shows. */
  entity: EntityDescriptor<R>
  /** The argument that holds the record (`collectionId`): the focused record, else a picker. */
  arg: Key
  /** The prompts after the record's; `current` starts each from the record's value as the operator has seen it. */
  fields: (current: Current<R>) => F
  /** The record as the server has it now (a fresh GET, not the cache): compared before writing. */
  read: (id: string, tools: CommandTools) => Promise<R>
  run: (args: ArgValues<RecordArg<Key> & F>, tools: CommandTools) => Promise<CommandResult | void>
  /**
   * Undo runs the edit again with the changed fields as they were (core/editUndo). Only for a run that
   * sends each field as it is given (an empty one cleared, not kept), so that sending the old value sets it back.
   */
  undoable?: true
}

/**
 * "Edit <record>": the record first, then one prompt per field, each starting from the record's
 * current value, so that what is left as it was is sent back unchanged. Its hotkey is `e` (unless
 * told) on the record's panel. Before writing it reads the record again: when another operator changed a field it
 * is about to set since the operator saw it, it names the field and asks (EditConflictError).
 */
export function editRecord<const Id extends string, R extends { id: string }, const Key extends string, const F extends ArgSpecs>(
  def: EditDef<Id, R, Key, F>,
): CommandDef<RecordArg<Key> & F, Id> {
  const kind = def.entity.focus
  if (!kind) throw new Error(`${def.id}: an edit needs an entity a panel can focus`)
  const seenAs = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, kind, def.arg, args) as R | undefined
  // Each starting value remembers the field it reads, so the fields it starts are the ones watched.
  const readers = new Map<unknown, (record: R) => unknown>()
  const current: Current<R> = (field) => {
    const initial = (ctx: CommandContext, args: PartialArgs) => {
      const record = seenAs(ctx, args)
      return record ? (field(record) ?? undefined) : undefined
    }
    readers.set(initial, field)
    return initial
  }
  const fields = def.fields(current)
  const watched = Object.entries(fields).flatMap(([key, spec]): WatchedField<R>[] => {
    const read = readers.get(spec.initial)
    return read ? [{ key, spec, read }] : []
  })

  const name = def.entity.short ?? def.entity.label
  const run = (args: PartialArgs, tools: CommandTools) => def.run(args as ArgValues<RecordArg<Key> & F>, tools)
  const revert = def.undoable && defineEditRevert({ command: def.id, kind, arg: def.arg, fields: watched, read: def.read, name, run })

  return defineCommand({
    id: def.id,
    title: def.title,
    group: def.group,
    keywords: def.keywords,
    ...(def.hotkey === null ? {} : { hotkey: def.hotkey ?? 'e' }),
    scope: kind,
    args: { [def.arg]: entityArg(def.entity), ...fields } as RecordArg<Key> & F,
    run: async (args, tools) => {
      // The record argument is a plain string (RecordArg); its indexed type does not show it.
      const id = (args as PartialArgs)[def.arg] as string
      // An undoable edit reads the record once before writing: its fields as they were are what an undo sends.
      const before = revert ? await def.read(id, tools) : undefined
      await ensureUnchanged(tools, args, {
        command: def.id,
        id,
        seen: seenAs(tools.ctx, args),
        read: () => (before ? Promise.resolve(before) : def.read(id, tools)),
        fields: watched,
        name,
      })
      const result = await def.run(args, tools)
      if (before) recordSets(tools, editSets(watched, id, name(before), before, args))
      return result
    },
    ...(revert ? { undo: inverse(revert) } : {}),
  })
}
