import { invalidData, notAllowed, notFound, unknownError } from '../../support/refusals'
import { cancelBlockedBy, onKept, refusal, type Ctx, type Expected, type OrderRequest, type Row } from './refusal-rows-make'
import { firstItem, loose, naming, one, type AdminOrder } from './refusals-context'

// The order routes' own refusals: lookups, a canceled order, updates, refunds, fulfillments, shipments.

const fid = (order: AdminOrder) => order.fulfillments[0]?.id ?? 'ful_none'
const moreThanBought = (order: AdminOrder) => [{ item_id: firstItem(order), quantity: (order.items[0]?.quantity ?? 0) + 1 }]

/** A request refused because its order is canceled. */
const onCanceled = (route: string, request: OrderRequest, expected: Expected, when = 'a canceled order') => onKept('canceled', route, when, request, expected)

const canceledOrder: Row[] = [
  onCanceled('POST /admin/orders/{id}', (c, o) => c.api.orders.update(o.id, { email: 'late@contract.test' }), notAllowed('A canceled order cannot be updated')),
  onCanceled('POST /admin/orders/{id}/complete', (c, o) => c.api.orders.complete(o.id), notAllowed('A canceled order cannot be completed')),
  onCanceled('POST /admin/orders/{id}/capture', (c, o) => c.api.orders.capture(o.id), notAllowed('A canceled order cannot capture payment')),
  onCanceled('POST /admin/orders/{id}/refund', (c, o) => c.api.orders.refund(o.id, { amount: 100, reason: 'other' }), notAllowed('A canceled order cannot be refunded')),
  onCanceled('POST /admin/orders/{id}/fulfillment', (c, o) => c.api.orders.createFulfillment(o.id, { items: one(o) }), notAllowed('A canceled order cannot be fulfilled')),
  onCanceled(
    'POST /admin/orders/{id}/shipping-methods',
    (c, o) => c.api.orders.addShippingMethod(o.id, { option_id: c.shippingOptionId, price: 0 }),
    notAllowed('A shipping method cannot be added to a canceled order'),
  ),
  onCanceled(
    'POST /admin/orders/{id}/shipment',
    async (c, o) => c.api.orders.createShipment(o.id, { fulfillment_id: fid(await c.kept('shipped')) }),
    notAllowed('A canceled order cannot be fulfilled as shipped'),
    "a canceled order (another order's fulfillment)",
  ),
  onCanceled('POST /admin/orders/{id}/return', (c, o) => c.api.orders.requestReturn(o.id, { items: one(o) }), invalidData('Cannot create a return for a canceled item.')),
]

const lookups: Row[] = [
  // With totals selected OrderService.retrieve goes through retrieveLegacy ("id: …"); complete uses its own message.
  refusal('GET /admin/orders/{id}', 'an unknown order', (c) => c.api.orders.retrieve('order_missing'), notFound('Order with id: order_missing was not found')),
  refusal('POST /admin/orders/{id}/complete', 'an unknown order', (c) => c.api.orders.complete('order_missing'), notFound('Order with id order_missing was not found')),
  onKept('paid', 'GET /admin/orders/{id}', 'an unknown relation in expand', (c, o) => c.api.orders.retrieve(o.id, { expand: 'no_such_relation' }), unknownError),
  onKept('paid', 'GET /admin/orders/{id}', 'an unknown column in fields', (c, o) => c.api.orders.retrieve(o.id, { fields: 'id,no_such_column' }), unknownError),
  refusal(
    'GET /admin/orders',
    'a status outside the enum',
    (c) => c.api.orders.list(loose({ status: ['bogus'] })),
    invalidData('each value in status must be one of the following values: pending, completed, archived, canceled, requires_action'),
  ),
  refusal('DELETE /admin/notes/{id}', 'an unknown note', (c) => c.api.notes.delete('note_missing'), notFound('Note with id: note_missing was not found.')),
  refusal('POST /admin/notes/{id}', 'an unknown note', (c) => c.api.notes.update('note_missing', { value: 'late' }), notFound('Note with id: note_missing was not found.')),
]

const updates: Row[] = [
  onKept('pending', 'POST /admin/orders/{id}', 'an email that is not one', (c, o) => c.api.orders.update(o.id, { email: 'not-an-email' }), invalidData('email must be an email')),
  onKept(
    'pending',
    'POST /admin/orders/{id}',
    'a shipping address outside the region',
    (c, o) => c.api.orders.update(o.id, { shipping_address: { ...c.address, country_code: 'zz' } }),
    invalidData('Shipping country must be in the order region'),
  ),
  onKept(
    'paid',
    'POST /admin/orders/{id}',
    'items once the payment is captured (a payment method is not refused)',
    (c, o) => c.api.orders.update(o.id, loose({ items: [{ title: 'Extra', unit_price: 100, quantity: 1 }] })),
    notAllowed("Can't update shipping, billing, items and payment method when order is processed"),
  ),
  onKept('pending', 'POST /admin/orders/{id}', 'metadata (its validator has none)', (c, o) => c.api.orders.update(o.id, loose({ metadata: { gift: 'yes' } })), invalidData('property metadata should not exist')),
  onKept('pending', 'POST /admin/orders/{id}/archive', 'an order not completed', (c, o) => c.api.orders.archive(o.id), notAllowed("Can't archive an unprocessed order")),
]

const refunds: Row[] = [
  onKept('paid', 'POST /admin/orders/{id}/refund', 'no reason', (c, o) => c.api.orders.refund(o.id, { amount: 100, reason: '' }), invalidData('reason should not be empty')),
  onKept('paid', 'POST /admin/orders/{id}/refund', 'more than the order', (c, o) => c.api.orders.refund(o.id, { amount: o.total + 1, reason: 'other' }), notAllowed('Cannot refund more than the original order amount')),
  // The server fails midway here (a database error): the row makes its own order.
  refusal('POST /admin/orders/{id}/refund', 'a reason outside the enum', async (c) => c.api.orders.refund((await c.paid()).id, { amount: 100, reason: 'bogus' }), unknownError),
  cancelBlockedBy('an order with a refund', (c, o) => c.api.orders.refund(o.id, { amount: 100, reason: 'other' }), notAllowed('Order with refund(s) cannot be canceled')),
  onKept(
    'pending',
    'POST /admin/orders/{id}/refund',
    'a payment not captured yet (paid_total counts it, the refund does not)',
    (c, o) => c.api.orders.refund(o.id, { amount: 100, reason: 'other' }),
    notAllowed('Refund amount is greater that the refundable amount'),
  ),
  refusal(
    'POST /admin/orders/{id}/shipping-methods',
    "an option of the profile of the order's method (a foreign-key error deleting its tax lines)",
    async (c) => c.api.orders.addShippingMethod((await c.paid()).id, { option_id: c.shippingOptionId, price: 250 }),
    notFound('null'),
  ),
  onKept('paid', 'POST /admin/orders/{id}/shipping-methods', 'an unknown shipping option', (c, o) => c.api.orders.addShippingMethod(o.id, { option_id: 'so_missing', price: 0 }), notFound('Shipping Option with so_missing was not found')),
]

/** One item of the order fulfilled: the new fulfillment's id. */
const fulfilledOne = async (c: Ctx, order: AdminOrder) => fid((await c.api.orders.createFulfillment(order.id, { items: one(order) })).order)

const fulfillments: Row[] = [
  onKept('paid', 'POST /admin/orders/{id}/fulfillment', 'more items than were bought', (c, o) => c.api.orders.createFulfillment(o.id, { items: moreThanBought(o) }), notAllowed('Cannot fulfill more items than have been purchased')),
  {
    ...refusal(
      'POST /admin/orders/{id}/fulfillment',
      'an order without a shipping method',
      async (c) => {
        const order = await c.paid()
        c.dropShipping(order.id)
        return c.api.orders.createFulfillment(order.id, { items: one(order) })
      },
      notAllowed('Cannot fulfill an order that lacks shipping methods'),
    ),
    mockOnly: "OrderService.createFulfillment's own guard; every order Medusa 1.20 places has a shipping method (draft orders and carts require one)",
  },
  onKept('paid', 'POST /admin/orders/{id}/shipment', 'an unknown fulfillment', (c, o) => c.api.orders.createShipment(o.id, { fulfillment_id: 'ful_missing' }), notFound('Fulfillment with id: ful_missing was not found')),
  onKept('paid', 'POST /admin/orders/{id}/shipment', 'an empty fulfillment id', (c, o) => c.api.orders.createShipment(o.id, { fulfillment_id: '' }), invalidData('fulfillment_id should not be empty')),
  onKept(
    'paid',
    'POST /admin/orders/{id}/fulfillments/{fulfillment_id}/cancel',
    'an unknown fulfillment',
    (c, o) => c.api.orders.cancelFulfillment(o.id, 'ful_missing'),
    notFound('Fulfillment with id: ful_missing was not found'),
  ),
  cancelBlockedBy('a live fulfillment', (c, o) => c.api.orders.createFulfillment(o.id, { items: one(o) }), notAllowed('All fulfillments must be canceled before canceling an order')),
  onKept(
    'paid',
    'POST /admin/orders/{id}/fulfillments/{fulfillment_id}/cancel',
    "another order's fulfillment",
    async (c, other) => {
      const shippedFid = fid(await c.kept('shipped'))
      return naming(c.api.orders.cancelFulfillment(other.id, shippedFid), { fid: shippedFid, id: other.id })
    },
    notFound('no fulfillment was found with the id: {fid} related to order: {id}'),
  ),
  onKept('paid', 'POST /admin/orders/{id}/shipment', "another order's fulfillment", async (c, other) => c.api.orders.createShipment(other.id, { fulfillment_id: await fulfilledOne(c, await c.paid()) }), notFound('Could not find fulfillment')),
  refusal(
    'POST /admin/orders/{id}/shipment',
    'a canceled fulfillment',
    async (c) => {
      const order = await c.paid()
      const canceledFid = await fulfilledOne(c, order)
      await c.api.orders.cancelFulfillment(order.id, canceledFid)
      return c.api.orders.createShipment(order.id, { fulfillment_id: canceledFid })
    },
    notAllowed('Fulfillment has been canceled'),
  ),
  onKept(
    'shipped',
    'POST /admin/orders/{id}/fulfillments/{fulfillment_id}/cancel',
    'a shipped fulfillment',
    (c, o) => c.api.orders.cancelFulfillment(o.id, fid(o)),
    notAllowed('The fulfillment has already been shipped. Shipped fulfillments cannot be canceled'),
  ),
]

export const orderRows: Row[] = [...lookups, ...canceledOrder, ...updates, ...refunds, ...fulfillments]
