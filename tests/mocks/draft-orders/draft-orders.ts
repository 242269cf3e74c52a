import type {
  AdminPostDraftOrdersDraftOrderLineItemsItemReq,
  AdminPostDraftOrdersDraftOrderLineItemsReq,
  AdminPostDraftOrdersDraftOrderReq,
  AdminPostDraftOrdersReq,
  DraftOrder,
} from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import {
  customLine,
  cartTotals,
  discountsByCode,
  newDraft,
  notAllowed,
  payDraft,
  regionOf,
  seedDraftOrders,
  setAddress,
  variantLine,
  lookupHandlers,
  type DraftOrdersMockDb,
  type MockDraft,
} from './seed'
import {
  admin,
  BASE,
  ilike,
  inDateRange,
  invalidData,
  notFound,
  opt,
  page,
  readJson,
  readQuery,
  req,
  sortBy,
  unknownError,
  validate,
  type Schema,
} from '../http'
import { newShippingMethod } from '../orders/parts'

/**
 * /admin/draft-orders as Medusa 1.20 answers it (routes/admin/draft-orders, DraftOrderService), and what
 * building a draft reads around it: a region, customers, a region's shipping options. Writes to a
 * completed draft answer 400 not_allowed; paying answers the new order (see draft-order-seed.ts).
 */

export { seedDraftOrders, type DraftOrdersMockDb } from './seed'

// index.ts: defaultAdminDraftOrdersRelations (list) and defaultAdminDraftOrdersCartRelations (every other answer).
const LIST_RELATIONS = ['order', 'cart', 'cart.items', 'cart.items.adjustments']
const CART_RELATIONS = [
  'region', 'items', 'items.adjustments', 'payment', 'shipping_address', 'shipping_address.country', 'billing_address',
  'billing_address.country', 'region.payment_providers', 'shipping_methods', 'payment_sessions', 'shipping_methods.shipping_option',
  'discounts', 'customer', 'discounts.rule',
]
const KNOWN = new Set([...CART_RELATIONS, 'items.variant', 'gift_cards', 'sales_channel'])
const CART_KEYS = ['region', 'items', 'payment', 'shipping_address', 'billing_address', 'shipping_methods', 'payment_sessions', 'discounts', 'customer', 'gift_cards', 'sales_channel'] as const

/** The draft with the relations asked for (`cart.*` paths relative to the cart); totals only where Medusa adds them. */
function draftView(db: DraftOrdersMockDb, draft: MockDraft, relations: string[], withTotals: boolean): DraftOrder {
  const top = new Set(relations.map((r) => r.split('.')[0] ?? r))
  const inCart = relations.filter((r) => r.startsWith('cart.')).map((r) => r.slice(5))
  // TypeORM refuses a relation the entity does not have: the server answers 500.
  if ([...top].some((r) => r !== 'order' && r !== 'cart') || inCart.some((r) => !KNOWN.has(r))) unknownError()
  const { cart, ...own } = draft
  const out: DraftOrder = { ...own }
  if (top.has('order')) out.order = db.orders.find((o) => o.id === draft.order_id) ?? null
  if (!top.has('cart')) return out
  const wanted = new Set(inCart.map((r) => r.split('.')[0] ?? r))
  const view: Record<string, unknown> = { ...cart }
  for (const key of CART_KEYS) if (!wanted.has(key)) delete view[key]
  if (wanted.has('region')) view.region = regionOf(db, cart.region_id)
  if (wanted.has('customer')) view.customer = db.customers.find((c) => c.id === cart.customer_id) ?? null
  if (wanted.has('items')) {
    const variants = db.products.flatMap((p) => p.variants)
    view.items = cart.items.map((item) => ({
      ...item,
      adjustments: [],
      ...(inCart.includes('items.variant') ? { variant: variants.find((v) => v.id === item.variant_id) ?? null } : {}),
    }))
  }
  if (wanted.has('payment')) view.payment = null
  if (wanted.has('payment_sessions')) view.payment_sessions = []
  out.cart = { ...(view as unknown as MockDraft['cart']), ...(withTotals ? cartTotals(db, cart) : {}) }
  return out
}

const answer = (db: DraftOrdersMockDb, draft: MockDraft, before: MockDraft = draft) =>
  HttpResponse.json({ draft_order: draftView(db, { ...before, cart: draft.cart }, ['order', 'cart', ...CART_RELATIONS.map((r) => `cart.${r}`)], true) })

const findDraft = (db: DraftOrdersMockDb, id: string) =>
  db.draftOrders.find((d) => d.id === id) ?? notFound(`Draft order with ${id} was not found`)

/** Every write but delete: "You are only allowed to update open draft orders". */
const openDraft = (db: DraftOrdersMockDb, id: string) => {
  const draft = findDraft(db, id)
  if (draft.status === 'completed') notAllowed('You are only allowed to update open draft orders')
  return draft
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ADDRESS: Schema = Object.fromEntries(
  ['first_name', 'last_name', 'phone', 'company', 'address_1', 'address_2', 'city', 'country_code', 'province', 'postal_code'].map((k) => [k, opt('string')]),
)
const addressRule = opt('nested', { schema: { ...ADDRESS, metadata: opt('object') } })
/** IsType([AddressPayload, String]): an address id passes as is. */
const asAddressShape = (body: Record<string, unknown>) => ({
  ...body,
  ...(typeof body.billing_address === 'string' ? { billing_address: {} } : {}),
  ...(typeof body.shipping_address === 'string' ? { shipping_address: {} } : {}),
})
const checkEmail = (email: unknown) => {
  if (email !== undefined && (typeof email !== 'string' || !EMAIL.test(email))) invalidData('email must be an email')
}

const createSchema: Schema = {
  status: opt('enum', { values: ['open', 'completed'] }),
  email: req('string'),
  billing_address: addressRule,
  shipping_address: addressRule,
  items: opt('array', { schema: { title: opt('string'), unit_price: opt('number'), variant_id: opt('string'), quantity: req('number'), metadata: opt('object') } }),
  region_id: req('string'),
  discounts: opt('array', { schema: { code: req('string') } }),
  customer_id: opt('string'),
  no_notification_order: opt('boolean'),
  shipping_methods: req('array', { schema: { option_id: req('string'), data: opt('object'), price: opt('number') } }),
  metadata: opt('object'),
}
const updateSchema: Schema = {
  region_id: opt('string'), country_code: opt('string'), email: opt('string'), billing_address: addressRule, shipping_address: addressRule,
  discounts: opt('array', { schema: { code: req('string') } }), customer_id: opt('string'), no_notification_order: opt('boolean'),
}

export function draftOrderHandlers(base: MockDb) {
  const db = seedDraftOrders(base)
  return [
    http.get(
      `${BASE}/admin/draft-orders`,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          q: 'string', limit: 'number', offset: 'number', order: 'string', expand: 'string', fields: 'string', status: 'array', created_at: 'dates', updated_at: 'dates',
        })
        // list-draft-orders.ts declares `@IsNumber() fields?: string`: a field list never passes.
        if (query.str('fields') !== undefined) invalidData('fields must be a number conforming to the specified constraints')
        const statuses = query.list('status')
        if (statuses?.some((s) => s !== 'open' && s !== 'completed')) invalidData('each value in status must be one of the following values: open, completed')
        const q = query.str('q')
        const found = db.draftOrders.filter(
          (d) =>
            (!statuses || statuses.includes(d.status)) && (!q || ilike(q, d.cart.email, d.display_id)) &&
            inDateRange(d.created_at, query.dates('created_at')) && inDateRange(d.updated_at, query.dates('updated_at')),
        )
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 50)
        const relations = query.str('expand')?.split(',') ?? LIST_RELATIONS
        return HttpResponse.json({ draft_orders: items.map((d) => draftView(db, d, relations, false)), count, offset, limit })
      }),
    ),

    http.post(
      `${BASE}/admin/draft-orders`,
      admin(db, async ({ request }) => {
        const raw = await readJson(request)
        validate(asAddressShape(raw), createSchema)
        const body = raw as unknown as AdminPostDraftOrdersReq
        checkEmail(body.email)
        // Medusa 1.20 takes empty items and shipping_methods lists (contract: admin-draft-orders).
        const at = db.now()
        const draft = newDraft(db, { regionId: body.region_id, email: body.email, customerId: body.customer_id, at })
        const region = regionOf(db, body.region_id)
        setAddress(db, draft.cart, 'shipping', body.shipping_address, at)
        setAddress(db, draft.cart, 'billing', body.billing_address, at)
        for (const item of body.items ?? []) {
          draft.cart.items.push(
            item.variant_id
              ? variantLine(db, draft.cart.id, region, item.variant_id, item.quantity, at, item.unit_price)
              : customLine(db, draft.cart.id, item.title || 'Custom item', item.unit_price, item.quantity, at),
          )
        }
        for (const method of body.shipping_methods) {
          const option = db.shippingOptions.find((o) => o.id === method.option_id) ?? notFound(`Shipping Option with ${method.option_id} was not found`)
          if (option.region_id !== region.id) invalidData("The shipping option is not available in the cart's region")
          draft.cart.shipping_methods.push(newShippingMethod(db, option, { cart_id: draft.cart.id }, method.price ?? option.amount ?? 0))
        }
        if (body.discounts?.length) draft.cart.discounts = discountsByCode(db, body.discounts.map((d) => d.code))
        draft.no_notification_order = body.no_notification_order ?? null
        db.draftOrders.push(draft)
        return answer(db, draft)
      }),
    ),

    http.get(`${BASE}/admin/draft-orders/:id`, admin(db, ({ params }) => answer(db, findDraft(db, params.id ?? '')))),

    http.post(
      `${BASE}/admin/draft-orders/:id/pay`,
      admin(db, ({ params }) => {
        const order = payDraft(db, findDraft(db, params.id ?? ''), db.now())
        return HttpResponse.json({ order })
      }),
    ),

    http.post(
      `${BASE}/admin/draft-orders/:id`,
      admin(db, async ({ request, params }) => {
        const raw = await readJson(request)
        validate(asAddressShape(raw), updateSchema)
        const body = raw as AdminPostDraftOrdersDraftOrderReq
        checkEmail(body.email)
        const draft = openDraft(db, params.id ?? '')
        // The answer shows the draft's own fields as loaded before the update (update-draft-order.ts).
        const before = { ...draft }
        const at = db.now()
        if (body.no_notification_order !== undefined) draft.no_notification_order = body.no_notification_order
        const { cart } = draft
        if (body.email !== undefined) cart.email = body.email
        if (body.customer_id !== undefined) cart.customer_id = body.customer_id
        if (body.region_id !== undefined) cart.region_id = regionOf(db, body.region_id).id
        setAddress(db, cart, 'shipping', body.shipping_address, at)
        setAddress(db, cart, 'billing', body.billing_address, at)
        if (body.discounts) cart.discounts = discountsByCode(db, body.discounts.map((d) => d.code))
        cart.updated_at = at
        return answer(db, draft, before)
      }),
    ),

    http.delete(
      `${BASE}/admin/draft-orders/:id`,
      admin(db, ({ params }) => {
        // DraftOrderService.delete is idempotent: an unknown id is "deleted" too.
        db.draftOrders = db.draftOrders.filter((d) => d.id !== params.id)
        return HttpResponse.json({ id: params.id, object: 'draft-order', deleted: true })
      }),
    ),

    http.post(
      `${BASE}/admin/draft-orders/:id/line-items`,
      admin(db, async ({ request, params }) => {
        const body = validate<AdminPostDraftOrdersDraftOrderLineItemsReq>(await readJson(request), {
          title: opt('string'), unit_price: opt('int'), variant_id: opt('string'), quantity: req('int'), metadata: opt('object'),
        })
        const draft = openDraft(db, params.id ?? '')
        const { cart } = draft
        const at = db.now()
        if (body.variant_id) {
          const line = variantLine(db, cart.id, regionOf(db, cart.region_id), body.variant_id, body.quantity, at, body.unit_price)
          // addOrUpdateLineItems: a line of the same variant (and price) grows instead.
          const same = cart.items.find((i) => i.should_merge && i.variant_id === line.variant_id && i.unit_price === line.unit_price)
          if (same) same.quantity += line.quantity
          else cart.items.push(line)
        } else {
          cart.items.push(customLine(db, cart.id, body.title ?? 'Custom item', body.unit_price, body.quantity, at))
        }
        return answer(db, draft)
      }),
    ),

    http.post(
      `${BASE}/admin/draft-orders/:id/line-items/:itemId`,
      admin(db, async ({ request, params }) => {
        const body = validate<AdminPostDraftOrdersDraftOrderLineItemsItemReq>(await readJson(request), {
          title: opt('string'), unit_price: opt('int'), quantity: opt('int'), metadata: opt('object'),
        })
        const draft = openDraft(db, params.id ?? '')
        const { cart } = draft
        if (body.quantity === 0) {
          cart.items = cart.items.filter((i) => i.id !== params.itemId)
          return answer(db, draft)
        }
        const item = cart.items.find((i) => i.id === params.itemId) ?? invalidData('Could not find the line item')
        Object.assign(item, {
          title: body.title ?? item.title,
          unit_price: body.unit_price ?? item.unit_price,
          quantity: body.quantity ?? item.quantity,
          updated_at: db.now(),
        })
        return answer(db, draft)
      }),
    ),

    http.delete(
      `${BASE}/admin/draft-orders/:id/line-items/:itemId`,
      admin(db, ({ params }) => {
        const draft = openDraft(db, params.id ?? '')
        // CartService.removeLineItem: an item not in the cart leaves the cart as it is.
        draft.cart.items = draft.cart.items.filter((i) => i.id !== params.itemId)
        return answer(db, draft)
      }),
    ),

    ...lookupHandlers(db),
  ]
}
