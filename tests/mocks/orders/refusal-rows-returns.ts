import type { RefusalCase } from '../../support/refusals'
import { invalidData, notAllowed, notFound } from '../../support/refusals'
import { firstItem, naming, one, type OrderRefusalContext } from './refusals-context'

// Returns of an order (ReturnService), and what a live return, swap or claim does to an order's cancel.

type Row = RefusalCase<OrderRefusalContext>

const returnRequests: Row[] = [
  {
    route: 'POST /admin/orders/{id}/return',
    when: 'an unknown line',
    call: async (c) => c.api.orders.requestReturn((await c.shipped()).id, { items: [{ item_id: 'item_missing', quantity: 1 }] }),
    expected: notFound('Line item with item_missing was not found'),
  },
  {
    route: 'POST /admin/orders/{id}/return',
    when: 'a line of another order',
    call: async (c) => {
      const [order, other] = [await c.shipped(), await c.paid()]
      return c.api.orders.requestReturn(order.id, { items: one(other) })
    },
    expected: invalidData('Return contains invalid line item'),
  },
  {
    route: 'POST /admin/orders/{id}/return',
    when: 'more items than were bought',
    call: async (c) => {
      const order = await c.shipped()
      return c.api.orders.requestReturn(order.id, { items: [{ item_id: firstItem(order), quantity: (order.items[0]?.quantity ?? 0) + 1 }] })
    },
    expected: notAllowed('Cannot return more items than have been purchased'),
  },
  {
    route: 'POST /admin/orders/{id}/return',
    when: 'an unknown return reason',
    call: async (c) => {
      const order = await c.shipped()
      return c.api.orders.requestReturn(order.id, { items: [{ item_id: firstItem(order), quantity: 1, reason_id: 'rr_missing' }] })
    },
    expected: notFound('Return_reason with reason_id rr_missing does not exist.'),
  },
  {
    route: 'POST /admin/orders/{id}/return',
    when: 'an unknown return shipping option',
    call: async (c) => {
      const order = await c.shipped()
      return c.api.orders.requestReturn(order.id, { items: one(order), return_shipping: { option_id: 'so_missing', price: 0 } })
    },
    expected: notFound('Shipping Option with so_missing was not found'),
  },
]

const returnRoutes: Row[] = [
  { route: 'POST /admin/returns/{id}/cancel', when: 'an unknown return', call: (c) => c.api.returns.cancel('ret_missing'), expected: notFound('Return with id: ret_missing was not found') },
  { route: 'POST /admin/returns/{id}/receive', when: 'an unknown return', call: (c) => c.api.returns.receive('ret_missing', { items: [] }), expected: notFound('Return with id: ret_missing was not found') },
  {
    route: 'POST /admin/returns/{id}/receive',
    when: 'a canceled return',
    call: async (c) => {
      const order = await c.shipped()
      const { order: after } = await c.api.orders.requestReturn(order.id, { items: one(order) })
      const id = after.returns[0]?.id ?? 'ret_none'
      await c.api.returns.cancel(id)
      return c.api.returns.receive(id, { items: one(order) })
    },
    expected: notAllowed('Cannot receive a canceled return'),
  },
  {
    route: 'POST /admin/returns/{id}/receive',
    when: 'a return already received',
    call: async (c) => {
      const order = await c.shipped()
      const { order: after } = await c.api.orders.requestReturn(order.id, { items: one(order) })
      const id = after.returns[0]?.id ?? 'ret_none'
      await c.api.returns.receive(id, { items: one(order) })
      return naming(c.api.returns.receive(id, { items: one(order) }), { id })
    },
    expected: notAllowed('Return with id {id} has already been received'),
  },
  {
    route: 'POST /admin/returns/{id}/cancel',
    when: 'a return already received',
    call: async (c) => {
      const order = await c.shipped()
      const { order: after } = await c.api.orders.requestReturn(order.id, { items: one(order) })
      const id = after.returns[0]?.id ?? 'ret_none'
      await c.api.returns.receive(id, { items: one(order) })
      return c.api.returns.cancel(id)
    },
    expected: notAllowed("Can't cancel a return which has been returned"),
  },
]

/** Once its fulfillments are canceled, a live return, swap or claim still blocks an order's cancel. */
const liveChildren: Row[] = [
  {
    route: 'POST /admin/orders/{id}/cancel',
    when: 'a live return',
    call: async (c) => {
      const order = await c.paid()
      await c.api.orders.requestReturn(order.id, { items: one(order) })
      return c.api.orders.cancel(order.id)
    },
    expected: notAllowed('All returns must be canceled before canceling an order'),
  },
  {
    route: 'POST /admin/orders/{id}/cancel',
    when: "a live swap (its return hangs off the swap, not the order)",
    call: async (c) => {
      const order = await c.paid()
      const { order: partly } = await c.api.orders.createFulfillment(order.id, { items: one(order) })
      await c.swapOf(order, false)
      await c.api.orders.cancelFulfillment(order.id, partly.fulfillments[0]?.id ?? 'ful_none')
      return c.api.orders.cancel(order.id)
    },
    expected: notAllowed('All swaps must be canceled before canceling an order'),
  },
  {
    route: 'POST /admin/orders/{id}/cancel',
    when: 'a live claim',
    call: async (c) => {
      const order = await c.paid()
      const { order: fulfilled } = await c.api.orders.createFulfillment(order.id, { items: one(order) })
      await c.claimOf(order, 'refund')
      await c.api.orders.cancelFulfillment(order.id, fulfilled.fulfillments[0]?.id ?? 'ful_none')
      return c.api.orders.cancel(order.id)
    },
    expected: notAllowed('All claims must be canceled before canceling an order'),
  },
]

export const returnRows: Row[] = [...returnRequests, ...returnRoutes, ...liveChildren]
