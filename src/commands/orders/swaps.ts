import { formatMoney } from '@/api/money'
import { createSwapMutation, processSwapPaymentMutation } from '@/atoms/orders/exchanges'
import { arg, defineCommand, inGroup } from '@/commands/core/define'
import { quantitiesArg, variantQuantities } from '@/commands/core/variant-quantities'
import { orderName } from '@/models/orders/entity'
import { exchangeArg, exchangeCommands } from './exchanges'
import { checkChosenItems, done, exchangeIn, orderArg, orderInArgs, returnableItems, returnReasonChoices, searchVariantsToSend, shippingOptionPicker } from './pickers'
import { anyOpenSwapFulfillment, anySwap, canCancelSwap, canFulfillSwap, canProcessSwapPayment, onOrder, orderRuled, orderRules } from '@/models/orders/rules'

// Swaps: items come back, others go out. Created on an order; then canceled, fulfilled (and that
// fulfillment canceled or shipped) and its difference paid or refunded.

const GROUP = 'Order swaps'

// Cancel, fulfil, cancel a fulfillment and ship: as a claim's (exchanges.ts).
const swaps = exchangeCommands('swap', {
  any: anySwap,
  canCancel: canCancelSwap,
  canFulfill: canFulfillSwap,
  anyOpenFulfillment: anyOpenSwapFulfillment,
  sends: 'send new items',
})

export const createSwap = defineCommand({
  id: 'orders.create-swap',
  title: 'Create swap',
  keywords: ['exchange', 'replace size', 'swap items'],
  ...orderRuled(orderRules.createSwap),
  args: {
    orderId: orderArg(),
    returnItems: arg.items({ label: 'Items coming back', items: returnableItems, reasons: returnReasonChoices }),
    // Medusa takes a swap without new items too: the customer returns items for credit.
    variantIds: arg.entities({ label: 'New items', optional: true, search: searchVariantsToSend }),
    quantities: quantitiesArg('variantIds'),
    shippingOptionId: arg.entity({ label: 'Return shipping', optional: true, search: shippingOptionPicker(true) }),
  },
  run: async ({ orderId, returnItems, variantIds, quantities, shippingOptionId }, { mutate, queryClient, ctx }) => {
    await checkChosenItems(returnItems, returnableItems(ctx, { orderId }, queryClient))
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

export const processSwapPayment = defineCommand({
  id: 'orders.process-swap-payment',
  title: 'Process swap payment',
  keywords: ['difference', 'swap refund', 'charge difference'],
  when: onOrder(anySwap(canProcessSwapPayment)),
  args: { orderId: orderArg(), swapId: exchangeArg('swap', canProcessSwapPayment) },
  confirm: ({ orderId, swapId }, ctx) => {
    const order = orderInArgs(ctx, { orderId })
    const due = order ? exchangeIn(order, 'swap', { swapId })?.difference_due : undefined
    if (!order || typeof due !== 'number') return `Settle the difference of this swap of ${orderName(ctx, orderId)}?`
    const amount = formatMoney(Math.abs(due), order.currency_code)
    return due < 0 ? `Refund ${amount} to the customer?` : due > 0 ? `Capture ${amount} from the customer?` : 'Mark the swap settled (nothing is due)?'
  },
  run: async ({ orderId, swapId }, { mutate }) => {
    const { order } = await mutate(processSwapPaymentMutation, { id: orderId, exchangeId: swapId })
    const swap = exchangeIn(order, 'swap', { swapId })
    if (swap?.payment_status === 'requires_action') throw new Error('The payment provider refused: the swap payment requires action')
    return done('Swap payment processed', order)
  },
})

export const orderSwapCommands = inGroup(GROUP, [createSwap, swaps.cancel, swaps.fulfill, swaps.cancelFulfillment, swaps.ship, processSwapPayment])
