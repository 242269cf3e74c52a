import { orderQueries } from '@/atoms/orders'
import { arg, defineCommand, erase, openPanel } from './define'
import { searchOrders } from './pickers'

// Navigation in the orders area. The order actions (capture, refund, fulfil, ...) are commands of
// their own, over the mutations in atoms/order-mutations.ts.

/** '#1042', '1042' or '# 1042' -> 1042; anything else (or 0) -> undefined. */
export function parseOrderNumber(text: string): number | undefined {
  const match = /^#?\s*(\d+)$/.exec(text.trim())
  const value = match ? Number(match[1]) : Number.NaN
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}

export const ORDER_NUMBER_INVALID = 'Order number must be a positive number, like #1042'
export const noOrderMessage = (displayId: number) => `No order #${displayId}`

export const listOrders = defineCommand({
  id: 'orders.list',
  title: 'Go to orders',
  group: 'Orders',
  keywords: ['sales', 'purchases'],
  hotkey: 'g o',
  run: async () => openPanel('/a/orders'),
})

export const openOrder = defineCommand({
  id: 'orders.open',
  title: 'Open order…',
  group: 'Orders',
  keywords: ['find', 'search', 'email', 'customer', 'display id'],
  args: { orderId: arg.entity({ label: 'Order', entity: 'order', search: searchOrders }) },
  run: async ({ orderId }) => openPanel(`/a/orders/${orderId}`),
})

export const jumpToOrder = defineCommand({
  id: 'orders.jump',
  title: 'Go to order number…',
  group: 'Orders',
  keywords: ['#', 'display id', 'order number'],
  args: {
    number: arg.text({
      label: 'Order number',
      placeholder: '#1042',
      validate: (text) => (parseOrderNumber(text) === undefined ? ORDER_NUMBER_INVALID : undefined),
    }),
  },
  run: async ({ number }, { fetch }) => {
    const displayId = parseOrderNumber(number)
    if (displayId === undefined) throw new Error(ORDER_NUMBER_INVALID)
    // Always asked afresh: an order placed a moment ago must be found.
    const order = await fetch({ ...orderQueries.byDisplayId(displayId), staleTime: 0 })
    if (!order) throw new Error(noOrderMessage(displayId))
    return openPanel(`/a/orders/${order.id}`)
  },
})

export const orderCommands = [listOrders, openOrder, jumpToOrder].map(erase)
