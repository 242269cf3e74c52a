import type { Discount, Order, Region, ShippingOption } from '@medusajs/client-types'
import { publicUser, type MockDb } from '../db'
import { newClaim, newFulfillment, newNote, newNotification, newOrderEdit, newReturn, newSwap } from './events'
import {
  DAY,
  HOUR,
  iso,
  newAddress,
  newCustomer,
  newLineItem,
  newPayment,
  newRefund,
  newRegion,
  newShippingMethod,
  newShippingOption,
  orderTotals,
  type OrderState,
} from './parts'

/**
 * Thirty orders, #1020 to #1049, in four regions and currencies (EUR, USD, GBP, JPY) and every state
 * an operator meets: awaiting or captured payment, partly and fully fulfilled, shipped with tracking,
 * completed, archived, canceled, refunded, returned, with a swap, a claim or an order edit. Items are
 * the catalog's variants (db.ts). Notes and notifications hang off several orders; #1042 (JPY,
 * shipped, partly refunded) has both, and a resent notification.
 */

type Kind =
  | 'awaiting' | 'not_paid' | 'captured' | 'partially_fulfilled' | 'fulfilled' | 'shipped' | 'completed' | 'archived'
  | 'canceled' | 'requires_action' | 'refunded' | 'partially_refunded' | 'return_requested' | 'returned' | 'swap'
  | 'claim' | 'edited'

/** kind, region, customer, sales channel, items as [product, variant, quantity], discount code. */
type Row = [Kind, number, number, 1 | 2, Array<[number, number, number]>, string?]

const ROWS: Row[] = [
  ['completed', 0, 0, 1, [[0, 0, 2]]],
  ['archived', 1, 1, 1, [[1, 1, 1]]],
  ['completed', 2, 2, 1, [[6, 0, 1], [7, 0, 1]]],
  ['returned', 0, 3, 1, [[2, 0, 1]]],
  ['refunded', 1, 4, 1, [[4, 0, 1]]],
  ['canceled', 0, 5, 1, [[3, 1, 2]]],
  ['shipped', 3, 6, 1, [[0, 2, 1]]],
  ['swap', 0, 0, 1, [[0, 1, 1]]],
  ['claim', 2, 7, 1, [[1, 0, 1], [6, 0, 1]]],
  ['completed', 0, 1, 2, [[10, 0, 3]]],
  ['shipped', 1, 2, 1, [[8, 0, 1]]],
  ['return_requested', 0, 3, 1, [[1, 2, 1], [9, 0, 2]]],
  ['edited', 2, 4, 1, [[3, 0, 1]]],
  ['canceled', 1, 5, 1, [[7, 0, 1]]],
  ['partially_fulfilled', 0, 6, 2, [[6, 0, 4], [10, 0, 2]]],
  ['fulfilled', 3, 7, 1, [[2, 1, 1]]],
  ['requires_action', 1, 0, 1, [[4, 1, 1]]],
  ['shipped', 0, 1, 1, [[0, 3, 2]], 'WELCOME10'],
  ['captured', 2, 2, 1, [[8, 1, 1]]],
  ['not_paid', 0, 3, 1, [[9, 1, 1]]],
  ['swap', 1, 4, 1, [[1, 1, 1]]],
  ['captured', 0, 5, 2, [[6, 0, 10]], 'WELCOME10'],
  ['partially_refunded', 3, 6, 1, [[0, 0, 1], [7, 0, 2]]],
  ['fulfilled', 0, 7, 1, [[3, 0, 1]]],
  ['awaiting', 1, 0, 1, [[2, 0, 2]]],
  ['awaiting', 2, 1, 1, [[5, 0, 1]]],
  ['captured', 0, 2, 1, [[4, 0, 1]]],
  ['awaiting', 3, 3, 1, [[7, 0, 1]]],
  ['captured', 1, 4, 1, [[0, 1, 1], [1, 0, 1]]],
  ['awaiting', 0, 5, 1, [[6, 0, 1]]],
]

const REGIONS: Array<[string, string, number, string, string, number]> = [
  // name, currency, tax rate, country, city, standard shipping
  ['Europe', 'eur', 19, 'de', 'Berlin', 800],
  ['North America', 'usd', 8, 'us', 'Portland', 1000],
  ['United Kingdom', 'gbp', 20, 'gb', 'Leeds', 700],
  ['Japan', 'jpy', 10, 'jp', 'Osaka', 1200],
]
/** The catalog has EUR and USD prices; GBP and JPY are derived from EUR (cents to pence or yen). */
const FROM_EUR: Record<string, number> = { gbp: 0.86, jpy: 1.62 }

const CUSTOMERS: Array<[string, string, string]> = [
  ['jane.doe@example.com', 'Jane', 'Doe'],
  ['john.smith@example.com', 'John', 'Smith'],
  ['olivia.brown@example.co.uk', 'Olivia', 'Brown'],
  ['lukas.meyer@example.de', 'Lukas', 'Meyer'],
  ['emma.wilson@example.com', 'Emma', 'Wilson'],
  ['sofia.rossi@example.it', 'Sofia', 'Rossi'],
  ['haruki.tanaka@example.jp', 'Haruki', 'Tanaka'],
  ['noah.taylor@example.co.uk', 'Noah', 'Taylor'],
]

const SHIPPED: Kind[] = ['shipped', 'completed', 'archived', 'refunded', 'partially_refunded', 'return_requested', 'returned', 'swap', 'claim']
const CAPTURED: Kind[] = [...SHIPPED, 'captured', 'partially_fulfilled', 'fulfilled', 'edited']

function welcomeDiscount(db: MockDb, at: string): Discount {
  return {
    id: db.nextId('disc'),
    code: 'WELCOME10',
    is_dynamic: false,
    rule_id: 'dru_1',
    rule: { id: 'dru_1', type: 'percentage', description: '10% off a first order', value: 10, allocation: 'total', created_at: at, updated_at: at, deleted_at: null, metadata: null },
    is_disabled: false,
    parent_discount_id: null,
    starts_at: at,
    ends_at: null,
    valid_duration: null,
    usage_limit: null,
    usage_count: 2,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    metadata: null,
  }
}

export function seedOrderState(db: MockDb): OrderState {
  const seededAt = '2024-02-01T00:00:00.000Z'
  const seededAdmin = db.users[0]
  if (!seededAdmin) throw new Error('order seed: the db has no user to author notes')
  const admin = publicUser(seededAdmin)
  const regions: Region[] = REGIONS.map(([name, currency, tax]) => newRegion(db, name, currency, tax, seededAt))
  const options: ShippingOption[] = REGIONS.map(([, , , , , price], i) => newShippingOption(db, regions[i] as Region, 'Standard Shipping', price, false, seededAt))
  const returnOptions = regions.map((region) => newShippingOption(db, region, 'Return Shipping', 0, true, seededAt))
  const customers = CUSTOMERS.map(([email, first, last]) => newCustomer(db, email, first, last, seededAt))
  const discount = welcomeDiscount(db, seededAt)
  const state: OrderState = { regions, customers, shippingOptions: [...options, ...returnOptions], orders: [], notes: [], notifications: [] }

  const itemFor = (currency: string, [p, v, quantity]: [number, number, number]) => {
    const product = db.products[p]
    const variant = product?.variants[v] ?? product?.variants[0]
    if (!product || !variant) throw new Error(`order seed: no product ${p} variant ${v}`)
    const eur = variant.prices.find((price) => price.currency_code === 'eur')?.amount ?? 1000
    const own = variant.prices.find((price) => price.currency_code === currency)?.amount
    const unitPrice = own ?? Math.round(eur * (FROM_EUR[currency] ?? 1))
    return { title: product.title, description: variant.title, variantId: variant.id, thumbnail: product.thumbnail, unitPrice, quantity }
  }

  ROWS.forEach(([kind, r, c, channel, lines, code], index) => {
    const region = regions[r] as Region
    const [, , , country, city] = REGIONS[r] ?? []
    const customer = customers[c] ?? customers[0]
    if (!customer) return
    const start = Date.parse('2024-03-01T09:00:00.000Z') + index * DAY + (index % 5) * HOUR
    const at = (hours: number) => iso(start + hours * HOUR)
    const shipping = newAddress(db, customer, country ?? 'de', city ?? 'Berlin', at(0))
    const order: Order = {
      id: db.nextId('order'),
      status: kind === 'completed' ? 'completed' : kind === 'archived' ? 'archived' : kind === 'canceled' ? 'canceled' : kind === 'requires_action' ? 'requires_action' : 'pending',
      fulfillment_status: 'not_fulfilled',
      payment_status: 'not_paid',
      display_id: 1020 + index,
      cart_id: null,
      customer_id: customer.id,
      customer,
      email: customer.email,
      billing_address_id: shipping.id,
      billing_address: shipping,
      shipping_address_id: shipping.id,
      shipping_address: shipping,
      region_id: region.id,
      region,
      currency_code: region.currency_code,
      tax_rate: null,
      discounts: code ? [discount] : [],
      gift_cards: [],
      gift_card_transactions: [],
      shipping_methods: [],
      payments: [],
      fulfillments: [],
      returns: [],
      claims: [],
      refunds: [],
      swaps: [],
      edits: [],
      draft_order_id: null,
      items: [],
      canceled_at: null,
      no_notification: false,
      idempotency_key: null,
      external_id: null,
      sales_channel_id: `sc_${channel}`,
      sales_channel: db.salesChannels.find((sc) => sc.id === `sc_${channel}`) ?? null,
      created_at: at(0),
      updated_at: at(0),
      metadata: null,
    }
    const items = lines.map((line) => newLineItem(db, { order_id: order.id }, itemFor(region.currency_code, line), at(0)))
    order.items = items
    order.shipping_methods = [newShippingMethod(db, options[r] as ShippingOption, { order_id: order.id }, options[r]?.amount ?? 0)]
    const note = (value: string, hours: number) => state.notes.push(newNote(db, order.id, admin, value, at(hours)))
    const notify = (event: string, hours: number) => {
      const sent = newNotification(db, order, event, at(hours))
      state.notifications.push(sent)
      return sent
    }
    notify('order.placed', 0.02)

    const { total } = orderTotals(order)
    if (kind !== 'not_paid') order.payments = [newPayment(db, order, total, CAPTURED.includes(kind) ? at(1) : null, at(0))]
    order.payment_status = kind === 'not_paid' ? 'not_paid' : CAPTURED.includes(kind) ? 'captured' : kind === 'requires_action' ? 'requires_action' : 'awaiting'

    if (kind === 'canceled') {
      order.canceled_at = at(5)
      order.payment_status = 'canceled'
      order.fulfillment_status = 'canceled'
      for (const payment of order.payments ?? []) payment.canceled_at = at(5)
      notify('order.canceled', 5.01)
    }
    if (kind === 'requires_action') order.fulfillment_status = 'requires_action'
    if (kind === 'partially_fulfilled') {
      order.fulfillments = [newFulfillment(db, { order_id: order.id }, items.slice(0, 1), at(24), null)]
      order.fulfillment_status = 'partially_fulfilled'
    }
    if (kind === 'fulfilled') {
      order.fulfillments = [newFulfillment(db, { order_id: order.id }, items, at(24), null)]
      order.fulfillment_status = 'fulfilled'
    }
    if (SHIPPED.includes(kind)) {
      const tracking = [`TRK${order.display_id}0001`]
      if (items.length > 1) tracking.push(`TRK${order.display_id}0002`)
      order.fulfillments = [newFulfillment(db, { order_id: order.id }, items, at(24), at(48), tracking)]
      order.fulfillment_status = 'shipped'
      notify('order.shipment_created', 48.02)
    }
    if (kind === 'refunded') {
      order.refunds = [newRefund(db, order, total, 'other', 'Parcel lost in transit', at(96))]
      order.payment_status = 'refunded'
      notify('order.refund_created', 96.02)
    }
    if (kind === 'partially_refunded') {
      const amount = Math.round(total * 0.15)
      order.refunds = [newRefund(db, order, amount, 'discount', 'Late delivery', at(72))]
      order.payment_status = 'partially_refunded'
      note('Customer asked for gift wrapping', 0.5)
      note('Refunded 15% for the late delivery', 72.1)
      const placed = state.notifications.find((n) => n.resource_id === order.id && n.event_name === 'order.placed')
      if (placed) state.notifications.push(newNotification(db, order, 'order.placed', at(30), placed.id))
      notify('order.refund_created', 72.02)
    }
    if (kind === 'return_requested' || kind === 'returned') {
      const received = kind === 'returned'
      const amount = received ? items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0) : 0
      order.returns = [newReturn(db, { order_id: order.id }, items.slice(0, 1), at(120), received ? at(168) : null, amount)]
      notify('order.return_requested', 120.02)
      if (received) {
        for (const item of items.slice(0, 1)) item.returned_quantity = item.quantity
        order.fulfillment_status = items.length > 1 ? 'partially_returned' : 'returned'
        order.refunds = [newRefund(db, order, amount, 'return', null, at(168))]
        order.payment_status = 'partially_refunded'
        notify('order.items_returned', 168.02)
      }
    }
    if (kind === 'swap') {
      const swap = newSwap(db, order, at(100))
      const replacement = itemFor(region.currency_code, [(lines[0]?.[0] ?? 0), 1, 1])
      swap.additional_items = [newLineItem(db, { swap_id: swap.id }, replacement, at(100))]
      swap.return_order = newReturn(db, { order_id: null, swap_id: swap.id }, items.slice(0, 1), at(100), null, 0)
      swap.shipping_methods = [newShippingMethod(db, options[r] as ShippingOption, { swap_id: swap.id }, 0)]
      swap.difference_due = replacement.unitPrice - (items[0]?.unit_price ?? 0)
      order.swaps = [swap]
      order.returns = [swap.return_order]
      note('Customer wants a different size', 99)
      notify('swap.created', 100.02)
    }
    if (kind === 'claim') {
      const claim = newClaim(db, order, at(110))
      const damaged = items[0]
      if (damaged) {
        claim.claim_items = [{ id: db.nextId('citem'), claim_order_id: claim.id, item_id: damaged.id, item: damaged, variant_id: damaged.variant_id ?? '', reason: 'production_failure', note: 'Seam came apart', quantity: 1, images: [], tags: [], created_at: at(110), updated_at: at(110), deleted_at: null, metadata: null }]
        claim.additional_items = [newLineItem(db, { claim_order_id: claim.id }, { ...itemFor(region.currency_code, [lines[0]?.[0] ?? 0, lines[0]?.[1] ?? 0, 1]) }, at(110))]
        claim.return_order = newReturn(db, { order_id: order.id, claim_order_id: claim.id }, [damaged], at(110), null, 0)
        order.returns = [claim.return_order]
      }
      order.claims = [claim]
      note('Photos of the damage received by email', 108)
    }
    if (kind === 'edited') {
      order.edits = [newOrderEdit(db, order, admin, at(2), at(3))]
      const first = items[0]
      if (first) first.quantity += 1
    }
    state.orders.push(order)
  })
  return state
}
