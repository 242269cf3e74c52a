import { formatMoneyInput } from '@/api/money'
import { storeQueries } from '@/atoms/core/store'
import { csvDownload, toCsv } from '@/commands/core/csv'
import { defineCommand, inGroup } from '@/commands/core/define'
import { PRODUCT_IMPORT_COLUMNS } from '@/models/products/importColumns'

/** After the fixed columns and a "Price EUR" per store currency: one option and one image. */
const CLOSING_COLUMNS = ['Option 1 Name', 'Option 1 Value', 'Image 1 Url'] as const

/** The example's price in a currency: 25 of its major unit (2500 yen, 25.00 euros), written as Medusa reads it (major units). */
const examplePrice = (currency: string) => formatMoneyInput(2500, currency)

/**
 * The template's lines: one product with two sizes (a line per variant, the product's columns repeated,
 * as Medusa groups lines by "Product Handle"). No "Product Id"/"Variant Id": each line creates.
 */
function exampleRows(currencies: readonly string[]) {
  const prices = Object.fromEntries(currencies.map((c) => [`Price ${c.toUpperCase()}`, examplePrice(c)]))
  const product = {
    'Product Handle': 'linen-shirt',
    'Product Title': 'Linen Shirt',
    'Product Description': 'A light shirt for warm days.',
    'Product Status': 'draft',
    'Product Weight': 300,
    'Product Discountable': 'true',
    'Variant Inventory Quantity': 10,
    'Variant Allow Backorder': 'false',
    'Variant Manage Inventory': 'true',
    'Option 1 Name': 'Size',
    ...prices,
  }
  return ['S', 'M'].map((size) => ({ ...product, 'Variant Title': size, 'Variant SKU': `LINEN-SHIRT-${size}`, 'Option 1 Value': size }))
}

/** The template's header and lines for a store selling in `currencies` (`;`-separated, as Medusa's import reads). */
export function productImportTemplate(currencies: readonly string[]): string {
  const columns = [...PRODUCT_IMPORT_COLUMNS, ...currencies.map((c) => `Price ${c.toUpperCase()}`), ...CLOSING_COLUMNS]
  return toCsv(columns, exampleRows(currencies), ';')
}

export const downloadImportTemplate = defineCommand({
  id: 'products.import-template',
  reads: true,
  title: 'Download product import template (CSV)',
  keywords: ['import', 'csv', 'template', 'example', 'columns', 'spreadsheet', 'bulk create'],
  run: async (_args, { fetch }) => {
    const { store } = await fetch(storeQueries.detail())
    const currencies = (store.currencies ?? []).map((c) => c.code)
    // A store without currencies still gets a usable file: its prices are added as "Price XXX" columns.
    return csvDownload('product-import-template.csv', productImportTemplate(currencies.length ? currencies : [store.default_currency_code]))
  },
})

export const productImportTemplateCommands = inGroup('Products', [downloadImportTemplate])
