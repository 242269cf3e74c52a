import { formatMoney } from '@/api/money'
import type { ClaimOrder, Fulfillment, LineItem, Order, Return, Swap } from '@medusajs/client-types'
import { onFocused, refusalOf, rule, type Rule } from '@/models/core/rules'

/**
 * What Medusa 1.20 allows on an order, its fulfillments, returns, swaps and claims, as its services
 * enforce it (services/order.ts, fulfillment.ts, return.ts, swap.ts, claim.ts). Commands hide what
 * these forbid (`when`), pickers offer only what they allow, and the order panel shows a row's
 * buttons by them. Each check reads only what the order panel loads (ORDER_DETAIL_EXPAND).
 */

/** A `when` for an order command: true without a loaded order (the server decides), else the rule. */
export const onOrder = (allows: (order: Order) => boolean) => onFocused<Order>('order', allows)

const canceled = (order: Order) => order.status === 'canceled'

// ---- line items ----

export const fulfillableQuantity = (item: LineItem) => item.quantity - (item.fulfilled_quantity ?? 0)

/** Every line the order can refer to: its items and those of its swaps and claims. */
export const allLines = (order: Order): LineItem[] => [
  ...(order.items ?? []),
  ...(order.swaps ?? []).flatMap((s) => s.additional_items ?? []),
  ...(order.claims ?? []).flatMap((c) => c.additional_items ?? []),
]

/** Every return of the order: its own and those of its swaps and claims, once each. */
export function returnsOf(order: Order): Return[] {
  const all = [
    ...(order.returns ?? []),
    ...(order.swaps ?? []).flatMap((s) => (s.return_order ? [s.return_order] : [])),
    ...(order.claims ?? []).flatMap((c) => (c.return_order ? [c.return_order] : [])),
  ]
  return all.filter((ret, index) => all.findIndex((r) => r.id === ret.id) === index)
}

const isOpenReturn = (ret: Return) => ret.status === 'requested' || ret.status === 'requires_action'

/**
 * How many of a line may still go back (returns, claims, swaps): what was shipped (or fulfilled,
 * when nothing has shipped yet), less what came back and what an open return already asks for.
 */
export function returnableQuantity(order: Order, item: LineItem): number {
  const out = item.shipped_quantity || item.fulfilled_quantity || 0
  const requested = returnsOf(order)
    .filter(isOpenReturn)
    .flatMap((r) => r.items ?? [])
    .filter((line) => line.item_id === item.id)
    .reduce((sum, line) => sum + line.quantity, 0)
  return Math.max(out - (item.returned_quantity ?? 0) - requested, 0)
}

// ---- the order ----

export const canUpdateOrder = (order: Order) => !canceled(order)
/** OrderService.completeOrder refuses a canceled order; completing twice is pointless. */
export const canCompleteOrder = (order: Order) => !['canceled', 'completed', 'archived'].includes(order.status)
/** OrderService.archive: "Can't archive an unprocessed order" unless completed. */
export const canArchiveOrder = (order: Order) => order.status === 'completed'
/** Something authorised and not yet captured (OrderService.capturePayment). */
export const canCapturePayment = (order: Order) =>
  !canceled(order) &&
  ['awaiting', 'requires_action'].includes(order.payment_status) &&
  (order.payments === undefined || order.payments.some((p) => !p.captured_at && !p.canceled_at))

/**
 * What a refund may take back: captured payments less refunds. Medusa's paid_total also counts a
 * payment still awaiting capture, which refundPayment then refuses ("Refund amount is greater that
 * the refundable amount"); without the payments loaded, paid_total is all there is to go by.
 */
export function refundableAmount(order: Order): number {
  const paid = order.payments === undefined ? (order.paid_total ?? 0) : order.payments.filter((p) => p.captured_at && !p.canceled_at).reduce((sum, p) => sum + p.amount, 0)
  return paid - (order.refunded_total ?? 0)
}
/** Why a refund of `amount` cannot go back on this order, or undefined when it can. */
export function refundRefusal(order: Order, amount: number): string | undefined {
  const refundable = refundableAmount(order)
  return amount > refundable ? `At most ${formatMoney(refundable, order.currency_code)} can be refunded` : undefined
}
/** Nothing captured yet, so nothing a refund could take (a picker row knows the status, not the payments). */
const uncaptured = (order: Order) => ['not_paid', 'awaiting', 'requires_action'].includes(order.payment_status)
export const canRefund = (order: Order) =>
  !canceled(order) && !uncaptured(order) && (order.paid_total === undefined || refundableAmount(order) > 0)

/** OrderService.cancel: no refunds, and every fulfillment, return, swap and claim canceled first. */
export function canCancelOrder(order: Order): boolean {
  if (canceled(order) || order.status === 'archived') return false
  if (order.fulfillments === undefined) return ['not_fulfilled', 'canceled'].includes(order.fulfillment_status) && !order.refunded_total
  return (
    !(order.refunds ?? []).length &&
    order.fulfillments.every((f) => f.canceled_at) &&
    (order.returns ?? []).every((r) => r.status === 'canceled') &&
    [...(order.swaps ?? []), ...(order.claims ?? [])].every((x) => x.canceled_at)
  )
}

/** OrderService.createFulfillment: not canceled, a shipping method, and something left to fulfil. */
export const canFulfillOrder = (order: Order) =>
  !canceled(order) &&
  (order.shipping_methods === undefined || order.shipping_methods.length > 0) &&
  (order.items === undefined || order.items.some((i) => fulfillableQuantity(i) > 0))

export const canAddShippingMethod = (order: Order) => !canceled(order)

const hasReturnable = (order: Order) => order.items === undefined || order.items.some((i) => returnableQuantity(order, i) > 0)
export const canRequestReturn = (order: Order) => !canceled(order) && hasReturnable(order)
export const canCreateClaim = (order: Order) => !canceled(order) && order.fulfillment_status !== 'not_fulfilled' && hasReturnable(order)
/** SwapService.create: the order captured and fulfilled. */
export const canCreateSwap = (order: Order) =>
  !canceled(order) && order.payment_status === 'captured' && order.fulfillment_status !== 'not_fulfilled' && hasReturnable(order)

// ---- fulfillments (the order's, a swap's or a claim's) ----

/** FulfillmentService.cancelFulfillment refuses shipped ones; createShipment refuses canceled ones. */
export const isOpenFulfillment = (f: Fulfillment) => !f.canceled_at && !f.shipped_at
export const openFulfillments = (fulfillments: readonly Fulfillment[] | undefined) => (fulfillments ?? []).filter(isOpenFulfillment)

// ---- returns ----

/** ReturnService.receive: not canceled, not received already. */
export const canReceiveReturn = (order: Order, ret: Return) => isOpenReturn(ret) && (ret.swap_id ? true : !canceled(order))
/** ReturnService.cancel: "Can't cancel a return which has been returned". */
export const canCancelReturn = (ret: Return) => isOpenReturn(ret)

// ---- swaps ----

const live = (x: Swap | ClaimOrder) => !x.canceled_at

/** SwapService.cancel: no refund made, fulfillments and the return canceled first. */
export const canCancelSwap = (swap: Swap) =>
  live(swap) &&
  !['difference_refunded', 'partially_refunded', 'refunded'].includes(swap.payment_status) &&
  (swap.fulfillments ?? []).every((f) => f.canceled_at) &&
  (!swap.return_order || swap.return_order.status === 'canceled')

/** SwapService.createFulfillment: not fulfilled yet (or canceled since), with a shipping method. */
export const canFulfillSwap = (swap: Swap) =>
  live(swap) && ['not_fulfilled', 'canceled'].includes(swap.fulfillment_status) && (swap.shipping_methods ?? []).length > 0

/** SwapService.processDifference: confirmed by the customer, and a difference left to settle. */
export function canProcessSwapPayment(swap: Swap): boolean {
  if (!live(swap) || !swap.confirmed_at) return false
  if ((swap.difference_due ?? 0) > 0) return swap.payment_status !== 'captured' && Boolean(swap.payment)
  return swap.payment_status !== 'difference_refunded'
}

// ---- claims ----

/** ClaimService.update: "Canceled claim cannot be updated". */
/**
 * ClaimService.update: not canceled. Replacing a method fails in Medusa 1.20 (it detaches the old one
 * with claim_order_id null, which a check constraint refuses): only a claim without one gets one.
 */
export const canUpdateClaim = (claim: ClaimOrder) => live(claim) && !(claim.shipping_methods ?? []).length
/** ClaimService.cancel: no refund, fulfillments and the return canceled first. */
export const canCancelClaim = (claim: ClaimOrder) =>
  live(claim) &&
  !claim.refund_amount &&
  (claim.fulfillments ?? []).every((f) => f.canceled_at) &&
  (!claim.return_order || claim.return_order.status === 'canceled')
/** ClaimService.createFulfillment: a replacement claim, not fulfilled yet, with a shipping method. */
export const canFulfillClaim = (claim: ClaimOrder) =>
  live(claim) &&
  claim.type === 'replace' &&
  ['not_fulfilled', 'canceled'].includes(claim.fulfillment_status) &&
  (claim.shipping_methods ?? []).length > 0

// ---- any of them on the order (for `when`) ----
// An order picked from a search has no relations loaded: what is not known is left to the server.

export const anyOpenOrderFulfillment = (order: Order) =>
  !canceled(order) && (order.fulfillments === undefined || openFulfillments(order.fulfillments).length > 0)
export const anySwap = (test: (swap: Swap) => boolean) => (order: Order) => order.swaps === undefined || order.swaps.some(test)
export const anyClaim = (test: (claim: ClaimOrder) => boolean) => (order: Order) => order.claims === undefined || order.claims.some(test)
export const anyOpenSwapFulfillment = anySwap((s) => live(s) && openFulfillments(s.fulfillments).length > 0)
export const anyOpenClaimFulfillment = anyClaim((c) => live(c) && openFulfillments(c.fulfillments).length > 0)
const returnsUnknown = (order: Order) => order.returns === undefined && order.swaps === undefined && order.claims === undefined
export const anyReceivableReturn = (order: Order) => returnsUnknown(order) || returnsOf(order).some((r) => canReceiveReturn(order, r))
export const anyCancelableReturn = (order: Order) => returnsUnknown(order) || returnsOf(order).some(canCancelReturn)

// ---- the same rules with the reason an operator reads when a picked order is refused ----

const named = (order: Order) => `Order #${order.display_id}`
const words = (state: string) => state.replace(/_/g, ' ')
const isCanceled = (order: Order) => `${named(order)} is canceled`

export const orderRules = {
  update: rule(canUpdateOrder, (o) => `${isCanceled(o)}: it can no longer be edited`),
  complete: rule(canCompleteOrder, (o) => (canceled(o) ? `${isCanceled(o)}: it cannot be completed` : `${named(o)} is already ${o.status}`)),
  archive: rule(canArchiveOrder, (o) => `${named(o)} is not completed: only completed orders can be archived`),
  cancel: rule(canCancelOrder, (o) =>
    ['canceled', 'archived'].includes(o.status)
      ? `${named(o)} is already ${o.status}`
      : `${named(o)} cannot be canceled while it has refunds or live fulfillments, returns, swaps or claims: cancel those first`,
  ),
  capture: rule(canCapturePayment, (o) => `${named(o)} has no payment awaiting capture: payment is ${words(o.payment_status)}`),
  refund: rule(canRefund, (o) =>
    canceled(o)
      ? `${isCanceled(o)}: nothing can be refunded`
      : uncaptured(o)
        ? `${named(o)} has no captured payment to refund: capture it first`
        : `${named(o)} has nothing left to refund`,
  ),
  addShippingMethod: rule(canAddShippingMethod, (o) => `${isCanceled(o)}: it takes no more shipping methods`),
  fulfill: rule(canFulfillOrder, (o) =>
    canceled(o) ? `${isCanceled(o)}: nothing can be fulfilled` : `${named(o)} has nothing left to fulfill (fulfillment is ${words(o.fulfillment_status)})`,
  ),
  requestReturn: rule(canRequestReturn, (o) => (canceled(o) ? `${isCanceled(o)}: nothing can be returned` : `${named(o)} has nothing shipped that could come back`)),
  createClaim: rule(canCreateClaim, (o) =>
    canceled(o) ? `${isCanceled(o)}: no claim can be made` : `${named(o)} has nothing fulfilled that a claim could be about`,
  ),
  createSwap: rule(canCreateSwap, (o) =>
    canceled(o) ? `${isCanceled(o)}: no swap can be made` : `${named(o)} must be captured and fulfilled before a swap (payment is ${words(o.payment_status)}, fulfillment is ${words(o.fulfillment_status)})`,
  ),
} satisfies Record<string, Rule<Order>>

/** `when` and `why` of an order command from one rule: hidden on a refused order, refused with the reason once picked. */
export const orderRuled = (checked: Rule<Order>) => ({ when: onOrder(checked.allows), why: refusalOf('order', checked) })
