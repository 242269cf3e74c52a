import type { MoneyAmount } from '@medusajs/client-types'
import { atom } from 'jotai'
import { draftsAtom } from '@/atoms/core/context'

/**
 * A price list's grid as data: one cell per variant and currency, the operator's unsaved edits of
 * cells (a draft the panel writes and the save command reads through `ctx.drafts`), and the plan
 * one save sends. Pure functions, no React.
 */

/** What a cell holds on the server: the amount shown and every price id behind it (newest first). */
export interface StoredCell {
  amount: number
  ids: readonly string[]
}

/** `variant_01…:eur`, or `variant_01…:region:reg_01…` for a region's column. */
export const cellKey = (variantId: string, column: string) => `${variantId}:${column}`
/** A region's column key: its prices are the list's prices with that `region_id`. */
export const regionColumnKey = (regionId: string) => `region:${regionId}`

/** A column of the grid: a currency ('EUR'), or a region ('Europe (EUR)') whose price Medusa prefers there. */
export interface GridColumn {
  key: string
  /** The currency its amounts are typed and shown in (a region's own). */
  currency: string
  regionId?: string
  /** 'EUR' or 'Europe (EUR)': the header and how previews name the column. */
  label: string
}

/** The column an edit or a price belongs to. */
const columnKeyOf = (cell: { currency: string; regionId?: string | null }) => (cell.regionId ? regionColumnKey(cell.regionId) : cell.currency)

/**
 * The list's prices by cell: a currency's or a region's column. Prices with a quantity range are not
 * grid cells: they are left alone and counted apart. Two prices in one cell (a save whose delete
 * failed) show the newest.
 */
export function storedCells(prices: readonly MoneyAmount[]): { cells: Map<string, StoredCell>; other: number } {
  const cells = new Map<string, StoredCell>()
  let other = 0
  const newestFirst = [...prices].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
  for (const price of newestFirst) {
    if (!price.variant_id || price.min_quantity !== null || price.max_quantity !== null) {
      other += 1
      continue
    }
    const key = cellKey(price.variant_id, columnKeyOf({ currency: price.currency_code, regionId: price.region_id }))
    const found = cells.get(key)
    cells.set(key, found ? { ...found, ids: [...found.ids, price.id] } : { amount: price.amount, ids: [price.id] })
  }
  return { cells, other }
}

/** The currencies of a grid: the store's default first, then the other store currencies and any other the list has prices in, by code. */
export function gridCurrencies(storeCurrencies: readonly string[], prices: readonly MoneyAmount[], defaultCode?: string): string[] {
  const all = new Set(storeCurrencies.map((c) => c.toLowerCase()))
  for (const price of prices) if (!price.region_id) all.add(price.currency_code)
  const first = defaultCode?.toLowerCase()
  return [...all].sort((a, b) => Number(b === first) - Number(a === first) || a.localeCompare(b))
}

/**
 * The grid's columns: the currencies (gridCurrencies), then a column per region the list has prices
 * in or the operator added (by name; a region not known by name is left out rather than shown by id).
 */
export function gridColumns(
  currencies: readonly string[],
  regions: ReadonlyArray<{ id: string; name: string; currency_code: string }>,
  prices: readonly MoneyAmount[],
  addedRegionIds: readonly string[] = [],
): GridColumn[] {
  const used = new Set([...prices.flatMap((p) => (p.region_id ? [p.region_id] : [])), ...addedRegionIds])
  const regionColumns = regions
    .filter((r) => used.has(r.id))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => ({ key: regionColumnKey(r.id), currency: r.currency_code, regionId: r.id, label: `${r.name} (${r.currency_code.toUpperCase()})` }))
  return [...currencies.map((c) => ({ key: c, currency: c, label: c.toUpperCase() })), ...regionColumns]
}

/** One edited cell, self-contained so a confirm question can name it: the row, before and after. */
export interface CellEdit {
  variantId: string
  currency: string
  /** A region's column: the price is that region's (in its currency). */
  regionId?: string
  /** The column as the operator knows it when it is a region's: 'Europe (EUR)'. */
  column?: string
  /** The row as the operator knows it: 'Shirt · M (SHIRT-M)'. */
  row: string
  /** The amount on the server when the edit began (minor units); undefined: the cell was empty. */
  before?: number
  /** The price ids the cell holds on the server: a new amount replaces them. */
  ids: readonly string[]
  /** The new amount in minor units; null removes the cell's price. */
  after: number | null
}

export interface AddedProduct {
  id: string
  title: string
}

/** A cell of the grid's selection with a price on the server. */
export interface SelectedCell {
  row: string
  currency: string
  /** A region column's name: 'Europe (EUR)'. */
  column?: string
  amount: number
  ids: readonly string[]
}

/** The grid's focused row: what "Remove this variant's prices" and "…product's prices" act on. */
export interface GridRow {
  variantId: string
  productId: string
  /** 'Shirt · M (SHIRT-M)'. */
  label: string
  product: string
}

/**
 * A grid's state that commands read: unsaved edits by cellKey and products added before they have
 * prices (both kept until saved, also after a failed save), and the selected cells and focused row.
 */
export interface PriceDraft {
  kind: 'price-grid'
  edits: Readonly<Record<string, CellEdit>>
  added: readonly AddedProduct[]
  /** Region columns added before they have prices (region ids; kept until the draft is saved or discarded). */
  regions?: readonly string[]
  selected: readonly SelectedCell[]
  row?: GridRow
}

export const emptyDraft: PriceDraft = { kind: 'price-grid', edits: {}, added: [], selected: [] }
/** True when the draft holds an edit (without listing 1,000 keys: commands ask on every edit). */
export function hasEdits(draft: PriceDraft): boolean {
  for (const _key in draft.edits) return true
  return false
}
export const draftKey = (priceListId: string) => `price-list:${priceListId}`

const isDraft = (value: unknown): value is PriceDraft =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'price-grid'

/** A list's draft among a context's drafts. */
export function priceDraftOf(drafts: Readonly<Record<string, unknown>> | undefined, priceListId: string): PriceDraft {
  const found = drafts?.[draftKey(priceListId)]
  return isDraft(found) ? found : emptyDraft
}

/** Reads one list's draft. */
export const priceDraftAtom = (priceListId: string) => atom((get) => priceDraftOf(get(draftsAtom), priceListId))

/** Changes one list's draft (an empty draft is dropped). */
export const updatePriceDraftAtom = atom(null, (get, set, priceListId: string, update: (draft: PriceDraft) => PriceDraft) => {
  const drafts = get(draftsAtom)
  const next = update(priceDraftOf(drafts, priceListId))
  const { [draftKey(priceListId)]: _old, ...rest } = drafts
  const kept = Object.keys(next.edits).length || next.added.length || next.regions?.length || next.selected.length || next.row
  set(draftsAtom, kept ? { ...rest, [draftKey(priceListId)]: next } : rest)
})

/** A draft with one cell set to `after`; setting a cell back to what the server has drops its edit. */
export function withEdit(draft: PriceDraft, edit: CellEdit): PriceDraft {
  const key = cellKey(edit.variantId, columnKeyOf(edit))
  const unchanged = edit.after === null ? edit.before === undefined : edit.after === edit.before && edit.ids.length <= 1
  // A new cell's edit is added to a copy; only a cell edited again is taken out first (keeping the order: last edited last).
  if (!unchanged && !(key in draft.edits)) return { ...draft, edits: { ...draft.edits, [key]: edit } }
  const { [key]: _old, ...rest } = draft.edits
  return { ...draft, edits: unchanged ? rest : { ...rest, [key]: edit } }
}

/** What planPrices makes of an edit: a new price, or a delete (a removed cell's, or duplicates of an unchanged amount). */
const sendsSomething = (edit: CellEdit) => (edit.after === null ? edit.ids.length > 0 : edit.after !== edit.before || edit.ids.length > 1)

/**
 * True when a save would send something (planPrices has changes or deletes), without planning: the
 * save command's `when` asks on every edit, and a plan of 1,000 edits is a sort per Enter (issue #32).
 */
export function hasChangesToSave(draft: PriceDraft): boolean {
  for (const key in draft.edits) {
    const edit = draft.edits[key]
    if (edit && sendsSomething(edit)) return true
  }
  return false
}

/** A cell of the plan as the preview tells it. */
export interface PriceChange {
  kind: 'add' | 'change' | 'remove'
  row: string
  currency: string
  /** A region column's name: 'Europe (EUR)'. */
  column?: string
  before?: number
  after?: number
}

/** What one save sends: one batch of new prices and one batch delete. */
export interface PricePlan {
  changes: PriceChange[]
  /** A currency's price, or a region's (Medusa takes the region's currency). */
  prices: Array<{ variant_id: string; amount: number; currency_code?: string; region_id?: string }>
  deleteIds: string[]
}

/** localeCompare's order, without its per-call lookup of the locale (a plan of 1,000 edits sorts them). */
const compareText = new Intl.Collator().compare

/**
 * Plans by the edits they were made of. A draft's edits are replaced, never changed, on every edit;
 * the cursor moving makes a new draft with the same edits. Commands' `when` plans on every key the
 * grid takes: with 1,000 edits that was a sort of 1,000 rows per key (issue #32).
 */
const plansByEdits = new WeakMap<PriceDraft['edits'], PricePlan>()

/** The plan of a draft: additions and changes become new prices; what they replace and removals are deleted. Not to be changed: it is shared. */
export function planPrices(draft: PriceDraft): PricePlan {
  const known = plansByEdits.get(draft.edits)
  if (known) return known
  const plan: PricePlan = { changes: [], prices: [], deleteIds: [] }
  plansByEdits.set(draft.edits, plan)
  const edits = Object.values(draft.edits).sort((a, b) => compareText(a.row, b.row) || compareText(columnKeyOf(a), columnKeyOf(b)))
  for (const edit of edits) {
    const { row, currency, before } = edit
    const column = edit.column ? { column: edit.column } : {}
    if (edit.after === null) {
      if (!edit.ids.length) continue
      plan.changes.push({ kind: 'remove', row, currency, ...column, before })
      plan.deleteIds.push(...edit.ids)
      continue
    }
    if (edit.after === before) {
      // Same amount over duplicates: keep the newest, drop the rest.
      plan.deleteIds.push(...edit.ids.slice(1))
      continue
    }
    plan.changes.push({ kind: before === undefined ? 'add' : 'change', row, currency, ...column, before, after: edit.after })
    const where = edit.regionId ? { region_id: edit.regionId } : { currency_code: currency }
    plan.prices.push({ variant_id: edit.variantId, ...where, amount: edit.after })
    plan.deleteIds.push(...edit.ids)
  }
  return plan
}
