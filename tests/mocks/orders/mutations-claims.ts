import type { AdminPostOrdersOrderClaimsClaimReq, AdminPostOrdersOrderClaimsReq, ClaimOrder } from '@medusajs/client-types'
import { notFound, opt, readBody, req, unknownError } from '../http'
import { newClaim } from './events'
import { exchangeRoutes, newItems } from './exchanges'
import { createReturn } from './mutations-fulfillment'
import { announce, answerOrder, hasCanceledLine, invalid, lineRefund, notAllowed, refund, type MutationDb } from './mutations-shared'
import { dated, newShippingMethod } from './parts'
import { findOrder } from './orders'

// Claims under an order (routes/admin/orders/create-claim.ts, update-claim.ts, cancel-claim.ts,
// fulfill-claim.ts, cancel-fulfillment-claim.ts, create-claim-shipment.ts; services/claim.ts,
// claim-item.ts). Cancel, fulfil, cancel a fulfillment and ship answer as a swap's do (./exchanges.ts).

const REASONS = ['missing_item', 'wrong_item', 'production_failure', 'other'] as const

const claims = exchangeRoutes<ClaimOrder>({
  kind: 'claim',
  list: (order) => order.claims,
  owner: 'claim_order_id',
  unknown: (id) => `Claim with ${id} was not found`,
  fulfillmentOwnerParam: 'claimId',
  refunded: (claim) => Boolean(claim.refund_amount),
  unfulfillable: (claim) =>
    claim.fulfillment_status !== 'not_fulfilled' && claim.fulfillment_status !== 'canceled'
      ? 'The claim has already been fulfilled.'
      : claim.type !== 'replace'
        ? `Claims with the type "${claim.type}" can not be fulfilled.`
        : !claim.shipping_methods?.length
          ? 'Cannot fulfill a claim without a shipping method.'
          : undefined,
  shipmentBody: { fulfillment_id: req('string'), tracking_numbers: opt('array') },
})

const shippingMethod = { id: opt('string'), option_id: opt('string'), price: opt('int'), data: opt('object') }

/** ShippingOptionService.createShippingMethod for a claim: the option's price unless one is given. */
function claimMethods(db: MutationDb, claim: ClaimOrder, methods: Array<{ option_id?: string; price?: number }>) {
  return methods.map(({ option_id, price }) => {
    const option = db.shippingOptions.find((o) => o.id === option_id) ?? notFound(`Shipping Option with ${option_id} was not found`)
    return newShippingMethod(db, option, { claim_order_id: claim.id }, price ?? option.amount ?? 0)
  })
}

export function claimMutationHandlers(db: MutationDb) {
  return claims.handlers(db, {
    '': async ({ request, params }) => {
      const body = await readBody<AdminPostOrdersOrderClaimsReq>(request, {
        type: req('enum', { values: ['refund', 'replace'] }),
        claim_items: req('array', {
          schema: { item_id: req('string'), quantity: req('int'), note: opt('string'), reason: opt('enum', { values: REASONS }), tags: opt('array'), images: opt('array') },
        }),
        return_shipping: opt('nested', { schema: { option_id: opt('string'), price: opt('int') } }),
        additional_items: opt('array', { schema: { variant_id: req('string'), quantity: req('int') } }),
        shipping_methods: opt('array', { schema: shippingMethod }),
        refund_amount: opt('int'),
        shipping_address: opt('object'),
        no_notification: opt('boolean'),
        return_location_id: opt('string'),
        metadata: opt('object'),
      })
      const order = findOrder(db, params.id ?? '')
      // ClaimService.validateCreateClaimInput, then ClaimItemService.create per item.
      if (body.type === 'replace' && !body.additional_items?.length) invalid('Claims with type "replace" must have at least one additional item.')
      if (!body.claim_items.length) invalid('Claims must have at least one claim item.')
      if (body.refund_amount && body.type !== 'refund') invalid(`Claim has type "${body.type}" but must be type "refund" to have a refund_amount.`)
      if (hasCanceledLine(db, body.claim_items.map((ci) => ci.item_id))) invalid('Cannot create a claim on a canceled item.')
      const claim = newClaim(db, order, db.now())
      claim.type = body.type
      claim.payment_status = body.type === 'refund' ? 'not_refunded' : 'na'
      claim.no_notification = body.no_notification ?? order.no_notification
      claim.claim_items = body.claim_items.map((ci) => {
        const item = order.items?.find((i) => i.id === ci.item_id) ?? notFound(`Line item with ${ci.item_id} was not found`)
        if (!ci.reason) invalid('Claim Item reason must be one of "missing_item", "wrong_item", "production_failure" or "other".')
        if ((item.fulfilled_quantity ?? 0) < ci.quantity) notAllowed('Cannot claim more of an item than has been fulfilled.')
        const at = db.now()
        const id = db.nextId('citem')
        // ClaimItemService.create: a ClaimImage per URL sent.
        const images = (ci.images as string[] | undefined)?.map((url) => ({ id: db.nextId('cimg'), claim_item_id: id, url, ...dated(at), deleted_at: null, metadata: null })) ?? []
        return { id, claim_order_id: claim.id, item_id: item.id, item, variant_id: item.variant_id ?? '', reason: ci.reason, note: ci.note ?? null, quantity: ci.quantity, images, tags: [], ...dated(at), deleted_at: null, metadata: null }
      })
      claim.additional_items = newItems(db, order, { claim_order_id: claim.id }, body.additional_items)
      claim.shipping_methods = claimMethods(db, claim, body.shipping_methods ?? [])
      if (body.type === 'refund') {
        // getRefundTotalForClaimLinesOnOrder: shipped lines only; then processRefund at once.
        claim.refund_amount =
          body.refund_amount ??
          body.claim_items.reduce((sum, ci) => {
            const item = order.items?.find((i) => i.id === ci.item_id && (i.shipped_quantity ?? 0) >= ci.quantity)
            return sum + (item ? lineRefund(order, item, ci.quantity) : 0)
          }, 0)
        if (claim.refund_amount) refund(db, order, claim.refund_amount, 'claim', null)
        claim.payment_status = 'refunded'
      }
      if (body.return_shipping) {
        const items = body.claim_items.map((ci) => ({ item_id: ci.item_id, quantity: ci.quantity }))
        claim.return_order = createReturn(db, order, { order_id: order.id, claim_order_id: claim.id }, items, body.return_shipping, 0)
        order.returns = [...(order.returns ?? []), claim.return_order]
      }
      order.claims = [...(order.claims ?? []), claim]
      order.updated_at = db.now()
      announce(db, order, 'claim.created', body.no_notification)
      return answerOrder(order)
    },

    '/:claimId': async ({ request, params }) => {
      const body = await readBody<AdminPostOrdersOrderClaimsClaimReq>(request, {
        claim_items: opt('array'),
        shipping_methods: opt('array', { schema: shippingMethod }),
        no_notification: opt('boolean'),
        metadata: opt('object'),
      })
      const { order, record: claim } = claims.find(db, params, false)
      if (claim.canceled_at) notAllowed('Canceled claim cannot be updated')
      if (body.metadata) claim.metadata = { ...claim.metadata, ...body.metadata }
      if (body.no_notification !== undefined) claim.no_notification = body.no_notification
      if (body.shipping_methods) {
        // Medusa 1.20 detaches every method by setting claim_order_id null, which the shipping_method
        // check constraint refuses: a claim that has a method answers 500 and keeps it.
        if (claim.shipping_methods?.length) unknownError()
        // Every method is detached; those sent by id come back, the others are created.
        const kept = (claim.shipping_methods ?? []).filter((m) => body.shipping_methods?.some((sent) => sent.id === m.id))
        claim.shipping_methods = [...kept, ...claimMethods(db, claim, body.shipping_methods.filter((m) => !m.id))]
      }
      claim.updated_at = db.now()
      return answerOrder(order)
    },
  })
}
