import type { CommandContext } from '@/models/core/context'
import { recordIn, type EntityDescriptor } from '@/models/core/entity'
import type { ArgSpec, ArgSpecs, ArgValues, PartialArgs } from './args'
import { defineCommand, type CommandDef, type CommandResult, type CommandTools } from './define'
import { entityArg } from './entity'

/** A prompt's starting value read from the record being edited: `initial: current((c) => c.title)`. */
export type Current<R> = <T>(field: (record: R) => T | null | undefined) => (ctx: CommandContext, args: PartialArgs) => T | undefined

type RecordArg<Key extends string> = Record<Key, ArgSpec<string, false>>

interface EditDef<Id extends string, R extends { id: string }, Key extends string, F extends ArgSpecs> {
  id: Id
  title: string
  group?: string
  keywords?: readonly string[]
  /** A focusable entity: `e` on its panel edits the record it shows. */
  entity: EntityDescriptor<R>
  /** The argument that holds the record (`collectionId`): the focused record, else a picker. */
  arg: Key
  /** The prompts after the record's; `current` starts each from the record's value as the operator has seen it. */
  fields: (current: Current<R>) => F
  run: (args: ArgValues<RecordArg<Key> & F>, tools: CommandTools) => Promise<CommandResult | void>
}

/**
 * "Edit <record>": the record first, then one prompt per field, each starting from the record's
 * current value, so that what is left as it was is sent back unchanged. Its hotkey is `e` on the
 * record's panel.
 */
export function editRecord<const Id extends string, R extends { id: string }, const Key extends string, const F extends ArgSpecs>(
  def: EditDef<Id, R, Key, F>,
): CommandDef<RecordArg<Key> & F, Id> {
  const kind = def.entity.focus
  if (!kind) throw new Error(`${def.id}: an edit needs an entity a panel can focus`)
  const current: Current<R> = (field) => (ctx, args) => {
    const record = recordIn(ctx, kind, def.arg, args) as R | undefined
    return record ? (field(record) ?? undefined) : undefined
  }
  return defineCommand({
    id: def.id,
    title: def.title,
    group: def.group,
    keywords: def.keywords,
    hotkey: 'e',
    scope: kind,
    args: { [def.arg]: entityArg(def.entity), ...def.fields(current) } as RecordArg<Key> & F,
    run: def.run,
  })
}
