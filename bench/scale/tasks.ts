// The admin API requests behind the console's tasks that issue #32 measures at scale, made the way
// the console makes them (its fields, expand and page size), timed from Node: Medusa's own share of
// each task, the floor under the console's figure. The records searched for are the demo store's,
// which the large store keeps, so both stores answer the same question.
import type { Customer, Discount, GiftCard, Order, ProductCollection, ProductVariant } from '@medusajs/client-types'
import { customers } from '../../src/api/admin/customers'
import { discounts } from '../../src/api/admin/discounts'
import { draftOrders } from '../../src/api/admin/draft-orders'
import { giftCards } from '../../src/api/admin/gift-cards'
import { notes } from '../../src/api/admin/notes'
import { orders } from '../../src/api/admin/orders'
import { priceLists } from '../../src/api/admin/price-lists'
import { products } from '../../src/api/admin/products'
import { variants } from '../../src/api/admin/variants'
import { storeCollections } from '../../src/api/store/collections'
import { CUSTOMER_LIST_EXPAND, CUSTOMER_LIST_FIELDS } from '../../src/atoms/customers/keys'
import { DRAFT_ORDER_LIST_EXPAND, DRAFT_ORDER_ROWS_EXPAND } from '../../src/atoms/draft-orders/keys'
import { ORDER_DETAIL_EXPAND } from '../../src/atoms/orders/detailExpand'
import { ORDER_LIST_EXPAND, ORDER_LIST_FIELDS } from '../../src/atoms/orders/keys'
import { PRODUCT_LIST_EXPAND, PRODUCT_LIST_FIELDS } from '../../src/atoms/products/keys'

/** The page the console's tables ask for first (panels/shared/table: DEFAULT_PAGE_SIZE). */
const PAGE = 50
/** A picker's or the palette's page of record results. */
const PICK = 20

/** Demo records every task looks for, read from the demo store before anything is measured. */
export interface Samples {
  order: Order
  customer: Customer
  variant: ProductVariant
  discount: Discount
  giftCard: GiftCard
  collection: ProductCollection
}

export async function readSamples(): Promise<Samples> {
  const [{ orders: [order] }, { customers: [customer] }, { variants: [variant] }, { discounts: list }, { gift_cards: [giftCard] }, { collections: [collection] }] = await Promise.all([
    orders.list({ display_id: '42', limit: 1, fields: 'id,display_id,email' }),
    customers.list({ q: 'lotte.martin@example.com', limit: 1 }),
    variants.list({ limit: 1, q: 'shirt', expand: 'product' }),
    discounts.list({ limit: 20, is_dynamic: false }),
    giftCards.list({ limit: 1 }),
    storeCollections.list({ limit: 1 }),
  ])
  const discount = list.find((d) => !d.parent_discount_id)
  if (!order || !customer || !variant?.sku || !discount || !giftCard || !collection) throw new Error('the demo store lacks a sample record (is it seeded?)')
  return { order, customer, variant, discount, giftCard, collection }
}

export interface Task {
  name: string
  run: () => Promise<unknown>
}

export function tasks(s: Samples): Task[] {
  const sku = s.variant.sku ?? ''
  return [
    { name: 'orders table, first page', run: () => orders.list({ fields: ORDER_LIST_FIELDS, expand: ORDER_LIST_EXPAND, limit: PAGE, offset: 0 }) },
    // The table's two requests: its rows, then (once they are in) the same page with the groups.
    { name: 'customers table, first page', run: () => customers.list({ fields: CUSTOMER_LIST_FIELDS, expand: '', order: '-created_at', limit: PAGE, offset: 0 }) },
    { name: 'customers table, its groups', run: () => customers.list({ fields: CUSTOMER_LIST_FIELDS, expand: CUSTOMER_LIST_EXPAND, order: '-created_at', limit: PAGE, offset: 0 }) },
    { name: 'draft orders table, first page', run: () => draftOrders.list({ expand: DRAFT_ORDER_ROWS_EXPAND, order: '-created_at', limit: PAGE, offset: 0 }) },
    { name: 'draft orders table, items', run: () => draftOrders.list({ expand: DRAFT_ORDER_LIST_EXPAND, order: '-created_at', limit: PAGE, offset: 0 }) },
    // Medusa 1.20's admin list joins every product of each collection: the table reads the store list
    // (no products), then each row's count (atoms/collections/keys.ts).
    { name: 'collections table, first page', run: () => storeCollections.list({ limit: 20, offset: 0 }) },
    { name: 'collections table, a row\'s count', run: () => products.list({ collection_id: [s.collection.id], limit: 1, fields: 'id', expand: 'collection' }) },
    { name: 'products table, first page', run: () => products.list({ fields: PRODUCT_LIST_FIELDS, expand: PRODUCT_LIST_EXPAND, limit: PAGE, offset: 0 }) },
    { name: 'discounts table, first page', run: () => discounts.list({ limit: PAGE, offset: 0 }) },
    { name: 'gift cards table, first page', run: () => giftCards.list({ limit: PAGE, offset: 0 }) },
    { name: 'price lists table, first page', run: () => priceLists.list({ limit: PAGE, offset: 0 }) },
    { name: 'order page (detail)', run: () => orders.retrieve(s.order.id, { expand: ORDER_DETAIL_EXPAND }) },
    { name: 'order notes', run: () => notes.list({ resource_id: s.order.id, limit: 100 }) },
    { name: `order by number #${s.order.display_id}`, run: () => orders.list({ display_id: String(s.order.display_id), limit: 1, fields: 'id,display_id,email,total' }) },
    { name: 'orders search q=email', run: () => orders.list({ q: s.customer.email, limit: PICK, fields: 'id,display_id,email,total', expand: 'customer' }) },
    { name: 'customers search q=email', run: () => customers.list({ q: s.customer.email, limit: PICK, expand: 'groups' }) },
    { name: 'customers picker q=first name', run: () => customers.list({ q: s.customer.first_name ?? 'a', limit: PICK }) },
    { name: 'products picker q=word', run: () => products.list({ q: 'shirt', limit: PICK, fields: 'id,title,handle,status,thumbnail', expand: '' }) },
    { name: `variants picker q=SKU ${sku}`, run: () => variants.list({ q: sku, limit: PICK, expand: 'product' }) },
    { name: `discount by code ${s.discount.code}`, run: () => discounts.retrieveByCode(s.discount.code) },
    { name: 'discounts search q=code', run: () => discounts.list({ q: s.discount.code, limit: PICK }) },
    { name: 'gift cards search q=code', run: () => giftCards.list({ q: s.giftCard.code, limit: PICK }) },
    { name: 'dynamic codes, first 500', run: () => discounts.list({ is_dynamic: true, limit: 500, offset: 0, expand: 'rule' }) },
  ]
}
