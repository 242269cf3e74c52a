import type { RefusalCase } from '../../support/refusals'
import { invalidData, notAllowed, notFound, unknownError } from '../../support/refusals'
import { firstItem, loose, naming, one, type AdminOrder, type OrderRefusalContext } from './refusals-context'

// Swaps and claims under an order (exchanges.ts, mutations-swaps.ts, mutations-claims.ts).

type Row = RefusalCase<OrderRefusalContext>
type Ctx = OrderRefusalContext

const wrongItem = (order: AdminOrder) => [{ item_id: firstItem(order), quantity: 1, reason: 'wrong_item' as const }]
const unknownVariant = 'Unable to generate the line items, some variant has not been found: variant_missing'

/** The swap as its order answers it. */
const swapIn = async (c: Ctx, order: AdminOrder, swapId: string) => (await c.api.orders.retrieve(order.id)).order.swaps.find((x) => x.id === swapId)

/** A shipped order's swap, canceled (its return first). */
async function canceledSwap(c: Ctx) {
  const order = await c.shipped()
  const swapId = await c.swapOf(order)
  await c.api.returns.cancel((await swapIn(c, order, swapId))?.return_order?.id ?? 'ret_none')
  await c.api.orderSwaps.cancel(order.id, swapId)
  return { order, swapId }
}

/** A shipped order's swap its customer confirmed, fulfilled. */
async function fulfilledSwap(c: Ctx) {
  const order = await c.shipped()
  const swapId = await c.swapOf(order)
  await c.confirmSwap(swapId)
  await c.api.orderSwaps.fulfill(order.id, swapId)
  return { order, swapId }
}

/** A shipped order's replace claim with a shipping method, fulfilled. */
async function fulfilledClaim(c: Ctx) {
  const order = await c.shipped()
  const claimId = await c.claimOf(order, 'replace')
  await c.api.orderClaims.fulfill(order.id, claimId)
  return { order, claimId }
}

const swapRows: Row[] = [
  { route: 'POST /admin/orders/{id}/swaps', when: 'an order not captured', call: async (c) => c.swapOf(await c.pending()), expected: notAllowed('Cannot swap an order that has not been captured') },
  { route: 'POST /admin/orders/{id}/swaps', when: 'an order not fulfilled', call: async (c) => c.swapOf(await c.paid()), expected: notAllowed('Cannot swap an order that has not been fulfilled') },
  {
    route: 'POST /admin/orders/{id}/swaps',
    when: 'a return quantity below 1',
    call: async (c) => {
      const order = await c.shipped()
      return c.api.orderSwaps.create(order.id, { return_items: [{ item_id: firstItem(order), quantity: 0 }] })
    },
    expected: invalidData('quantity must not be less than 1'),
  },
  {
    route: 'POST /admin/orders/{id}/swaps',
    when: 'an additional item of an unknown variant',
    call: async (c) => {
      const order = await c.shipped()
      return c.api.orderSwaps.create(order.id, { return_items: one(order), additional_items: [{ variant_id: 'variant_missing', quantity: 1 }] })
    },
    expected: invalidData(unknownVariant),
  },
  {
    route: 'POST /admin/orders/{id}/swaps',
    when: 'returning a line of a canceled order',
    call: async (c) => c.api.orderSwaps.create((await c.shipped()).id, { return_items: one(await c.canceled()) }),
    expected: invalidData('Cannot create a swap on a canceled item.'),
  },
  { route: 'POST /admin/orders/{id}/swaps/{swap_id}/fulfillments', when: 'an unknown swap', call: async (c) => c.api.orderSwaps.fulfill((await c.paid()).id, 'swap_missing'), expected: notFound('Swap was not found') },
  {
    route: 'POST /admin/orders/{id}/swaps/{swap_id}/cancel',
    when: "another order's swap",
    call: async (c) => {
      const [swapId, other] = [await c.swapOf(await c.shipped()), await c.paid()]
      return naming(c.api.orderSwaps.cancel(other.id, swapId), { sid: swapId, id: other.id })
    },
    expected: notFound('no swap was found with the id: {sid} related to order: {id}'),
  },
  {
    route: 'POST /admin/orders/{id}/swaps/{swap_id}/fulfillments',
    when: 'a swap without a shipping method (even through another order: only cancel checks the order)',
    call: async (c) => c.api.orderSwaps.fulfill((await c.paid()).id, await c.swapOf(await c.shipped())),
    expected: notAllowed("Cannot fulfill an swap that doesn't have shipping methods"),
  },
  {
    route: 'POST /admin/orders/{id}/swaps/{swap_id}/cancel',
    when: 'a swap whose return is live',
    call: async (c) => {
      const order = await c.shipped()
      return c.api.orderSwaps.cancel(order.id, await c.swapOf(order))
    },
    expected: notAllowed('Return must be canceled before the swap can be canceled'),
  },
  {
    route: 'POST /admin/orders/{id}/swaps/{swap_id}/process-payment',
    when: 'a swap its customer has not confirmed',
    call: async (c) => {
      const order = await c.shipped()
      return c.api.orderSwaps.processPayment(order.id, await c.swapOf(order))
    },
    expected: notAllowed("Cannot process a swap that hasn't been confirmed by the customer"),
  },
  {
    route: 'POST /admin/orders/{id}/swaps/{swap_id}/process-payment',
    when: 'a canceled swap',
    call: async (c) => canceledSwap(c).then(({ order, swapId }) => c.api.orderSwaps.processPayment(order.id, swapId)),
    expected: notAllowed('Canceled swap cannot be processed'),
  },
  {
    route: 'POST /admin/orders/{id}/swaps/{swap_id}/fulfillments',
    when: 'a canceled swap',
    call: async (c) => canceledSwap(c).then(({ order, swapId }) => c.api.orderSwaps.fulfill(order.id, swapId)),
    expected: notAllowed('Canceled swap cannot be fulfilled'),
  },
  {
    route: 'POST /admin/orders/{id}/swaps/{swap_id}/shipments',
    when: 'a canceled swap',
    call: async (c) => canceledSwap(c).then(({ order, swapId }) => c.api.orderSwaps.createShipment(order.id, swapId, { fulfillment_id: order.fulfillments[0]?.id ?? 'ful_none' })),
    expected: notAllowed('Canceled swap cannot be fulfilled as shipped'),
  },
  {
    route: 'POST /admin/orders/{id}/swaps/{swap_id}/fulfillments',
    when: 'a swap already fulfilled',
    call: async (c) => fulfilledSwap(c).then(({ order, swapId }) => c.api.orderSwaps.fulfill(order.id, swapId)),
    expected: notAllowed('The swap was already fulfilled'),
  },
  {
    route: 'POST /admin/orders/{id}/swaps/{swap_id}/cancel',
    when: 'a live fulfillment',
    call: async (c) => fulfilledSwap(c).then(({ order, swapId }) => c.api.orderSwaps.cancel(order.id, swapId)),
    expected: notAllowed('All fulfillments must be canceled before the swap can be canceled'),
  },
  {
    route: 'POST /admin/orders/{id}/swaps/{swap_id}/fulfillments/{fulfillment_id}/cancel',
    when: "another swap's fulfillment (the message names the order)",
    call: async (c) => {
      const { order, swapId } = await fulfilledSwap(c)
      const fid = (await swapIn(c, order, swapId))?.fulfillments?.[0]?.id ?? 'ful_none'
      const second = await c.swapOf(order, false)
      return naming(c.api.orderSwaps.cancelFulfillment(order.id, second, fid), { fid, id: order.id })
    },
    expected: notFound('no fulfillment was found with the id: {fid} related to swap: {id}'),
  },
]

const claimCreate = (c: Ctx, body: Record<string, unknown>) => c.shipped().then((order) => c.api.orderClaims.create(order.id, loose({ type: 'refund', claim_items: wrongItem(order), ...body })))

const claimCreateRows: Row[] = [
  {
    route: 'POST /admin/orders/{id}/claims',
    when: 'a replace claim without additional items',
    call: (c) => claimCreate(c, { type: 'replace' }),
    expected: invalidData('Claims with type "replace" must have at least one additional item.'),
  },
  { route: 'POST /admin/orders/{id}/claims', when: 'no claim items', call: (c) => claimCreate(c, { claim_items: [] }), expected: invalidData('Claims must have at least one claim item.') },
  {
    route: 'POST /admin/orders/{id}/claims',
    when: 'a refund amount on a replace claim',
    call: (c) => claimCreate(c, { type: 'replace', additional_items: [{ variant_id: c.variants[1], quantity: 1 }], refund_amount: 100 }),
    expected: invalidData('Claim has type "replace" but must be type "refund" to have a refund_amount.'),
  },
  {
    route: 'POST /admin/orders/{id}/claims',
    when: 'an unknown line',
    call: (c) => claimCreate(c, { claim_items: [{ item_id: 'item_missing', quantity: 1, reason: 'wrong_item' }] }),
    expected: notFound('Line item with item_missing was not found'),
  },
  {
    route: 'POST /admin/orders/{id}/claims',
    when: 'a claim item without a reason',
    call: (c) => c.shipped().then((order) => c.api.orderClaims.create(order.id, { type: 'refund', claim_items: one(order) })),
    expected: invalidData('Claim Item reason must be one of "missing_item", "wrong_item", "production_failure" or "other".'),
  },
  {
    route: 'POST /admin/orders/{id}/claims',
    when: 'more of an item than was fulfilled',
    call: (c) => c.paid().then((order) => c.api.orderClaims.create(order.id, { type: 'refund', claim_items: wrongItem(order) })),
    expected: notAllowed('Cannot claim more of an item than has been fulfilled.'),
  },
  {
    route: 'POST /admin/orders/{id}/claims',
    when: 'an unknown return shipping option',
    call: (c) => claimCreate(c, { return_shipping: { option_id: 'so_missing', price: 0 } }),
    expected: notFound('Shipping Option with so_missing was not found'),
  },
  {
    route: 'POST /admin/orders/{id}/claims',
    when: 'an additional item of an unknown variant',
    call: (c) => claimCreate(c, { type: 'replace', additional_items: [{ variant_id: 'variant_missing', quantity: 1 }] }),
    expected: invalidData(unknownVariant),
  },
  {
    route: 'POST /admin/orders/{id}/claims',
    when: 'a line of a canceled order',
    call: (c) => c.canceled().then((order) => c.api.orderClaims.create(order.id, { type: 'refund', claim_items: wrongItem(order) })),
    expected: invalidData('Cannot create a claim on a canceled item.'),
  },
]

/** A shipped order's claim, canceled. */
const canceledClaim = async (c: Ctx) => {
  const order = await c.shipped()
  const claimId = await c.claimOf(order, 'replace', false)
  await c.api.orderClaims.cancel(order.id, claimId)
  return { order, claimId }
}

const claimRows: Row[] = [
  { route: 'POST /admin/orders/{id}/claims/{claim_id}/fulfillments', when: 'an unknown claim', call: async (c) => c.api.orderClaims.fulfill((await c.paid()).id, 'claim_missing'), expected: notFound('Claim with claim_missing was not found') },
  {
    route: 'POST /admin/orders/{id}/claims/{claim_id}/fulfillments',
    when: 'a claim without a shipping method',
    call: async (c) => {
      const order = await c.shipped()
      return c.api.orderClaims.fulfill(order.id, await c.claimOf(order, 'replace', false))
    },
    expected: notAllowed('Cannot fulfill a claim without a shipping method.'),
  },
  {
    route: 'POST /admin/orders/{id}/claims/{claim_id}/fulfillments',
    when: 'a refund claim',
    call: async (c) => {
      const order = await c.shipped()
      return c.api.orderClaims.fulfill(order.id, await c.claimOf(order, 'refund'))
    },
    expected: notAllowed('Claims with the type "refund" can not be fulfilled.'),
  },
  {
    route: 'POST /admin/orders/{id}/claims/{claim_id}',
    when: 'a shipping method on a claim that has one (it fails inside the server)',
    call: async (c) => {
      const order = await c.shipped()
      return c.api.orderClaims.update(order.id, await c.claimOf(order, 'replace'), { shipping_methods: [{ option_id: c.shippingOptionId, price: 0 }] })
    },
    expected: unknownError,
  },
  {
    route: 'POST /admin/orders/{id}/claims/{claim_id}/cancel',
    when: 'a refund claim',
    call: async (c) => {
      const order = await c.shipped()
      return c.api.orderClaims.cancel(order.id, await c.claimOf(order, 'refund'))
    },
    expected: notAllowed('Claim with a refund cannot be canceled'),
  },
  {
    route: 'POST /admin/orders/{id}/claims/{claim_id}',
    when: 'a canceled claim',
    call: (c) => canceledClaim(c).then(({ order, claimId }) => c.api.orderClaims.update(order.id, claimId, { no_notification: true })),
    expected: notAllowed('Canceled claim cannot be updated'),
  },
  {
    route: 'POST /admin/orders/{id}/claims/{claim_id}/fulfillments',
    when: 'a canceled claim',
    call: (c) => canceledClaim(c).then(({ order, claimId }) => c.api.orderClaims.fulfill(order.id, claimId)),
    expected: notAllowed('Canceled claim cannot be fulfilled'),
  },
  {
    route: 'POST /admin/orders/{id}/claims/{claim_id}/fulfillments',
    when: 'a claim already fulfilled',
    call: (c) => fulfilledClaim(c).then(({ order, claimId }) => c.api.orderClaims.fulfill(order.id, claimId)),
    expected: notAllowed('The claim has already been fulfilled.'),
  },
  {
    route: 'POST /admin/orders/{id}/claims/{claim_id}/cancel',
    when: 'a live fulfillment',
    call: (c) => fulfilledClaim(c).then(({ order, claimId }) => c.api.orderClaims.cancel(order.id, claimId)),
    expected: notAllowed('All fulfillments must be canceled before the claim can be canceled'),
  },
  {
    route: 'POST /admin/orders/{id}/claims/{claim_id}/fulfillments/{fulfillment_id}/cancel',
    when: "another claim's fulfillment (the message names the claim)",
    call: async (c) => {
      const { order, claimId } = await fulfilledClaim(c)
      const fid = (await c.api.orders.retrieve(order.id)).order.claims.find((x) => x.id === claimId)?.fulfillments[0]?.id ?? 'ful_none'
      const second = await c.claimOf(order, 'replace')
      return naming(c.api.orderClaims.cancelFulfillment(order.id, second, fid), { fid, cid: second })
    },
    expected: notFound('no fulfillment was found with the id: {fid} related to claim: {cid}'),
  },
]

export const exchangeRows: Row[] = [...swapRows, ...claimCreateRows, ...claimRows]
