import type { AdminPostCustomersCustomerReq, AdminPostCustomersReq, Customer, CustomerGroup } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, check, duplicate, ilike, inDateRange, invalidData, notFound, opt, page, readJson, readQuery, req, sortBy, type Schema } from '../http'
import { seedOrders, type OrdersMockDb } from '../orders/orders'
import { mergeMetadata } from '../products/ops'

/**
 * /admin/customers as Medusa 1.20 answers it (routes/admin/customers: list-customers.ts through
 * controllers/customers/list-customers.ts, get-customer.ts, create-customer.ts, update-customer.ts;
 * services/customer.ts; repositories/customer.ts). The customers are the orders seed's (seedOrders),
 * each with its group membership in `customer.groups` (the groups' mock keeps it current).
 */

/** A stored customer: the relations a route may expand are kept on it (orders are looked up). */
export type MockCustomer = Customer

const RELATIONS = ['groups', 'shipping_addresses', 'billing_address', 'orders'] as const
/** defaultAdminCustomersRelations: what retrieve and update answer with when no `expand` is given. */
const DEFAULT_RELATIONS = ['orders', 'shipping_addresses']
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

type WithGroups = { customerGroups?: CustomerGroup[] }

/** The customer with exactly the relations asked for (list: none unless expanded). */
export function customerView(db: OrdersMockDb, customer: MockCustomer, relations: readonly string[]): Customer {
  const view: Record<string, unknown> = { ...customer }
  for (const relation of RELATIONS) delete view[relation]
  for (const relation of relations) {
    if (relation === 'groups') view.groups = customer.groups ?? []
    else if (relation === 'shipping_addresses') view.shipping_addresses = customer.shipping_addresses ?? []
    else if (relation === 'billing_address') view.billing_address = customer.billing_address ?? null
    else if (relation === 'orders') view.orders = db.orders.filter((o) => o.customer_id === customer.id).map((o) => ({ ...o, customer: undefined }))
  }
  return view as unknown as Customer
}

const relationsOf = (expand: string | undefined, fallback: readonly string[]) => (expand ? expand.split(',').filter(Boolean) : fallback)

const createSchema: Schema = {
  email: opt('string'),
  first_name: req('string'),
  last_name: req('string'),
  password: req('string'),
  phone: opt('string'),
  metadata: opt('object'),
}
const updateSchema: Schema = {
  email: opt('string'),
  first_name: opt('string'),
  last_name: opt('string'),
  password: opt('string'),
  phone: opt('string'),
  metadata: opt('object'),
  groups: opt('array', { schema: { id: req('string') } }),
}

/** class-validator's messages, with IsEmail's in its place: unknown properties first, then by declaration. */
function validateCustomer<T>(body: Record<string, unknown>, schema: Schema, emailRequired: boolean): T {
  const problems = check(body, schema)
  const unknown = problems.filter((p) => p.startsWith('property '))
  const rest = problems.filter((p) => !p.startsWith('property ') && !p.startsWith('email '))
  const email = body.email
  const emailBad = email === undefined || email === null ? emailRequired : typeof email !== 'string' || !EMAIL.test(email)
  const all = [...unknown, ...(emailBad ? ['email must be an email'] : []), ...rest]
  if (all.length) invalidData(all.join(', '))
  return body as T
}

export function customerHandlers(base: MockDb) {
  const db = seedOrders(base)
  const find = (id: string) => db.customers.find((c) => c.id === id) ?? notFound(`Customer with id: ${id} was not found`)
  return [
    http.get(
      `${BASE}/admin/customers`,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          q: 'string', limit: 'number', offset: 'number', expand: 'string', fields: 'string', order: 'string',
          has_account: 'boolean', groups: 'array', created_at: 'dates', updated_at: 'dates',
        })
        const groups = query.list('groups')
        const account = query.bool('has_account')
        const found = db.customers.filter(
          (c) =>
            ilike(query.str('q'), c.email, c.first_name, c.last_name) &&
            (account === undefined || c.has_account === account) &&
            (!groups || (c.groups ?? []).some((g) => groups.includes(g.id))) &&
            inDateRange(c.created_at, query.dates('created_at')) &&
            inDateRange(c.updated_at, query.dates('updated_at')),
        )
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 50)
        // list-customers validates `fields` but selects by `expand` alone. The groups[] filter joins the
        // groups (repositories/customer.ts): they come back, only the matching ones, expanded or not.
        const relations = relationsOf(query.str('expand'), [])
        const view = (c: MockCustomer) => {
          const shown = customerView(db, c, groups ? [...relations, 'groups'] : relations)
          return groups ? { ...shown, groups: (shown.groups ?? []).filter((g) => groups.includes(g.id)) } : shown
        }
        return HttpResponse.json({ customers: items.map(view), count, offset, limit })
      }),
    ),

    http.get(
      `${BASE}/admin/customers/:id`,
      admin(db, ({ request, params }) => {
        const query = readQuery(request, { expand: 'string', fields: 'string' })
        const customer = find(params.id ?? '')
        return HttpResponse.json({ customer: customerView(db, customer, relationsOf(query.str('expand'), DEFAULT_RELATIONS)) })
      }),
    ),

    http.post(
      `${BASE}/admin/customers`,
      admin(db, async ({ request }) => {
        const body = validateCustomer<AdminPostCustomersReq>(await readJson(request), createSchema, true)
        const email = body.email.toLowerCase()
        const existing = db.customers.filter((c) => c.email === email)
        // CustomerService.create: a password (always given here) clashes with an existing account only.
        if (existing.some((c) => c.has_account)) duplicate('A customer with the given email already has an account. Log in instead')
        const at = db.now()
        const customer: MockCustomer = {
          id: db.nextId('cus'),
          email,
          first_name: body.first_name,
          last_name: body.last_name,
          phone: body.phone ?? null,
          billing_address_id: null,
          has_account: true,
          created_at: at,
          updated_at: at,
          deleted_at: null,
          metadata: body.metadata ?? null,
        }
        db.customers.push(customer)
        // create-customer answers the saved row as is: no relations, and the password hash (never shown).
        return HttpResponse.json({ customer: { ...customerView(db, customer, []), password_hash: '$2a$10$mock' } }, { status: 201 })
      }),
    ),

    http.post(
      `${BASE}/admin/customers/:id`,
      admin(db, async ({ request, params }) => {
        const body = validateCustomer<AdminPostCustomersCustomerReq>(await readJson(request), updateSchema, false)
        const query = readQuery(request, { expand: 'string', fields: 'string' })
        const customer = find(params.id ?? '')
        if (body.email && customer.has_account) invalidData('Email cannot be changed when the user has registered their account')
        const { groups, password: _password, metadata, ...rest } = body
        Object.assign(customer, rest, { updated_at: db.now() })
        // Medusa's setMetadata: merged into what is stored, a key sent as '' deleted.
        if (metadata) customer.metadata = mergeMetadata(customer.metadata ?? null, metadata)
        if (groups) {
          const known = (db as OrdersMockDb & WithGroups).customerGroups ?? []
          customer.groups = groups.map(({ id }) => known.find((g) => g.id === id) ?? notFound(`Customer_group with customer_group_id ${id} does not exist.`))
        }
        return HttpResponse.json({ customer: customerView(db, customer, relationsOf(query.str('expand'), DEFAULT_RELATIONS)) })
      }),
    ),
  ]
}
