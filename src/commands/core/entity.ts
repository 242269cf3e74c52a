import { capitalize, type EntityDescriptor, type SearchTools } from '@/models/core/entity'
import { focusOf, type CommandContext } from '@/models/core/context'
import { arg, type EntityOption, type PartialArgs } from '@/commands/core/args'

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
