import type { Order, Swap } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import {
  cancelSwapFulfillmentMutation,
  cancelSwapMutation,
  createSwapMutation,
  createSwapShipmentMutation,
  fulfillSwapMutation,
  processSwapPaymentMutation,
} from '@/atoms/orders/mutations'
import type { PartialArgs } from '@/commands/core/args'
import { arg, defineCommand } from '@/commands/core/define'
import { checkItems } from '@/commands/core/items-arg'
import { done, orderName } from './actions'
import {
  fulfillmentPicker,
  onlyOne,
  onlyOpenFulfillment,
  orderArg,
  orderInArgs,
  returnableItems,
  returnReasonChoices,
  searchVariantsToSend,
  shippingOptionPicker,
  swapIn,
  swapPicker,
  trackingNumbers,
} from './pickers'
import {
  anyOpenSwapFulfillment,
  anySwap,
  canCancelSwap,
  canCreateSwap,
  canFulfillSwap,
  canProcessSwapPayment,
  onOrder,
  openFulfillments,
} from './rules'
import { quantitiesArg, variantQuantities } from '@/commands/core/variant-quantities'

// Swaps: items come back, others go out. Created on an order; then canceled, fulfilled (and that
// fulfillment canceled or shipped) and its difference paid or refunded.

const GROUP = 'Order swaps'

const hasOpenFulfillment = (swap: Swap) => !swap.canceled_at && openFulfillments(swap.fulfillments).length > 0

/** The swap argument: a swap of the order that `rule` allows; the only one is taken without asking. */
const swapArg = (rule: (swap: Swap) => boolean) =>
  arg.entity({ label: 'Swap', search: swapPicker(rule), default: onlyOne((order: Order) => (order.swaps ?? []).filter(rule)) })

const swapFulfillments = (order: Order, args: PartialArgs) => swapIn(order, args)?.fulfillments
const swapFulfillmentArg = () =>
  arg.entity({ label: 'Fulfillment', search: fulfillmentPicker(swapFulfillments), default: onlyOpenFulfillment(swapFulfillments) })

export const createSwap = defineCommand({
  id: 'orders.create-swap',
  title: 'Create swap',
  group: GROUP,
  keywords: ['exchange', 'replace size', 'swap items'],
  when: onOrder(canCreateSwap),
  args: {
    orderId: orderArg(),
    returnItems: arg.items({ label: 'Items coming back', items: returnableItems, reasons: returnReasonChoices }),
    // Medusa takes a swap without new items too: the customer returns items for credit.
    variantIds: arg.entities({ label: 'New items', optional: true, search: searchVariantsToSend }),
    quantities: quantitiesArg('variantIds'),
    shippingOptionId: arg.entity({ label: 'Return shipping', optional: true, search: shippingOptionPicker(true) }),
  },
  run: async ({ orderId, returnItems, variantIds, quantities, shippingOptionId }, { mutate, queryClient, ctx }) => {
    const checked = checkItems(returnItems, await returnableItems(ctx, { orderId }, queryClient))
    if (!checked.ok) throw new Error(checked.error)
    const newItems = variantQuantities(variantIds, quantities)
    const { order } = await mutate(createSwapMutation, {
      id: orderId,
      body: {
        return_items: returnItems,
        additional_items: newItems.length ? newItems : undefined,
        return_shipping: shippingOptionId ? { option_id: shippingOptionId } : undefined,
      },
    })
    return done('Swap created', order)
  },
})

export const cancelSwap = defineCommand({
  id: 'orders.cancel-swap',
  title: 'Cancel swap',
  group: GROUP,
  keywords: ['void swap'],
  when: onOrder(anySwap(canCancelSwap)),
  args: { orderId: orderArg(), swapId: swapArg(canCancelSwap) },
  confirm: ({ orderId }, ctx) => `Cancel this swap of order ${orderName(ctx, orderId)}?`,
  run: async ({ orderId, swapId }, { mutate }) => {
    const { order } = await mutate(cancelSwapMutation, { id: orderId, swapId })
    return done('Swap canceled', order)
  },
})

export const fulfillSwap = defineCommand({
  id: 'orders.fulfill-swap',
  title: 'Fulfill swap',
  group: GROUP,
  keywords: ['send new items', 'swap fulfillment'],
  when: onOrder(anySwap(canFulfillSwap)),
  args: { orderId: orderArg(), swapId: swapArg(canFulfillSwap), notify: arg.boolean({ label: 'Notify the customer?' }) },
  run: async ({ orderId, swapId, notify }, { mutate }) => {
    const { order } = await mutate(fulfillSwapMutation, { id: orderId, swapId, body: { no_notification: !notify } })
    return done('Swap fulfilled', order)
  },
})

export const cancelSwapFulfillment = defineCommand({
  id: 'orders.cancel-swap-fulfillment',
  title: 'Cancel swap fulfillment',
  group: GROUP,
  keywords: ['undo swap fulfillment'],
  when: onOrder(anyOpenSwapFulfillment),
  args: { orderId: orderArg(), swapId: swapArg(hasOpenFulfillment), fulfillmentId: swapFulfillmentArg() },
  confirm: ({ orderId }, ctx) => `Cancel this swap fulfillment of order ${orderName(ctx, orderId)}?`,
  run: async ({ orderId, swapId, fulfillmentId }, { mutate }) => {
    const { order } = await mutate(cancelSwapFulfillmentMutation, { id: orderId, swapId, fulfillmentId })
    return done('Swap fulfillment canceled', order)
  },
})

export const shipSwap = defineCommand({
  id: 'orders.ship-swap',
  title: 'Ship swap fulfillment',
  group: GROUP,
  keywords: ['swap shipment', 'tracking'],
  when: onOrder(anyOpenSwapFulfillment),
  args: {
    orderId: orderArg(),
    swapId: swapArg(hasOpenFulfillment),
    fulfillmentId: swapFulfillmentArg(),
    tracking: arg.text({ label: 'Tracking numbers', optional: true, placeholder: 'Comma separated' }),
  },
  run: async ({ orderId, swapId, fulfillmentId, tracking }, { mutate }) => {
    const { order } = await mutate(createSwapShipmentMutation, {
      id: orderId,
      swapId,
      body: { fulfillment_id: fulfillmentId, tracking_numbers: trackingNumbers(tracking) },
    })
    return done('Swap shipped', order)
  },
})

export const processSwapPayment = defineCommand({
  id: 'orders.process-swap-payment',
  title: 'Process swap payment',
  group: GROUP,
  keywords: ['difference', 'swap refund', 'charge difference'],
  when: onOrder(anySwap(canProcessSwapPayment)),
  args: { orderId: orderArg(), swapId: swapArg(canProcessSwapPayment) },
  confirm: ({ orderId, swapId }, ctx) => {
    const order = orderInArgs(ctx, { orderId })
    const due = order ? swapIn(order, { swapId })?.difference_due : undefined
    if (!order || typeof due !== 'number') return `Settle the difference of this swap of order ${orderName(ctx, orderId)}?`
    const amount = formatMoney(Math.abs(due), order.currency_code)
    return due < 0 ? `Refund ${amount} to the customer?` : due > 0 ? `Capture ${amount} from the customer?` : 'Mark the swap settled (nothing is due)?'
  },
  run: async ({ orderId, swapId }, { mutate }) => {
    const { order } = await mutate(processSwapPaymentMutation, { id: orderId, swapId })
    const swap = order.swaps?.find((s) => s.id === swapId)
    if (swap?.payment_status === 'requires_action') throw new Error('The payment provider refused: the swap payment requires action')
    return done('Swap payment processed', order)
  },
})

export const orderSwapCommands = [createSwap, cancelSwap, fulfillSwap, cancelSwapFulfillment, shipSwap, processSwapPayment] as const
