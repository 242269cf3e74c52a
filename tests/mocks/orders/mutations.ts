import type {
  AddressPayload,
  AdminPostOrdersOrderRefundsReq,
  AdminPostOrdersOrderReq,
  AdminPostOrdersOrderShippingMethodsReq,
  Order,
} from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, ilike, invalidData, notFound, opt, page, readBody, readQuery, req, sortBy, unknownError, type Schema } from '../http'
import { claimMutationHandlers } from './mutations-claims'
import { fulfillmentMutationHandlers } from './mutations-fulfillment'
import { announce, answerOrder, mutationDb, notAllowed, refund, type MutationDb } from './mutations-shared'
import { swapMutationHandlers } from './mutations-swaps'
import { newShippingMethod, orderTotals } from './parts'
import { findOrder } from './orders'

/**
 * The writes of the orders area, as Medusa 1.20 answers them: class-validator 400s for bad bodies and
 * the services' 400 not_allowed for what an order's state forbids (services/order.ts, fulfillment.ts,
 * return.ts, swap.ts, claim.ts, with the same messages). This file: the order itself (update,
 * complete, archive, capture, cancel, refund, shipping methods), and the shipping options and return
 * reasons the pickers list. Fulfillments, returns and notes: ./order-mutations-fulfillment.ts; swaps
 * and claims: ./order-mutations-swaps.ts and ./order-mutations-claims.ts.
 */

/** Countries of the seeded regions (the seed stores none; Medusa checks addresses against them). */
const REGION_COUNTRIES: Record<string, string[]> = { eur: ['de', 'fr', 'it', 'es', 'nl', 'at', 'dk', 'se'], usd: ['us', 'ca'], gbp: ['gb'], jpy: ['jp'] }

const address: Schema = Object.fromEntries(
  ['first_name', 'last_name', 'phone', 'company', 'address_1', 'address_2', 'city', 'country_code', 'province', 'postal_code'].map((key) => [key, opt('string')]),
)
const updateBody: Schema = {
  email: opt('string'),
  billing_address: opt('nested', { schema: { ...address, metadata: opt('object') } }),
  shipping_address: opt('nested', { schema: { ...address, metadata: opt('object') } }),
  items: opt('array'),
  region: opt('string'),
  discounts: opt('array'),
  customer_id: opt('string'),
  payment_method: opt('nested', { schema: { provider_id: opt('string'), data: opt('object') } }),
  shipping_method: opt('array'),
  no_notification: opt('boolean'),
}

const REFUND_REASONS = ['discount', 'return', 'swap', 'claim', 'other'] as const

/**
 * OrderService.updateShippingAddress / updateBillingAddress: merged in, the country in the region; an
 * order without one gets a new address (a draft-order or cart order often has no billing address).
 */
function setAddress(db: MockDb, order: Order, which: 'shipping_address' | 'billing_address', given: AddressPayload) {
  const countryCode = given.country_code?.toLowerCase() ?? null
  // The service lower-cases what was sent (a missing code becomes null) and looks it up in the region.
  if (!countryCode || !(REGION_COUNTRIES[order.currency_code] ?? []).includes(countryCode)) {
    invalidData('Shipping country must be in the order region')
  }
  const at = db.now()
  const current = order[which] ?? {
    id: db.nextId('addr'), customer_id: null, company: null, first_name: null, last_name: null, address_1: null, address_2: null, city: null,
    country_code: null, province: null, postal_code: null, phone: null, created_at: at, updated_at: at, deleted_at: null, metadata: null,
  }
  order[which] = { ...current, ...given, country_code: countryCode, updated_at: at }
  order[`${which}_id`] = current.id
}

function orderRoutes(db: MutationDb) {
  const route = (path: string) => `${BASE}/admin/orders/:id${path}`
  const orderOf = (params: Record<string, string>) => findOrder(db, params.id ?? '')
  return [
    http.post(
      route(''),
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostOrdersOrderReq>(request, updateBody)
        if (body.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email)) invalidData('email must be an email')
        const order = orderOf(params)
        if (order.status === 'canceled') notAllowed('A canceled order cannot be updated')
        const processed = order.fulfillment_status !== 'not_fulfilled' || order.payment_status !== 'awaiting' || order.status !== 'pending'
        // OrderService.update tests `update.payment || update.items`: the route's payment_method is not
        // `payment`, so only items are refused (refusal table: tests/mocks/orders/refusals.ts).
        if (body.items && processed) {
          notAllowed("Can't update shipping, billing, items and payment method when order is processed")
        }
        if (body.shipping_address) setAddress(db, order, 'shipping_address', body.shipping_address)
        if (body.billing_address) setAddress(db, order, 'billing_address', body.billing_address)
        if (body.email) order.email = body.email
        // OrderService.update sets the column as sent; an unknown customer fails the foreign key (500 unknown_error).
        if (body.customer_id) {
          const customer = db.customers.find((c) => c.id === body.customer_id) ?? unknownError()
          Object.assign(order, { customer_id: customer.id, customer })
        }
        if (body.no_notification) order.no_notification = body.no_notification
        order.updated_at = db.now()
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/complete'),
      admin(db, ({ params }) => {
        // completeOrder retrieves without totals: OrderService.retrieve's own 404 has no colon (refusal table: tests/mocks/orders/refusals.ts).
        const order = db.orders.find((o) => o.id === params.id) ?? notFound(`Order with id ${params.id} was not found`)
        if (order.status === 'canceled') notAllowed('A canceled order cannot be completed')
        order.status = 'completed'
        order.updated_at = db.now()
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/archive'),
      admin(db, ({ params }) => {
        const order = orderOf(params)
        // `order.status !== ("completed" || "refunded")`: only a completed order.
        if (order.status !== 'completed') notAllowed("Can't archive an unprocessed order")
        order.status = 'archived'
        order.updated_at = db.now()
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/capture'),
      admin(db, ({ params }) => {
        const order = orderOf(params)
        if (order.status === 'canceled') notAllowed('A canceled order cannot capture payment')
        const at = db.now()
        for (const payment of order.payments ?? []) if (payment.captured_at === null) payment.captured_at = at
        // The manual provider always captures; `every` over no payments is true, as in the service.
        order.payment_status = (order.payments ?? []).every((p) => p.captured_at !== null) ? 'captured' : 'requires_action'
        order.updated_at = at
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/cancel'),
      admin(db, ({ params }) => {
        const order = orderOf(params)
        if ((order.refunds ?? []).length) notAllowed('Order with refund(s) cannot be canceled')
        const mustBeCanceled = (type: string, live: boolean) => live && notAllowed(`All ${type} must be canceled before canceling an order`)
        mustBeCanceled('fulfillments', (order.fulfillments ?? []).some((f) => !f.canceled_at))
        mustBeCanceled('returns', (order.returns ?? []).some((r) => r.status !== 'canceled'))
        mustBeCanceled('swaps', (order.swaps ?? []).some((s) => !s.canceled_at))
        mustBeCanceled('claims', (order.claims ?? []).some((c) => !c.canceled_at))
        const at = db.now()
        for (const payment of order.payments ?? []) payment.canceled_at = at
        Object.assign(order, { status: 'canceled', fulfillment_status: 'canceled', payment_status: 'canceled', canceled_at: at, updated_at: at })
        announce(db, order, 'order.canceled', undefined)
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/refund'),
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostOrdersOrderRefundsReq>(request, {
          amount: req('int'),
          reason: req('string'),
          note: opt('string'),
          no_notification: opt('boolean'),
        })
        if (!body.reason) invalidData('reason should not be empty')
        const order = orderOf(params)
        if (order.status === 'canceled') notAllowed('A canceled order cannot be refunded')
        if (body.amount > orderTotals(order).refundable_amount) notAllowed('Cannot refund more than the original order amount')
        // The refund's reason is a Postgres enum: anything else fails in the database.
        const reason = REFUND_REASONS.find((r) => r === body.reason) ?? unknownError()
        refund(db, order, body.amount, reason, body.note ?? null)
        order.updated_at = db.now()
        announce(db, order, 'order.refund_created', body.no_notification)
        return answerOrder(order)
      }),
    ),

    http.post(
      route('/shipping-methods'),
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostOrdersOrderShippingMethodsReq>(request, { price: req('int'), option_id: req('string'), data: opt('object') })
        const order = orderOf(params)
        if (order.status === 'canceled') notAllowed('A shipping method cannot be added to a canceled order')
        const option = db.shippingOptions.find((o) => o.id === body.option_id) ?? notFound(`Shipping Option with ${body.option_id} was not found`)
        // OrderService.addShippingMethod would replace a method of the same profile, but deleting the old
        // one fails on its tax lines: Medusa 1.20 answers 404 "null" (contract: admin-orders).
        if ((order.shipping_methods ?? []).some((m) => m.shipping_option?.profile_id === option.profile_id)) notFound('null')
        order.shipping_methods = [newShippingMethod(db, option, { order_id: order.id, data: body.data ?? {} }, body.price), ...(order.shipping_methods ?? [])]
        order.updated_at = db.now()
        return answerOrder(order)
      }),
    ),
  ]
}

/** GET /admin/shipping-options (the pickers' list) and GET /admin/return-reasons. */
function lookupRoutes(db: MutationDb) {
  return [
    http.get(
      `${BASE}/admin/shipping-options`,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          region_id: 'string', is_return: 'boolean', admin_only: 'boolean', q: 'string', name: 'string', id: 'stringOrArray', order: 'string',
          limit: 'number', offset: 'number', fields: 'string', expand: 'string', created_at: 'dates', updated_at: 'dates', deleted_at: 'dates',
        })
        const found = db.shippingOptions.filter(
          (o) =>
            (query.str('region_id') === undefined || o.region_id === query.str('region_id')) &&
            (query.bool('is_return') === undefined || o.is_return === query.bool('is_return')) &&
            (query.bool('admin_only') === undefined || o.admin_only === query.bool('admin_only')) &&
            ilike(query.str('q'), o.name),
        )
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 50)
        const shipping_options = items.map((o) => ({ ...o, region: db.regions.find((r) => r.id === o.region_id) ?? null, requirements: [] }))
        return HttpResponse.json({ shipping_options, count, offset, limit })
      }),
    ),
    http.get(
      `${BASE}/admin/return-reasons`,
      admin(db, () => HttpResponse.json({ return_reasons: db.returnReasons.map((r) => ({ ...r, parent_return_reason: null, return_reason_children: [] })) })),
    ),
  ]
}

/** Every order mutation route over the db (with the orders seeded), for `server.use(...)`. */
export function orderMutationHandlers(base: MockDb) {
  const db = mutationDb(base)
  return [...orderRoutes(db), ...fulfillmentMutationHandlers(db), ...swapMutationHandlers(db), ...claimMutationHandlers(db), ...lookupRoutes(db)]
}
