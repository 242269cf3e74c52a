import type { User } from '@medusajs/client-types'
import type { EntityKind, EntityMap, Focus, ListView, Selection } from '@/atoms/core/context'

export type { EntityKind, EntityMap, Focus, ListView, Selection }

export type SessionUser = Pick<User, 'id' | 'email' | 'first_name' | 'last_name'>

/** What a command knows about where it runs: derived from the route, the table and the session. */
export interface CommandContext {
  focus: Focus | null
  selection: Selection | null
  /** The table on screen: its kind, query without paging, match count and filter description. */
  list?: ListView
  /** Store feature flags, key to enabled. */
  flags: Readonly<Record<string, boolean>>
  /** Modules the store's Medusa loaded (`inventoryService`…), key to true; absent in contexts made without them. */
  modules?: Readonly<Record<string, boolean>>
  user: SessionUser | null
  /** Records picked so far in the prompt, by argument key (a picker's option carries its record). */
  picked?: Readonly<Record<string, unknown>>
  /** Unsaved edits panels hold, by record (a price grid's cells): see draftsAtom. */
  drafts?: Readonly<Record<string, unknown>>
}

export const emptyContext: CommandContext = { focus: null, selection: null, flags: {}, user: null }

/** The focused entity when it is of the given kind. */
export function focusOf<K extends EntityKind>(
  ctx: CommandContext,
  kind: K,
): { kind: K; id: string; entity?: EntityMap[K] } | undefined {
  const focus = ctx.focus
  return focus?.kind === kind ? (focus as { kind: K; id: string; entity?: EntityMap[K] }) : undefined
}

/** The record picked for an argument in this prompt, when it is the one the argument now holds. */
export function pickedRecord<T extends { id: string }>(ctx: CommandContext, key: string, id: unknown): T | undefined {
  const record = ctx.picked?.[key] as T | undefined
  return record && record.id === id ? record : undefined
}
