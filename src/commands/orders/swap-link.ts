import type { Order, Swap } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { storeQueries } from '@/atoms/core/store'
import { copy, defineCommand, inGroup } from '@/commands/core/define'
import { anySwap, onOrder } from '@/models/orders/rules'
import { exchangeArg } from './exchanges'
import { exchangeIn, loadOrder, orderArg } from './pickers'

export const NO_SWAP_LINK_TEMPLATE = 'The store has no swap link template: set one under Settings › Store (Edit store details), with {cart_id} where the cart goes'

/** The original admin offers the link while the customer owes a difference not paid yet. */
export const owesSwapDifference = (swap: Swap) => !swap.canceled_at && (swap.difference_due ?? 0) > 0 && swap.payment_status === 'not_paid' && Boolean(swap.cart_id)

/**
 * "Copy difference payment link" (the original admin's swap timeline event): the store's
 * swap_link_template with `{cart_id}` replaced by the swap's cart, where the customer pays the difference.
 */
export const copySwapPaymentLink = defineCommand({
  id: 'orders.copy-swap-payment-link',
  reads: true,
  title: 'Copy difference payment link',
  keywords: ['swap payment link', 'difference due', 'pay difference', 'swap link'],
  scope: 'order',
  when: onOrder(anySwap(owesSwapDifference)),
  why: () => 'No swap of this order has a difference due that is not paid',
  args: { orderId: orderArg(), swapId: exchangeArg('swap', owesSwapDifference) },
  run: async ({ orderId, swapId }, { fetch, queryClient }) => {
    const [{ store }, order] = await Promise.all([fetch({ ...storeQueries.detail(), staleTime: 0 }), loadOrder(queryClient, { orderId })])
    const swap = exchangeIn(order, 'swap', { swapId })
    if (!swap || !owesSwapDifference(swap)) throw new Error(`No difference is due on that swap of order #${order.display_id}`)
    const template = store.swap_link_template?.trim()
    if (!template) throw new Error(NO_SWAP_LINK_TEMPLATE)
    return copy(`Difference payment link (${due(order, swap)}) of order #${order.display_id}`, template.replace(/\{cart_id\}/, swap.cart_id ?? ''))
  },
})

const due = (order: Order, swap: Swap) => formatMoney(swap.difference_due ?? 0, order.currency_code)

export const orderSwapLinkCommands = inGroup('Order swaps', [copySwapPaymentLink])
