import type { Order } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { orderQueries } from '@/atoms/orders/keys'
import type { CommandContext } from '@/models/core/context'
import { defineEntity, recordIn, sameText } from '@/models/core/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    order: Order
  }
}

/** '#1042', '1042' or '# 1042' -> 1042; anything else (or 0) -> undefined. */
export function parseOrderNumber(text: string): number | undefined {
  const match = /^#?\s*(\d+)$/.exec(text.trim())
  const value = match ? Number(match[1]) : Number.NaN
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}
export const ORDER_NUMBER_INVALID = 'Order number must be a positive number, like #1042'
export const noOrderMessage = (displayId: number) => `No order #${displayId}`

/** '#1042': how an operator names an order in a sentence. */
export const orderNumber = (order: Pick<Order, 'display_id'>) => `#${order.display_id}`

/**
 * Orders by number or email. A number typed is also looked up exactly (`display_id` filter): Medusa's
 * `q` matches it as text among emails and names, and the order with that number must come first.
 */
export const orderEntity = defineEntity<Order>({
  noun: 'order',
  focus: 'order',
  label: (o) => `${orderNumber(o)} · ${o.email}`,
  short: orderNumber,
  hint: (o) => (typeof o.total === 'number' ? formatMoney(o.total, o.currency_code) : undefined),
  search: async (q, { queryClient }) => {
    const number = parseOrderNumber(q)
    const [{ orders }, exact] = await Promise.all([
      queryClient.fetchQuery(orderQueries.search(q.trim().replace(/^#\s*/, ''))),
      number ? queryClient.fetchQuery(orderQueries.byDisplayId(number)) : null,
    ])
    const found = orders as Order[]
    return exact && !found.some((o) => o.id === exact.id) ? [exact as Order, ...found] : found
  },
  exact: (o, q) => o.display_id === parseOrderNumber(q) || sameText(o.email, q),
})

/** 'order #1042', or 'this order' before its data is at hand; never its Medusa id. */
export const theOrder = (order: Pick<Order, 'display_id'> | undefined) => (order ? `order ${orderNumber(order)}` : 'this order')

/** How the order in `orderId` is named in a sentence: focused or picked, else 'this order'. */
export const orderName = (ctx: CommandContext, orderId: string) => theOrder(recordIn(ctx, 'order', 'orderId', { orderId }))
