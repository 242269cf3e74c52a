import { formatMoneyInput } from '@/api/money'
import { storeQueries } from '@/atoms/core/store'
import { csvDownload, toCsv } from '@/commands/core/csv'
import { defineCommand, inGroup } from '@/commands/core/define'

/**
 * The columns Medusa 1.20's product import reads (strategies/batch-jobs/product/types/columns-definition.ts),
 * in the order of the original admin's template (domain/products/batch-job/download-template.ts). Prices
 * follow as "Price EUR" per store currency; options and images close the line.
 */
export const IMPORT_TEMPLATE_FIXED_COLUMNS = [
  'Product Id', 'Product Handle', 'Product Title', 'Product Subtitle', 'Product Description', 'Product Status',
  'Product Thumbnail', 'Product Weight', 'Product Length', 'Product Width', 'Product Height', 'Product HS Code',
  'Product Origin Country', 'Product MID Code', 'Product Material', 'Product Collection Title', 'Product Collection Handle',
  'Product Type', 'Product Tags', 'Product Discountable', 'Product External Id', 'Product Profile Name', 'Product Profile Type',
  'Variant Id', 'Variant Title', 'Variant SKU', 'Variant Barcode', 'Variant Inventory Quantity', 'Variant Allow Backorder',
  'Variant Manage Inventory', 'Variant Weight', 'Variant Length', 'Variant Width', 'Variant Height', 'Variant HS Code',
  'Variant Origin Country', 'Variant MID Code', 'Variant Material',
] as const
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
  const columns = [...IMPORT_TEMPLATE_FIXED_COLUMNS, ...currencies.map((c) => `Price ${c.toUpperCase()}`), ...CLOSING_COLUMNS]
  return toCsv(columns, exampleRows(currencies), ';')
}

export const downloadImportTemplate = defineCommand({
  id: 'products.import-template',
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
