import type { RefusalCase } from '../../support/refusals'
import type { AdminOrder, OrderRefusalContext, OrderState } from './refusals-context'

// The row-makers every orders rows file shares: a row is one call, its route and case first as the
// document shows them. Only a row whose refusal changes nothing acts on a kept order; one that makes a
// return, swap, claim, fulfillment or refund first (or one the server fails midway) makes its own.

export type Ctx = OrderRefusalContext
export type Row = RefusalCase<Ctx>
export type Expected = Row['expected']
/** A request on an order the row was handed. */
export type OrderRequest = (c: Ctx, order: AdminOrder) => Promise<unknown>

/** A row whose call makes whatever it acts on. */
export const refusal = (route: string, when: string, call: Row['call'], expected: Expected): Row => ({ route, when, call, expected })

/** A request refused on the kept order of a state, which the refusal leaves as it was (so rows may share it). */
export const onKept = (state: OrderState, route: string, when: string, request: OrderRequest, expected: Expected): Row =>
  refusal(route, when, async (c) => request(c, await c.kept(state)), expected)

/** A request on what `make` brings to its state first (a swap or claim of a new order, say). */
export const onMade = <Made>(route: string, when: string, make: (c: Ctx) => Promise<Made>, request: (c: Ctx, made: Made) => Promise<unknown>, expected: Expected): Row =>
  refusal(route, when, async (c) => request(c, await make(c)), expected)

/** A new paid order's cancel, refused for what `prepare` adds to it first (a fulfillment, a refund, a return). */
export const cancelBlockedBy = (when: string, prepare: OrderRequest, expected: Expected): Row =>
  refusal(
    'POST /admin/orders/{id}/cancel',
    when,
    async (c) => {
      const order = await c.paid()
      await prepare(c, order)
      return c.api.orders.cancel(order.id)
    },
    expected,
  )
