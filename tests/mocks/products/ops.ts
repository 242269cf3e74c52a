import type {
  AdminPostProductsProductVariantsVariantReq,
  Image,
  MoneyAmount,
  Product,
  ProductCollection,
  ProductOption,
  ProductTag,
  ProductType,
  SalesChannel,
  ShippingProfile,
} from '@medusajs/client-types'
import {
  newOptionValue,
  newPrice,
  newTag,
  newType,
  newVariant,
  type MockDb,
  type MockProduct,
  type MockVariant,
  type VariantInput,
} from '../db'
import { duplicate, invalidData, notFound, opt, req, requestErrors, unknownError, type Schema } from '../http'
import { categoriesOfProduct } from '../product-categories/categories'

/**
 * What Medusa's product and variant services do (packages/medusa/src/services/product.ts,
 * product-variant.ts, repositories/product-tag.ts, money-amount.ts), over the mock db. The route
 * handlers in products.ts and product-variants.ts are thin layers over these.
 */

/** setAdminProductPricing without a region or currency: every computed price field is there, null. */
export const UNPRICED = {
  original_price: null, calculated_price: null, original_price_incl_tax: null, calculated_price_incl_tax: null,
  original_tax: null, calculated_tax: null, tax_rates: null,
} as const
export type PricedMockVariant = MockVariant & typeof UNPRICED

/** The shipping profile every product of this store belongs to (Medusa creates it on first start). */
const DEFAULT_PROFILE: ShippingProfile = {
  id: 'sp_1', name: 'Default Shipping Profile', type: 'default', created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z', deleted_at: null, metadata: null,
}

/** A product as the admin routes answer it: every default relation, option values gathered. */
export type ProductView = Omit<Product, 'variants' | 'options'> & {
  variants: PricedMockVariant[]
  options: Array<ProductOption & { values: NonNullable<ProductOption['values']> }>
  images: Image[]
  tags: ProductTag[]
  type: ProductType | null
  collection: ProductCollection | null
  sales_channels: SalesChannel[]
}

const defined = <T>(value: T | undefined): value is T => value !== undefined

/** The product row alone, as a variant's `product` relation shows it. */
export function bareProduct(product: MockProduct): Product {
  const { variants: _v, options: _o, images: _i, tag_ids: _t, sales_channel_ids: _s, ...row } = product
  return row
}

export function productView(db: MockDb, product: MockProduct): ProductView {
  const variants = [...product.variants].sort((a, b) => (a.variant_rank ?? 0) - (b.variant_rank ?? 0))
  return {
    ...bareProduct(product),
    profile: DEFAULT_PROFILE,
    profiles: [DEFAULT_PROFILE],
    variants: variants.map((variant) => ({ ...variant, ...UNPRICED })),
    options: product.options.map((option) => ({
      ...option,
      values: variants.flatMap((variant) => variant.options.filter((value) => value.option_id === option.id)),
    })),
    images: product.images,
    tags: product.tag_ids.map((id) => db.tags.find((tag) => tag.id === id)).filter(defined),
    type: db.types.find((type) => type.id === product.type_id) ?? null,
    collection: db.collections.find((collection) => collection.id === product.collection_id) ?? null,
    sales_channels: product.sales_channel_ids.map((id) => db.salesChannels.find((sc) => sc.id === id)).filter(defined),
    categories: categoriesOfProduct(db, product.id),
  }
}

/** A Medusa transaction: when `run` throws, every product, tag and type change is rolled back. */
export async function inTransaction<T>(db: MockDb, run: () => T | Promise<T>): Promise<T> {
  const saved = structuredClone({ products: db.products, tags: db.tags, types: db.types })
  try {
    return await run()
  } catch (failure) {
    Object.assign(db, saved)
    throw failure
  }
}

export function findProduct(db: MockDb, id: string): MockProduct {
  return db.products.find((product) => product.id === id) ?? notFound(`Product with id: ${id} was not found`)
}

/** validateSalesChannelsExist: runs before the body is validated. */
export function checkSalesChannels(db: MockDb, body: Record<string, unknown>): void {
  const channels = body.sales_channels
  if (!Array.isArray(channels) || !channels.length) return
  const ids = channels.map((channel: { id?: unknown }) => String(channel?.id))
  const missing = ids.filter((id) => !db.salesChannels.some((sc) => sc.id === id))
  if (missing.length) requestErrors([`Sales Channels ${missing.join(', ')} do not exist`])
}

/** productTagRepository.upsertTags: existing tags are matched by value (not id), the rest created. */
export function upsertTags(db: MockDb, tags: Array<{ value: string }>): string[] {
  return tags.map(({ value }) => (db.tags.find((tag) => tag.value === value) ?? newTag(db, value)).id)
}

export function upsertType(db: MockDb, type: { value: string } | null): string | null {
  if (!type) return null
  return (db.types.find((existing) => existing.value === type.value) ?? newType(db, type.value)).id
}

/** The unique index on product.handle, reported as Medusa formats Postgres' 23505. */
export function assertHandleFree(db: MockDb, handle: string, productId?: string): void {
  if (db.products.some((product) => product.handle === handle && product.id !== productId)) {
    duplicate(`Product with handle ${handle} already exists.`)
  }
}

/** The product.collection_id foreign key, reported as Medusa formats Postgres' 23503. */
export function assertCollection(db: MockDb, collectionId: string | null | undefined): void {
  if (collectionId && !db.collections.some((collection) => collection.id === collectionId)) {
    notFound(`Product_collection with collection_id ${collectionId} does not exist.`)
  }
}

function assertSkuFree(db: MockDb, sku: string | null | undefined, variantId?: string): void {
  if (!sku) return
  const taken = db.products.some((product) => product.variants.some((v) => v.sku === sku && v.id !== variantId))
  if (taken) duplicate(`Product_variant with sku ${sku} already exists.`)
}

/** setMetadata: merges keys; an empty string deletes one. */
export function mergeMetadata(existing: Record<string, unknown> | null, patch: Record<string, unknown>): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(existing ?? {}) }
  for (const [key, value] of Object.entries(patch)) {
    if (value === '') delete next[key]
    else next[key] = value
  }
  return next
}

export interface PriceInput {
  id?: string
  region_id?: string
  currency_code?: string
  amount: number
  min_quantity?: number
  max_quantity?: number
}

export const priceCreateSchema: Schema = {
  region_id: req('xor', { other: 'currency_code' }),
  currency_code: req('xor', { other: 'region_id' }),
  amount: req('int'),
  min_quantity: opt('int'),
  max_quantity: opt('int'),
}
export const priceUpdateSchema: Schema = {
  id: opt('string'),
  region_id: req('xor', { other: 'currency_code', unlessId: true }),
  currency_code: req('xor', { other: 'region_id', unlessId: true }),
  amount: req('int'),
  min_quantity: opt('int'),
  max_quantity: opt('int'),
}

/** The fields every variant body shares (create and update; `title` and `prices` differ). */
export const variantFieldsSchema: Schema = {
  sku: opt('string'),
  ean: opt('string'),
  upc: opt('string'),
  barcode: opt('string'),
  hs_code: opt('string'),
  inventory_quantity: opt('number'),
  allow_backorder: opt('boolean'),
  manage_inventory: opt('boolean'),
  weight: opt('number'),
  length: opt('number'),
  height: opt('number'),
  width: opt('number'),
  origin_country: opt('string'),
  mid_code: opt('string'),
  material: opt('string'),
  metadata: opt('object'),
}

/**
 * updateVariantPrices, step by step as Medusa 1.20 runs it (money-amount.ts deleteVariantPricesNotIn,
 * then upsertCurrencyPrices): a price is deleted when it differs from ANY sent price's currency (so
 * sending two currencies recreates both rows under new ids, while one currency keeps its row), then
 * each sent price updates the row left for its currency or is inserted (under its `id` when sent).
 * An empty list changes nothing.
 */
export function replacePrices(db: MockDb, variant: MockVariant, prices: PriceInput[]): void {
  const doomed = (ma: MoneyAmount) =>
    !ma.price_list_id &&
    prices.some(
      (p) =>
        (!!p.currency_code && (ma.currency_code !== p.currency_code || (ma.region_id !== null && ma.region_id !== (p.region_id ?? null)))) ||
        (!!p.region_id && ma.region_id !== null && ma.region_id !== p.region_id),
    )
  variant.prices = variant.prices.filter((ma) => !doomed(ma))
  for (const input of prices) {
    // Without a currency (and no region) the server calls toLowerCase() on undefined: 500.
    // The validator's XOR is skipped for a price with an id (contract: admin-catalog).
    if (!input.id && !input.region_id && !input.currency_code) {
      invalidData('Failed XOR relation between "region_id" and "currency_code"., Failed XOR relation between "currency_code" and "region_id".')
    }
    if (input.region_id) {
      upsertRegionPrice(db, variant, input.region_id, input.amount)
      continue
    }
    if (!input.currency_code) unknownError()
    const code = input.currency_code
    const existing = variant.prices.find((ma) => ma.currency_code === code && !ma.region_id && !ma.price_list_id)
    if (existing) {
      Object.assign(existing, { amount: input.amount, updated_at: db.now() })
      if (input.min_quantity !== undefined) existing.min_quantity = input.min_quantity
      if (input.max_quantity !== undefined) existing.max_quantity = input.max_quantity
      continue
    }
    if (!/^[a-z]{3}$/i.test(code)) notFound(`Currency with currency_code ${code.toLowerCase()} does not exist.`)
    const created = newPrice(db, variant.id, code, input.amount)
    variant.prices.push({ ...created, id: input.id ?? created.id, min_quantity: input.min_quantity ?? null, max_quantity: input.max_quantity ?? null })
  }
}

/**
 * upsertRegionPrices: the region's row of the variant updated, else one inserted in the region's
 * currency. The regions are the orders seed's, when a test has seeded them; an unknown region makes
 * Medusa read `currency_code` of undefined (500).
 */
function upsertRegionPrice(db: MockDb, variant: MockVariant, regionId: string, amount: number): void {
  const region = ((db as MockDb & { regions?: Array<{ id: string; currency_code: string }> }).regions ?? []).find((r) => r.id === regionId)
  if (!region) unknownError()
  const existing = variant.prices.find((ma) => ma.region_id === regionId && !ma.price_list_id)
  if (existing) Object.assign(existing, { amount, updated_at: db.now() })
  else variant.prices.push(newPrice(db, variant.id, region.currency_code, amount, region.id))
}

/** The variant columns a create body may set besides VariantInput's (Medusa saves each one given). */
type VariantColumns = Partial<Pick<MockVariant, 'ean' | 'upc' | 'barcode' | 'hs_code' | 'weight' | 'length' | 'height' | 'width' | 'origin_country' | 'mid_code' | 'material'>>

export interface VariantCreate extends VariantInput, VariantColumns {
  prices?: PriceInput[]
  options: Array<{ option_id?: string; value: string }>
}

/**
 * Errors inside Medusa 1.20's createVariantsTransaction (create-product, create-variant, update-product
 * with new variants) all come out as 400 invalid_data, followed by the error its failed revert throws.
 */
export function variantTransactionError(message: string): never {
  return invalidData(`${message}\nCannot read properties of undefined (reading 'length')`)
}

/** productVariantService.create: checks every variant against the product, then creates them all. */
export function createVariants(db: MockDb, product: MockProduct, inputs: VariantCreate[]): MockVariant[] {
  const fail = variantTransactionError
  const skuTaken = (sku: string | null | undefined, others: Array<string | null | undefined>) =>
    !!sku && (others.includes(sku) || db.products.some((p) => p.variants.some((v) => v.sku === sku)))
  inputs.forEach((input, index) => {
    if (product.options.length !== input.options.length) {
      fail(`Product options length does not match variant options length. Product has ${product.options.length} and variant has ${input.options.length}.`)
    }
    for (const option of product.options) {
      if (!input.options.some((value) => value.option_id === option.id)) fail(`Variant options do not contain value for ${option.title}`)
    }
    const twin = product.variants.find((variant) =>
      variant.options.every((value) => input.options.find((o) => o.option_id === value.option_id)?.value === value.value),
    )
    if (twin) fail(`Variant with title ${twin.title} with provided options already exists`)
    // The insert hits the unique index on sku; inside the transaction Postgres' own words come through.
    if (skuTaken(input.sku, inputs.slice(0, index).map((i) => i.sku))) {
      fail('duplicate key value violates unique constraint "IDX_2ca8cfbdafb998ecfd6d340389"')
    }
  })

  return inputs.map((input) => {
    const variant = newVariant(db, product, input)
    const { ean, upc, barcode, hs_code, weight, length, height, width, origin_country, mid_code, material } = input
    const columns: VariantColumns = { ean, upc, barcode, hs_code, weight, length, height, width, origin_country, mid_code, material }
    for (const [key, value] of Object.entries(columns)) if (value !== undefined) (variant as unknown as Record<string, unknown>)[key] = value
    variant.options = product.options.map((option) =>
      newOptionValue(db, variant.id, option.id, input.options.find((o) => o.option_id === option.id)?.value ?? ''),
    )
    if (input.prices?.length) replacePrices(db, variant, input.prices)
    product.variants.push(variant)
    return variant
  })
}

/** The update-variant body, plus the rank update-product.ts sets from the variant's place in its list. */
export type VariantUpdate = AdminPostProductsProductVariantsVariantReq & { variant_rank?: number }

/** productVariantService.update: prices replaced, option values renamed, metadata merged, fields set. */
export function updateVariant(db: MockDb, variant: MockVariant, body: VariantUpdate): void {
  const { prices, options, metadata, ...fields } = body
  if (fields.sku !== undefined) assertSkuFree(db, fields.sku, variant.id)
  if (prices) replacePrices(db, variant, prices)
  for (const option of options ?? []) {
    const value = variant.options.find((v) => v.option_id === option.option_id) ?? notFound('Product option value not found')
    value.value = option.value
    value.updated_at = db.now()
  }
  const target = variant as unknown as Record<string, unknown>
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) target[key] = value
  if (metadata && typeof metadata === 'object') variant.metadata = mergeMetadata(variant.metadata, metadata)
  variant.updated_at = db.now()
}
