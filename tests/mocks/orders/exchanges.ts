import type { ClaimOrder, Fulfillment, Order, Swap } from '@medusajs/client-types'
import { http } from 'msw'
import { admin, BASE, notFound, opt, readBody, type RouteContext, type Schema } from '../http'
import { announce, answerOrder, cancelFulfillment, findFulfillment, fulfill, notAllowed, ship, variantLine, type MutationDb } from './mutations-shared'
import { newLineItem } from './parts'
import { findOrder } from './orders'

// Swaps and claims under an order are canceled, fulfilled, and their fulfillments canceled and
// shipped alike (services/swap.ts and claim.ts, routes/admin/orders/*-swap.ts and *-claim.ts):
// one set of routes, given what each kind checks and says its own way.

type Exchange = Swap | ClaimOrder

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

export interface ExchangeSpec<X extends Exchange> {
  kind: 'swap' | 'claim'
  /** The order's swaps or claims. */
  list: (order: Order) => X[] | undefined
  /** The fulfillment column that names its owner. */
  owner: 'swap_id' | 'claim_order_id'
  /** Medusa's 404 for an unknown id. */
  unknown: (id: string) => string
  /** The id cancel-fulfillment-swap.ts names in its 404 is the order's; the claim route names the claim's. */
  fulfillmentOwnerParam: 'id' | 'claimId'
  /** A refund made: cancel refuses it. */
  refunded: (record: X) => boolean
  /** What else cancel sets (a swap's payment is canceled too). */
  canceled?: Partial<X>
  /** Why fulfilling is refused once it is not canceled (already fulfilled, a refund claim, no shipping method). */
  unfulfillable: (record: X) => string | undefined
  /** The shipment body: a swap's takes no_notification, a claim's does not. */
  shipmentBody: Schema
}

/** The body of POST .../fulfillments of a swap or a claim (AdminPostOrdersOrderSwapsSwapFulfillmentsReq). */
const fulfillOwnBody: Schema = { metadata: opt('object'), no_notification: opt('boolean'), location_id: opt('string') }

/** The new lines a swap or claim sends out, priced as LineItemService.generate does. */
export function newItems(db: MutationDb, order: Order, owner: { swap_id: string } | { claim_order_id: string }, items: Array<{ variant_id: string; quantity: number }> | undefined) {
  return (items ?? []).map(({ variant_id, quantity }) => newLineItem(db, owner, { ...variantLine(db, order, variant_id), quantity }, db.now()))
}

/** The routes of one kind: `find` for its own handlers, `handlers` for all of them. */
export function exchangeRoutes<X extends Exchange>(spec: ExchangeSpec<X>) {
  const { kind } = spec
  const param = `${kind}Id`
  const route = (path: string) => `${BASE}/admin/orders/:id/${kind}s${path}`

  /**
   * The order and its swap or claim; 404s as the routes answer them. Only the cancel routes check that
   * the record belongs to the order (cancel-swap.ts, cancel-fulfillment-swap.ts and the claim ones);
   * the others act on the record and answer the order of the URL.
   */
  function find(db: MutationDb, params: Record<string, string>, related = true): { order: Order; record: X } {
    const id = params[param] ?? ''
    const order = findOrder(db, params.id ?? '')
    const record = db.orders.flatMap((o) => spec.list(o) ?? []).find((x) => x.id === id) ?? notFound(spec.unknown(id))
    if (related && record.order_id !== order.id) notFound(`no ${kind} was found with the id: ${id} related to order: ${order.id}`)
    return { order, record }
  }

  const setStatus = (db: MutationDb, record: X, fulfillmentStatus: Exchange['fulfillment_status']) =>
    Object.assign(record, { fulfillment_status: fulfillmentStatus, updated_at: db.now() })

  /** The kind's own routes (create, update, process-payment: path under the kind), then the shared ones. */
  const handlers = (db: MutationDb, own: Record<string, (ctx: RouteContext) => Response | Promise<Response>>) => [
    ...Object.entries(own).map(([path, resolve]) => http.post(route(path), admin(db, resolve))),

    http.post(
      route(`/:${param}/cancel`),
      admin(db, ({ params }) => {
        const { order, record } = find(db, params)
        if (spec.refunded(record)) notAllowed(`${capital(kind)} with a refund cannot be canceled`)
        if ((record.fulfillments ?? []).some((f) => !f.canceled_at)) notAllowed(`All fulfillments must be canceled before the ${kind} can be canceled`)
        if (record.return_order && record.return_order.status !== 'canceled') notAllowed(`Return must be canceled before the ${kind} can be canceled`)
        const at = db.now()
        Object.assign(record, { ...spec.canceled, fulfillment_status: 'canceled', canceled_at: at, updated_at: at })
        return answerOrder(order)
      }),
    ),

    http.post(
      route(`/:${param}/fulfillments`),
      admin(db, async ({ request, params }) => {
        const body = await readBody<{ no_notification?: boolean }>(request, fulfillOwnBody)
        const { order, record } = find(db, params, false)
        if (record.canceled_at) notAllowed(`Canceled ${kind} cannot be fulfilled`)
        const refused = spec.unfulfillable(record)
        if (refused) notAllowed(refused)
        const lines = (record.additional_items ?? []).map((item) => ({ item, quantity: item.quantity - (item.fulfilled_quantity ?? 0) }))
        const owner: Partial<Fulfillment> = { [spec.owner]: record.id }
        record.fulfillments = [...(record.fulfillments ?? []), fulfill(db, owner, lines, body.no_notification)]
        setStatus(db, record, 'fulfilled')
        return answerOrder(order)
      }),
    ),

    http.post(
      route(`/:${param}/fulfillments/:fulfillmentId/cancel`),
      admin(db, ({ params }) => {
        const fulfillment = findFulfillment(db, params.fulfillmentId ?? '')
        if (fulfillment[spec.owner] !== params[param]) {
          notFound(`no fulfillment was found with the id: ${params.fulfillmentId} related to ${kind}: ${params[spec.fulfillmentOwnerParam]}`)
        }
        const { order, record } = find(db, params)
        cancelFulfillment(db, fulfillment, record.additional_items ?? [])
        setStatus(db, record, 'canceled')
        return answerOrder(order)
      }),
    ),

    http.post(
      route(`/:${param}/shipments`),
      admin(db, async ({ request, params }) => {
        const body = await readBody<{ fulfillment_id: string; tracking_numbers?: string[]; no_notification?: boolean }>(request, spec.shipmentBody)
        const { order, record } = find(db, params, false)
        if (record.canceled_at) notAllowed(`Canceled ${kind} cannot be fulfilled as shipped`)
        ship(db, findFulfillment(db, body.fulfillment_id), body.tracking_numbers, record.additional_items ?? [])
        const all = (record.additional_items ?? []).every((i) => i.shipped_quantity === i.quantity)
        setStatus(db, record, all ? 'shipped' : 'partially_shipped')
        announce(db, order, `${kind}.shipment_created`, body.no_notification)
        return answerOrder(order)
      }),
    ),
  ]

  return { find, handlers }
}

