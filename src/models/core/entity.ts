import type { QueryClient } from '@tanstack/react-query'
import { focusOf, pickedRecord, type CommandContext, type EntityKind, type EntityMap } from './context'
import type { PartialArgs } from './values'

/** What a search is given: the query cache, where it runs, and the prompt's values so far. */
export interface SearchTools {
  queryClient: QueryClient
  ctx: CommandContext
  args: PartialArgs
}

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
