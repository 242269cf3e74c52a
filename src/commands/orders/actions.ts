import type { AddressPayload, Order } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import {
  addShippingMethodMutation,
  archiveOrderMutation,
  cancelOrderMutation,
  captureOrderMutation,
  completeOrderMutation,
  refundOrderMutation,
  updateOrderMutation,
} from '@/atoms/orders/mutations'
import { orderQueries } from '@/atoms/orders/keys'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import type { PricedOption } from '@/models/shipping/entity'
import {
  addableShippingOptions,
  done,
  loadOrder,
  orderArg,
  orderCurrency,
  orderInArgs,
  orderShippingOptions,
  pickedIn,
  pickedOptionAmount,
  profilesWithMethod,
  REPLACE_REFUSED,
} from './pickers'
import { recordAction } from '@/commands/core/action'
import { ensureUnchanged, watchFields, type WatchedField } from '@/commands/core/editConflict'
import { inverse, recordSets } from '@/commands/core/undo'
import { ORDER_FIELDS, orderChanges, orderSets } from './undo'
import { capitalize } from '@/models/core/entity'
import { orderEntity, orderName, theOrder } from '@/models/orders/entity'
import { ADDRESS_FIELDS, isAddressField, type AddressField } from '@/models/orders/format'
import { orderRuled, orderRules, refundableAmount, refundRefusal } from '@/models/orders/rules'

// Changes to the order itself: details, completing, archiving, payment (capture, refund), cancel
// and shipping methods. Fulfillments, returns, swaps, claims and notes have files of their own.

const GROUP = 'Order actions'



// ---- details ----


/** The editable lines of an address, as the key/value prompt shows them. */
function addressLines(address: Order['shipping_address']): Record<string, string> | undefined {
  if (!address) return undefined
  const lines: Record<string, string> = {}
  for (const key of ADDRESS_FIELDS) lines[key] = address[key] ?? ''
  return lines
}

function checkAddress(lines: Record<string, string>): string | undefined {
  const unknown = Object.keys(lines).find((key) => !isAddressField(key))
  if (unknown) return `Unknown address field "${unknown}": use ${ADDRESS_FIELDS.join(', ')}`
  if (lines.country_code !== undefined && !/^[a-zA-Z]{2}$/.test(lines.country_code)) return 'country_code must be a two-letter code, like de'
  return undefined
}

/** Only the fields that differ from the order's address (Medusa merges them into it). */
function changedAddress(lines: Record<string, string> | undefined, current: Order['shipping_address']): AddressPayload | undefined {
  if (!lines) return undefined
  const changed: Partial<Record<AddressField, string>> = {}
  for (const key of ADDRESS_FIELDS) {
    if (key in lines && (lines[key] ?? '') !== (current?.[key] ?? '')) changed[key] = key === 'country_code' ? lines[key]?.toLowerCase() : lines[key]
  }
  if (!Object.keys(changed).length) return undefined
  // Medusa checks the sent country against the order's region, and takes a missing one as none.
  return { ...changed, country_code: changed.country_code ?? current?.country_code ?? undefined }
}

const addressArg = (label: string, which: 'shipping_address' | 'billing_address') =>
  arg.metadata({
    label,
    description: 'One field per line (first_name, last_name, company, address_1, address_2, city, postal_code, province, country_code, phone); empty to keep it',
    optional: true,
    initial: (ctx, args) => addressLines(orderInArgs(ctx, args)?.[which]),
    validate: checkAddress,
  })

export const updateOrder = defineCommand({
  id: 'orders.update',
  title: 'Edit order details',
  keywords: ['email', 'address', 'shipping address', 'billing address', 'update order'],
  hotkey: 'e',
  scope: 'order',
  ...orderRuled(orderRules.update),
  args: {
    orderId: orderArg(),
    email: arg.text({
      label: 'Email',
      optional: true,
      placeholder: 'Empty to keep it',
      pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      patternMessage: 'Email must be an address like name@example.com',
      initial: (ctx, args) => orderInArgs(ctx, args)?.email,
    }),
    shippingAddress: addressArg('Shipping address', 'shipping_address'),
    billingAddress: addressArg('Billing address', 'billing_address'),
  },
  run: async (args, tools) => {
    const { orderId, email, shippingAddress, billingAddress } = args
    const { mutate, queryClient } = tools
    // Another operator's save since the prompt opened is asked about, not overwritten (core/editConflict).
    await ensureUnchanged(tools, args, {
      command: 'orders.update',
      id: orderId,
      seen: orderInArgs(tools.ctx, args),
      read: () => tools.fetch({ ...orderQueries.detail(orderId), staleTime: 0 }).then((r) => r.order),
      fields: orderDetailFields(),
      name: (order) => capitalize(theOrder(order)),
      emptyKeeps: true,
    })
    const current = await loadOrder(queryClient, { orderId })
    const body = {
      email: email && email !== current.email ? email : undefined,
      shipping_address: changedAddress(shippingAddress, current.shipping_address),
      billing_address: changedAddress(billingAddress, current.billing_address),
    }
    if (!body.email && !body.shipping_address && !body.billing_address) throw new Error('Nothing changed')
    const { order } = await mutate(updateOrderMutation, { id: orderId, body })
    const sets = orderSets(current, order, body)
    recordSets(tools, sets)
    // Told by the conflict check when the operator saw the order; else here.
    if (!orderInArgs(tools.ctx, args)) tools.journal?.changed(orderChanges(sets))
    return done('Order updated', order)
  },
  undo: inverse(ORDER_FIELDS),
})

/** The fields 'Edit order details' sets, read off an order (typed here: the command reads it in its own run). */
function orderDetailFields(): WatchedField<Order>[] {
  return watchFields<Order>(updateOrder.args, {
    email: (o) => o.email,
    shippingAddress: (o) => addressLines(o.shipping_address),
    billingAddress: (o) => addressLines(o.billing_address),
  })
}

// ---- status ----

export const completeOrder = recordAction({
  id: 'orders.complete',
  title: 'Complete order',
  keywords: ['done', 'finish', 'close'],
  entity: orderEntity,
  arg: 'orderId',
  bulk: true,
  rule: orderRules.complete,
  confirm: (order) => `Mark ${theOrder(order)} completed?`,
  mutation: completeOrderMutation,
  done: ({ order }) => done('Order completed', order),
})

export const archiveOrder = recordAction({
  id: 'orders.archive',
  title: 'Archive order',
  keywords: ['hide', 'store away'],
  entity: orderEntity,
  arg: 'orderId',
  bulk: true,
  rule: orderRules.archive,
  confirm: (order) => `Archive ${theOrder(order)}?`,
  mutation: archiveOrderMutation,
  done: ({ order }) => done('Order archived', order),
})

export const cancelOrder = recordAction({
  id: 'orders.cancel',
  title: 'Cancel order',
  keywords: ['void', 'abort'],
  hotkey: 'shift+c',
  entity: orderEntity,
  arg: 'orderId',
  rule: orderRules.cancel,
  confirm: (order) => `Cancel ${theOrder(order)}? Its payments are canceled too; this cannot be undone.`,
  mutation: cancelOrderMutation,
  done: ({ order }) => done('Order canceled', order),
})

// ---- payment ----

export const capturePayment = recordAction({
  id: 'orders.capture',
  title: 'Capture payment',
  keywords: ['charge', 'collect', 'payment'],
  hotkey: 'c',
  entity: orderEntity,
  arg: 'orderId',
  bulk: true,
  rule: orderRules.capture,
  confirm: (order) => `Capture${typeof order?.total === 'number' ? ` ${formatMoney(order.total, order.currency_code)}` : ''} on ${theOrder(order)}?`,
  mutation: captureOrderMutation,
  done: ({ order }) => {
    if (order.payment_status !== 'captured') throw new Error(`The payment provider did not capture: payment is ${order.payment_status.replace(/_/g, ' ')}`)
    return done('Payment captured', order)
  },
})

const refundReasons = [
  { value: 'discount', label: 'Discount' },
  { value: 'return', label: 'Return' },
  { value: 'swap', label: 'Swap' },
  { value: 'claim', label: 'Claim' },
  { value: 'other', label: 'Other' },
] as const
type RefundReason = (typeof refundReasons)[number]['value']

export const refundOrder = defineCommand({
  id: 'orders.refund',
  title: 'Refund',
  keywords: ['money back', 'reimburse', 'refund payment'],
  hotkey: 'r',
  scope: 'order',
  ...orderRuled(orderRules.refund),
  args: {
    orderId: orderArg(),
    amount: arg.money({
      label: 'Amount to refund',
      currency: orderCurrency,
      initial: (ctx, args) => {
        const order = orderInArgs(ctx, args)
        return order && order.paid_total !== undefined ? refundableAmount(order) : undefined
      },
      validate: (amount) => (amount <= 0 ? 'Amount to refund must be more than 0' : undefined),
    }),
    reason: arg.choice<RefundReason>()({ label: 'Reason', options: refundReasons }),
    note: arg.text({ label: 'Note', optional: true, placeholder: 'Shown on the refund (optional)' }),
    notify: arg.boolean({ label: 'Notify the customer?' }),
  },
  confirm: ({ orderId, amount }, ctx) => `Refund ${formatMoney(amount, orderCurrency(ctx, { orderId }) ?? 'usd')} on ${orderName(ctx, orderId)}?`,
  run: async ({ orderId, amount, reason, note, notify }, { mutate, queryClient }) => {
    // Checked against the order as the cache holds it (the panel's data), so the prompt's error names
    // the most that can go back; the server refuses more as well.
    const refused = refundRefusal(await loadOrder(queryClient, { orderId }), amount)
    if (refused) throw new Error(refused)
    const { order } = await mutate(refundOrderMutation, { id: orderId, body: { amount, reason, note, no_notification: !notify } })
    return toast('Refund created', `${formatMoney(amount, order.currency_code)} on order #${order.display_id}`)
  },
})

// ---- shipping ----

export const addShippingMethod = defineCommand({
  id: 'orders.add-shipping-method',
  title: 'Add shipping method',
  keywords: ['shipping option', 'delivery', 'carrier'],
  ...orderRuled(orderRules.addShippingMethod),
  args: {
    orderId: orderArg(),
    optionId: arg.entity({ label: 'Shipping option', search: addableShippingOptions }),
    price: arg.money({ label: 'Price', currency: orderCurrency, initial: pickedOptionAmount }),
  },
  run: async ({ orderId, optionId, price }, { mutate, queryClient, ctx }) => {
    // An option handed in by a button (not picked) is checked here: Medusa's answer would read "null".
    const current = await loadOrder(queryClient, { orderId })
    const option =
      pickedIn<PricedOption>(ctx, { optionId }, 'optionId') ??
      (await orderShippingOptions(false).search('', { queryClient, ctx, args: { orderId } })).find((o) => o.id === optionId)
    if (option && profilesWithMethod(current).has(option.profile_id)) throw new Error(REPLACE_REFUSED)
    const { order } = await mutate(addShippingMethodMutation, { id: orderId, body: { option_id: optionId, price } })
    return done('Shipping method added', order)
  },
})

export const orderActionCommands = inGroup(GROUP, [updateOrder, completeOrder, archiveOrder, cancelOrder, capturePayment, refundOrder, addShippingMethod])
