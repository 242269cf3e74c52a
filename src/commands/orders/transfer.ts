import type { Customer } from '@medusajs/client-types'
import { customerQueries } from '@/atoms/customers/keys'
import { updateOrderMutation } from '@/atoms/orders/mutations'
import { arg, defineCommand, inGroup, toast } from '@/commands/core/define'
import { pickerOf } from '@/commands/core/entity'
import { pickedRecord } from '@/models/core/context'
import { customerEntity } from '@/models/customers/entity'
import { orderNumber, theOrder } from '@/models/orders/entity'
import { orderRuled, orderRules } from '@/models/orders/rules'
import { inverse, recordSets } from '@/commands/core/undo'
import { loadOrder, orderArg, orderInArgs } from './pickers'
import { ORDER_FIELDS, orderSets } from './undo'

const customerName = (customer: Customer) => customerEntity.label(customer)

/**
 * "Transfer order to another customer" (the original admin's transfer-orders modal): POST
 * /admin/orders/{id} with the new customer's id and email, so the order shows under that customer and
 * its mails go to them. Medusa refuses a canceled order ("A canceled order cannot be updated").
 */
export const transferOrder = defineCommand({
  id: 'orders.transfer',
  title: 'Transfer order to another customer',
  keywords: ['transfer', 'change customer', 'reassign', 'owner'],
  scope: 'order',
  ...orderRuled(orderRules.update),
  args: {
    orderId: orderArg(),
    customerId: arg.entity({ label: 'New customer', search: pickerOf(customerEntity) }),
  },
  confirm: ({ orderId, customerId }, ctx) => {
    const order = orderInArgs(ctx, { orderId })
    const customer = pickedRecord<Customer>(ctx, 'customerId', customerId)
    return `Transfer ${order ? theOrder(order) : 'this order'}${order?.email ? ` from ${order.email}` : ''} to ${customer ? customerName(customer) : 'the customer picked'}?`
  },
  run: async ({ orderId, customerId }, tools) => {
    const { mutate, queryClient, ctx } = tools
    const current = await loadOrder(queryClient, { orderId })
    // The email goes with the customer (as the original sends it): read when the picker did not bring it.
    const customer = pickedRecord<Customer>(ctx, 'customerId', customerId) ?? (await queryClient.fetchQuery(customerQueries.detail(customerId))).customer
    if (current.customer_id === customerId) throw new Error(`${customerName(customer)} is already the customer of ${theOrder(current)}`)
    const body = { customer_id: customerId, email: customer.email }
    const { order } = await mutate(updateOrderMutation, { id: orderId, body })
    // Undone by transferring back to the former customer, with the order's former email.
    recordSets(tools, orderSets(current, order, body))
    const former = current.customer ? customerName(current.customer) : current.email
    tools.journal?.changed([{ record: orderNumber(current), field: 'Customer', before: former, after: customerName(customer) }])
    return toast(`Order #${order.display_id} transferred`, `Now ${customerName(customer)} (${order.email})`)
  },
  undo: inverse(ORDER_FIELDS),
})

export const orderTransferCommands = inGroup('Order actions', [transferOrder])
