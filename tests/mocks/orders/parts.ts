import type {
  Address,
  Customer,
  LineItem,
  Note,
  Notification,
  Order,
  Payment,
  Refund,
  Region,
  ShippingMethod,
  ShippingOption,
} from '@medusajs/client-types'
import type { MockDb } from '../db'

/**
 * Builders for the orders seed (order-seed.ts), with order-events.ts for what happens after checkout: every entity with the fields Medusa 1.20 stores, so an
 * answer has the shape the real server gives. Totals are not stored: orderTotals computes them as
 * OrderService.decorateTotals does (tax on the discounted subtotal plus shipping, per the region's rate).
 */

export interface OrderState {
  regions: Region[]
  customers: Customer[]
  shippingOptions: ShippingOption[]
  orders: Order[]
  notes: Note[]
  notifications: Notification[]
}

export const HOUR = 3_600_000
export const DAY = 24 * HOUR
export const iso = (ms: number) => new Date(ms).toISOString()

export const dated = (at: string) => ({ created_at: at, updated_at: at })

export function newRegion(db: MockDb, name: string, currency: string, taxRate: number, at: string): Region {
  return {
    id: db.nextId('reg'),
    name,
    currency_code: currency,
    tax_rate: taxRate,
    tax_code: null,
    gift_cards_taxable: true,
    automatic_taxes: true,
    tax_provider_id: null,
    includes_tax: false,
    ...dated(at),
    deleted_at: null,
    metadata: null,
  }
}

export function newShippingOption(db: MockDb, region: Region, name: string, amount: number, isReturn: boolean, at: string): ShippingOption {
  return {
    id: db.nextId('so'),
    name,
    region_id: region.id,
    profile_id: 'sp_1',
    provider_id: 'manual',
    price_type: 'flat_rate',
    amount,
    is_return: isReturn,
    admin_only: false,
    data: {},
    ...dated(at),
    deleted_at: null,
    metadata: null,
  }
}

export function newCustomer(db: MockDb, email: string, first: string, last: string, at: string): Customer {
  return {
    id: db.nextId('cus'),
    email,
    first_name: first,
    last_name: last,
    billing_address_id: null,
    phone: null,
    has_account: true,
    ...dated(at),
    deleted_at: null,
    metadata: null,
  }
}

export function newAddress(db: MockDb, customer: Customer, country: string, city: string, at: string): Address {
  return {
    id: db.nextId('addr'),
    customer_id: null,
    company: null,
    first_name: customer.first_name,
    last_name: customer.last_name,
    address_1: `${10 + (customer.id.length % 7)} Market Street`,
    address_2: null,
    city,
    country_code: country,
    province: null,
    postal_code: '10115',
    phone: null,
    ...dated(at),
    deleted_at: null,
    metadata: null,
  }
}

export interface ItemInput {
  title: string
  description: string
  variantId: string
  thumbnail?: string | null
  unitPrice: number
  quantity: number
}

/** A line item of an order, a swap (`swap_id`) or a claim (`claim_order_id`). */
export function newLineItem(db: MockDb, owner: Partial<Pick<LineItem, 'order_id' | 'swap_id' | 'claim_order_id'>>, input: ItemInput, at: string): LineItem {
  return {
    id: db.nextId('item'),
    cart_id: null,
    order_id: owner.order_id ?? null,
    swap_id: owner.swap_id ?? null,
    claim_order_id: owner.claim_order_id ?? null,
    original_item_id: null,
    order_edit_id: null,
    title: input.title,
    description: input.description,
    thumbnail: input.thumbnail ?? null,
    is_return: false,
    is_giftcard: false,
    should_merge: true,
    allow_discounts: true,
    has_shipping: true,
    unit_price: input.unitPrice,
    variant_id: input.variantId,
    quantity: input.quantity,
    fulfilled_quantity: null,
    returned_quantity: null,
    shipped_quantity: null,
    ...dated(at),
    metadata: {},
  }
}

export function newShippingMethod(db: MockDb, option: ShippingOption, owner: Partial<ShippingMethod>, price: number): ShippingMethod {
  return {
    id: db.nextId('sm'),
    shipping_option_id: option.id,
    order_id: null,
    claim_order_id: null,
    cart_id: null,
    swap_id: null,
    return_id: null,
    shipping_option: option,
    price,
    data: {},
    includes_tax: false,
    ...owner,
  }
}

export function newPayment(db: MockDb, order: Order, amount: number, capturedAt: string | null, at: string): Payment {
  return {
    id: db.nextId('pay'),
    swap_id: null,
    cart_id: null,
    order_id: order.id,
    amount,
    currency_code: order.currency_code,
    amount_refunded: 0,
    provider_id: 'manual',
    data: {},
    captured_at: capturedAt,
    canceled_at: null,
    idempotency_key: null,
    ...dated(at),
    metadata: null,
  }
}

export function newRefund(db: MockDb, order: Order, amount: number, reason: Refund['reason'], note: string | null, at: string): Refund {
  const payment = order.payments?.[0]
  if (payment) payment.amount_refunded += amount
  return {
    id: db.nextId('ref'),
    order_id: order.id,
    payment_id: payment?.id ?? null,
    amount,
    note,
    reason,
    idempotency_key: null,
    ...dated(at),
    metadata: null,
  }
}

export interface OrderTotals {
  subtotal: number
  discount_total: number
  shipping_total: number
  tax_total: number
  gift_card_total: number
  total: number
  paid_total: number
  refunded_total: number
  refundable_amount: number
}

/** The totals Medusa decorates an order with, from its items, discounts, shipping, gift cards and payments. */
export function orderTotals(order: Order): OrderTotals {
  const subtotal = (order.items ?? []).reduce((sum, item) => sum + item.unit_price * item.quantity, 0)
  const rule = order.discounts?.[0]?.rule
  const discount_total = !rule ? 0 : rule.type === 'percentage' ? Math.round((subtotal * rule.value) / 100) : rule.type === 'fixed' ? Math.min(rule.value, subtotal) : 0
  const shipping_total = (order.shipping_methods ?? []).reduce((sum, method) => sum + method.price, 0)
  const taxRate = order.tax_rate ?? order.region?.tax_rate ?? 0
  const tax_total = Math.round(((subtotal - discount_total + shipping_total) * taxRate) / 100)
  const gift_card_total = (order.gift_card_transactions ?? []).reduce((sum, t) => sum + t.amount, 0)
  const total = subtotal - discount_total + shipping_total + tax_total - gift_card_total
  // TotalsService.getPaidTotal counts every payment, captured or not (contract: admin-orders).
  const paid_total = (order.payments ?? []).reduce((sum, p) => sum + p.amount, 0)
  const refunded_total = (order.refunds ?? []).reduce((sum, r) => sum + r.amount, 0)
  return { subtotal, discount_total, shipping_total, tax_total, gift_card_total, total, paid_total, refunded_total, refundable_amount: paid_total - refunded_total }
}

/** What PaymentProviderService.refundPayment lets go back: captured money, less what was refunded. */
export function capturedRefundable(order: Order): number {
  const captured = (order.payments ?? []).filter((p) => p.captured_at).reduce((sum, p) => sum + p.amount, 0)
  return captured - orderTotals(order).refunded_total
}
