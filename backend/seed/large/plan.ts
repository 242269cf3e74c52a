// What the large store copies from the demo store, family by family. A family's tables are copied
// together `copies` times; copy k of every row in it gets ids from largeId(id, space, k), so the
// family's own references stay inside copy k. References to another family's table follow `links`
// (copy k, or k modulo that family's copies); every other reference keeps pointing at the demo
// store's row (regions, channels, shipping options, the demo products ordered, demo discounts used).
// Sizes from issue #32: 100,000 orders and customers, 10,000 products / 50,000 variants, 50 price
// lists / 100,000 prices, 200 discounts, 20,000 dynamic codes, 2,000 gift cards, 50,000 notes and
// notifications. The copy counts below come from the demo store's sizes (151 orders, 49 customers,
// 60 products, 11 gift cards, 8 discounts, 5 price lists); the verify report checks the results.

export type CopyLink = 'same' | { mod: number }

export interface TableCopy {
  table: string
  /** SQL condition on the original rows (alias t); all rows when absent. */
  where?: string
}

export interface Family {
  name: string
  space: number
  copies: number
  /** Moves copy k's timestamps k * SHIFT_HOURS back, so copies spread over months. */
  shift: boolean
  tables: TableCopy[]
  links?: Record<string, CopyLink>
  /** Column expressions by `table.column` (alias t, copy number k), replacing the default rule. */
  columns?: Record<string, string>
}

/**
 * LARGE_SLICE=1: a slice of the large store, a few copies of each family, built by the test suite
 * (npm test) to keep the generator tested; every size below and what verify.ts expects follow it.
 */
export const SLICE = process.env.LARGE_SLICE === '1'
const sized = (large: number, slice: number) => (SLICE ? slice : large)

export const SHIFT_HOURS = 3
export const ORDER_COPIES = sized(663, 3)
export const CUSTOMER_COPIES = sized(2041, 3)
// At most ORDER_COPIES: a gift card bought in an order is copied with that order's copy k.
export const GIFT_CARD_COPIES = sized(182, 2)
export const PRICE_LIST_COPIES = sized(9, 2)
export const DISCOUNT_COPIES = sized(24, 2)
export const DYNAMIC_CODES = sized(20_000, 50)
export const PRICE_LIST_PRICES = sized(100_000, 500)
export const NOTES_AND_NOTIFICATIONS = sized(50_000, 500)

/**
 * The least Medusa must count of each after the build (verify.ts), from the demo store's sizes (151
 * orders, 49 customers, 60 products with 169 variants, 5 price lists, 11 gift cards, 8 discounts,
 * 24 notes) and the copies above.
 */
export const EXPECTED = SLICE
  ? { orders: 600, customers: 190, products: 120, variants: 360, priceLists: 15, prices: 500, discounts: 70, notDynamic: 15, dynamic: 50, giftCards: 30, notes: 90, notifications: 400, notesAndNotifications: 500 }
  : { orders: 100_000, customers: 100_000, products: 10_000, variants: 50_000, priceLists: 50, prices: 100_000, discounts: 20_200, notDynamic: 150, dynamic: 20_000, giftCards: 2_000, notes: 15_000, notifications: 30_000, notesAndNotifications: 50_000 }

/** Spaces of largeId: one per family kind, so copies made by two families never share an id. */
export const SPACE = { customers: 1, orders: 2, products: 3, priceLists: 4, discounts: 5, giftCards: 6, dynamicCodes: 7, notifications: 8, prices: 9 } as const

/** Which table a reference column points at, by column name; `table.column` entries win. */
export const REFS: Record<string, string> = {
  order_id: 'order', cart_id: 'cart', swap_id: 'swap', claim_order_id: 'claim_order', return_id: 'return',
  fulfillment_id: 'fulfillment', payment_id: 'payment', item_id: 'line_item', line_item_id: 'line_item',
  original_item_id: 'line_item', original_line_item_id: 'line_item', order_edit_id: 'order_edit',
  shipping_address_id: 'address', billing_address_id: 'address', shipping_method_id: 'shipping_method',
  claim_item_id: 'claim_item', payment_collection_id: 'payment_collection', payment_session_id: 'payment_session',
  draft_order_id: 'draft_order', customer_id: 'customer', gift_card_id: 'gift_card', product_id: 'product',
  variant_id: 'product_variant', option_id: 'product_option', money_amount_id: 'money_amount',
  discount_id: 'discount', parent_discount_id: 'discount', rule_id: 'discount_rule', discount_rule_id: 'discount_rule',
  condition_id: 'discount_condition', price_list_id: 'price_list',
  'claim_item_tags.item_id': 'claim_item', 'note.resource_id': 'order', 'notification.resource_id': 'order',
  'notification.parent_id': 'notification',
}

/** Reference columns that always keep the demo store's value (shared settings and catalog records). */
export const SHARED_REFS = new Set([
  'region_id', 'sales_channel_id', 'shipping_option_id', 'provider_id', 'reason_id', 'tag_id', 'image_id',
  'product_tag_id', 'product_type_id', 'product_collection_id', 'product_category_id', 'customer_group_id',
  'profile_id', 'rate_id', 'type_id', 'collection_id', 'author_id', 'external_id', 'location_id',
  'inventory_item_id', 'user_id', 'store_id', 'publishable_key_id', 'parent_return_reason_id', 'parent_category_id',
])

const shifted = (k: string) => `${k} * interval '${SHIFT_HOURS} hours'`
export const shiftSql = shifted

const ORDER_TABLES = [
  'order', 'cart', 'address', 'line_item', 'line_item_adjustment', 'line_item_tax_line', 'payment', 'payment_session',
  'payment_collection', 'payment_collection_payments', 'payment_collection_sessions', 'fulfillment', 'fulfillment_item',
  'tracking_link', 'return', 'return_item', 'swap', 'claim_order', 'claim_item', 'claim_image', 'claim_item_tags',
  'refund', 'shipping_method', 'shipping_method_tax_line', 'order_discounts', 'cart_discounts', 'order_gift_cards',
  'cart_gift_cards', 'gift_card_transaction', 'order_edit', 'order_item_change', 'draft_order', 'custom_shipping_option',
]

const customers: Family = {
  name: 'customers', space: SPACE.customers, copies: CUSTOMER_COPIES, shift: true,
  tables: [{ table: 'customer' }, { table: 'customer_group_customers' }],
  columns: { 'customer.email': 'pg_temp.copy_email(t.email, k)' },
}

const orders: Family = {
  name: 'orders', space: SPACE.orders, copies: ORDER_COPIES, shift: true,
  tables: [...ORDER_TABLES.map((table) => ({ table })), { table: 'note', where: `t.resource_type = 'order'` }],
  // Copy k of an order belongs to copy k of its customer; gift cards have fewer copies than orders.
  links: { customer: 'same', gift_card: { mod: GIFT_CARD_COPIES } },
  columns: {
    'order.email': 'pg_temp.copy_email(t.email, k)',
    'cart.email': 'pg_temp.copy_email(t.email, k)',
    'order.display_id': 't.display_id + k * :order_max',
    'draft_order.display_id': 't.display_id + k * :draft_order_max',
  },
}

const giftCards: Family = {
  name: 'gift cards', space: SPACE.giftCards, copies: GIFT_CARD_COPIES, shift: true,
  tables: [{ table: 'gift_card' }],
  // A gift card bought in an order is copied with that order's copy k (k <= 182 < 663).
  links: { order: 'same' },
  columns: { 'gift_card.code': 'pg_temp.copy_gift_card_code(t.code, k)' },
}

const priceLists: Family = {
  name: 'price lists', space: SPACE.priceLists, copies: PRICE_LIST_COPIES, shift: false,
  tables: [{ table: 'price_list' }, { table: 'price_list_customer_groups' }],
  columns: { 'price_list.name': `t.name || ' ' || (k + 1)` },
}

const ROOT_DISCOUNTS = `(SELECT id FROM large_src_discount)`
const discounts: Family = {
  name: 'discounts', space: SPACE.discounts, copies: DISCOUNT_COPIES, shift: false,
  tables: [
    { table: 'discount', where: `t.id IN ${ROOT_DISCOUNTS}` },
    { table: 'discount_rule' },
    { table: 'discount_condition' },
    ...['customer_group', 'product', 'product_collection', 'product_tag', 'product_type'].map((kind) => ({ table: `discount_condition_${kind}` })),
    { table: 'discount_regions', where: `t.discount_id IN ${ROOT_DISCOUNTS}` },
    { table: 'discount_rule_products' },
  ],
  columns: { 'discount.code': `t.code || '-' || k` },
}

/** The demo's dynamic discount gets its codes as copies of its first code (same rule, parent, limits). */
const dynamicCodes: Family = {
  name: 'dynamic codes', space: SPACE.dynamicCodes, copies: DYNAMIC_CODES, shift: false,
  tables: [{ table: 'discount', where: `t.id = (SELECT min(id) FROM discount WHERE parent_discount_id = (SELECT id FROM large_src_dynamic))` }],
  columns: {
    'discount.code': `pg_temp.dynamic_code((SELECT code FROM large_src_dynamic), k)`,
    'discount.parent_discount_id': 't.parent_discount_id',
    'discount.rule_id': 't.rule_id',
    'discount.usage_count': '0',
  },
}

/**
 * Products: 10,000 with 50,000 variants means 5 variants a product, while the demo's have 1 to 6; so
 * products are copied by how many variants they have (more copies of the larger ones).
 */
export const PRODUCT_COPIES: ReadonlyArray<{ variants: string; copies: number }> = [
  { variants: '<= 2', copies: sized(10, 1) },
  { variants: '= 3', copies: sized(77, 1) },
  { variants: '= 4', copies: sized(200, 1) },
  // The most copies: its last copy's number is in no other product's title (verify.ts finds it by it).
  { variants: '>= 5', copies: sized(1215, 2) },
]

function products(variants: string, copies: number): Family {
  const ids = `(SELECT id FROM large_src_product WHERE variants ${variants})`
  const variantIds = `(SELECT id FROM product_variant WHERE product_id IN ${ids})`
  const byProduct = ['product_variant', 'product_option', 'product_images', 'product_tags', 'product_sales_channel',
    'product_shipping_profile', 'product_category_product', 'product_tax_rate']
  return {
    name: `products with ${variants} variants`, space: SPACE.products, copies, shift: false,
    tables: [
      { table: 'product', where: `t.id IN ${ids}` },
      ...byProduct.map((table) => ({ table, where: `t.product_id IN ${ids}` })),
      { table: 'product_option_value', where: `t.option_id IN (SELECT id FROM product_option WHERE product_id IN ${ids})` },
      { table: 'product_variant_money_amount', where: `t.variant_id IN ${variantIds} AND t.money_amount_id IN (SELECT id FROM money_amount WHERE price_list_id IS NULL)` },
      { table: 'money_amount', where: `t.price_list_id IS NULL AND t.id IN (SELECT money_amount_id FROM product_variant_money_amount WHERE variant_id IN ${variantIds})` },
    ],
    columns: {
      'product.handle': `t.handle || '-' || k`,
      'product.title': `t.title || ' ' || k`,
      ...Object.fromEntries(['sku', 'barcode', 'ean', 'upc'].map((c) => [`product_variant.${c}`, `t.${c} || '-' || k`])),
    },
  }
}

export const FAMILIES: Family[] = [
  customers, orders, giftCards, priceLists, discounts, dynamicCodes,
  ...PRODUCT_COPIES.map(({ variants, copies }) => products(variants, copies)),
]
