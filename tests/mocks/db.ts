import type {
  Currency,
  FeatureFlagsResponse,
  Image,
  MoneyAmount,
  Product,
  ProductCollection,
  ProductOption,
  ProductOptionValue,
  ProductTag,
  ProductType,
  ProductVariant,
  SalesChannel,
  Store,
  User,
} from '@medusajs/client-types'

/**
 * The in-memory Medusa v1 store behind the msw handlers (handlers.ts). Shared entities (tags, types,
 * collections, sales channels) live once and products point at them by id, so a product answer is
 * always built from current data; a product owns its options, variants (with prices and option
 * values) and images. Ids are deterministic (prod_1, variant_1, ...), and so are dates: the seed is
 * dated in 2024-01, and every later write reads a clock that ticks one second per call.
 */

export type MockVariant = ProductVariant & { prices: MoneyAmount[]; options: ProductOptionValue[] }
/** An option's `values` are not stored: they are its variants' option values, gathered on output. */
export type MockOption = Omit<ProductOption, 'values'>
export type MockProduct = Omit<
  Product,
  'variants' | 'options' | 'images' | 'tags' | 'sales_channels' | 'collection' | 'type'
> & {
  variants: MockVariant[]
  options: MockOption[]
  images: Image[]
  tag_ids: string[]
  sales_channel_ids: string[]
}
export type MockUser = User & { password: string }
export interface MockFile {
  key: string
  url: string
  name: string
  type: string
  size: number
}

export interface MockDb {
  /** The signed-in user (the connect.sid cookie); null answers every admin route with 401. */
  session: User | null
  users: MockUser[]
  store: Store
  currencies: Currency[]
  featureFlags: FeatureFlagsResponse
  collections: ProductCollection[]
  salesChannels: SalesChannel[]
  tags: ProductTag[]
  types: ProductType[]
  products: MockProduct[]
  /** What the file service holds (POST /admin/uploads), in upload order. */
  files: MockFile[]
  /** The next id for a prefix: nextId('prod') -> 'prod_13' after the seed's twelve. */
  nextId(prefix: string): string
  /** The next timestamp (ISO string), strictly later than any before it. */
  now(): string
}

type Timestamps = { created_at: string; updated_at: string; deleted_at: null; metadata: null }
const stamps = (at: string): Timestamps => ({ created_at: at, updated_at: at, deleted_at: null, metadata: null })

/** lodash's kebabCase, which Medusa uses for a missing handle: words split on case, digits and symbols. */
export function kebabCase(text: string): string {
  return (text.match(/[A-Z]{2,}(?=[A-Z][a-z]+|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [])
    .map((word) => word.toLowerCase())
    .join('-')
}

/** The customs and shipping columns products and variants share, empty until someone sets them. */
const physical = {
  weight: null, length: null, height: null, width: null, hs_code: null, origin_country: null, mid_code: null, material: null,
} as const

export function newTag(db: MockDb, value: string): ProductTag {
  const tag: ProductTag = { id: db.nextId('tag'), value, ...stamps(db.now()) }
  db.tags.push(tag)
  return tag
}

export function newType(db: MockDb, value: string): ProductType {
  const type: ProductType = { id: db.nextId('ptyp'), value, ...stamps(db.now()) }
  db.types.push(type)
  return type
}

export function newOption(db: MockDb, productId: string, title: string): MockOption {
  return { id: db.nextId('opt'), title, product_id: productId, ...stamps(db.now()) }
}

export function newOptionValue(db: MockDb, variantId: string, optionId: string, value: string): ProductOptionValue {
  return { id: db.nextId('optval'), value, option_id: optionId, variant_id: variantId, ...stamps(db.now()) }
}

export function newPrice(db: MockDb, variantId: string, currencyCode: string, amount: number, regionId: string | null = null): MoneyAmount {
  const at = db.now()
  return {
    id: db.nextId('price'),
    currency_code: currencyCode.toLowerCase(),
    amount,
    min_quantity: null,
    max_quantity: null,
    price_list_id: null,
    price_list: null,
    variant_id: variantId,
    region_id: regionId,
    created_at: at,
    updated_at: at,
    deleted_at: null,
  }
}

export interface VariantInput {
  title: string
  sku?: string | null
  inventory_quantity?: number
  allow_backorder?: boolean
  manage_inventory?: boolean
  metadata?: Record<string, unknown> | null
}

export function newVariant(db: MockDb, product: MockProduct, input: VariantInput): MockVariant {
  return {
    id: db.nextId('variant'),
    title: input.title,
    product_id: product.id,
    sku: input.sku ?? null,
    barcode: null,
    ean: null,
    upc: null,
    variant_rank: product.variants.length,
    inventory_quantity: input.inventory_quantity ?? 0,
    allow_backorder: input.allow_backorder ?? false,
    manage_inventory: input.manage_inventory ?? true,
    ...physical,
    prices: [],
    options: [],
    ...stamps(db.now()),
    metadata: input.metadata ?? null,
  }
}

export interface ProductInput {
  title: string
  handle: string
  status: Product['status']
  description?: string | null
  subtitle?: string | null
  is_giftcard?: boolean
  discountable?: boolean
  collection_id?: string | null
  type_id?: string | null
  thumbnail?: string | null
}

export function newProduct(db: MockDb, input: ProductInput): MockProduct {
  return {
    id: db.nextId('prod'),
    title: input.title,
    subtitle: input.subtitle ?? null,
    description: input.description ?? null,
    handle: input.handle,
    is_giftcard: input.is_giftcard ?? false,
    status: input.status,
    thumbnail: input.thumbnail ?? null,
    profile_id: 'sp_1',
    ...physical,
    collection_id: input.collection_id ?? null,
    type_id: input.type_id ?? null,
    discountable: input.discountable ?? true,
    external_id: null,
    ...stamps(db.now()),
    variants: [],
    options: [],
    images: [],
    tag_ids: [],
    sales_channel_ids: [],
  }
}

const currency = (code: string, symbol: string, name: string): Currency => ({
  code,
  symbol,
  symbol_native: symbol,
  name,
})

interface SeedProduct {
  title: string
  sku: string
  status: Product['status']
  collection: number | null
  type: number | null
  tags: number[]
  channels: number[]
  options: string[]
  /** Option values in option order; each variant gets eur and usd prices. */
  variants: string[][]
  eur: number
  usd: number
}

// Tag usage: cotton 4 (1, 2, 3, 8), summer 3 (1, 4, 9), sale 3 (4, 8, 10), new 2 (5, 7).
const SEED: SeedProduct[] = [
  { title: 'Medusa T-Shirt', sku: 'TSHIRT', status: 'published', collection: 1, type: 1, tags: [1, 2], channels: [1, 2], options: ['Size', 'Color'], variants: [['S', 'Black'], ['M', 'Black'], ['S', 'White'], ['M', 'White']], eur: 1950, usd: 2200 },
  { title: 'Medusa Sweatshirt', sku: 'SWEATSHIRT', status: 'published', collection: 2, type: 1, tags: [1], channels: [1], options: ['Size'], variants: [['S'], ['M'], ['L']], eur: 2950, usd: 3350 },
  { title: 'Medusa Sweatpants', sku: 'SWEATPANTS', status: 'published', collection: 2, type: null, tags: [1], channels: [1], options: ['Size'], variants: [['S'], ['M']], eur: 2950, usd: 3350 },
  { title: 'Medusa Shorts', sku: 'SHORTS', status: 'published', collection: 1, type: null, tags: [2, 3], channels: [1], options: ['Size'], variants: [['S'], ['M']], eur: 2500, usd: 2800 },
  { title: 'Medusa Hoodie', sku: 'HOODIE', status: 'draft', collection: 2, type: 1, tags: [4], channels: [1], options: ['Size', 'Color'], variants: [['S', 'Grey'], ['L', 'Grey']], eur: 3950, usd: 4500 },
  { title: 'Medusa Longsleeve', sku: 'LONGSLEEVE', status: 'draft', collection: null, type: 1, tags: [], channels: [1], options: ['Size'], variants: [['S']], eur: 2450, usd: 2750 },
  { title: 'Medusa Coffee Mug', sku: 'MUG', status: 'published', collection: 3, type: 2, tags: [4], channels: [1, 2], options: ['Title'], variants: [['One Size']], eur: 1200, usd: 1400 },
  { title: 'Medusa Tote Bag', sku: 'TOTE', status: 'published', collection: 3, type: 2, tags: [1, 3], channels: [1], options: ['Title'], variants: [['Default']], eur: 1500, usd: 1700 },
  { title: 'Medusa Cap', sku: 'CAP', status: 'draft', collection: 1, type: 2, tags: [2], channels: [1], options: ['Color'], variants: [['Black'], ['White']], eur: 1800, usd: 2000 },
  { title: 'Medusa Socks', sku: 'SOCKS', status: 'proposed', collection: 3, type: 2, tags: [3], channels: [1], options: ['Size'], variants: [['S-M'], ['L-XL']], eur: 900, usd: 1000 },
  { title: 'Medusa Water Bottle', sku: 'BOTTLE', status: 'published', collection: null, type: 2, tags: [], channels: [2], options: ['Title'], variants: [['Default']], eur: 2200, usd: 2500 },
  { title: 'Medusa Sticker Pack', sku: 'STICKERS', status: 'rejected', collection: null, type: null, tags: [], channels: [1], options: ['Title'], variants: [], eur: 500, usd: 600 },
]

/** A fresh, seeded store: 3 collections, 2 sales channels, 4 tags, 2 types, 12 products, signed in. */
export function createMockDb(): MockDb {
  const counters = new Map<string, number>()
  // The seed is dated from 2024-01-01 one minute apart; writes after it from 2024-06-01, one second apart.
  let clock = Date.parse('2024-01-01T00:00:00.000Z')
  let step = 60_000
  const db: MockDb = {
    session: null,
    users: [],
    store: {
      id: 'store_1',
      name: 'Medusa Store',
      default_currency_code: 'eur',
      swap_link_template: null,
      payment_link_template: null,
      invite_link_template: null,
      default_location_id: null,
      default_sales_channel_id: 'sc_1',
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
      metadata: null,
    },
    currencies: [currency('eur', '€', 'Euro'), currency('usd', '$', 'US Dollar'), currency('gbp', '£', 'British Pound')],
    // As GET /admin/store answered on Medusa 1.20.10 with this project's backend (MEDUSA_V1_NOTES.md).
    featureFlags: Object.entries({
      analytics: true, order_editing: true, publishable_api_keys: true, sales_channels: true,
      product_categories: true, tax_inclusive_pricing: false, medusa_v2: false, workflows: false,
    }).map(([key, value]) => ({ key, value })),
    collections: [],
    salesChannels: [],
    tags: [],
    types: [],
    products: [],
    files: [],
    nextId(prefix) {
      const next = (counters.get(prefix) ?? 0) + 1
      counters.set(prefix, next)
      return `${prefix}_${next}`
    },
    now() {
      clock += step
      return new Date(clock).toISOString()
    },
  }

  const admin: MockUser = {
    id: db.nextId('usr'),
    role: 'admin',
    email: 'admin@medusa-test.com',
    password: 'supersecret',
    first_name: 'Ada',
    last_name: 'Lovelace',
    api_token: null,
    ...stamps(db.now()),
  }
  db.users.push(admin)
  db.session = publicUser(admin)

  for (const [title, handle] of [['Summer Collection', 'summer-collection'], ['Winter Collection', 'winter-collection'], ['Essentials', 'essentials']] as const) {
    db.collections.push({ id: db.nextId('pcol'), title, handle, ...stamps(db.now()) })
  }
  for (const [name, description] of [['Default Sales Channel', 'Created by Medusa'], ['Wholesale', 'B2B orders']] as const) {
    db.salesChannels.push({ id: db.nextId('sc'), name, description, is_disabled: false, ...stamps(db.now()) })
  }
  for (const value of ['cotton', 'summer', 'sale', 'new']) newTag(db, value)
  for (const value of ['Shirts', 'Accessories']) newType(db, value)

  for (const seed of SEED) {
    const product = newProduct(db, {
      title: seed.title,
      handle: kebabCase(seed.title),
      status: seed.status,
      description: `The ${seed.title.replace('Medusa ', '').toLowerCase()} every Medusa fan needs.`,
      collection_id: seed.collection ? `pcol_${seed.collection}` : null,
      type_id: seed.type ? `ptyp_${seed.type}` : null,
    })
    product.tag_ids = seed.tags.map((n) => `tag_${n}`)
    product.sales_channel_ids = seed.channels.map((n) => `sc_${n}`)
    product.options = seed.options.map((title) => newOption(db, product.id, title))
    seed.variants.forEach((values, index) => {
      const variant = newVariant(db, product, {
        title: values.join(' / '),
        sku: [seed.sku, ...values].join('-').toUpperCase().replace(/\s+/g, '-'),
        inventory_quantity: 10 * (index + 1),
      })
      variant.options = product.options.map((option, i) => newOptionValue(db, variant.id, option.id, values[i] ?? ''))
      variant.prices = [newPrice(db, variant.id, 'eur', seed.eur), newPrice(db, variant.id, 'usd', seed.usd)]
      product.variants.push(variant)
    })
    db.products.push(product)
  }

  clock = Date.parse('2024-06-01T00:00:00.000Z')
  step = 1000
  return db
}

/** A user as the server shows it: everything but the password. */
export function publicUser(user: MockUser): User {
  const { password: _password, ...rest } = user
  return rest
}
