import { invalidData, notAllowed, notFound } from '../../support/refusals'
import { cancelBlockedBy, onKept, refusal, type Ctx, type Expected, type Row } from './refusal-rows-make'
import { firstItem, naming, one, type AdminOrder } from './refusals-context'

// Returns of an order (ReturnService), and what a live return, swap or claim does to an order's cancel.

type ReturnBody = Parameters<Ctx['api']['orders']['requestReturn']>[1]

/** A return of the kept shipped order, refused for its body. */
const returnOf = (when: string, body: (c: Ctx, order: AdminOrder) => Promise<ReturnBody> | ReturnBody, expected: Expected): Row =>
  onKept('shipped', 'POST /admin/orders/{id}/return', when, async (c, order) => c.api.orders.requestReturn(order.id, await body(c, order)), expected)

const returnRequests: Row[] = [
  returnOf('an unknown line', () => ({ items: [{ item_id: 'item_missing', quantity: 1 }] }), notFound('Line item with item_missing was not found')),
  returnOf('a line of another order', async (c) => ({ items: one(await c.kept('paid')) }), invalidData('Return contains invalid line item')),
  returnOf(
    'more items than were bought',
    (_c, order) => ({ items: [{ item_id: firstItem(order), quantity: (order.items[0]?.quantity ?? 0) + 1 }] }),
    notAllowed('Cannot return more items than have been purchased'),
  ),
  returnOf('an unknown return reason', (_c, order) => ({ items: [{ item_id: firstItem(order), quantity: 1, reason_id: 'rr_missing' }] }), notFound('Return_reason with reason_id rr_missing does not exist.')),
  returnOf('an unknown return shipping option', (_c, order) => ({ items: one(order), return_shipping: { option_id: 'so_missing', price: 0 } }), notFound('Shipping Option with so_missing was not found')),
]

/** A return route's request on a new shipped order's return of one item, after `prepare` (cancel or receive it). */
const onReturn = (route: string, when: string, prepare: (c: Ctx, id: string, order: AdminOrder) => Promise<unknown>, request: (c: Ctx, id: string, order: AdminOrder) => Promise<unknown>, expected: Expected): Row =>
  refusal(
    route,
    when,
    async (c) => {
      const order = await c.shipped()
      const { order: after } = await c.api.orders.requestReturn(order.id, { items: one(order) })
      const id = after.returns[0]?.id ?? 'ret_none'
      await prepare(c, id, order)
      return request(c, id, order)
    },
    expected,
  )
const receiveIt = (c: Ctx, id: string, order: AdminOrder) => c.api.returns.receive(id, { items: one(order) })

const returnRoutes: Row[] = [
  refusal('POST /admin/returns/{id}/cancel', 'an unknown return', (c) => c.api.returns.cancel('ret_missing'), notFound('Return with id: ret_missing was not found')),
  refusal('POST /admin/returns/{id}/receive', 'an unknown return', (c) => c.api.returns.receive('ret_missing', { items: [] }), notFound('Return with id: ret_missing was not found')),
  onReturn('POST /admin/returns/{id}/receive', 'a canceled return', (c, id) => c.api.returns.cancel(id), receiveIt, notAllowed('Cannot receive a canceled return')),
  onReturn(
    'POST /admin/returns/{id}/receive',
    'a return already received',
    receiveIt,
    (c, id, order) => naming(receiveIt(c, id, order), { id }),
    notAllowed('Return with id {id} has already been received'),
  ),
  onReturn('POST /admin/returns/{id}/cancel', 'a return already received', receiveIt, (c, id) => c.api.returns.cancel(id), notAllowed("Can't cancel a return which has been returned")),
]

/** The order's one item fulfilled, `open` made (a swap or claim), then the fulfillment canceled again. */
async function openedThenUnfulfilled(c: Ctx, order: AdminOrder, open: () => Promise<unknown>) {
  const { order: partly } = await c.api.orders.createFulfillment(order.id, { items: one(order) })
  await open()
  await c.api.orders.cancelFulfillment(order.id, partly.fulfillments[0]?.id ?? 'ful_none')
}

/** Once its fulfillments are canceled, a live return, swap or claim still blocks an order's cancel. */
const liveChildren: Row[] = [
  cancelBlockedBy('a live return', (c, o) => c.api.orders.requestReturn(o.id, { items: one(o) }), notAllowed('All returns must be canceled before canceling an order')),
  cancelBlockedBy(
    'a live swap (its return hangs off the swap, not the order)',
    (c, o) => openedThenUnfulfilled(c, o, () => c.swapOf(o, false)),
    notAllowed('All swaps must be canceled before canceling an order'),
  ),
  cancelBlockedBy('a live claim', (c, o) => openedThenUnfulfilled(c, o, () => c.claimOf(o, 'refund')), notAllowed('All claims must be canceled before canceling an order')),
]

export const returnRows: Row[] = [...returnRequests, ...returnRoutes, ...liveChildren]
