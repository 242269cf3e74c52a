import type { AddressPayload, AdminOrdersRes } from '@medusajs/client-types'
import type { draftOrders } from '@/api/admin/draft-orders'
import type { notes } from '@/api/admin/notes'
import type { orderClaims, orderSwaps } from '@/api/admin/order-claims-swaps'
import type { orders } from '@/api/admin/orders'
import type { returns } from '@/api/admin/returns'

// What every row of the orders table (refusals.ts) acts on, and the orders it makes: each side hands
// its own API objects and market, and the makers build orders through them the same way.

export type AdminOrder = AdminOrdersRes['order']

export interface OrderApis {
  orders: typeof orders
  returns: typeof returns
  notes: typeof notes
  orderSwaps: typeof orderSwaps
  orderClaims: typeof orderClaims
  draftOrders: typeof draftOrders
}

export interface OrderRefusalSetup {
  api: OrderApis
  regionId: string
  /** A shipping option of the region (and one for returns). */
  shippingOptionId: string
  /** An address in the region. */
  address: AddressPayload
  /** Two variants of one product priced in the region: a swap or claim sends the second out. */
  variants: readonly [string, string]
  /** An order whose payment awaits capture (a storefront checkout on the server, a seeded one in the mock). */
  pending: () => Promise<AdminOrder>
  /** What a customer does to confirm a swap (completing its cart), so it has a shipping method. */
  confirmSwap: (swapId: string) => Promise<void>
  /** Drops the order's shipping methods (the mock only: no order Medusa 1.20 places lacks one). */
  dropShipping: (orderId: string) => void
}

export type OrderRefusalContext = OrderRefusalSetup & ReturnType<typeof orderMakers>

/** The states a row asks its order in (orderMakers). */
export type OrderState = 'paid' | 'shipped' | 'pending' | 'canceled'

/** Orders rows share, one a state: a side that keeps them across rows hands the same store to every context. */
export type KeptOrders = Map<OrderState, Promise<AdminOrder>>

const one = (order: AdminOrder) => [{ item_id: firstItem(order), quantity: 1 }]

export function firstItem(order: { items: Array<{ id: string }> }): string {
  return order.items[0]?.id ?? 'item_none'
}

/**
 * The orders a row asks for, made through the side's API: new ones (paid, shipped, …) for a row that
 * changes them, or the kept one of a state for a row whose refusal leaves it as it was.
 */
export function orderMakers(s: OrderRefusalSetup, keptOrders: KeptOrders = new Map()) {
  const { api } = s
  /** A draft order paid through the `system` provider: captured, nothing fulfilled. */
  const paid = async (quantity = 2): Promise<AdminOrder> => {
    const { draft_order } = await api.draftOrders.create({
      email: 'refusals@contract.test',
      region_id: s.regionId,
      items: [{ variant_id: s.variants[0], quantity }],
      shipping_methods: [{ option_id: s.shippingOptionId }],
      shipping_address: s.address,
    })
    await api.draftOrders.markPaid(draft_order.id)
    const { draft_order: done } = await api.draftOrders.retrieve(draft_order.id)
    return (await api.orders.retrieve(done.order_id ?? 'order_none')).order
  }
  /** Paid, every item fulfilled and shipped (returns, swaps and claims need that). */
  const shipped = async (quantity = 2): Promise<AdminOrder> => {
    const order = await paid(quantity)
    const { order: fulfilled } = await api.orders.createFulfillment(order.id, { items: order.items.map((i) => ({ item_id: i.id, quantity: i.quantity })) })
    return (await api.orders.createShipment(order.id, { fulfillment_id: fulfilled.fulfillments[0]?.id ?? 'ful_none' })).order
  }
  const canceled = async (): Promise<AdminOrder> => (await api.orders.cancel((await s.pending()).id)).order
  /** A new swap of the order returning one item; its id. */
  const swapOf = async (order: AdminOrder, withItem = true): Promise<string> => {
    const before = new Set((await api.orders.retrieve(order.id)).order.swaps.map((x) => x.id))
    const additional_items = withItem ? [{ variant_id: s.variants[1], quantity: 1 }] : undefined
    const { order: after } = await api.orderSwaps.create(order.id, { return_items: one(order), additional_items })
    return after.swaps.find((x) => !before.has(x.id))?.id ?? 'swap_none'
  }
  /** A new claim of the order (a replace claim sends the second variant, with a shipping method if asked). */
  const claimOf = async (order: AdminOrder, type: 'replace' | 'refund', withShipping = true): Promise<string> => {
    const before = new Set((await api.orders.retrieve(order.id)).order.claims.map((x) => x.id))
    const replace = type === 'replace'
    const { order: after } = await api.orderClaims.create(order.id, {
      type,
      claim_items: [{ item_id: firstItem(order), quantity: 1, reason: 'wrong_item' }],
      additional_items: replace ? [{ variant_id: s.variants[1], quantity: 1 }] : undefined,
      shipping_methods: replace && withShipping ? [{ option_id: s.shippingOptionId, price: 0 }] : undefined,
    })
    return after.claims.find((x) => !before.has(x.id))?.id ?? 'claim_none'
  }
  const makers: Record<OrderState, () => Promise<AdminOrder>> = { paid: () => paid(), shipped: () => shipped(), pending: () => s.pending(), canceled }
  /** The order of the state every row refused without a change shares: made on first use (again if that failed). */
  const kept = (state: OrderState): Promise<AdminOrder> => {
    const known = keptOrders.get(state)
    if (known) return known
    const made = makers[state]()
    keptOrders.set(state, made)
    made.catch(() => keptOrders.delete(state))
    return made
  }
  return { paid, shipped, canceled, kept, swapOf, claimOf }
}

/** The call, its refusal's message with the ids the row made named as placeholders ({fid}, {id}). */
export function naming(call: Promise<unknown>, ids: Record<string, string>): Promise<unknown> {
  return call.catch((error: { message?: string }) => {
    for (const [name, id] of Object.entries(ids)) if (error.message) error.message = error.message.replaceAll(id, `{${name}}`)
    throw error
  })
}

/** A body the types refuse, sent as is: the server's validator is what is checked. */
export function loose<T>(body: Record<string, unknown>): T {
  return body as unknown as T
}

export { one }
