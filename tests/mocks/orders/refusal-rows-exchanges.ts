import { invalidData, notAllowed, notFound, unknownError } from '../../support/refusals'
import { onKept, onMade, type Ctx, type Expected, type Row } from './refusal-rows-make'
import { firstItem, loose, naming, one, type AdminOrder } from './refusals-context'

// Swaps and claims under an order (exchanges.ts, mutations-swaps.ts, mutations-claims.ts).

const wrongItem = (order: AdminOrder) => [{ item_id: firstItem(order), quantity: 1, reason: 'wrong_item' as const }]
const unknownVariant = 'Unable to generate the line items, some variant has not been found: variant_missing'

/** The swap as its order answers it. */
const swapIn = async (c: Ctx, order: AdminOrder, swapId: string) => (await c.api.orders.retrieve(order.id)).order.swaps.find((x) => x.id === swapId)

interface SwapMade {
  order: AdminOrder
  swapId: string
}
interface ClaimMade {
  order: AdminOrder
  claimId: string
}

/** A new shipped order's swap, as the customer left it (live return, unconfirmed). */
async function liveSwap(c: Ctx): Promise<SwapMade> {
  const order = await c.shipped()
  return { order, swapId: await c.swapOf(order) }
}

/** A new shipped order's swap, canceled (its return first). */
async function canceledSwap(c: Ctx): Promise<SwapMade> {
  const { order, swapId } = await liveSwap(c)
  await c.api.returns.cancel((await swapIn(c, order, swapId))?.return_order?.id ?? 'ret_none')
  await c.api.orderSwaps.cancel(order.id, swapId)
  return { order, swapId }
}

/** A new shipped order's swap its customer confirmed, fulfilled. */
async function fulfilledSwap(c: Ctx): Promise<SwapMade> {
  const { order, swapId } = await liveSwap(c)
  await c.confirmSwap(swapId)
  await c.api.orderSwaps.fulfill(order.id, swapId)
  return { order, swapId }
}

const fulfillSwap = (c: Ctx, { order, swapId }: SwapMade) => c.api.orderSwaps.fulfill(order.id, swapId)
const cancelSwap = (c: Ctx, { order, swapId }: SwapMade) => c.api.orderSwaps.cancel(order.id, swapId)
const paySwap = (c: Ctx, { order, swapId }: SwapMade) => c.api.orderSwaps.processPayment(order.id, swapId)

const SWAPS = 'POST /admin/orders/{id}/swaps'
const SWAP_FULFILL = 'POST /admin/orders/{id}/swaps/{swap_id}/fulfillments'
const SWAP_CANCEL = 'POST /admin/orders/{id}/swaps/{swap_id}/cancel'
const SWAP_PAY = 'POST /admin/orders/{id}/swaps/{swap_id}/process-payment'

const swapRows: Row[] = [
  onKept('pending', SWAPS, 'an order not captured', (c, o) => c.swapOf(o), notAllowed('Cannot swap an order that has not been captured')),
  onKept('paid', SWAPS, 'an order not fulfilled', (c, o) => c.swapOf(o), notAllowed('Cannot swap an order that has not been fulfilled')),
  onKept('shipped', SWAPS, 'a return quantity below 1', (c, o) => c.api.orderSwaps.create(o.id, { return_items: [{ item_id: firstItem(o), quantity: 0 }] }), invalidData('quantity must not be less than 1')),
  onKept(
    'shipped',
    SWAPS,
    'an additional item of an unknown variant',
    (c, o) => c.api.orderSwaps.create(o.id, { return_items: one(o), additional_items: [{ variant_id: 'variant_missing', quantity: 1 }] }),
    invalidData(unknownVariant),
  ),
  onKept('shipped', SWAPS, 'returning a line of a canceled order', async (c, o) => c.api.orderSwaps.create(o.id, { return_items: one(await c.kept('canceled')) }), invalidData('Cannot create a swap on a canceled item.')),
  onKept('paid', SWAP_FULFILL, 'an unknown swap', (c, o) => c.api.orderSwaps.fulfill(o.id, 'swap_missing'), notFound('Swap was not found')),
  onMade(
    SWAP_CANCEL,
    "another order's swap",
    liveSwap,
    async (c, { swapId }) => {
      const other = await c.kept('paid')
      return naming(c.api.orderSwaps.cancel(other.id, swapId), { sid: swapId, id: other.id })
    },
    notFound('no swap was found with the id: {sid} related to order: {id}'),
  ),
  onMade(
    SWAP_FULFILL,
    'a swap without a shipping method (even through another order: only cancel checks the order)',
    liveSwap,
    async (c, { swapId }) => c.api.orderSwaps.fulfill((await c.kept('paid')).id, swapId),
    notAllowed("Cannot fulfill an swap that doesn't have shipping methods"),
  ),
  onMade(SWAP_CANCEL, 'a swap whose return is live', liveSwap, cancelSwap, notAllowed('Return must be canceled before the swap can be canceled')),
  onMade(SWAP_PAY, 'a swap its customer has not confirmed', liveSwap, paySwap, notAllowed("Cannot process a swap that hasn't been confirmed by the customer")),
  onMade(SWAP_PAY, 'a canceled swap', canceledSwap, paySwap, notAllowed('Canceled swap cannot be processed')),
  onMade(SWAP_FULFILL, 'a canceled swap', canceledSwap, fulfillSwap, notAllowed('Canceled swap cannot be fulfilled')),
  onMade(
    'POST /admin/orders/{id}/swaps/{swap_id}/shipments',
    'a canceled swap',
    canceledSwap,
    (c, { order, swapId }) => c.api.orderSwaps.createShipment(order.id, swapId, { fulfillment_id: order.fulfillments[0]?.id ?? 'ful_none' }),
    notAllowed('Canceled swap cannot be fulfilled as shipped'),
  ),
  onMade(SWAP_FULFILL, 'a swap already fulfilled', fulfilledSwap, fulfillSwap, notAllowed('The swap was already fulfilled')),
  onMade(SWAP_CANCEL, 'a live fulfillment', fulfilledSwap, cancelSwap, notAllowed('All fulfillments must be canceled before the swap can be canceled')),
  onMade(
    'POST /admin/orders/{id}/swaps/{swap_id}/fulfillments/{fulfillment_id}/cancel',
    "another swap's fulfillment (the message names the order)",
    fulfilledSwap,
    async (c, { order, swapId }) => {
      const fid = (await swapIn(c, order, swapId))?.fulfillments?.[0]?.id ?? 'ful_none'
      const second = await c.swapOf(order, false)
      return naming(c.api.orderSwaps.cancelFulfillment(order.id, second, fid), { fid, id: order.id })
    },
    notFound('no fulfillment was found with the id: {fid} related to swap: {id}'),
  ),
]

/** A claim of the kept order of a state, refused for its body (a refund claim of the first item unless `body` says otherwise). */
const claimOn = (state: 'shipped' | 'paid' | 'canceled', when: string, body: (c: Ctx, order: AdminOrder) => Record<string, unknown>, expected: Expected): Row =>
  onKept(state, 'POST /admin/orders/{id}/claims', when, (c, order) => c.api.orderClaims.create(order.id, loose({ type: 'refund', claim_items: wrongItem(order), ...body(c, order) })), expected)

const claimCreateRows: Row[] = [
  claimOn('shipped', 'a replace claim without additional items', () => ({ type: 'replace' }), invalidData('Claims with type "replace" must have at least one additional item.')),
  claimOn('shipped', 'no claim items', () => ({ claim_items: [] }), invalidData('Claims must have at least one claim item.')),
  claimOn(
    'shipped',
    'a refund amount on a replace claim',
    (c) => ({ type: 'replace', additional_items: [{ variant_id: c.variants[1], quantity: 1 }], refund_amount: 100 }),
    invalidData('Claim has type "replace" but must be type "refund" to have a refund_amount.'),
  ),
  claimOn('shipped', 'an unknown line', () => ({ claim_items: [{ item_id: 'item_missing', quantity: 1, reason: 'wrong_item' }] }), notFound('Line item with item_missing was not found')),
  claimOn(
    'shipped',
    'a claim item without a reason',
    (_c, order) => ({ claim_items: one(order) }),
    invalidData('Claim Item reason must be one of "missing_item", "wrong_item", "production_failure" or "other".'),
  ),
  claimOn('paid', 'more of an item than was fulfilled', () => ({}), notAllowed('Cannot claim more of an item than has been fulfilled.')),
  claimOn('shipped', 'an unknown return shipping option', () => ({ return_shipping: { option_id: 'so_missing', price: 0 } }), notFound('Shipping Option with so_missing was not found')),
  claimOn('shipped', 'an additional item of an unknown variant', () => ({ type: 'replace', additional_items: [{ variant_id: 'variant_missing', quantity: 1 }] }), invalidData(unknownVariant)),
  claimOn('canceled', 'a line of a canceled order', () => ({}), invalidData('Cannot create a claim on a canceled item.')),
]

/** A new shipped order's claim of a type (a replace claim with a shipping method unless told otherwise). */
const claimMade =
  (type: 'replace' | 'refund', withShipping = true) =>
  async (c: Ctx): Promise<ClaimMade> => {
    const order = await c.shipped()
    return { order, claimId: await c.claimOf(order, type, withShipping) }
  }

/** A new shipped order's claim, canceled. */
async function canceledClaim(c: Ctx): Promise<ClaimMade> {
  const made = await claimMade('replace', false)(c)
  await c.api.orderClaims.cancel(made.order.id, made.claimId)
  return made
}

/** A new shipped order's replace claim with a shipping method, fulfilled. */
async function fulfilledClaim(c: Ctx): Promise<ClaimMade> {
  const made = await claimMade('replace')(c)
  await c.api.orderClaims.fulfill(made.order.id, made.claimId)
  return made
}

const CLAIM = 'POST /admin/orders/{id}/claims/{claim_id}'
const CLAIM_FULFILL = 'POST /admin/orders/{id}/claims/{claim_id}/fulfillments'
const CLAIM_CANCEL = 'POST /admin/orders/{id}/claims/{claim_id}/cancel'
const fulfillClaim = (c: Ctx, { order, claimId }: ClaimMade) => c.api.orderClaims.fulfill(order.id, claimId)
const cancelClaim = (c: Ctx, { order, claimId }: ClaimMade) => c.api.orderClaims.cancel(order.id, claimId)

const claimRows: Row[] = [
  onKept('paid', CLAIM_FULFILL, 'an unknown claim', (c, o) => c.api.orderClaims.fulfill(o.id, 'claim_missing'), notFound('Claim with claim_missing was not found')),
  onMade(CLAIM_FULFILL, 'a claim without a shipping method', claimMade('replace', false), fulfillClaim, notAllowed('Cannot fulfill a claim without a shipping method.')),
  onMade(CLAIM_FULFILL, 'a refund claim', claimMade('refund'), fulfillClaim, notAllowed('Claims with the type "refund" can not be fulfilled.')),
  onMade(
    CLAIM,
    'a shipping method on a claim that has one (it fails inside the server)',
    claimMade('replace'),
    (c, { order, claimId }) => c.api.orderClaims.update(order.id, claimId, { shipping_methods: [{ option_id: c.shippingOptionId, price: 0 }] }),
    unknownError,
  ),
  onMade(CLAIM_CANCEL, 'a refund claim', claimMade('refund'), cancelClaim, notAllowed('Claim with a refund cannot be canceled')),
  onMade(CLAIM, 'a canceled claim', canceledClaim, (c, { order, claimId }) => c.api.orderClaims.update(order.id, claimId, { no_notification: true }), notAllowed('Canceled claim cannot be updated')),
  onMade(CLAIM_FULFILL, 'a canceled claim', canceledClaim, fulfillClaim, notAllowed('Canceled claim cannot be fulfilled')),
  onMade(CLAIM_FULFILL, 'a claim already fulfilled', fulfilledClaim, fulfillClaim, notAllowed('The claim has already been fulfilled.')),
  onMade(CLAIM_CANCEL, 'a live fulfillment', fulfilledClaim, cancelClaim, notAllowed('All fulfillments must be canceled before the claim can be canceled')),
  onMade(
    'POST /admin/orders/{id}/claims/{claim_id}/fulfillments/{fulfillment_id}/cancel',
    "another claim's fulfillment (the message names the claim)",
    fulfilledClaim,
    async (c, { order, claimId }) => {
      const fid = (await c.api.orders.retrieve(order.id)).order.claims.find((x) => x.id === claimId)?.fulfillments[0]?.id ?? 'ful_none'
      const second = await c.claimOf(order, 'replace')
      return naming(c.api.orderClaims.cancelFulfillment(order.id, second, fid), { fid, cid: second })
    },
    notFound('no fulfillment was found with the id: {fid} related to claim: {cid}'),
  ),
]

export const exchangeRows: Row[] = [...swapRows, ...claimCreateRows, ...claimRows]
