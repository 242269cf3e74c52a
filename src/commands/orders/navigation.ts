import { createDraftOrderMutation, deleteDraftOrderMutation, markDraftOrderPaidMutation } from '@/atoms/draft-orders/keys'
import { orderQueries } from '@/atoms/orders/keys'
import { arg, defineCommand, openPanel, inGroup } from '@/commands/core/define'
// 'Create order' is Medusa's draft-order flow and asks the very pages of 'Create draft order' (one
// args object, which tests pin): the one command-side import across domains.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { draftOrderArgs, draftOrderBody } from '@/commands/draft-orders/body'
import { defineArea } from '@/commands/core/area'
import { recordIn } from '@/models/core/entity'
import { customersNav } from '@/models/customers/area'
import { ordersNav } from '@/models/orders/area'
import { noOrderMessage, ORDER_NUMBER_INVALID, orderEntity, parseOrderNumber } from '@/models/orders/entity'
import { orderArg } from './pickers'

// Navigation in the orders area, and creating an order. The order actions (capture, refund, fulfil,
// ...) are commands of their own, in the files beside this one.

/** The orders area: 'Go to orders' (g o), 'Open order…' and the nav link. */
export const ordersArea = defineArea(ordersNav, {
  entity: orderEntity,
  arg: 'orderId',
  keywords: ['find', 'search', 'email', 'customer', 'display id'],
})

export const jumpToOrder = defineCommand({
  id: 'orders.jump',
  reads: true,
  title: 'Go to order number…',
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
    return openPanel(ordersNav.routes.record(order.id))
  },
})

export const NO_ITEMS = 'An order needs at least one item: pick variants or write custom items'

/** A failure after the draft was made and could not be taken back: the message names the draft left. */
function withLeftOverDraft(error: unknown, displayId: number | string): unknown {
  const note = `Draft order #${displayId} was left over: pay or delete it under Draft orders.`
  if (!(error instanceof Error)) return new Error(note, { cause: error })
  error.message = error.message ? `${error.message} (${note})` : note
  return error
}

// Medusa 1.20 serves no POST /admin/orders: an admin order is a draft order marked paid at once
// (POST /admin/draft-orders, then /admin/draft-orders/{id}/pay, which answers the order).
export const createOrder = defineCommand({
  id: 'orders.create',
  title: 'Create order',
  keywords: ['new order', 'manual order', 'phone order', 'add order', 'paid order'],
  args: draftOrderArgs,
  confirm: ({ email }) =>
    `Create a paid order${email ? ` for ${email}` : ''}? Medusa records its payment as captured (nothing is charged); refund or cancel it like any order.`,
  run: async (args, { mutate, fetch }) => {
    const body = await draftOrderBody(args, fetch)
    // Paying a draft without items answers 400 "Cannot create order from empty cart": send nothing.
    if (!body.items) throw new Error(NO_ITEMS)
    const { draft_order } = await mutate(createDraftOrderMutation, body)
    try {
      const { order } = await mutate(markDraftOrderPaidMutation, draft_order.id)
      return openPanel(ordersNav.routes.record(order.id))
    } catch (error) {
      // Take the draft back, so that running again with the kept arguments leaves no stray draft.
      try {
        await mutate(deleteDraftOrderMutation, draft_order.id)
      } catch {
        throw withLeftOverDraft(error, draft_order.display_id)
      }
      throw error
    }
  },
})

/** The order's customer: read from the order as the operator has it, else from its panel's request. */
export const openOrderCustomer = defineCommand({
  id: 'orders.open-customer',
  reads: true,
  title: 'Open customer of order',
  keywords: ['customer', 'buyer', 'who ordered', 'profile'],
  args: { orderId: orderArg() },
  run: async ({ orderId }, { ctx, fetch }) => {
    const known = recordIn(ctx, 'order', 'orderId', { orderId })
    const order = known?.customer_id ? known : (await fetch(orderQueries.detail(orderId))).order
    if (!order.customer_id) throw new Error(`Order #${order.display_id} has no customer`)
    return openPanel(customersNav.routes.record(order.customer_id))
  },
})

export const orderNavigationCommands = inGroup('Orders', [ordersArea.list, ordersArea.open, jumpToOrder, createOrder, openOrderCustomer])
