import { PRODUCT_IMPORT_COLUMN_PATTERNS, PRODUCT_IMPORT_COLUMNS } from '@/models/products/importColumns'
import { checkCsv, type CheckedCsv, type CsvRefusal } from './importFlow'

/**
 * The product-import CSV as Medusa 1.20 reads it (strategies/batch-jobs/product: columns-definition.ts
 * and services/csv-parser.ts), checked before anything is uploaded: Medusa's own check runs inside the
 * job and stops at the first bad line with a message that names no column (medusa#4131, #5716).
 *
 * - Only known column names (case matters), `;`-separated: a file saved with `,` or tabs is rewritten
 *   with `;` before upload, so a spreadsheet's default export works.
 * - "Product Handle" is required on every line; a line without "Variant Id" creates a variant, and
 *   Medusa 1.20 then needs "Variant Inventory Quantity" (without it the job fails on a null column).
 * - Prices are in major units ("12.50"): Medusa multiplies them into minor units itself.
 */

const KNOWN = new Set<string>(PRODUCT_IMPORT_COLUMNS)
const isKnown = (column: string) => KNOWN.has(column) || PRODUCT_IMPORT_COLUMN_PATTERNS.some((p) => p.test(column))

const NUMBER = /^-?\d+(\.\d+)?$/
const INTEGER = /^-?\d+$/
const BOOLEAN = /^(true|false)$/
const STATUSES = ['draft', 'proposed', 'published', 'rejected']
const NUMERIC = ['Product Weight', 'Product Length', 'Product Width', 'Product Height', 'Variant Weight', 'Variant Length', 'Variant Width', 'Variant Height']
const BOOLEANS = ['Product Discountable', 'Variant Allow Backorder', 'Variant Manage Inventory']

export interface CheckedProductCsv extends CheckedCsv {
  /** Distinct handles: the products the file is about. */
  products: number
}

function checkCell(column: string, value: string): string | undefined {
  if (!value) return undefined
  if (column.startsWith('Price ') && !NUMBER.test(value)) return `“${value}” is not an amount: write it like 12.50 (major units, a dot)`
  if (NUMERIC.includes(column) && !NUMBER.test(value)) return `“${value}” is not a number`
  if (column === 'Variant Inventory Quantity' && !INTEGER.test(value)) return `“${value}” is not a whole number`
  if (BOOLEANS.includes(column) && !BOOLEAN.test(value)) return `“${value}” must be true or false`
  if (column === 'Product Status' && !STATUSES.includes(value)) return `“${value}” must be one of ${STATUSES.join(', ')}`
  return undefined
}

const UNKNOWN = 'not a column Medusa imports (names are case-sensitive, e.g. “Product Handle”)'

/** Checks every line of a product CSV (what Medusa would refuse, by line and column) and rewrites it with `;`. */
export function checkProductCsv(raw: string): CheckedProductCsv {
  const handles = new Set<string>()
  const checked = checkCsv(raw, (columns) => {
    const handleAt = columns.indexOf('Product Handle')
    const variantAt = columns.indexOf('Variant Id')
    const quantityAt = columns.indexOf('Variant Inventory Quantity')
    const header: CsvRefusal[] = columns.filter((column) => !isKnown(column)).map((column) => ({ line: 1, column: column || '(empty)', reason: UNKNOWN }))
    if (handleAt < 0) header.push({ line: 1, column: 'Product Handle', reason: 'this column is required' })
    const checkLine = (values: readonly string[], line: number) => {
      const refusals: CsvRefusal[] = []
      const handle = handleAt >= 0 ? values[handleAt] ?? '' : ''
      if (handleAt >= 0 && !handle) refusals.push({ line, column: 'Product Handle', reason: 'empty: every line needs its product’s handle' })
      if (handle) handles.add(handle)
      const creates = variantAt < 0 || !values[variantAt]
      if (creates && !(quantityAt >= 0 && values[quantityAt])) {
        refusals.push({ line, column: 'Variant Inventory Quantity', reason: 'empty: a new variant needs its stock (0 if none)' })
      }
      columns.forEach((column, at) => {
        const reason = isKnown(column) ? checkCell(column, values[at] ?? '') : undefined
        if (reason) refusals.push({ line, column, reason })
      })
      return refusals
    }
    return { header, noLines: 'The file has a header but no product line', line: checkLine }
  })
  return { ...checked, products: handles.size }
}
