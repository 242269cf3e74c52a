import type { AdminPostOrdersOrderReq, Order } from '@medusajs/client-types'
import { orders } from '@/api/admin/orders'
import type { FieldChange, RecordSet, UndoValue } from '@/atoms/activity/entry'
import { updateOrderMutation } from '@/atoms/orders/mutations'
import { sameValue } from '@/commands/core/editConflict'
import { defineReverter, goneIsNone, oneByOne } from '@/commands/core/undo'
import { capitalize } from '@/models/core/entity'
import { customerEntity } from '@/models/customers/entity'
import { orderNumber } from '@/models/orders/entity'
import { addressPayload, addressText, addressValue } from '@/models/orders/format'

// What POST /admin/orders/{id} takes back (update-order.ts): the email, the addresses (merged into
// the order's: every field is sent) and the customer (a transfer). Items, region, payment and
// shipping methods are not set back this way, so nothing here declares them.

const text = (value: UndoValue) => (typeof value === 'string' ? value : '')
const lines = (value: UndoValue): string[] => (Array.isArray(value) ? [...(value as readonly string[])] : [])

type OrderField = 'email' | 'customer_id' | 'shipping_address' | 'billing_address'

/** What the read asks for: the fields compared and the customer that names one. */
const ORDER_SHAPE = { fields: 'id,display_id,email,customer_id', expand: 'customer,shipping_address,billing_address' }

const addressField = (which: 'shipping_address' | 'billing_address') => ({
  value: (order: Order) => addressValue(order[which]),
  shown: (order: Order) => addressText(addressValue(order[which])),
  body: (value: UndoValue): AdminPostOrdersOrderReq => ({ [which]: addressPayload(lines(value)) }),
})

const FIELD_NAMES: Record<OrderField, string> = { email: 'email', customer_id: 'customer', shipping_address: 'shipping address', billing_address: 'billing address' }

/** The revert of an order's email, addresses and customer: read again, set back only while still as the run left it. */
export const ORDER_FIELDS = defineReverter('orders', () => ({
  ...oneByOne<Order, AdminPostOrdersOrderReq>({
    kind: 'order',
    retrieve: async (id) => (await orders.retrieve(id, ORDER_SHAPE).catch(goneIsNone))?.order as Order | undefined,
    name: orderNumber,
    fields: {
      email: { value: (order) => order.email, shown: (order) => order.email, body: (value) => ({ email: text(value) }) },
      customer_id: {
        value: (order) => order.customer_id,
        shown: (order) => (order.customer ? customerEntity.label(order.customer) : 'another customer'),
        body: (value) => ({ customer_id: text(value) }),
      },
      shipping_address: addressField('shipping_address'),
      billing_address: addressField('billing_address'),
    },
    update: (id, body, { mutate }) => mutate(updateOrderMutation, { id, body }),
  }),
  fieldName: (field: string) => FIELD_NAMES[field as OrderField] ?? field,
}))

/** What an edit's sets were and became, as the journal shows them (an address on one line); a transfer tells its own. */
export function orderChanges(sets: readonly RecordSet[]): FieldChange[] {
  const shown = (value: UndoValue) => (Array.isArray(value) ? addressText(lines(value)) : text(value) || 'empty')
  return sets
    .filter((set) => set.field !== 'customer_id')
    .map((set) => ({ record: set.name, field: capitalize(FIELD_NAMES[set.field as OrderField] ?? set.field), before: shown(set.before), after: shown(set.after) }))
}

/** Each field an order update set, before → after, where Medusa can set it back (an address it had none of cannot be removed). */
export function orderSets(before: Order, after: Order, sent: AdminPostOrdersOrderReq): RecordSet[] {
  const name = orderNumber(before)
  const sets: RecordSet[] = []
  if (sent.email !== undefined) sets.push({ id: before.id, name, field: 'email', before: before.email, after: after.email })
  if (sent.customer_id !== undefined) sets.push({ id: before.id, name, field: 'customer_id', before: before.customer_id, after: after.customer_id })
  for (const which of ['shipping_address', 'billing_address'] as const) {
    const was = addressValue(before[which])
    if (sent[which] && was) sets.push({ id: before.id, name, field: which, before: was, after: addressValue(after[which] ?? { ...before[which], ...sent[which] }) })
  }
  // A field sent as it was is no change to take back.
  return sets.filter((set) => !sameValue(set.before, set.after))
}
