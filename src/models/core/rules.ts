import { focusOf, type CommandContext, type EntityKind } from './context'

/** What Medusa allows on a record, and how to say it does not. */
export interface Rule<R> {
  allows: (record: R) => boolean
  /** 'Order #100 is not completed: only completed orders can be archived'. */
  refusal: (record: R) => string
}
export const rule = <R>(allows: (record: R) => boolean, refusal: (record: R) => string): Rule<R> => ({ allows, refusal })

/** The focused record of `kind`, once its data has loaded. */
const focusedRecord = <R>(ctx: CommandContext, kind: EntityKind) => focusOf(ctx, kind)?.entity as R | undefined

/** `when` of a command about the focused record of `kind`: true until its data has loaded (the server decides). */
export const onFocused =
  <R>(kind: EntityKind, allows: (record: R) => boolean) =>
  (ctx: CommandContext): boolean => {
    const record = focusedRecord<R>(ctx, kind)
    return !record || allows(record)
  }

/** `why` of such a command: the rule's refusal of the focused record. */
export const refusalOf =
  <R>(kind: EntityKind, checked: Rule<R>) =>
  (ctx: CommandContext): string | undefined => {
    const record = focusedRecord<R>(ctx, kind)
    return record && !checked.allows(record) ? checked.refusal(record) : undefined
  }

/**
 * `when` and `why` of a command Medusa serves only with a store feature flag on (its route refuses the
 * field or answers 404 without it): offered only then, and the palette says why otherwise.
 */
export const needsFlag = (flag: string) => ({
  when: (ctx: CommandContext) => ctx.flags[flag] === true,
  why: (ctx: CommandContext) => (ctx.flags[flag] === true ? undefined : `Needs the store’s ${flag} feature flag`),
})
