import type { Order } from '@medusajs/client-types'
import { cancelFulfillmentMutation, createFulfillmentMutation, createShipmentMutation } from '@/atoms/orders/mutations'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { orderName } from '@/models/orders/entity'
import { checkChosenItems, done, fulfillableItems, fulfillmentPicker, loadOrder, onlyOpenFulfillment, orderArg, trackingNumbers } from './pickers'
import { anyOpenOrderFulfillment, onOrder, openFulfillments, orderRuled, orderRules } from '@/models/orders/rules'
import { pickerOf } from '@/commands/core/entity'
import { locationName, noLocationWithoutInventory, orderLocationsEntity, whereReserved } from '@/models/reservations/locations'

// Fulfilling an order's items, canceling a fulfillment that has not shipped, and shipping one.
// Swaps and claims have their own fulfillment commands (swaps.ts, claims.ts).

const GROUP = 'Order fulfillment'

const orderFulfillments = (order: Order) => order.fulfillments

/** The fulfillment argument: one of the order's own that has neither shipped nor been canceled. */
const fulfillmentArg = () =>
  arg.entity({
    label: 'Fulfillment',
   
    search: fulfillmentPicker(orderFulfillments),
    default: onlyOpenFulfillment(orderFulfillments),
  })

export const createFulfillment = defineCommand({
  id: 'orders.create-fulfillment',
  title: 'Create fulfillment',
  keywords: ['fulfil', 'fulfill', 'pack', 'send items'],
  hotkey: 'f',
  scope: 'order',
  ...orderRuled(orderRules.fulfill),
  args: {
    orderId: orderArg(),
    items: arg.items({ label: 'Items to fulfill', items: fulfillableItems }),
    // With Medusa's inventory modules, where the items leave from (Medusa takes them from its stock and
    // reservations there); where they are reserved is listed first. A store without them is not asked.
    locationId: arg.entity({
      label: 'Fulfill from location',
      search: pickerOf(orderLocationsEntity(whereReserved)),
      default: noLocationWithoutInventory,
      name: locationName,
    }),
    notify: arg.boolean({ label: 'Notify the customer?' }),
  },
  run: async ({ orderId, items, locationId, notify }, { mutate, queryClient, ctx }) => {
    await checkChosenItems(items, fulfillableItems(ctx, { orderId }, queryClient))
    const { order } = await mutate(createFulfillmentMutation, {
      id: orderId,
      body: {
        items: items.map(({ item_id, quantity }) => ({ item_id, quantity })),
        ...(locationId ? { location_id: locationId } : {}),
        no_notification: !notify,
      },
    })
    return done('Fulfillment created', order)
  },
})

export const cancelFulfillment = defineCommand({
  id: 'orders.cancel-fulfillment',
  title: 'Cancel fulfillment',
  keywords: ['undo fulfillment', 'unfulfil'],
  when: onOrder(anyOpenOrderFulfillment),
  args: { orderId: orderArg(), fulfillmentId: fulfillmentArg() },
  confirm: ({ orderId }, ctx) => `Cancel this fulfillment of ${orderName(ctx, orderId)}? Its items can be fulfilled again.`,
  run: async ({ orderId, fulfillmentId }, { mutate }) => {
    const { order } = await mutate(cancelFulfillmentMutation, { id: orderId, fulfillmentId })
    return done('Fulfillment canceled', order)
  },
})

export const createShipment = defineCommand({
  id: 'orders.create-shipment',
  title: 'Ship fulfillment',
  keywords: ['shipment', 'tracking', 'mark shipped', 'create shipment'],
  hotkey: 's',
  scope: 'order',
  when: onOrder(anyOpenOrderFulfillment),
  args: {
    orderId: orderArg(),
    fulfillmentId: fulfillmentArg(),
    tracking: arg.text({ label: 'Tracking numbers', optional: true, placeholder: 'Comma separated, e.g. 1Z999AA10123456784, JD0002' }),
  },
  run: async ({ orderId, fulfillmentId, tracking }, { mutate, queryClient }) => {
    const current = await loadOrder(queryClient, { orderId })
    if (!openFulfillments(current.fulfillments).some((f) => f.id === fulfillmentId)) throw new Error('That fulfillment has shipped or been canceled')
    const numbers = trackingNumbers(tracking)
    const { order } = await mutate(createShipmentMutation, { id: orderId, body: { fulfillment_id: fulfillmentId, tracking_numbers: numbers } })
    return toast('Shipment created', `Order #${order.display_id}${numbers.length ? ` · ${numbers.join(', ')}` : ''}`)
  },
})

export const orderFulfillmentCommands = inGroup(GROUP, [createFulfillment, cancelFulfillment, createShipment])
