import type { Customer, CustomerGroup } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, duplicate, ilike, inDateRange, notFound, page, readBody, readJson, readQuery, sortBy, unknownError, validate, type QuerySchema } from '../http'
import { seedOrders, type OrdersMockDb } from '../orders/orders'

/**
 * /admin/customer-groups as Medusa 1.20 answers it (routes/admin/customer-groups/*, the
 * CustomerGroupService and its repository), over `db.customerGroups`. Membership is kept on each
 * customer's `groups` (the same group objects), so the customers list's `groups[]` filter, a
 * customer's `expand=groups` and the group's members list all read one truth. Refusals pinned by
 * tests/contract/admin-customer-groups.test.ts.
 */

export type GroupsMockDb = OrdersMockDb & { customerGroups: CustomerGroup[] }

/** Seeded members by customer email (the orders seed's customers). */
const SEED: Array<[string, string[]]> = [
  ['VIP', ['jane.doe@example.com', 'lukas.meyer@example.de']],
  ['Wholesale', ['john.smith@example.com']],
  ['Newsletter', ['jane.doe@example.com', 'olivia.brown@example.co.uk', 'emma.wilson@example.com', 'sofia.rossi@example.it']],
  ['Staff', ['noah.taylor@example.co.uk']],
]

/** Seeds the groups (once) beside the orders seed's customers; handlers and tests then read `db.customerGroups`. */
export function seedCustomerGroups(base: MockDb): GroupsMockDb {
  const db = seedOrders(base)
  if ('customerGroups' in db) return db as GroupsMockDb
  const seeded = Object.assign(db, { customerGroups: [] as CustomerGroup[] })
  for (const customer of seeded.customers) customer.groups ??= []
  for (const [name, emails] of SEED) {
    const at = '2024-02-02T00:00:00.000Z'
    const group: CustomerGroup = { id: db.nextId('cgrp'), name, metadata: { seeded: true }, created_at: at, updated_at: at, deleted_at: null }
    seeded.customerGroups.push(group)
    for (const customer of seeded.customers.filter((c) => emails.includes(c.email))) customer.groups?.push(group)
  }
  return seeded
}

export const isMember = (customer: Customer, groupId: string) => Boolean(customer.groups?.some((g) => g.id === groupId))
const membersOf = (db: GroupsMockDb, groupId: string) => db.customers.filter((c) => isMember(c, groupId))

export function findGroup(db: GroupsMockDb, id: string): CustomerGroup {
  return db.customerGroups.find((g) => g.id === id) ?? notFound(`CustomerGroup with id ${id} was not found`)
}

// TypeORM refuses a relation the entity does not have: the server answers 500.
const GROUP_RELATIONS = new Set(['customers', 'price_lists'])

function groupView(db: GroupsMockDb, group: CustomerGroup, expand: string | undefined): CustomerGroup {
  const relations = expand ? expand.split(',') : []
  if (relations.some((r) => !GROUP_RELATIONS.has(r))) unknownError()
  const view: CustomerGroup = { ...group }
  if (relations.includes('customers')) view.customers = membersOf(db, group.id).map((c) => customerView(c, undefined))
  if (relations.includes('price_lists')) view.price_lists = []
  return view
}

/** A customer as the customers controller lists it: `groups` only when expanded. */
function customerView(customer: Customer, expand: string | undefined): Customer {
  const { groups, ...rest } = customer
  return expand?.split(',').includes('groups') ? { ...rest, groups: [...(groups ?? [])] } : rest
}

const listQuery: QuerySchema = {
  q: 'string', order: 'string', offset: 'number', limit: 'number', expand: 'string', fields: 'string',
  id: 'stringOrArray', name: 'array', created_at: 'dates', updated_at: 'dates', discount_condition_id: 'string',
}

// The members list validates the query with AdminGetCustomersParams (the route only adds `groups`).
const membersQuery: QuerySchema = {
  q: 'string', limit: 'number', offset: 'number', expand: 'string', fields: 'string', order: 'string', has_account: 'boolean',
  groups: 'array', created_at: 'dates', updated_at: 'dates',
}

const groupBody = { name: { kind: 'string' }, metadata: { kind: 'object', optional: true } } as const
const updateBody = { name: { kind: 'string', optional: true }, metadata: { kind: 'object', optional: true } } as const

/** setMetadata: merged into what is stored; a key sent as '' is deleted. */
function mergeMetadata(stored: Record<string, unknown> | null | undefined, change: Record<string, unknown>): Record<string, unknown> {
  const out = { ...(stored ?? {}) }
  for (const [key, value] of Object.entries(change)) {
    if (value === '') delete out[key]
    else out[key] = value
  }
  return out
}

/** The batch body: the validator lets a missing list through and the route's `.map` then throws (500). */
async function readBatch(request: Request): Promise<string[]> {
  const body = await readJson(request)
  if (!Array.isArray(body.customer_ids)) unknownError()
  validate(body, { customer_ids: { kind: 'array', schema: { id: { kind: 'string' } } } })
  return (body.customer_ids as Array<{ id: string }>).map(({ id }) => id)
}

export function customerGroupHandlers(base: MockDb) {
  const db = seedCustomerGroups(base)
  const url = `${BASE}/admin/customer-groups`
  return [
    http.get(
      url,
      admin(db, ({ request }) => {
        const query = readQuery(request, listQuery)
        const ids = query.list('id')
        const names = query.list('name')
        const found = db.customerGroups.filter(
          (g) =>
            ilike(query.str('q'), g.name) && (!ids || ids.includes(g.id)) && (!names || names.includes(g.name)) &&
            inDateRange(g.created_at, query.dates('created_at')) && inDateRange(g.updated_at, query.dates('updated_at')),
        )
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 10)
        return HttpResponse.json({ customer_groups: items.map((g) => groupView(db, g, query.str('expand'))), count, offset, limit })
      }),
    ),

    http.post(
      url,
      admin(db, async ({ request }) => {
        const body = await readBody<{ name: string; metadata?: Record<string, unknown> }>(request, groupBody)
        if (db.customerGroups.some((g) => g.name === body.name)) duplicate(`Key (name)=(${body.name}) already exists.`)
        const at = db.now()
        const group: CustomerGroup = { id: db.nextId('cgrp'), name: body.name, metadata: body.metadata ?? null, created_at: at, updated_at: at, deleted_at: null }
        db.customerGroups.push(group)
        return HttpResponse.json({ customer_group: group })
      }),
    ),

    http.get(
      `${url}/:id/customers`,
      admin(db, ({ request, params }) => {
        const query = readQuery(request, membersQuery)
        const hasAccount = query.bool('has_account')
        // An unknown group is no error here: no customer is in it.
        const found = membersOf(db, params.id ?? '').filter(
          (c) => ilike(query.str('q'), c.email, c.first_name, c.last_name) && (hasAccount === undefined || c.has_account === hasAccount),
        )
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 50)
        return HttpResponse.json({ customers: items.map((c) => customerView(c, query.str('expand'))), count, offset, limit })
      }),
    ),

    http.post(
      `${url}/:id/customers/batch`,
      admin(db, async ({ request, params }) => {
        const ids = await readBatch(request)
        const missing = ids.filter((id) => !db.customers.some((c) => c.id === id))
        // The insert fails on a foreign key: the group is looked up first, then the customers.
        if (missing.length) {
          findGroup(db, params.id ?? '')
          notFound(`The following customer ids do not exist: ${JSON.stringify(missing.join(', '))}`)
        }
        const group = findGroup(db, params.id ?? '')
        for (const customer of db.customers.filter((c) => ids.includes(c.id) && !isMember(c, group.id))) {
          customer.groups = [...(customer.groups ?? []), group]
        }
        return HttpResponse.json({ customer_group: group })
      }),
    ),

    http.delete(
      `${url}/:id/customers/batch`,
      admin(db, async ({ request, params }) => {
        const ids = await readBatch(request)
        const group = findGroup(db, params.id ?? '')
        for (const customer of db.customers.filter((c) => ids.includes(c.id))) {
          customer.groups = (customer.groups ?? []).filter((g) => g.id !== group.id)
        }
        return HttpResponse.json({ customer_group: group })
      }),
    ),

    http.get(
      `${url}/:id`,
      admin(db, ({ request, params }) => {
        const query = readQuery(request, { expand: 'string', fields: 'string' })
        return HttpResponse.json({ customer_group: groupView(db, findGroup(db, params.id ?? ''), query.str('expand')) })
      }),
    ),

    http.post(
      `${url}/:id`,
      admin(db, async ({ request, params }) => {
        const query = readQuery(request, { expand: 'string', fields: 'string' })
        const body = await readBody<{ name?: string; metadata?: Record<string, unknown> }>(request, updateBody)
        const group = findGroup(db, params.id ?? '')
        if (body.name !== undefined && db.customerGroups.some((g) => g.id !== group.id && g.name === body.name)) {
          duplicate(`Customer_group with name ${body.name} already exists.`)
        }
        if (body.name !== undefined) group.name = body.name
        if (body.metadata) group.metadata = mergeMetadata(group.metadata, body.metadata)
        group.updated_at = db.now()
        return HttpResponse.json({ customer_group: groupView(db, group, query.str('expand')) })
      }),
    ),

    http.delete(
      `${url}/:id`,
      admin(db, ({ params }) => {
        const id = params.id ?? ''
        // An unknown group is no error: the service removes it only when it finds it.
        db.customerGroups = db.customerGroups.filter((g) => g.id !== id)
        for (const customer of db.customers) customer.groups = (customer.groups ?? []).filter((g) => g.id !== id)
        return HttpResponse.json({ id, object: 'customer_group', deleted: true })
      }),
    ),
  ]
}
