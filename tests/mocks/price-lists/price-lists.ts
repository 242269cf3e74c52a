import type { MoneyAmount, PriceList } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { seedCustomerGroups, findGroup, type GroupsMockDb } from '../customer-groups/groups'
import { admin, BASE, ilike, invalidData, notFound, opt, page, flagGated, readBody, readJson, readQuery, req, sortBy, unknownError, validate, type QuerySchema, type Schema } from '../http'
import { productView } from '../products/ops'

/**
 * /admin/price-lists as Medusa 1.20 answers it (routes/admin/price-lists/*, PriceListService and the
 * money-amount repository's addPriceListPrices), over `db.priceLists`. Each rule here is pinned by
 * tests/contract/admin-price-lists.test.ts: a new list is a draft; the list answers customer groups
 * and prices only when expanded; a batch POST always inserts (an id is ignored, an unknown variant is
 * stored without variant_id) and `override` deletes every other price; unknown groups and currencies
 * are 404; deleting unknown prices says deleted.
 */

export type StoredPriceList = Omit<PriceList, 'customer_groups' | 'prices'> & { group_ids: string[]; prices: MoneyAmount[] }
export type PriceListsMockDb = GroupsMockDb & { priceLists: StoredPriceList[] }

const LIST_FIELDS: Schema = {
  name: req('string'),
  description: req('string'),
  type: req('enum', { values: ['sale', 'override'] }),
  status: opt('enum', { values: ['active', 'draft'] }),
  starts_at: opt('string'),
  ends_at: opt('string'),
  customer_groups: opt('array', { schema: { id: req('string') } }),
}
const CREATE_PRICE: Schema = {
  region_id: req('xor', { other: 'currency_code' }),
  currency_code: req('xor', { other: 'region_id' }),
  amount: req('int'),
  variant_id: req('string'),
  min_quantity: opt('int'),
  max_quantity: opt('int'),
}
const UPDATE_PRICE: Schema = {
  id: opt('string'),
  region_id: req('xor', { other: 'currency_code', unlessId: true }),
  currency_code: req('xor', { other: 'region_id', unlessId: true }),
  variant_id: req('string'),
  amount: req('int'),
  min_quantity: opt('int'),
  max_quantity: opt('int'),
}
const createSchema: Schema = { ...LIST_FIELDS, prices: req('array', { schema: CREATE_PRICE }) }
const updateSchema: Schema = {
  ...Object.fromEntries(Object.entries(LIST_FIELDS).map(([key, rule]) => [key, { ...rule, optional: true }])),
  prices: opt('array', { schema: UPDATE_PRICE }),
}
const LIST_QUERY: QuerySchema = {
  limit: 'int', offset: 'int', q: 'string', order: 'string', expand: 'string', fields: 'string',
  id: 'string', name: 'string', status: 'stringOrArray', type: 'stringOrArray', customer_groups: 'stringOrArray',
}
const PRODUCTS_QUERY: QuerySchema = { limit: 'int', offset: 'int', q: 'string', order: 'string', expand: 'string', fields: 'string' }

type PriceInput = { id?: string; region_id?: string; currency_code?: string; amount: number; variant_id: string; min_quantity?: number; max_quantity?: number }
type ListBody = Partial<Pick<PriceList, 'name' | 'description' | 'type' | 'status' | 'starts_at' | 'ends_at'>> & { customer_groups?: Array<{ id: string }>; prices?: PriceInput[] }

const variantIds = (db: MockDb) => new Set(db.products.flatMap((p) => p.variants.map((v) => v.id)))

/** addCurrencyFromRegion, then the insert: a new id every time, no variant_id for an unknown variant. */
function newPrices(db: PriceListsMockDb, listId: string, inputs: readonly PriceInput[]): MoneyAmount[] {
  const known = variantIds(db)
  return inputs.map((input) => {
    // An unknown region fails inside the server (contract: the price-lists refusal table).
    const region = input.region_id ? (db.regions.find((r) => r.id === input.region_id) ?? unknownError()) : undefined
    const currency = region?.currency_code ?? input.currency_code ?? ''
    if (!db.currencies.some((c) => c.code === currency)) notFound(`Currency with currency_code ${currency} does not exist.`)
    const at = db.now()
    const price: MoneyAmount = {
      id: db.nextId('ma'),
      currency_code: currency,
      amount: input.amount,
      min_quantity: input.min_quantity ?? null,
      max_quantity: input.max_quantity ?? null,
      price_list_id: listId,
      variant_id: input.variant_id,
      region_id: input.region_id ?? null,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    }
    if (!known.has(input.variant_id)) delete (price as Partial<MoneyAmount>).variant_id
    return price
  })
}

/** transformOptionalDate: a string that is no date makes the server fail (500). */
function date(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value
  const at = Date.parse(value)
  return Number.isNaN(at) ? unknownError() : new Date(at).toISOString()
}

export function newPriceList(db: PriceListsMockDb, body: ListBody & Pick<PriceList, 'name' | 'type'>): StoredPriceList {
  const at = db.now()
  const id = db.nextId('pl')
  const groupIds = (body.customer_groups ?? []).map((g) => findGroup(db, g.id).id)
  return {
    id,
    name: body.name,
    description: body.description ?? '',
    type: body.type,
    status: body.status ?? 'draft',
    starts_at: date(body.starts_at) ?? null,
    ends_at: date(body.ends_at) ?? null,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    group_ids: groupIds,
    prices: newPrices(db, id, body.prices ?? []),
  }
}

/** A sale for VIP on the first two products (eur, usd), and an override draft without prices. */
export function seedPriceLists(base: MockDb): PriceListsMockDb {
  const groups = seedCustomerGroups(base)
  if ('priceLists' in groups) return groups as PriceListsMockDb
  const db = Object.assign(groups, { priceLists: [] as StoredPriceList[] })
  const vip = db.customerGroups.find((g) => g.name === 'VIP')
  const variants = db.products.slice(0, 2).flatMap((p) => p.variants)
  db.priceLists.push(
    newPriceList(db, {
      name: 'Summer Sale',
      description: 'Seeded sale',
      type: 'sale',
      status: 'active',
      customer_groups: vip ? [{ id: vip.id }] : [],
      prices: variants.flatMap((v, i) => [
        { variant_id: v.id, currency_code: 'eur', amount: 1000 + i * 100 },
        { variant_id: v.id, currency_code: 'usd', amount: 1200 + i * 100 },
      ]),
    }),
    newPriceList(db, { name: 'Staff prices', description: '', type: 'override', status: 'draft' }),
  )
  return db
}

const live = (db: PriceListsMockDb) => db.priceLists.filter((l) => !l.deleted_at)
const found = (db: PriceListsMockDb, id: string) => live(db).find((l) => l.id === id) ?? notFound(`Price list with id: ${id} was not found`)

function view(db: PriceListsMockDb, list: StoredPriceList, relations: readonly string[] = ['customer_groups', 'prices']): PriceList {
  const { group_ids, prices, ...fields } = list
  return {
    ...fields,
    ...(relations.includes('customer_groups') ? { customer_groups: group_ids.map((id) => findGroup(db, id)) } : {}),
    ...(relations.includes('prices') ? { prices: prices.map((p) => ({ ...p })) } : {}),
  }
}

export function priceListHandlers(base: MockDb) {
  const db = seedPriceLists(base)
  const url = `${BASE}/admin/price-lists`
  return [
    http.get(url, admin(db, ({ request }) => {
      const query = readQuery(request, LIST_QUERY)
      const [status, type, groups] = [query.list('status'), query.list('type'), query.list('customer_groups')]
      const matches = live(db).filter(
        (l) =>
          ilike(query.str('q'), l.name, l.description) &&
          (query.str('id') === undefined || l.id === query.str('id')) &&
          (!status || status.includes(l.status)) &&
          (!type || type.includes(l.type)) &&
          (!groups || l.group_ids.some((id) => groups.includes(id))),
      )
      const { items, count, offset, limit } = page(sortBy(matches, query.str('order')), query, 10)
      const relations = query.str('expand')?.split(',') ?? ['customer_groups']
      return HttpResponse.json({ price_lists: items.map((l) => view(db, l, relations)), count, offset, limit })
    })),
    http.post(url, admin(db, async ({ request }) => {
      const body = await readBody<ListBody & Pick<PriceList, 'name' | 'type'>>(request, createSchema)
      const list = newPriceList(db, body)
      db.priceLists.push(list)
      return HttpResponse.json({ price_list: view(db, list) })
    })),
    http.get(`${url}/:id/products`, admin(db, ({ request, params }) => {
      const list = found(db, params.id ?? '')
      const query = readQuery(request, PRODUCTS_QUERY)
      const priced = new Set(list.prices.map((p) => p.variant_id))
      const products = db.products.filter((p) => p.variants.some((v) => priced.has(v.id)) && ilike(query.str('q'), p.title))
      const { items, count, offset, limit } = page(sortBy(products, query.str('order')), query, 50)
      return HttpResponse.json({ products: items.map((p) => productView(db, p)), count, offset, limit })
    })),
    http.post(`${url}/:id/prices/batch`, admin(db, async ({ request, params }) => {
      const body = await readBody<{ prices: PriceInput[]; override?: boolean }>(request, { prices: req('array', { schema: UPDATE_PRICE }), override: opt('boolean') })
      const list = found(db, params.id ?? '')
      const added = newPrices(db, list.id, body.prices)
      list.prices = [...(body.override ? [] : list.prices), ...added]
      return HttpResponse.json({ price_list: view(db, list) })
    })),
    http.delete(`${url}/:id/prices/batch`, admin(db, async ({ request, params }) => {
      const body = await readJson(request)
      const ids = body.price_ids
      // IsString({ each: true }) then ArrayNotEmpty: a lone string passes the first, nothing passes neither.
      const problems = [
        ...Object.keys(body).filter((key) => key !== 'price_ids').map((key) => `property ${key} should not exist`),
        ...((Array.isArray(ids) ? ids.every((id) => typeof id === 'string') : typeof ids === 'string') ? [] : ['each value in price_ids must be a string']),
        ...(Array.isArray(ids) && ids.length ? [] : ['price_ids should not be empty']),
      ]
      if (problems.length || !Array.isArray(ids)) invalidData(problems.join(', '))
      const list = found(db, params.id ?? '')
      list.prices = list.prices.filter((p) => !ids.includes(p.id))
      return HttpResponse.json({ ids, object: 'money-amount', deleted: true })
    })),
    http.delete(`${url}/:id/products/:productId/prices`, admin(db, ({ params }) => {
      const list = found(db, params.id ?? '')
      const variants = new Set(db.products.find((p) => p.id === params.productId)?.variants.map((v) => v.id) ?? [])
      const ids = list.prices.filter((p) => p.variant_id && variants.has(p.variant_id)).map((p) => p.id)
      list.prices = list.prices.filter((p) => !ids.includes(p.id))
      return HttpResponse.json({ ids, object: 'money-amount', deleted: true })
    })),
    http.delete(`${url}/:id/variants/:variantId/prices`, admin(db, ({ params }) => {
      const list = found(db, params.id ?? '')
      const ids = list.prices.filter((p) => p.variant_id === params.variantId).map((p) => p.id)
      list.prices = list.prices.filter((p) => !ids.includes(p.id))
      return HttpResponse.json({ ids, object: 'money-amount', deleted: true })
    })),
    http.get(`${url}/:id`, admin(db, ({ params }) => HttpResponse.json({ price_list: view(db, found(db, params.id ?? '')) }))),
    http.post(`${url}/:id`, admin(db, async ({ request, params }) => {
      // includes_tax is a field of the route only with the tax_inclusive_pricing flag (FeatureFlagDecorators).
      const raw = await readJson(request)
      const body = validate<ListBody>(raw, { ...updateSchema, ...flagGated(db, 'tax_inclusive_pricing', { includes_tax: opt('boolean') }, raw) })
      const list = found(db, params.id ?? '')
      const groupIds = body.customer_groups?.map((g) => findGroup(db, g.id).id)
      const { customer_groups: _groups, prices, starts_at, ends_at, ...fields } = body
      Object.assign(list, fields, { updated_at: db.now() })
      if ('starts_at' in body) list.starts_at = date(starts_at) ?? null
      if ('ends_at' in body) list.ends_at = date(ends_at) ?? null
      if (groupIds) list.group_ids = groupIds
      if (prices?.length) list.prices = [...list.prices, ...newPrices(db, list.id, prices)]
      return HttpResponse.json({ price_list: view(db, list) })
    })),
    http.delete(`${url}/:id`, admin(db, ({ params }) => {
      const list = live(db).find((l) => l.id === params.id)
      if (list) list.deleted_at = db.now()
      return HttpResponse.json({ id: params.id, object: 'price-list', deleted: true })
    })),
  ]
}
