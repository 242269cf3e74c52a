import type { RefusalCase } from '../../support/refusals'
import { invalidData, notAllowed, notFound, unknownError } from '../../support/refusals'
import { firstItem, loose, naming, one, type OrderRefusalContext } from './refusals-context'

// The order routes' own refusals: lookups, a canceled order, updates, refunds, fulfillments, shipments.

type Row = RefusalCase<OrderRefusalContext>

const canceledOrder: Row[] = [
  { route: 'POST /admin/orders/{id}', when: 'a canceled order', call: async (c) => c.api.orders.update((await c.canceled()).id, { email: 'late@contract.test' }), expected: notAllowed('A canceled order cannot be updated') },
  { route: 'POST /admin/orders/{id}/complete', when: 'a canceled order', call: async (c) => c.api.orders.complete((await c.canceled()).id), expected: notAllowed('A canceled order cannot be completed') },
  { route: 'POST /admin/orders/{id}/capture', when: 'a canceled order', call: async (c) => c.api.orders.capture((await c.canceled()).id), expected: notAllowed('A canceled order cannot capture payment') },
  {
    route: 'POST /admin/orders/{id}/refund',
    when: 'a canceled order',
    call: async (c) => c.api.orders.refund((await c.canceled()).id, { amount: 100, reason: 'other' }),
    expected: notAllowed('A canceled order cannot be refunded'),
  },
  {
    route: 'POST /admin/orders/{id}/fulfillment',
    when: 'a canceled order',
    call: async (c) => {
      const order = await c.canceled()
      return c.api.orders.createFulfillment(order.id, { items: one(order) })
    },
    expected: notAllowed('A canceled order cannot be fulfilled'),
  },
  {
    route: 'POST /admin/orders/{id}/shipping-methods',
    when: 'a canceled order',
    call: async (c) => c.api.orders.addShippingMethod((await c.canceled()).id, { option_id: c.shippingOptionId, price: 0 }),
    expected: notAllowed('A shipping method cannot be added to a canceled order'),
  },
  {
    route: 'POST /admin/orders/{id}/shipment',
    when: "a canceled order (another order's fulfillment)",
    call: async (c) => {
      const other = await c.shipped()
      return c.api.orders.createShipment((await c.canceled()).id, { fulfillment_id: other.fulfillments[0]?.id ?? 'ful_none' })
    },
    expected: notAllowed('A canceled order cannot be fulfilled as shipped'),
  },
  {
    route: 'POST /admin/orders/{id}/return',
    when: 'a canceled order',
    call: async (c) => {
      const order = await c.canceled()
      return c.api.orders.requestReturn(order.id, { items: one(order) })
    },
    expected: invalidData('Cannot create a return for a canceled item.'),
  },
]

const lookups: Row[] = [
  // With totals selected OrderService.retrieve goes through retrieveLegacy ("id: …"); complete uses its own message.
  { route: 'GET /admin/orders/{id}', when: 'an unknown order', call: (c) => c.api.orders.retrieve('order_missing'), expected: notFound('Order with id: order_missing was not found') },
  { route: 'POST /admin/orders/{id}/complete', when: 'an unknown order', call: (c) => c.api.orders.complete('order_missing'), expected: notFound('Order with id order_missing was not found') },
  { route: 'GET /admin/orders/{id}', when: 'an unknown relation in expand', call: async (c) => c.api.orders.retrieve((await c.paid()).id, { expand: 'no_such_relation' }), expected: unknownError },
  { route: 'GET /admin/orders/{id}', when: 'an unknown column in fields', call: async (c) => c.api.orders.retrieve((await c.paid()).id, { fields: 'id,no_such_column' }), expected: unknownError },
  {
    route: 'GET /admin/orders',
    when: 'a status outside the enum',
    call: (c) => c.api.orders.list(loose({ status: ['bogus'] })),
    expected: invalidData('each value in status must be one of the following values: pending, completed, archived, canceled, requires_action'),
  },
  { route: 'DELETE /admin/notes/{id}', when: 'an unknown note', call: (c) => c.api.notes.delete('note_missing'), expected: notFound('Note with id: note_missing was not found.') },
  { route: 'POST /admin/notes/{id}', when: 'an unknown note', call: (c) => c.api.notes.update('note_missing', { value: 'late' }), expected: notFound('Note with id: note_missing was not found.') },
]

const updates: Row[] = [
  { route: 'POST /admin/orders/{id}', when: 'an email that is not one', call: async (c) => c.api.orders.update((await c.pending()).id, { email: 'not-an-email' }), expected: invalidData('email must be an email') },
  {
    route: 'POST /admin/orders/{id}',
    when: 'a shipping address outside the region',
    call: async (c) => c.api.orders.update((await c.pending()).id, { shipping_address: { ...c.address, country_code: 'zz' } }),
    expected: invalidData('Shipping country must be in the order region'),
  },
  {
    route: 'POST /admin/orders/{id}',
    when: 'items once the payment is captured (a payment method is not refused)',
    call: async (c) => c.api.orders.update((await c.paid()).id, loose({ items: [{ title: 'Extra', unit_price: 100, quantity: 1 }] })),
    expected: notAllowed("Can't update shipping, billing, items and payment method when order is processed"),
  },
  {
    route: 'POST /admin/orders/{id}',
    when: 'metadata (its validator has none)',
    call: async (c) => c.api.orders.update((await c.pending()).id, loose({ metadata: { gift: 'yes' } })),
    expected: invalidData('property metadata should not exist'),
  },
  { route: 'POST /admin/orders/{id}/archive', when: 'an order not completed', call: async (c) => c.api.orders.archive((await c.pending()).id), expected: notAllowed("Can't archive an unprocessed order") },
]

const refunds: Row[] = [
  { route: 'POST /admin/orders/{id}/refund', when: 'no reason', call: async (c) => c.api.orders.refund((await c.paid()).id, { amount: 100, reason: '' }), expected: invalidData('reason should not be empty') },
  {
    route: 'POST /admin/orders/{id}/refund',
    when: 'more than the order',
    call: async (c) => {
      const order = await c.paid()
      return c.api.orders.refund(order.id, { amount: order.total + 1, reason: 'other' })
    },
    expected: notAllowed('Cannot refund more than the original order amount'),
  },
  { route: 'POST /admin/orders/{id}/refund', when: 'a reason outside the enum', call: async (c) => c.api.orders.refund((await c.paid()).id, { amount: 100, reason: 'bogus' }), expected: unknownError },
  {
    route: 'POST /admin/orders/{id}/cancel',
    when: 'an order with a refund',
    call: async (c) => {
      const order = await c.paid()
      await c.api.orders.refund(order.id, { amount: 100, reason: 'other' })
      return c.api.orders.cancel(order.id)
    },
    expected: notAllowed('Order with refund(s) cannot be canceled'),
  },
  {
    route: 'POST /admin/orders/{id}/refund',
    when: 'a payment not captured yet (paid_total counts it, the refund does not)',
    call: async (c) => c.api.orders.refund((await c.pending()).id, { amount: 100, reason: 'other' }),
    expected: notAllowed('Refund amount is greater that the refundable amount'),
  },
  {
    route: 'POST /admin/orders/{id}/shipping-methods',
    when: "an option of the profile of the order's method (a foreign-key error deleting its tax lines)",
    call: async (c) => c.api.orders.addShippingMethod((await c.paid()).id, { option_id: c.shippingOptionId, price: 250 }),
    expected: notFound('null'),
  },
  {
    route: 'POST /admin/orders/{id}/shipping-methods',
    when: 'an unknown shipping option',
    call: async (c) => c.api.orders.addShippingMethod((await c.paid()).id, { option_id: 'so_missing', price: 0 }),
    expected: notFound('Shipping Option with so_missing was not found'),
  },
]

const fulfillments: Row[] = [
  {
    route: 'POST /admin/orders/{id}/fulfillment',
    when: 'more items than were bought',
    call: async (c) => {
      const order = await c.paid()
      return c.api.orders.createFulfillment(order.id, { items: [{ item_id: firstItem(order), quantity: (order.items[0]?.quantity ?? 0) + 1 }] })
    },
    expected: notAllowed('Cannot fulfill more items than have been purchased'),
  },
  {
    route: 'POST /admin/orders/{id}/fulfillment',
    when: 'an order without a shipping method',
    call: async (c) => {
      const order = await c.paid()
      c.dropShipping(order.id)
      return c.api.orders.createFulfillment(order.id, { items: one(order) })
    },
    expected: notAllowed('Cannot fulfill an order that lacks shipping methods'),
    mockOnly: "OrderService.createFulfillment's own guard; every order Medusa 1.20 places has a shipping method (draft orders and carts require one)",
  },
  { route: 'POST /admin/orders/{id}/shipment', when: 'an unknown fulfillment', call: async (c) => c.api.orders.createShipment((await c.paid()).id, { fulfillment_id: 'ful_missing' }), expected: notFound('Fulfillment with id: ful_missing was not found') },
  { route: 'POST /admin/orders/{id}/shipment', when: 'an empty fulfillment id', call: async (c) => c.api.orders.createShipment((await c.paid()).id, { fulfillment_id: '' }), expected: invalidData('fulfillment_id should not be empty') },
  {
    route: 'POST /admin/orders/{id}/fulfillments/{fulfillment_id}/cancel',
    when: 'an unknown fulfillment',
    call: async (c) => c.api.orders.cancelFulfillment((await c.paid()).id, 'ful_missing'),
    expected: notFound('Fulfillment with id: ful_missing was not found'),
  },
  {
    route: 'POST /admin/orders/{id}/cancel',
    when: 'a live fulfillment',
    call: async (c) => {
      const order = await c.paid()
      await c.api.orders.createFulfillment(order.id, { items: one(order) })
      return c.api.orders.cancel(order.id)
    },
    expected: notAllowed('All fulfillments must be canceled before canceling an order'),
  },
  {
    route: 'POST /admin/orders/{id}/fulfillments/{fulfillment_id}/cancel',
    when: "another order's fulfillment",
    call: async (c) => {
      const [order, other] = [await c.shipped(), await c.paid()]
      const fid = order.fulfillments[0]?.id ?? 'ful_none'
      return naming(c.api.orders.cancelFulfillment(other.id, fid), { fid, id: other.id })
    },
    expected: notFound('no fulfillment was found with the id: {fid} related to order: {id}'),
  },
  {
    route: 'POST /admin/orders/{id}/shipment',
    when: "another order's fulfillment",
    call: async (c) => {
      const [order, other] = [await c.paid(), await c.paid()]
      const { order: fulfilled } = await c.api.orders.createFulfillment(order.id, { items: one(order) })
      return c.api.orders.createShipment(other.id, { fulfillment_id: fulfilled.fulfillments[0]?.id ?? 'ful_none' })
    },
    expected: notFound('Could not find fulfillment'),
  },
  {
    route: 'POST /admin/orders/{id}/shipment',
    when: 'a canceled fulfillment',
    call: async (c) => {
      const order = await c.paid()
      const { order: fulfilled } = await c.api.orders.createFulfillment(order.id, { items: one(order) })
      const fid = fulfilled.fulfillments[0]?.id ?? 'ful_none'
      await c.api.orders.cancelFulfillment(order.id, fid)
      return c.api.orders.createShipment(order.id, { fulfillment_id: fid })
    },
    expected: notAllowed('Fulfillment has been canceled'),
  },
  {
    route: 'POST /admin/orders/{id}/fulfillments/{fulfillment_id}/cancel',
    when: 'a shipped fulfillment',
    call: async (c) => {
      const order = await c.shipped()
      return c.api.orders.cancelFulfillment(order.id, order.fulfillments[0]?.id ?? 'ful_none')
    },
    expected: notAllowed('The fulfillment has already been shipped. Shipped fulfillments cannot be canceled'),
  },
]

export const orderRows: Row[] = [...lookups, ...canceledOrder, ...updates, ...refunds, ...fulfillments]
