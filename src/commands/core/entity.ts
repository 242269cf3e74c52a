import { arg, type EntityOption, type PartialArgs, type SearchTools } from './args'
import { focusOf, pickedRecord, type CommandContext, type EntityKind, type EntityMap } from './context'

/**
 * One kind of record as the operator knows it: how it is named, searched and opened. Pickers,
 * confirm questions, toasts and buttons name records through `label`, never by their Medusa id.
 */
export interface EntityDescriptor<R extends { id: string }> {
  /** 'order', 'draft order': the word for one of them in messages. */
  noun: string
  /** The focus kind, for records a panel can focus (its `when` rules read it). */
  focus?: EntityKind
  /** '#1042 · anna@example.com', 'SKU-RED-M', 'SUMMER15'. */
  label: (record: R) => string
  /** A shorter name for sentences ('#1042'); the label when unset. */
  short?: (record: R) => string
  hint?: (record: R) => string | undefined
  /** Records matching what was typed (through the query cache). */
  search: (q: string, tools: SearchTools) => Promise<readonly R[]>
  /** True when `q` names this record exactly (display id, SKU, email, code): it is listed first. */
  exact?: (record: R, q: string) => boolean
}

export const defineEntity = <R extends { id: string }>(descriptor: EntityDescriptor<R>) => descriptor

const squash = (text: string) => text.trim().toLowerCase()
/** Case-insensitive equality of identifiers, for `exact`. */
export const sameText = (a: string | null | undefined, q: string) => Boolean(a) && squash(a ?? '') === squash(q)

/** Whether any of the texts contains `q` (case-insensitive); an empty `q` matches everything. */
export function matchesText(q: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = squash(q)
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle))
}

/** Records as picker options, each carrying its record, an exact match first. */
export function toOptions<R extends { id: string }>(entity: EntityDescriptor<R>, records: readonly R[], q: string): EntityOption[] {
  const exact = q.trim() && entity.exact ? records.filter((r) => entity.exact?.(r, q)) : []
  const rest = records.filter((r) => !exact.includes(r))
  return [...exact, ...rest].map((record) => ({ id: record.id, label: entity.label(record), hint: entity.hint?.(record), record }))
}

/** The picker search of an entity. */
export const pickerOf =
  <R extends { id: string }>(entity: EntityDescriptor<R>) =>
  async (q: string, tools: SearchTools): Promise<EntityOption[]> =>
    toOptions(entity, await entity.search(q, tools), q)

type EntityArgOptions = {
  label?: string
  description?: string
  /** Without a default, the focused record of the entity's kind fills the argument. */
  default?: (ctx: CommandContext, args: PartialArgs) => string | undefined
}

/** A picker argument over an entity; the focused record of its kind is the default. */
export function entityArg<R extends { id: string }>(entity: EntityDescriptor<R>, options: EntityArgOptions = {}) {
  const kind = entity.focus
  return arg.entity({
    label: options.label ?? capitalize(entity.noun),
    description: options.description,
    search: pickerOf(entity),
    focus: kind,
    name: (record: { id: string }) => (entity.short ?? entity.label)(record as R),
    default: options.default ?? (kind ? (ctx: CommandContext) => focusOf(ctx, kind)?.id : undefined),
  })
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The record an argument holds, as the operator has seen it: the focused record when it is the one,
 * else the record picked for it in this prompt. Undefined when neither is known (no request is made).
 */
export function recordIn<K extends EntityKind>(ctx: CommandContext, kind: K, key: string, args: PartialArgs): EntityMap[K] | undefined {
  const id = args[key]
  const focus = focusOf(ctx, kind)
  if (focus?.entity && focus.id === id) return focus.entity
  return pickedRecord<EntityMap[K]>(ctx, key, id)
}
