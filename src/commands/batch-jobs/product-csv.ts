import Papa from 'papaparse'

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

const FIXED = [
  'Product Id', 'Product Handle', 'Product Title', 'Product Subtitle', 'Product Description', 'Product Status',
  'Product Thumbnail', 'Product Weight', 'Product Length', 'Product Width', 'Product Height', 'Product HS Code',
  'Product Origin Country', 'Product MID Code', 'Product Material', 'Product Collection Title', 'Product Collection Handle',
  'Product Type', 'Product Tags', 'Product Discountable', 'Product External Id', 'Product Profile Name', 'Product Profile Type',
  'Variant Id', 'Variant Title', 'Variant SKU', 'Variant Barcode', 'Variant Inventory Quantity', 'Variant Allow Backorder',
  'Variant Manage Inventory', 'Variant Weight', 'Variant Length', 'Variant Width', 'Variant Height', 'Variant HS Code',
  'Variant Origin Country', 'Variant MID Code', 'Variant Material',
] as const

const PATTERNS = [/^Option \d+ Name$/, /^Option \d+ Value$/, /^Price .+ \[[A-Z]{3}\]$/, /^Price [A-Z]{3}$/, /^Image \d+ Url$/, /^Sales Channel \d+ (Name|Description|Id)$/]
const KNOWN = new Set<string>(FIXED)
const isKnown = (column: string) => KNOWN.has(column) || PATTERNS.some((p) => p.test(column))

const NUMBER = /^-?\d+(\.\d+)?$/
const INTEGER = /^-?\d+$/
const BOOLEAN = /^(true|false)$/
const STATUSES = ['draft', 'proposed', 'published', 'rejected']
const NUMERIC = ['Product Weight', 'Product Length', 'Product Width', 'Product Height', 'Variant Weight', 'Variant Length', 'Variant Width', 'Variant Height']
const BOOLEANS = ['Product Discountable', 'Variant Allow Backorder', 'Variant Manage Inventory']

export interface CsvRefusal {
  /** The file's line (the header is line 1); 1 for a fault of the header itself. */
  line: number
  column?: string
  reason: string
}

export interface CheckedProductCsv {
  /** The file as Medusa reads it: `;`-separated, the same rows. */
  text: string
  rows: number
  /** Distinct handles: the products the file is about. */
  products: number
  refusals: CsvRefusal[]
}

export const refusalLine = (r: CsvRefusal) => `Line ${r.line}${r.column ? `, ${r.column}` : ''}: ${r.reason}`

function checkCell(column: string, value: string): string | undefined {
  if (!value) return undefined
  if (column.startsWith('Price ') && !NUMBER.test(value)) return `“${value}” is not an amount: write it like 12.50 (major units, a dot)`
  if (NUMERIC.includes(column) && !NUMBER.test(value)) return `“${value}” is not a number`
  if (column === 'Variant Inventory Quantity' && !INTEGER.test(value)) return `“${value}” is not a whole number`
  if (BOOLEANS.includes(column) && !BOOLEAN.test(value)) return `“${value}” must be true or false`
  if (column === 'Product Status' && !STATUSES.includes(value)) return `“${value}” must be one of ${STATUSES.join(', ')}`
  return undefined
}

/** Checks every line of a product CSV (what Medusa would refuse, by line and column) and rewrites it with `;`. */
export function checkProductCsv(raw: string): CheckedProductCsv {
  const parsed = Papa.parse<string[]>(raw.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', delimitersToGuess: [';', ',', '\t'] })
  const [header = [], ...body] = parsed.data
  const columns = header.map((c) => c.trim())
  const refusals: CsvRefusal[] = []
  if (!columns.filter(Boolean).length) return { text: '', rows: 0, products: 0, refusals: [{ line: 1, reason: 'The file has no header line' }] }
  for (const column of columns) {
    if (!isKnown(column)) refusals.push({ line: 1, column: column || '(empty)', reason: 'not a column Medusa imports (names are case-sensitive, e.g. “Product Handle”)' })
  }
  const handleAt = columns.indexOf('Product Handle')
  if (handleAt < 0) refusals.push({ line: 1, column: 'Product Handle', reason: 'this column is required' })
  const variantAt = columns.indexOf('Variant Id')
  const quantityAt = columns.indexOf('Variant Inventory Quantity')
  if (!body.length) refusals.push({ line: 2, reason: 'The file has a header but no product line' })
  for (const error of parsed.errors) {
    if (error.row !== undefined && error.type !== 'Delimiter') refusals.push({ line: error.row + 1, reason: error.message })
  }
  const handles = new Set<string>()
  body.forEach((cells, index) => {
    const line = index + 2
    const values = cells.map((c) => c.trim())
    if (values.length > columns.length) refusals.push({ line, reason: `${values.length} cells for ${columns.length} columns` })
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
  })
  const text = Papa.unparse({ fields: columns, data: body.map((cells) => columns.map((_, at) => (cells[at] ?? '').trim())) }, { delimiter: ';', newline: '\r\n' })
  return { text, rows: body.length, products: handles.size, refusals: refusals.sort((a, b) => a.line - b.line) }
}
