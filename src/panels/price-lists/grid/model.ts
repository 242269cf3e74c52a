import type { Product } from '@medusajs/client-types'
import Papa from 'papaparse'
import { parseMoney } from '@/api/money'
import type { CellEdit, GridColumn, StoredCell } from '@/atoms/price-lists/grid'

/** One row of the grid: a variant of a product in the list. */
export interface GridRowData {
  variantId: string
  productId: string
  product: string
  variant: string
  sku: string | null
  /** 'Shirt · M (SHIRT-M)': how previews and messages name the row. */
  label: string
  /** 'SHIRT-M', else 'Shirt · M': how a cell's input is named ('Price of SHIRT-M in EUR'). */
  short: string
}

/** Rows of the products by title, variants in their order (a product both listed and added counts once). */
export function gridRows(productLists: ReadonlyArray<readonly Product[]>): GridRowData[] {
  const seen = new Set<string>()
  const rows: GridRowData[] = []
  const byTitle = [...productLists.flat()].sort((a, b) => a.title.localeCompare(b.title))
  for (const product of byTitle) {
    for (const variant of product.variants ?? []) {
      if (seen.has(variant.id)) continue
      seen.add(variant.id)
      const name = `${product.title} · ${variant.title}`
      rows.push({
        variantId: variant.id,
        productId: product.id,
        product: product.title,
        variant: variant.title,
        sku: variant.sku ?? null,
        label: variant.sku ? `${name} (${variant.sku})` : name,
        short: variant.sku || name,
      })
    }
  }
  return rows
}

/** The edit of a cell of `row` in `column` to `after` (null: removed), from what the server has. */
export const cellEdit = (row: GridRowData, column: GridColumn, stored: StoredCell | undefined, after: number | null): CellEdit => ({
  variantId: row.variantId,
  currency: column.currency,
  ...(column.regionId ? { regionId: column.regionId, column: column.label } : {}),
  row: row.label,
  before: stored?.amount,
  ids: stored?.ids ?? [],
  after,
})

/**
 * A block copied from a spreadsheet: tab-separated cells, one line per row (quoted cells may hold
 * tabs or newlines). A trailing empty line, as spreadsheets add, is dropped.
 */
export function parseBlock(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/\r?\n$/, ''), { delimiter: '\t', skipEmptyLines: false })
  return parsed.data.filter((row, i, all) => !(i === all.length - 1 && row.length === 1 && row[0] === ''))
}

/** A cell the block writes: its position and the amount read (or why it could not be read). */
export type BlockCell = { row: number; col: number; amount: number } | { row: number; col: number; error: string }

/**
 * Where a block lands from the focused cell: cells past the last row or column are dropped, empty
 * block cells leave theirs as they are, amounts are read in each column's currency.
 */
export function placeBlock(block: readonly string[][], from: { row: number; col: number }, size: { rows: number; currencies: readonly string[] }): { cells: BlockCell[]; clipped: number } {
  const cells: BlockCell[] = []
  let clipped = 0
  block.forEach((line, dr) => {
    line.forEach((raw, dc) => {
      const row = from.row + dr
      const col = from.col + dc
      const currency = size.currencies[col]
      if (!raw.trim()) return
      if (row >= size.rows || !currency) {
        clipped += 1
        return
      }
      cells.push(readAmount(raw, currency, row, col))
    })
  })
  return { cells, clipped }
}

/** A typed or pasted amount in major units, as minor units of the currency; negative or unreadable is an error. */
export function readAmount(raw: string, currency: string, row: number, col: number): BlockCell {
  const amount = parseMoney(raw, currency)
  if (amount === undefined) return { row, col, error: `“${raw.trim()}” is not an amount` }
  if (amount < 0) return { row, col, error: 'A price cannot be negative' }
  return { row, col, amount }
}
