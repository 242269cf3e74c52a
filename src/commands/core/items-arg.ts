import type { QueryClient } from '@tanstack/react-query'
import type { Choice, ParseResult, PartialArgs } from '@/models/core/values'
import type { CommandContext } from '@/models/core/context'

// The `items` argument kind: line items of an order and how many of each (fulfil, return, claim,
// swap, receive). Its page (palette/pages/ItemsPage.tsx) loads the rows, the operator sets
// quantities, and everything here checks the answer before anything is sent.

/** One row the operator can pick: a line item and how many of it may be chosen. */
export interface ItemOption {
  id: string
  label: string
  /** The most that may be chosen (fulfillable, returnable, ...). Rows with 0 are shown but locked. */
  max: number
  hint?: string
  /** What the row starts with (receiving a return starts with what was requested). */
  quantity?: number
}

/** The value of an items argument: what the Medusa routes take as `items`. */
export interface ItemQuantity {
  item_id: string
  quantity: number
  reason_id?: string
  note?: string
}
export type ItemsValue = ItemQuantity[]

type Loaded<T> = T | Promise<T>

/** The options of an items argument besides its label (see `arg.items`). */
export interface ItemsExtra {
  /** The rows: from the order (sync on its panel, fetched through the query cache otherwise). */
  items: (ctx: CommandContext, args: PartialArgs, queryClient: QueryClient) => Loaded<readonly ItemOption[]>
  /** Reasons offered per row (returns: return reasons, claims: Medusa's claim reasons). */
  reasons?: (ctx: CommandContext, args: PartialArgs, queryClient: QueryClient) => Loaded<readonly Choice[]>
  /** Every chosen row must have a reason. */
  reasonRequired?: boolean
  /** Offer a free-text note per row (claims). */
  notes?: boolean
}

const ok = <T>(value: T): ParseResult<T> => ({ ok: true, value })
const fail = (error: string): ParseResult<never> => ({ ok: false, error })

export const CHOOSE_ONE_ITEM = 'Choose at least one item'

/** What was typed in a row's quantity field: empty is 0; anything but a whole number is refused. */
export function parseQuantity(text: string): ParseResult<number> {
  const trimmed = text.trim()
  if (trimmed === '') return ok(0)
  if (!/^\d+$/.test(trimmed)) return fail('Quantity must be a whole number')
  const value = Number(trimmed)
  return Number.isSafeInteger(value) ? ok(value) : fail(`Quantity must be at most ${Number.MAX_SAFE_INTEGER}`)
}

/** '+' and '-' on a row: one more or one less, kept within 0..max. */
export function stepQuantity(current: number, delta: number, max: number): number {
  return Math.min(Math.max(current + delta, 0), Math.max(max, 0))
}

/** Space on a row: all of it, or none when it already has some. */
export function toggleQuantity(current: number, max: number): number {
  return current > 0 ? 0 : Math.max(max, 0)
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Checks that hold without the order: a non-empty list of distinct items, each with a whole
 * quantity of at least 1 (what checkValue runs for every items answer).
 */
export function checkItemsShape(value: unknown): ParseResult<ItemsValue> {
  if (!Array.isArray(value) || value.length === 0) return fail(CHOOSE_ONE_ITEM)
  const seen = new Set<string>()
  for (const line of value) {
    if (!isRecord(line) || typeof line.item_id !== 'string' || !line.item_id) return fail('Every line needs an item')
    if (seen.has(line.item_id)) return fail(`Item ${line.item_id} appears twice`)
    seen.add(line.item_id)
    if (typeof line.quantity !== 'number' || !Number.isInteger(line.quantity)) return fail('Quantity must be a whole number')
    if (line.quantity < 1) return fail('Quantity must be at least 1')
    for (const key of ['reason_id', 'note'] as const) {
      if (line[key] !== undefined && typeof line[key] !== 'string') return fail(`${key} must be text`)
    }
  }
  return ok(value as ItemsValue)
}

/** Every check against the rows: known items, each quantity 1..max, a reason where one is required. */
export function checkItems(
  value: unknown,
  options: readonly ItemOption[],
  rules: { reasonRequired?: boolean } = {},
): ParseResult<ItemsValue> {
  const shaped = checkItemsShape(value)
  if (!shaped.ok) return shaped
  for (const line of shaped.value) {
    const option = options.find((o) => o.id === line.item_id)
    if (!option) return fail(`Item ${line.item_id} is not on this order`)
    if (option.max < 1) return fail(`${option.label}: none left to choose`)
    if (line.quantity > option.max) return fail(`${option.label}: at most ${option.max}`)
    if (rules.reasonRequired && !line.reason_id) return fail(`${option.label}: choose a reason`)
  }
  return shaped
}

/** One row of the page while it is being edited: the quantity as typed, and its reason and note. */
export interface ItemRow {
  id: string
  text: string
  reason: string
  note: string
}

/** The rows to start with: a kept draft, else an earlier answer, else each option's own quantity. */
export function initialRows(options: readonly ItemOption[], earlier: unknown, draft: string): ItemRow[] {
  const fromDraft = parseDraft(draft)
  const answered = Array.isArray(earlier) ? (earlier as ItemsValue) : undefined
  return options.map((option) => {
    const kept = fromDraft?.find((row) => row.id === option.id)
    if (kept) return kept
    if (answered) {
      const line = answered.find((l) => l.item_id === option.id)
      return { id: option.id, text: String(line?.quantity ?? 0), reason: line?.reason_id ?? '', note: line?.note ?? '' }
    }
    return { id: option.id, text: String(option.quantity ?? 0), reason: '', note: '' }
  })
}

/** The answer the rows make: every row with a quantity above 0 (quantities not yet checked). */
export function rowsToValue(rows: readonly ItemRow[]): ParseResult<ItemsValue> {
  const value: ItemsValue = []
  for (const row of rows) {
    const quantity = parseQuantity(row.text)
    if (!quantity.ok) return quantity
    if (quantity.value === 0) continue
    const note = row.note.trim()
    value.push({ item_id: row.id, quantity: quantity.value, ...(row.reason ? { reason_id: row.reason } : {}), ...(note ? { note } : {}) })
  }
  return ok(value)
}

/** The rows as the palette keeps a draft (a failed run comes back with what was set). */
export function rowsAsDraft(rows: readonly ItemRow[]): string {
  return JSON.stringify(rows)
}

function parseDraft(draft: string): ItemRow[] | undefined {
  if (!draft.trim().startsWith('[')) return undefined
  try {
    const parsed: unknown = JSON.parse(draft)
    if (!Array.isArray(parsed)) return undefined
    return parsed.filter(
      (row): row is ItemRow =>
        isRecord(row) && typeof row.id === 'string' && typeof row.text === 'string' && typeof row.reason === 'string' && typeof row.note === 'string',
    )
  } catch {
    return undefined
  }
}

/** 'Medusa T-Shirt × 2, Mug × 1': the breadcrumb of an answer. */
export function describeItems(value: ItemsValue, options: readonly ItemOption[]): string {
  return value.map((line) => `${options.find((o) => o.id === line.item_id)?.label ?? line.item_id} × ${line.quantity}`).join(', ')
}
