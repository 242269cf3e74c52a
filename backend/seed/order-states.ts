// Takes a placed order to its planned state with the admin API, as staff would: capture, fulfil,
// ship, complete, archive, cancel, refund, returns (requested, received), swaps, claims, order edits.
import type { AdminOrdersRes, LineItem, Order } from '@medusajs/client-types'
import { notes } from '../../src/api/admin/notes'
import { orderClaims, orderSwaps } from '../../src/api/admin/order-claims-swaps'
import { orderEdits } from '../../src/api/admin/order-edits'
import { orders } from '../../src/api/admin/orders'
import { returns } from '../../src/api/admin/returns'
import { swaps } from '../../src/api/admin/swaps'
import { storeCarts } from '../../src/api/store/carts'
import { storeOrderEdits } from '../../src/api/store/order-edits'
import { type SeedContext } from './context'
import type { OrderPlan, Scenario } from './order-plan'
import { at, must } from './util'

type AdminOrder = AdminOrdersRes['order']

/** What the backdating step needs about each order. */
export interface PlacedOrder {
  id: string
  placedAt: Date
  daysAgo: number
}

const SHIPPED: Scenario[] = [
  'shipped', 'completed', 'archived', 'partially_refunded', 'return_requested', 'partially_returned', 'returned',
  'swap_requested', 'swap_completed', 'claim_replace', 'claim_refund',
]

const NOTES: Partial<Record<Scenario, string>> = {
  awaiting: 'Customer asked whether we ship to a PO box. Told them yes.',
  canceled: 'Canceled at the customer’s request before payment went through.',
  partially_fulfilled: 'Second item is on back order; ships as soon as it arrives.',
  refunded: 'Parcel lost by the carrier. Full refund agreed with the customer.',
  partially_refunded: 'Price match: refunded the difference to a competitor’s offer.',
  returned: 'Return received in good condition, items back in stock.',
  swap_requested: 'Exchange for another size: waiting for the customer to confirm.',
  claim_replace: 'Print defect on arrival, photos in the support ticket. Replacement sent.',
  claim_refund: 'Item missing from the parcel; refunded after checking the packing photo.',
  edit_requested: 'Customer wants to add an item before we ship.',
}

function tracking(plan: OrderPlan, n: number): string {
  const digits = String(100000000 + ((plan.index * 7919 + n * 104729) % 899999999))
  return { eur: `JVGL0${digits}`, usd: `1Z999AA1${digits.slice(0, 8)}`, gbp: `RM${digits}GB` }[plan.currency]
}

/** The order's line for a planned line, by variant. */
function itemFor(items: LineItem[], variantId: string): LineItem {
  return must(
    items.find((i) => i.variant_id === variantId),
    `line item for variant ${variantId}`,
  )
}

function newest<T extends { id: string }>(list: T[] | undefined, before: Set<string>): T {
  return must(
    (list ?? []).find((x) => !before.has(x.id)),
    'the record just created',
  )
}

const ids = (list: { id: string }[] | undefined) => new Set((list ?? []).map((x) => x.id))

async function fulfil(order: AdminOrder, items: LineItem[]): Promise<{ order: AdminOrder; fulfillmentId: string }> {
  const before = ids(order.fulfillments)
  const res = await orders.createFulfillment(order.id, {
    items: items.map((item) => ({ item_id: item.id, quantity: item.quantity })),
  })
  return { order: res.order, fulfillmentId: newest(res.order.fulfillments, before).id }
}

async function ship(plan: OrderPlan, order: AdminOrder, fulfillmentId: string, n = 0): Promise<AdminOrder> {
  const res = await orders.createShipment(order.id, { fulfillment_id: fulfillmentId, tracking_numbers: [tracking(plan, n)] })
  return res.order
}

/** Requests a return of the given items through the region's return option; receives it when asked. */
async function returnItems(plan: OrderPlan, ctx: SeedContext, order: AdminOrder, items: LineItem[], receive: boolean) {
  const before = ids(order.returns)
  const reasons = ['too_small', 'damaged', 'changed_mind', 'not_as_described', 'too_big']
  const lines = items.map((item, i) => ({
    item_id: item.id,
    quantity: item.quantity,
    reason_id: must(ctx.returnReasons[at(reasons, (plan.index + i) % reasons.length)], 'return reason'),
  }))
  const res = await orders.requestReturn(order.id, {
    items: lines,
    return_shipping: { option_id: ctx.shipping[plan.currency].return, price: 0 },
    note: 'Return label emailed to the customer',
  })
  const created = newest(res.order.returns, before)
  if (receive) await returns.receive(created.id, { items: lines.map(({ item_id, quantity }) => ({ item_id, quantity })) })
}

/** An exchange for another variant of the first line's product; the confirmed ones are paid, shipped and received. */
async function exchange(plan: OrderPlan, ctx: SeedContext, order: AdminOrder, item: LineItem, complete: boolean) {
  const shipping = ctx.shipping[plan.currency]
  const before = ids(order.swaps)
  const res = await orderSwaps.create(order.id, {
    return_items: [{ item_id: item.id, quantity: 1, reason_id: must(ctx.returnReasons[plan.index % 2 ? 'too_small' : 'too_big'], 'reason') }],
    additional_items: [{ variant_id: must(plan.extraVariant, 'swap variant').id, quantity: 1 }],
    return_shipping: { option_id: shipping.return, price: 0 },
    custom_shipping_options: [{ option_id: shipping.standard, price: 0 }],
  })
  const created = newest(res.order.swaps, before)
  const swapId = created.id
  if (!complete) return
  // The customer confirms the exchange in the shop: the swap's cart is checked out like any other.
  const cartId = must(created.cart_id, 'swap cart')
  await storeCarts.addShippingMethod(cartId, { option_id: shipping.standard })
  const { cart } = await storeCarts.createPaymentSessions(cartId)
  // An even exchange leaves nothing to pay: the cart then has no payment session to select.
  if (cart.payment_sessions.length > 0) await storeCarts.setPaymentSession(cartId, { provider_id: 'manual' })
  const done = await storeCarts.complete(cartId)
  if (done.type !== 'swap') throw new Error(`swap cart ${cartId} completed as a ${done.type}`)
  await orderSwaps.processPayment(order.id, swapId)
  await orderSwaps.fulfill(order.id, swapId)
  const { swap: fulfilled } = await swaps.retrieve(swapId)
  const fulfillment = at(fulfilled.fulfillments, 0)
  await orderSwaps.createShipment(order.id, swapId, { fulfillment_id: fulfillment.id, tracking_numbers: [tracking(plan, 5)] })
  const returnId = must(fulfilled.return_order, 'swap return').id
  await returns.receive(returnId, { items: [{ item_id: item.id, quantity: 1 }] })
}

async function claim(plan: OrderPlan, ctx: SeedContext, order: AdminOrder, item: LineItem, replace: boolean) {
  const before = ids(order.claims)
  const res = await orderClaims.create(order.id, replace
    ? {
        type: 'replace',
        claim_items: [{ item_id: item.id, quantity: 1, reason: 'production_failure', note: 'Print peeling after first wash' }],
        additional_items: [{ variant_id: item.variant_id ?? must(plan.extraVariant, 'variant').id, quantity: 1 }],
        shipping_methods: [{ option_id: ctx.shipping[plan.currency].standard, price: 0 }],
      }
    : { type: 'refund', claim_items: [{ item_id: item.id, quantity: 1, reason: 'missing_item', note: 'Not in the parcel' }] })
  const created = newest(res.order.claims, before)
  if (!replace || plan.index % 3 === 0) return // one replacement is still waiting to be sent
  const fulfilled = await orderClaims.fulfill(order.id, created.id)
  const claimNow = must(fulfilled.order.claims.find((c) => c.id === created.id), 'claim')
  await orderClaims.createShipment(order.id, created.id, { fulfillment_id: at(claimNow.fulfillments, 0).id, tracking_numbers: [tracking(plan, 7)] })
}

async function edit(plan: OrderPlan, order: AdminOrder, outcome: string) {
  const { order_edit } = await orderEdits.create({ order_id: order.id, internal_note: 'Customer asked to add an item by email' })
  await orderEdits.addItem(order_edit.id, { variant_id: must(plan.extraVariant, 'edit variant').id, quantity: 1 })
  if (outcome === 'created') return
  if (outcome === 'canceled') {
    await orderEdits.cancel(order_edit.id)
    return
  }
  await orderEdits.requestConfirmation(order_edit.id)
  if (outcome === 'declined') await storeOrderEdits.decline(order_edit.id, { declined_reason: 'Found it cheaper elsewhere' })
  if (outcome === 'confirmed') await orderEdits.confirm(order_edit.id)
}

/** Moves one order from 'placed' to its scenario's state. */
export async function advanceOrder(plan: OrderPlan, placed: Order, ctx: SeedContext): Promise<PlacedOrder> {
  const s = plan.scenario
  const items = must(placed.items, 'order items')
  const result: PlacedOrder = { id: placed.id, placedAt: plan.placedAt, daysAgo: plan.daysAgo }
  const note = NOTES[s]
  if (note && plan.index % 2 === 0) await notes.create({ resource_id: placed.id, resource_type: 'order', value: note })
  if (s === 'awaiting') return result
  if (s === 'canceled') {
    await orders.cancel(placed.id)
    return result
  }
  let order = (await orders.capture(placed.id)).order
  const lines = plan.lines.map((line) => itemFor(items, line.variant.id))
  const first = at(lines, 0)

  if (s === 'refunded' || s === 'partially_refunded') {
    const amount = s === 'refunded' ? must(order.refundable_amount, 'refundable') : Math.round(must(order.total, 'total') * 0.15)
    if (s === 'partially_refunded') order = await ship(plan, order, (await fulfil(order, lines)).fulfillmentId)
    await orders.refund(order.id, { amount, reason: s === 'refunded' ? 'other' : 'discount', note: NOTES[s] ?? '' })
    return result
  }
  if (s.startsWith('edit_')) {
    await edit(plan, order, s.slice('edit_'.length))
    return result
  }
  if (s === 'captured') return result
  if (s === 'partially_fulfilled') {
    await fulfil(order, [first])
    return result
  }
  if (s === 'partially_shipped') {
    const one = await fulfil(order, [first])
    const two = await fulfil(one.order, lines.slice(1))
    await ship(plan, two.order, one.fulfillmentId)
    return result
  }
  const all = await fulfil(order, lines)
  if (s === 'fulfilled') return result
  order = await ship(plan, all.order, all.fulfillmentId)
  if (!SHIPPED.includes(s)) throw new Error(`no steps for scenario ${s}`)

  if (s === 'return_requested') await returnItems(plan, ctx, order, [first], false)
  if (s === 'partially_returned') await returnItems(plan, ctx, order, [first], true)
  if (s === 'returned') await returnItems(plan, ctx, order, lines, true)
  if (s === 'swap_requested' || s === 'swap_completed') await exchange(plan, ctx, order, first, s === 'swap_completed')
  if (s === 'claim_replace' || s === 'claim_refund') await claim(plan, ctx, order, first, s === 'claim_replace')
  if (s === 'completed' || s === 'archived' || (s === 'returned' && plan.index % 2 === 0)) await orders.complete(order.id)
  if (s === 'archived') await orders.archive(order.id)
  return result
}
