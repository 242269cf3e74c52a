import type { QueryClient } from '@tanstack/react-query'
import { emptyContext } from '@/models/core/context'
import type { EntityDescriptor } from '@/models/core/entity'

/** A record the root palette found for what was typed: named as the operator knows it, never by id. */
export interface RecordHit {
  /** Unique among hits: the finder's noun and the record's id. */
  key: string
  /** 'Order', 'Customer', 'Variant', 'Discount', 'Gift card'. */
  noun: string
  label: string
  hint?: string
  /** The record's panel. */
  path: string
  /** The query names this record exactly (its number, email, SKU or code). */
  exact: boolean
}

/**
 * One kind of record the root palette finds. A finder answers only queries of its shape (an order
 * number, an email, a code…), in one request, so that typing a command never searches records.
 */
export interface RecordFinder {
  noun: string
  accepts: (q: string) => boolean
  find: (q: string, queryClient: QueryClient) => Promise<RecordHit[]>
}

interface FinderDef<R extends { id: string }> {
  entity: EntityDescriptor<R>
  /** 'Order': the word shown beside each hit. */
  noun: string
  accepts: (q: string) => boolean
  /** One request for the records matching `q` (through the query cache); the entity's search when unset. */
  lookup?: (q: string, queryClient: QueryClient) => Promise<readonly R[]>
  path: (record: R) => string
  /** Names the record's hint when the entity's own hint says too little ('T-Shirt · S / Black'). */
  hint?: (record: R) => string | undefined
}

export function defineFinder<R extends { id: string }>(def: FinderDef<R>): RecordFinder {
  const lookup = def.lookup ?? ((q, queryClient) => def.entity.search(q, { queryClient, ctx: emptyContext, args: {} }))
  return {
    noun: def.noun,
    accepts: def.accepts,
    find: async (q, queryClient) =>
      (await lookup(q, queryClient)).map((record) => ({
        key: `${def.noun}:${record.id}`,
        noun: def.noun,
        label: def.entity.label(record),
        hint: (def.hint ?? def.entity.hint)?.(record),
        path: def.path(record),
        exact: def.entity.exact?.(record, q) ?? false,
      })),
  }
}

// The shapes of what an operator types to find a record. Plain words are commands, not records.
export const looksLikeOrderNumber = (q: string) => /^#\s*\d+$|^\d+$/.test(q.trim())
export const looksLikeEmail = (q: string) => /^[^\s@]+@[^\s@]*$/.test(q.trim()) && q.trim().length >= 3
/** Medusa's generated gift card codes, four groups of four letters and digits, from the third group on. */
export const looksLikeGiftCardCode = (q: string) => /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{1,4}(-[a-z0-9]{0,4})?$/i.test(q.trim())
/** A SKU or a discount code: one word of three or more characters with a digit, a dash or an underscore, or typed in capitals. */
export function looksLikeCode(q: string): boolean {
  const text = q.trim()
  if (text.length < 3 || /\s|@|^#/.test(text) || looksLikeOrderNumber(text)) return false
  return /[\d_-]/.test(text) || (text === text.toUpperCase() && /[A-Z]/.test(text))
}

/** What the finders have found so far for one query: their hits, and whether every finder has answered. */
export interface FoundRecords {
  hits: RecordHit[]
  complete: boolean
  /** The first failure of a finder, in words (the others' hits are kept). */
  error?: unknown
}

/**
 * Asks every finder that accepts the query at once and tells `found` after each answer: the hits so
 * far, exact matches first, each finder's order kept (a discount code is shown while the SKU search,
 * Medusa's slower one, is still out). Returns once every finder has answered.
 */
export async function findRecords(finders: readonly RecordFinder[], q: string, queryClient: QueryClient, found: (records: FoundRecords) => void): Promise<void> {
  const text = q.trim()
  const asked = finders.filter((finder) => finder.accepts(text))
  const answers: Array<RecordHit[] | undefined> = asked.map(() => undefined)
  let error: unknown
  const tell = () => {
    const hits = answers.flatMap((answer) => answer ?? [])
    found({ hits: [...hits.filter((hit) => hit.exact), ...hits.filter((hit) => !hit.exact)], complete: answers.every(Boolean), error })
  }
  await Promise.all(
    asked.map(async (finder, at) => {
      try {
        answers[at] = await finder.find(text, queryClient)
      } catch (failure) {
        error ??= failure
        answers[at] = []
      }
      tell()
    }),
  )
  if (!asked.length) tell()
}
