// Orders the way a shop makes them: the storefront API's checkout (cart, line items, email and
// addresses, shipping method, payment sessions, 'manual' selected, complete), a few at a time.
// order-states.ts then takes each order as far as its plan says, through the admin API.
import type { Order, StoreCompleteCartRes } from '@medusajs/client-types'
import { storeCarts } from '../../src/api/store/carts'
import { type SeedContext, log } from './context'
import { type OrderPlan, buildOrderPlan } from './order-plan'
import { type PlacedOrder, advanceOrder } from './order-states'
import { mapLimit } from './util'

/** The order a completed cart became; anything else (payment needing more action) is a failure here. */
export function completedOrder(result: StoreCompleteCartRes, cartId: string): Order {
  if (result.type !== 'order') throw new Error(`cart ${cartId} completed as a ${result.type}, not an order`)
  return result.data as Order
}

export async function checkout(plan: OrderPlan, ctx: SeedContext): Promise<Order> {
  const { cart } = await storeCarts.create({
    region_id: ctx.regions[plan.currency].id,
    sales_channel_id: plan.salesChannelId,
    items: plan.lines.map((line) => ({ variant_id: line.variant.id, quantity: line.quantity })),
  })
  await storeCarts.update(cart.id, {
    email: plan.email,
    shipping_address: plan.address,
    billing_address: plan.address,
    ...(plan.customerId ? { customer_id: plan.customerId } : {}),
    ...(plan.discountCode ? { discounts: [{ code: plan.discountCode }] } : {}),
    ...(plan.giftCardCode ? { gift_cards: [{ code: plan.giftCardCode }] } : {}),
  })
  const shipping = ctx.shipping[plan.currency]
  await storeCarts.addShippingMethod(cart.id, { option_id: plan.express ? shipping.express : shipping.standard })
  await storeCarts.createPaymentSessions(cart.id)
  await storeCarts.setPaymentSession(cart.id, { provider_id: 'manual' })
  return completedOrder(await storeCarts.complete(cart.id), cart.id)
}

/** Orders in flight at once: enough to keep Medusa and PostgreSQL both busy on two cores. */
const CONCURRENCY = 6

/**
 * Runs tasks that share a key one after another, in the order they asked. Medusa 1.20 updates stock
 * and discount usage read-modify-write, so two orders of one variant (or with one code) at the same
 * time can lose an update; the same store every run needs them apart.
 */
class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>()

  async run<T>(keys: string[], task: () => Promise<T>): Promise<T> {
    const unique = [...new Set(keys)]
    const before = unique.map((key) => this.tails.get(key))
    let release: () => void = () => undefined
    const done = new Promise<void>((resolve) => {
      release = resolve
    })
    for (const key of unique) this.tails.set(key, done)
    try {
      await Promise.all(before)
      return await task()
    } finally {
      release()
    }
  }
}

function keysOf(plan: OrderPlan): string[] {
  const variants = [...plan.lines.map((l) => l.variant.id), ...(plan.extraVariant ? [plan.extraVariant.id] : [])]
  return [...variants, ...(plan.discountCode ? [plan.discountCode] : []), ...(plan.giftCardCode ? [plan.giftCardCode] : [])]
}

/** Places every planned order and moves it on to its scenario's state; answers them in plan order. */
export async function seedOrders(ctx: SeedContext): Promise<PlacedOrder[]> {
  const plans = buildOrderPlan(ctx)
  let done = 0
  const queue = new KeyedQueue()
  const placed = await mapLimit(plans, CONCURRENCY, async (plan) => {
    try {
      const result = await queue.run(keysOf(plan), async () => advanceOrder(plan, await checkout(plan, ctx), ctx))
      if (++done % 25 === 0) log(`orders: ${done}/${plans.length}`)
      return result
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      throw new Error(`order #${plan.index} (${plan.scenario}, ${plan.email}): ${message}`, { cause: error })
    }
  })
  const byScenario = new Map<string, number>()
  for (const p of plans) byScenario.set(p.scenario, (byScenario.get(p.scenario) ?? 0) + 1)
  log(`orders: ${placed.length} placed through the storefront (${[...byScenario].map(([s, n]) => `${s} ${n}`).join(', ')})`)
  return placed
}
