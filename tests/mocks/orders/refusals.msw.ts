import { draftOrders } from '@/api/admin/draft-orders'
import { notes } from '@/api/admin/notes'
import { orderClaims, orderSwaps } from '@/api/admin/order-claims-swaps'
import { orders } from '@/api/admin/orders'
import { returns } from '@/api/admin/returns'
import { draftOrderHandlers } from '../draft-orders/draft-orders'
import type { MswRefusalSide } from '../refusals.test'
import { orderMutationHandlers } from './mutations'
import { mutationDb } from './mutations-shared'
import { newShippingMethod } from './parts'
import { orderMakers, type OrderRefusalContext, type OrderRefusalSetup } from './refusals-context'

/**
 * The orders mock's side of its table: the seeded EUR region, its standard shipping option and the
 * first product's variants; pending orders are the seeded ones awaiting capture, each handed out once.
 * A swap is confirmed the way completing its cart leaves it: confirmed, with a shipping method.
 */
export const msw: MswRefusalSide<OrderRefusalContext> = {
  handlers: (db) => [...draftOrderHandlers(db), ...orderMutationHandlers(db)],
  context(base) {
    const db = mutationDb(base)
    const region = db.regions.find((r) => r.currency_code === 'eur')
    const option = db.shippingOptions.find((o) => o.region_id === region?.id && !o.is_return)
    const variants = base.products[0]?.variants ?? []
    if (!region || !option || variants.length < 2) throw new Error('orders refusals: the seed lacks the EUR market')
    const awaiting = db.orders.filter((o) => o.payment_status === 'awaiting' && o.status === 'pending' && !o.fulfillments?.length)
    const setup: OrderRefusalSetup = {
      api: { orders, returns, notes, orderSwaps, orderClaims, draftOrders },
      regionId: region.id,
      shippingOptionId: option.id,
      address: { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Mock Street', city: 'Berlin', country_code: 'de', postal_code: '10115' },
      variants: [variants[0]?.id ?? '', variants[1]?.id ?? ''],
      async pending() {
        const order = awaiting.shift()
        if (!order) throw new Error('orders refusals: no seeded order awaiting capture is left')
        return (await orders.retrieve(order.id)).order
      },
      async confirmSwap(swapId) {
        const swap = db.orders.flatMap((o) => o.swaps ?? []).find((s) => s.id === swapId)
        if (!swap) throw new Error(`orders refusals: no swap ${swapId}`)
        Object.assign(swap, { confirmed_at: db.now(), shipping_methods: [newShippingMethod(base, option, { swap_id: swap.id }, 0)] })
      },
      dropShipping(orderId) {
        const order = db.orders.find((o) => o.id === orderId)
        if (order) order.shipping_methods = []
      },
    }
    return { ...setup, ...orderMakers(setup) }
  },
}
