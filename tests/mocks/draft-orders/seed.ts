import type { Address, AddressPayload, Cart, Customer, Discount, DraftOrder, LineItem, Order, Region, ShippingMethod } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, duplicate, ilike, invalidData, notFound, page, readQuery } from '../http'
import { dated, newCustomer, newPayment, newShippingMethod, orderTotals } from '../orders/parts'
import { seedOrders, type OrdersMockDb } from '../orders/orders'

/**
 * The draft orders behind draft-orders.ts: a draft owns a cart (type draft_order) with items, shipping
 * methods, discounts and addresses, as DraftOrderService and CartService store them in Medusa 1.20.
 * Totals are computed on output (cartTotals); paying turns the cart into an order in `db.orders`.
 */

export type DraftCart = Cart & { items: LineItem[]; shipping_methods: ShippingMethod[]; discounts: Discount[] }
export type MockDraft = DraftOrder & { cart: DraftCart }
export type DraftOrdersMockDb = OrdersMockDb & { draftOrders: MockDraft[] }

export const notAllowed = (message: string): never => {
  throw HttpResponse.json({ type: 'not_allowed', message }, { status: 400 })
}

export const regionOf = (db: OrdersMockDb, id: string): Region =>
  db.regions.find((r) => r.id === id) ?? notFound(`Region with ${id} was not found`)

/** The WELCOME10 discount the orders seed uses, the only code this store knows. */
export function discountsByCode(db: OrdersMockDb, codes: string[]): Discount[] {
  const known = db.orders.flatMap((o) => o.discounts ?? [])
  const missing = codes.filter((code) => !known.some((d) => d.code === code.toUpperCase()))
  if (missing.length) notFound(`Discounts with code [${missing.join(', ')}] was not found`)
  return codes.map((code) => known.find((d) => d.code === code.toUpperCase()) as Discount)
}

export function newCartAddress(db: MockDb, payload: AddressPayload, at: string): Address {
  return {
    id: db.nextId('addr'),
    customer_id: null,
    company: payload.company ?? null,
    first_name: payload.first_name ?? null,
    last_name: payload.last_name ?? null,
    address_1: payload.address_1 ?? null,
    address_2: payload.address_2 ?? null,
    city: payload.city ?? null,
    country_code: payload.country_code?.toLowerCase() ?? null,
    province: payload.province ?? null,
    postal_code: payload.postal_code ?? null,
    phone: payload.phone ?? null,
    ...dated(at),
    deleted_at: null,
    metadata: payload.metadata ?? null,
  }
}

function lineItem(db: MockDb, cartId: string, fields: Partial<LineItem> & Pick<LineItem, 'title' | 'unit_price' | 'quantity'>, at: string): LineItem {
  return {
    id: db.nextId('item'), cart_id: cartId, order_id: null, swap_id: null, claim_order_id: null, original_item_id: null, order_edit_id: null,
    description: null, thumbnail: null, is_return: false, is_giftcard: false, should_merge: true, allow_discounts: true, has_shipping: true,
    variant_id: null, fulfilled_quantity: null, returned_quantity: null, shipped_quantity: null, ...dated(at), metadata: {}, ...fields,
  }
}

/** LineItemService.generate: the product's title, the variant's title, its price in the region's currency. */
export function variantLine(db: OrdersMockDb, cartId: string, region: Region, variantId: string, quantity: number, at: string, unitPrice?: number): LineItem {
  const product = db.products.find((p) => p.variants.some((v) => v.id === variantId))
  const variant = product?.variants.find((v) => v.id === variantId)
  if (!product || !variant) return invalidData(`Unable to generate the line items, some variant has not been found: ${variantId}`)
  const price = unitPrice ?? variant.prices.find((p) => p.region_id === region.id || p.currency_code === region.currency_code)?.amount
  if (price === undefined) return invalidData(`Cannot generate line item for variant "${variant.title}" without a price`)
  return lineItem(db, cartId, { title: product.title, description: variant.title, thumbnail: product.thumbnail, variant_id: variant.id, unit_price: price, quantity, allow_discounts: product.discountable }, at)
}

/** A custom line: no variant, no discounts, a negative or missing price becomes 0. */
export const customLine = (db: MockDb, cartId: string, title: string, unitPrice: number | undefined, quantity: number, at: string) =>
  lineItem(db, cartId, { title, unit_price: Math.max(unitPrice ?? 0, 0), quantity, allow_discounts: false }, at)

export interface CartTotals {
  subtotal: number
  discount_total: number
  shipping_total: number
  tax_total: number
  gift_card_total: number
  total: number
}

/** The totals retrieveWithTotals adds: discounts only on lines that allow them, tax at the region's rate. */
export function cartTotals(db: OrdersMockDb, cart: DraftCart): CartTotals {
  const subtotal = cart.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0)
  const discountable = cart.items.filter((i) => i.allow_discounts).reduce((sum, i) => sum + i.unit_price * i.quantity, 0)
  const shipping_total = cart.shipping_methods.reduce((sum, m) => sum + m.price, 0)
  const rule = cart.discounts[0]?.rule
  const discount_total = !rule ? 0 : rule.type === 'percentage' ? Math.round((discountable * rule.value) / 100) : rule.type === 'fixed' ? Math.min(rule.value, discountable) : shipping_total
  const rate = regionOf(db, cart.region_id).tax_rate
  const tax_total = Math.round(((subtotal - discount_total + shipping_total) * rate) / 100)
  return { subtotal, discount_total, shipping_total, tax_total, gift_card_total: 0, total: subtotal - discount_total + shipping_total + tax_total }
}

export interface DraftInput {
  regionId: string
  email: string
  customerId?: string
  at: string
}

/** CartService.create for a draft: the customer of the email is found or created. */
export function newDraft(db: DraftOrdersMockDb, input: DraftInput): MockDraft {
  const region = regionOf(db, input.regionId)
  const customer: Customer =
    (input.customerId ? db.customers.find((c) => c.id === input.customerId) : db.customers.find((c) => c.email === input.email)) ??
    // An unknown customer_id is not refused: the customer of the email is found or made (contract: admin-draft-orders).
    db.customers.find((c) => c.email === input.email) ??
    addCustomer(db, input.email, input.at)
  const cart: DraftCart = {
    id: db.nextId('cart'), email: input.email, billing_address_id: null, billing_address: null, shipping_address_id: null, shipping_address: null,
    items: [], region_id: region.id, discounts: [], gift_cards: [], customer_id: customer.id, payment_session: null, payment_id: null,
    shipping_methods: [], type: 'draft_order', completed_at: null, payment_authorized_at: null, idempotency_key: null, context: {},
    sales_channel_id: db.store.default_sales_channel_id, ...dated(input.at), deleted_at: null, metadata: null,
  }
  const displayId = Math.max(0, ...db.draftOrders.map((d) => Number(d.display_id))) + 1
  return {
    id: db.nextId('dorder'), status: 'open', display_id: String(displayId), cart_id: cart.id, cart, order_id: null, canceled_at: null,
    completed_at: null, no_notification_order: null, idempotency_key: null, ...dated(input.at), metadata: null,
  }
}

function addCustomer(db: OrdersMockDb, email: string, at: string): Customer {
  const customer = { ...newCustomer(db, email, '', '', at), first_name: null, last_name: null, has_account: false }
  db.customers.push(customer)
  return customer
}

export function setAddress(db: MockDb, cart: DraftCart, kind: 'shipping' | 'billing', payload: AddressPayload | string | undefined, at: string) {
  if (payload === undefined) return
  // An address id is used as is; this store only knows the addresses of carts and orders.
  const address = typeof payload === 'string' ? null : newCartAddress(db, payload, at)
  cart[`${kind}_address`] = address
  cart[`${kind}_address_id`] = address?.id ?? (typeof payload === 'string' ? payload : null)
}

/** POST /admin/draft-orders/{id}/pay (register-payment.ts): the `system` provider pays, the order is captured. */
export function payDraft(db: DraftOrdersMockDb, draft: MockDraft, at: string): Order {
  // The second payment fails on the unique payment session (cart, system) before any order check.
  if (draft.order_id || db.orders.some((o) => o.cart_id === draft.cart.id)) duplicate(`Payment_session with cart_id, provider_id ${draft.cart.id}, system already exists.`)
  const { cart } = draft
  if (!cart.items.length) invalidData('Cannot create order from empty cart')
  const region = regionOf(db, cart.region_id)
  const customer = db.customers.find((c) => c.id === cart.customer_id) ?? null
  const order: Order = {
    id: db.nextId('order'), status: 'pending', fulfillment_status: 'not_fulfilled', payment_status: 'awaiting',
    display_id: Math.max(...db.orders.map((o) => o.display_id)) + 1, cart_id: cart.id, customer_id: cart.customer_id ?? '', customer,
    email: cart.email ?? '', billing_address_id: cart.billing_address_id, billing_address: cart.billing_address ?? null,
    shipping_address_id: cart.shipping_address_id, shipping_address: cart.shipping_address ?? null, region_id: region.id, region,
    currency_code: region.currency_code, tax_rate: null, discounts: cart.discounts, gift_cards: [], gift_card_transactions: [],
    shipping_methods: [], payments: [], fulfillments: [], returns: [], claims: [], refunds: [], swaps: [], edits: [], draft_order_id: draft.id,
    items: [], canceled_at: null, no_notification: draft.no_notification_order, idempotency_key: null, external_id: null,
    sales_channel_id: cart.sales_channel_id ?? null, sales_channel: db.salesChannels.find((sc) => sc.id === cart.sales_channel_id) ?? null,
    ...dated(at), metadata: null,
  }
  order.items = cart.items.map((item) => ({ ...item, order_id: order.id }))
  order.shipping_methods = cart.shipping_methods.map((m) => ({ ...m, order_id: order.id }))
  order.payments = [{ ...newPayment(db, order, orderTotals(order).total, at, at), provider_id: 'system', cart_id: cart.id }]
  order.payment_status = 'captured'
  db.orders.push(order)
  cart.completed_at = at
  Object.assign(draft, { status: 'completed', completed_at: at, order_id: order.id, updated_at: at })
  return order
}

/**
 * Four drafts: #1 open in EUR for Jane Doe (two T-shirts, gift wrap, standard shipping, an address),
 * #2 open in USD for John Smith with WELCOME10 and free shipping, #3 paid (its order is #1050), and
 * #4 open in JPY with no items yet.
 */
export function seedDraftOrders(base: MockDb): DraftOrdersMockDb {
  const orders = seedOrders(base)
  if ('draftOrders' in orders) return orders as DraftOrdersMockDb
  const db: DraftOrdersMockDb = Object.assign(orders, { draftOrders: [] as MockDraft[] })
  const [eur, usd, , jpy] = db.regions
  const option = (region: Region | undefined) => db.shippingOptions.find((o) => o.region_id === region?.id && !o.is_return)
  const add = (region: Region | undefined, customer: number, day: number, build: (draft: MockDraft, region: Region, at: string) => void) => {
    if (!region) throw new Error('draft seed: missing region')
    const at = `2024-04-0${day}T10:00:00.000Z`
    const who = db.customers[customer]
    const draft = newDraft(db, { regionId: region.id, email: who?.email ?? 'guest@example.com', customerId: who?.id, at })
    const standard = option(region)
    if (standard) draft.cart.shipping_methods.push(newShippingMethod(db, standard, { cart_id: draft.cart.id }, standard.amount ?? 0))
    build(draft, region, at)
    db.draftOrders.push(draft)
    return draft
  }
  add(eur, 0, 1, (draft, region, at) => {
    draft.cart.items.push(variantLine(db, draft.cart.id, region, 'variant_1', 2, at), customLine(db, draft.cart.id, 'Gift wrap', 300, 1, at))
    setAddress(db, draft.cart, 'shipping', { first_name: 'Jane', last_name: 'Doe', address_1: '1 Rosa-Luxemburg-Platz', city: 'Berlin', postal_code: '10178', country_code: 'de' }, at)
  })
  add(usd, 1, 2, (draft, region, at) => {
    draft.cart.items.push(variantLine(db, draft.cart.id, region, 'variant_6', 1, at))
    draft.cart.discounts = discountsByCode(db, ['WELCOME10'])
    for (const method of draft.cart.shipping_methods) method.price = 0
  })
  const paid = add(eur, 4, 3, (draft, region, at) => void draft.cart.items.push(variantLine(db, draft.cart.id, region, 'variant_15', 1, at)))
  payDraft(db, paid, '2024-04-03T11:00:00.000Z')
  add(jpy, 6, 4, () => undefined)
  return db
}

/** What building a draft reads around it: one region and a region's shipping options (customers: mocks/customers). */
export function lookupHandlers(db: DraftOrdersMockDb) {
  return [
    http.get(
      `${BASE}/admin/regions/:id`,
      admin(db, ({ request, params }) => {
        readQuery(request, { expand: 'string', fields: 'string' })
        return HttpResponse.json({ region: regionOf(db, params.id ?? '') })
      }),
    ),

    http.get(
      `${BASE}/admin/shipping-options`,
      admin(db, ({ request }) => {
        const query = readQuery(request, { region_id: 'string', is_return: 'boolean', admin_only: 'boolean', q: 'string', name: 'string', limit: 'number', offset: 'number', expand: 'string', fields: 'string', order: 'string' })
        const flag = (key: string, value: boolean) => query.bool(key) === undefined || query.bool(key) === value
        const found = db.shippingOptions.filter(
          (o) => (!query.str('region_id') || o.region_id === query.str('region_id')) && flag('is_return', o.is_return) && flag('admin_only', o.admin_only) && ilike(query.str('q'), o.name),
        )
        const { items, count, offset, limit } = page(found, query, 50)
        // Default relations: region, profile, requirements.
        const shipping_options = items.map((o) => ({ ...o, region: regionOf(db, o.region_id), requirements: [] }))
        return HttpResponse.json({ shipping_options, count, offset, limit })
      }),
    ),
  ]
}
