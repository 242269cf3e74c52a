import type { MutationDef } from '@/atoms/core/query'
import { type CommandContext } from '@/models/core/context'
import { onFocused, refusalOf, type Rule } from '@/models/core/rules'
import { defineCommand, type CommandDef, type CommandResult } from './define'
import { entityArg } from '@/commands/core/entity'
import { recordIn, type EntityDescriptor } from '@/models/core/entity'
import type { ArgSpec } from '@/commands/core/args'

interface RecordActionDef<Id extends string, R extends { id: string }, Key extends string, V, D> {
  id: Id
  title: string
  group?: string
  keywords?: readonly string[]
  /** A hotkey belongs to the entity's panel and table row. */
  hotkey?: string
  /** A focusable entity: its panel and table rows run the action on the record they show. */
  entity: EntityDescriptor<R>
  /** The argument that holds the record (`orderId`): the focused record, else a picker. */
  arg: Key
  rule?: Rule<R>
  /** Also runs once per row of a table selection of the entity's kind. */
  bulk?: boolean
  /** The question before running, given the record as the operator has seen it (unknown: not loaded yet). */
  confirm?: (record: R | undefined) => string
  mutation: MutationDef<V, D>
  /** The mutation's variables for the record's id, when they are more than the id (an update's body). */
  vars?: (id: string) => V
  /** What the operator sees once it is done (a toast naming the record, a panel). */
  done: (data: D) => CommandResult
}

/**
 * The common shape "pick record -> rule -> confirm -> mutate -> done" in a few declarative lines:
 * the rule hides the command for a focused record it refuses, and refuses a picked one with its reason
 * before any confirm; confirm questions and toasts name the record as the operator knows it.
 */
export function recordAction<const Id extends string, R extends { id: string }, const Key extends string, D, V = string>(
  def: RecordActionDef<Id, R, Key, V, D>,
): CommandDef<Record<Key, ArgSpec<string, false>>, Id> {
  const kind = def.entity.focus
  if (!kind) throw new Error(`${def.id}: a record action needs an entity a panel can focus`)
  const allowed = onFocused<R>(kind, def.rule?.allows ?? (() => true))
  const onSelection = (ctx: CommandContext) => Boolean(def.bulk && ctx.selection?.kind === kind && ctx.selection.ids.length > 0)
  const args = { [def.arg]: entityArg(def.entity) } as Record<Key, ArgSpec<string, false>>
  const confirm = def.confirm
  return defineCommand({
    id: def.id,
    title: def.title,
    group: def.group,
    keywords: def.keywords,
    hotkey: def.hotkey,
    scope: def.hotkey ? kind : undefined,
    bulk: def.bulk ? { kind, arg: def.arg } : undefined,
    when: (ctx) => onSelection(ctx) || allowed(ctx),
    why: def.rule ? refusalOf(kind, def.rule) : undefined,
    args,
    confirm: confirm ? (values, ctx) => confirm(recordIn(ctx, kind, def.arg, values) as R | undefined) : undefined,
    run: async (values, { mutate }) => {
      const id = values[def.arg] as string
      return def.done(await mutate(def.mutation, def.vars ? def.vars(id) : (id as V)))
    },
  })
}
