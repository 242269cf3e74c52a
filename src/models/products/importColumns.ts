/**
 * The fixed columns Medusa 1.20's product import reads (strategies/batch-jobs/product/types/
 * columns-definition.ts), in the order of the original admin's template (domain/products/batch-job/
 * download-template.ts); a file may also carry the patterned ones below. The import's check and the
 * template the console offers both read these.
 */
export const PRODUCT_IMPORT_COLUMNS = [
  'Product Id', 'Product Handle', 'Product Title', 'Product Subtitle', 'Product Description', 'Product Status',
  'Product Thumbnail', 'Product Weight', 'Product Length', 'Product Width', 'Product Height', 'Product HS Code',
  'Product Origin Country', 'Product MID Code', 'Product Material', 'Product Collection Title', 'Product Collection Handle',
  'Product Type', 'Product Tags', 'Product Discountable', 'Product External Id', 'Product Profile Name', 'Product Profile Type',
  'Variant Id', 'Variant Title', 'Variant SKU', 'Variant Barcode', 'Variant Inventory Quantity', 'Variant Allow Backorder',
  'Variant Manage Inventory', 'Variant Weight', 'Variant Length', 'Variant Width', 'Variant Height', 'Variant HS Code',
  'Variant Origin Country', 'Variant MID Code', 'Variant Material',
] as const

/** The columns named by a pattern: options, prices (by currency or by region), images, sales channels. */
export const PRODUCT_IMPORT_COLUMN_PATTERNS: readonly RegExp[] = [
  /^Option \d+ Name$/,
  /^Option \d+ Value$/,
  /^Price .+ \[[A-Z]{3}\]$/,
  /^Price [A-Z]{3}$/,
  /^Image \d+ Url$/,
  /^Sales Channel \d+ (Name|Description|Id)$/,
]
