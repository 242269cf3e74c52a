import type { MutationDef } from '@/atoms/core/query'
import { focusOf, type CommandContext, type EntityKind, type EntityMap } from './context'
import { defineCommand, type CommandDef, type CommandResult } from './define'
import { entityArg, recordIn, type EntityDescriptor } from './entity'
import type { ArgSpec } from './args'

/** What Medusa allows on a record, and how to say it does not. */
export interface Rule<R> {
  allows: (record: R) => boolean
  /** 'Order #100 is not completed: only completed orders can be archived'. */
  refusal: (record: R) => string
}
export const rule = <R>(allows: (record: R) => boolean, refusal: (record: R) => string): Rule<R> => ({ allows, refusal })

/** `when` of a command about the focused record of `kind`: true until its data has loaded (the server decides). */
export const onFocused =
  <K extends EntityKind>(kind: K, allows: (record: EntityMap[K]) => boolean) =>
  (ctx: CommandContext): boolean => {
    const record = focusOf(ctx, kind)?.entity
    return !record || allows(record)
  }

/** `why` of such a command: the rule's refusal of the focused record. */
export const refusalOf =
  <K extends EntityKind>(kind: K, checked: Rule<EntityMap[K]>) =>
  (ctx: CommandContext): string | undefined => {
    const record = focusOf(ctx, kind)?.entity
    return record && !checked.allows(record) ? checked.refusal(record) : undefined
  }

interface RecordActionDef<Id extends string, K extends EntityKind, Key extends string, D> {
  id: Id
  title: string
  group: string
  keywords?: readonly string[]
  /** A hotkey belongs to the entity's panel and table row. */
  hotkey?: string
  entity: EntityDescriptor<EntityMap[K]> & { focus: K }
  /** The argument that holds the record (`orderId`): the focused record, else a picker. */
  arg: Key
  rule?: Rule<EntityMap[K]>
  /** Also runs once per row of a table selection of the entity's kind. */
  bulk?: boolean
  /** The question before running, given how the record is named ('#1042') and the record when known. */
  confirm?: (name: string, record: EntityMap[K] | undefined) => string
  mutation: MutationDef<string, D>
  /** What the operator sees once it is done (a toast naming the record, a panel). */
  done: (data: D) => CommandResult
}

/**
 * The common shape "pick record -> rule -> confirm -> mutate -> done" in a few declarative lines:
 * the rule hides the command for a focused record it refuses, and refuses a picked one with its reason
 * before any confirm; confirm questions and toasts name the record as the operator knows it.
 */
export function recordAction<const Id extends string, K extends EntityKind, const Key extends string, D>(
  def: RecordActionDef<Id, K, Key, D>,
): CommandDef<Record<Key, ArgSpec<string, false>>, Id> {
  const kind = def.entity.focus
  const allows = def.rule?.allows ?? (() => true)
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
    when: (ctx) => onSelection(ctx) || onFocused(kind, allows)(ctx),
    why: def.rule ? refusalOf(kind, def.rule) : undefined,
    args,
    confirm: confirm
      ? (values, ctx) => {
          const record = recordIn(ctx, kind, def.arg, values)
          return confirm(record ? (def.entity.short ?? def.entity.label)(record) : `this ${def.entity.noun}`, record)
        }
      : undefined,
    run: async (values, { mutate }) => def.done(await mutate(def.mutation, values[def.arg] as string)),
  })
}
