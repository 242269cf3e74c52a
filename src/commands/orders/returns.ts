import type { Order } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { cancelReturnMutation, receiveReturnMutation, requestReturnMutation } from '@/atoms/orders/mutations'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { orderName } from '@/models/orders/entity'
import {
  checkChosenItems,
  done,
  findReturn,
  loadOrder,
  onlyOne,
  orderArg,
  orderCurrency,
  orderInArgs,
  receivableItems,
  returnableItems,
  returnPicker,
  returnReasonChoices,
  shippingOptionPicker,
} from './pickers'
import { pickerOf } from '@/commands/core/entity'
import { locationName, noLocationWithoutInventory, orderLocationsEntity, whereReturned } from '@/models/reservations/locations'
import { anyCancelableReturn, anyReceivableReturn, canCancelReturn, canReceiveReturn, onOrder, orderRuled, orderRules, refundRefusal, returnsOf } from '@/models/orders/rules'

// Returns of an order (its own, and those of its swaps and claims): request, receive, cancel.

const GROUP = 'Order returns'

const receivable = (order: Order) => returnsOf(order).filter((r) => canReceiveReturn(order, r))
const cancelable = (order: Order) => returnsOf(order).filter(canCancelReturn)

export const requestReturn = defineCommand({
  id: 'orders.request-return',
  title: 'Request return',
  keywords: ['return items', 'send back', 'rma'],
  hotkey: 'shift+r',
  scope: 'order',
  ...orderRuled(orderRules.requestReturn),
  args: {
    orderId: orderArg(),
    items: arg.items({ label: 'Items to return', items: returnableItems, reasons: returnReasonChoices }),
    // With Medusa's inventory modules, where the items are to go back into stock (where they were shipped
    // from first); receiving asks again. A store without them is not asked.
    locationId: arg.entity({
      label: 'Return to location',
      optional: true,
      search: pickerOf(orderLocationsEntity(whereReturned)),
      default: noLocationWithoutInventory,
      name: locationName,
    }),
    shippingOptionId: arg.entity({ label: 'Return shipping', optional: true, search: shippingOptionPicker(true) }),
    refund: arg.money({
      label: 'Refund amount',
      description: 'Empty: Medusa works it out from the items, less the return shipping',
      optional: true,
      currency: orderCurrency,
    }),
    receiveNow: arg.boolean({ label: 'Received already?' }),
  },
  run: async ({ orderId, items, locationId, shippingOptionId, refund, receiveNow }, { mutate, queryClient, ctx }) => {
    await checkChosenItems(items, returnableItems(ctx, { orderId }, queryClient))
    if (refund !== undefined) {
      // Medusa 1.20 does not check it (it compares with a refundable_amount its plain retrieve leaves
      // unset) and would refund it on receipt: the console does (contract: admin-accepted).
      const refused = refundRefusal(await loadOrder(queryClient, { orderId }), refund)
      if (refused) throw new Error(refused)
    }
    const { order } = await mutate(requestReturnMutation, {
      id: orderId,
      body: {
        items,
        return_shipping: shippingOptionId ? { option_id: shippingOptionId } : undefined,
        ...(locationId ? { location_id: locationId } : {}),
        refund,
        receive_now: receiveNow,
      },
    })
    return done(receiveNow ? 'Return received' : 'Return requested', order)
  },
})

const returnArg = (rule: (order: Order) => ReturnType<typeof returnsOf>, search: ReturnType<typeof returnPicker>) =>
  arg.entity({ label: 'Return', search, default: onlyOne(rule) })

export const receiveReturn = defineCommand({
  id: 'orders.receive-return',
  title: 'Receive return',
  keywords: ['returned', 'arrived', 'back in stock'],
  when: onOrder(anyReceivableReturn),
  args: {
    orderId: orderArg(),
    returnId: returnArg(receivable, returnPicker(canReceiveReturn)),
    items: arg.items({ label: 'Items received', items: receivableItems }),
    // With Medusa's inventory modules, where the items go back into stock (the return's own location, or
    // where they were shipped from, first). A store without them is not asked.
    locationId: arg.entity({
      label: 'Return to location',
      search: pickerOf(orderLocationsEntity(whereReturned)),
      default: noLocationWithoutInventory,
      name: locationName,
    }),
    refund: arg.money({
      label: 'Refund amount',
      description: 'Refunded on receipt. Empty: what the return was worth when requested; 0 to refund later',
      optional: true,
      currency: orderCurrency,
      initial: (ctx, args) => {
        const order = orderInArgs(ctx, args)
        return order ? findReturn(order, args.returnId)?.refund_amount : undefined
      },
    }),
  },
  run: async ({ orderId, returnId, items, locationId, refund }, { mutate, queryClient, ctx }) => {
    await checkChosenItems(items, receivableItems(ctx, { orderId, returnId }, queryClient))
    const { return: received } = await mutate(receiveReturnMutation, {
      id: returnId,
      body: { items: items.map(({ item_id, quantity }) => ({ item_id, quantity })), ...(locationId ? { location_id: locationId } : {}), refund },
    })
    const currency = orderCurrency(ctx, { orderId }) ?? (await loadOrder(queryClient, { orderId })).currency_code
    // An order's own return is refunded on receipt (OrderService.registerReturnReceived); a swap's
    // difference is settled with the swap's payment instead.
    const refunded = !received.swap_id && received.refund_amount ? `${formatMoney(received.refund_amount, currency)} refunded` : undefined
    return toast('Return received', refunded)
  },
})

export const cancelReturn = defineCommand({
  id: 'orders.cancel-return',
  title: 'Cancel return',
  keywords: ['return not coming', 'void return'],
  when: onOrder(anyCancelableReturn),
  args: { orderId: orderArg(), returnId: returnArg(cancelable, returnPicker((_order, r) => canCancelReturn(r))) },
  confirm: ({ orderId }, ctx) => `Cancel this return of ${orderName(ctx, orderId)}?`,
  run: async ({ returnId }, { mutate }) => {
    const { order } = await mutate(cancelReturnMutation, returnId)
    return done('Return canceled', order)
  },
})

export const orderReturnCommands = inGroup(GROUP, [requestReturn, receiveReturn, cancelReturn])
