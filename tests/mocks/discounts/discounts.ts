import type { AdminPostDiscountsDiscountReq, AdminPostDiscountsReq } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, check, duplicate, inDateRange, invalidData, notFound, opt, page, readJson, readQuery, req, sortBy, unknownError, type Schema } from '../http'
import {
  CONDITION_TYPES,
  conditionResources as conditionResourcesOf,
  discountView,
  newCondition,
  newDiscount,
  newRule,
  RESOURCE_FOREIGN_KEYS,
  resourcePool,
  seedDiscounts,
  type ConditionType,
  type DiscountsMockDb,
  type MockCondition,
  type MockDiscount,
} from './seed'

/**
 * /admin/discounts as Medusa 1.20 answers it (routes/admin/discounts/*, services/discount.ts and
 * discount-condition.ts): list (q on the code, is_dynamic, is_disabled, rule[type], rule[allocation]),
 * create/update with the validators' 400s and the service's rules, 422 on a duplicate code, retrieve,
 * by code, delete (soft), regions, conditions and their resource batches. The store and its shape are
 * documented in seed.ts (`seedDiscounts(db)` gives `db.discounts`); dynamic codes live in codes.ts.
 */

export { seedDiscounts, type DiscountsMockDb, type MockDiscount } from './seed'

const DEFAULT_RELATIONS = ['parent_discount', 'regions', 'rule.conditions']
const ISO_DURATION = /^P(?!$)(\d+(?:\.\d+)?Y)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?W)?(\d+(?:\.\d+)?D)?(T(?=\d)(\d+(?:\.\d+)?H)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?S)?)?$/
const TYPE_MESSAGE = 'Invalid rule type, must be one of "fixed", "percentage" or "free_shipping"'
const ALLOCATION_MESSAGE = 'Invalid allocation type, must be one of "total" or "item"'
const RESOURCE_KEYS: Record<ConditionType, string> = {
  products: 'products', product_types: 'product_types', product_collections: 'product_collections', product_tags: 'product_tags', customer_groups: 'customer_groups',
}

const live = (db: DiscountsMockDb) => db.discounts.filter((d) => !d.deleted_at)
const relationsOf = (url: string) => new URL(url).searchParams.get('expand')?.split(',') ?? DEFAULT_RELATIONS
const answer = (db: DiscountsMockDb, d: MockDiscount, url: string) => HttpResponse.json({ discount: discountView(db, d, relationsOf(url)) })

function find(db: DiscountsMockDb, id: string): MockDiscount {
  return live(db).find((d) => d.id === id) ?? notFound(`Discount with id ${id} was not found`)
}

/** class-validator's IsDate after @Type(() => Date), IsGreaterThan, IsISO8601Duration, IsPositive. */
function fieldProblems(body: Record<string, unknown>): string[] {
  const problems: string[] = []
  const date = (key: string) => {
    const value = body[key]
    if (value === undefined || value === null) return undefined
    const at = typeof value === 'string' || typeof value === 'number' ? Date.parse(String(value)) : NaN
    if (Number.isNaN(at)) problems.push(`${key} must be a Date instance`)
    return at
  }
  const starts = date('starts_at')
  const ends = date('ends_at')
  if (starts !== undefined && ends !== undefined && !(ends > starts)) problems.push('"ends_at" must be greater than "starts_at"')
  const duration = body.valid_duration
  if (duration !== undefined && duration !== null && !(typeof duration === 'string' && ISO_DURATION.test(duration))) {
    problems.push('"valid_duration" must be a valid ISO 8601 duration')
  }
  const limit = body.usage_limit
  if (typeof limit === 'number' && !(limit > 0)) problems.push('usage_limit must be a positive number')
  return problems
}

/** AdminUpsertConditionsReq: ExactlyOne between the resource arrays, each an array of strings. */
function conditionProblems(body: Record<string, unknown>): string[] {
  const given = CONDITION_TYPES.filter((key) => body[key] !== undefined && body[key] !== null)
  const problems = given.length > 1 ? given.map((key) => `Only one of ${key}, ${given.filter((k) => k !== key).join(', ')} is allowed`) : []
  for (const key of given) if (!Array.isArray(body[key]) || !(body[key] as unknown[]).every((v) => typeof v === 'string')) problems.push(`each value in ${key} must be a string`)
  return problems
}

const CONDITION_SCHEMA: Schema = {
  id: opt('string'), operator: req('string'),
  ...Object.fromEntries(CONDITION_TYPES.map((key) => [key, opt('array')])),
}

// resolveConditionType_: the first non-empty list, in this order; an empty list counts as missing.
const RESOLVE_ORDER: ConditionType[] = ['products', 'product_collections', 'product_types', 'product_tags', 'customer_groups']

function resolveType(body: Record<string, unknown>): [ConditionType, string[]] {
  const type = RESOLVE_ORDER.find((key) => Array.isArray(body[key]) && (body[key] as unknown[]).length > 0)
  if (!type) invalidData('Missing one of products, collections, tags, types or customer groups in data')
  const ids = (body[type] as Array<string | { id: string }>).map((r) => (typeof r === 'string' ? r : r.id))
  return [type, ids]
}

/** discountConditionService.upsertCondition: a new (operator, type) pair per rule, or resources added. */
function upsertCondition(db: DiscountsMockDb, ruleId: string, body: Record<string, unknown>, override = true) {
  const [type, ids] = resolveType(body)
  const operator = body.operator as 'in' | 'not_in' | undefined
  // The operator is not validated as an enum: postgres refuses it (500).
  if (operator !== undefined && operator !== 'in' && operator !== 'not_in') unknownError()
  // The join table's foreign key: "Product with product_id X does not exist." and the like.
  const missing = ids.find((id) => !resourcePool(db, type).some((r) => r.id === id))
  if (missing) notFound(`${RESOURCE_FOREIGN_KEYS[type]} ${missing} does not exist.`)
  if (typeof body.id === 'string') {
    const condition = db.discountConditions.find((c) => c.id === body.id && !c.deleted_at) ?? notFound(`DiscountCondition with id ${String(body.id)} was not found`)
    if (operator) condition.operator = operator
    condition.resource_ids = override ? [...new Set(ids)] : [...new Set([...condition.resource_ids, ...ids])]
    condition.updated_at = db.now()
    return condition
  }
  const taken = db.discountConditions.some((c) => c.discount_rule_id === ruleId && c.type === type && c.operator === operator && !c.deleted_at)
  if (taken) duplicate(`Discount Condition with operator '${String(operator)}' and type '${type}' already exist on a Discount Rule`)
  return newCondition(db, ruleId, type, operator ?? 'in', ids)
}

function regionIds(db: DiscountsMockDb, ids: string[]): string[] {
  for (const id of ids) if (!db.regions.some((r) => r.id === id)) notFound(`Region with ${id} was not found`)
  return ids
}

function assertCodeFree(db: DiscountsMockDb, code: string, except?: string) {
  const upper = code.toUpperCase().trim()
  if (live(db).some((d) => d.code === upper && d.id !== except)) duplicate(`Discount with code ${upper} already exists.`)
}

const RULE_SCHEMA: Schema = { description: opt('string'), type: req('string'), value: req('number'), allocation: req('string'), conditions: opt('array') }
const CREATE_SCHEMA: Schema = {
  code: req('string'), rule: req('nested', { schema: RULE_SCHEMA }), is_dynamic: opt('boolean'), is_disabled: opt('boolean'),
  starts_at: opt('string'), ends_at: opt('string'), valid_duration: opt('string'), usage_limit: opt('number'), regions: req('array'), metadata: opt('object'),
}
const UPDATE_RULE_SCHEMA: Schema = { id: req('string'), description: opt('string'), value: opt('number'), allocation: opt('string'), conditions: opt('array') }
const UPDATE_SCHEMA: Schema = {
  code: opt('string'), rule: opt('nested', { schema: UPDATE_RULE_SCHEMA }), is_disabled: opt('boolean'),
  starts_at: opt('string'), ends_at: opt('string'), valid_duration: opt('string'), usage_limit: opt('number'), regions: opt('array'), metadata: opt('object'),
}

/** The validator's messages: generic kinds, then the enums' own messages and the date/duration rules. */
function validateDiscount(body: Record<string, unknown>, schema: Schema): void {
  const problems = check(body, schema).filter((p) => !/^(starts_at|ends_at|valid_duration) must be a string$/.test(p))
  const rule = (body.rule ?? {}) as Record<string, unknown>
  if (schema === CREATE_SCHEMA) {
    if (body.code === '') problems.push('code should not be empty')
    if (rule.type !== undefined && !['fixed', 'percentage', 'free_shipping'].includes(String(rule.type))) problems.push(TYPE_MESSAGE)
  }
  if (rule.allocation !== undefined && !['total', 'item'].includes(String(rule.allocation))) problems.push(ALLOCATION_MESSAGE)
  const conditions = Array.isArray(rule.conditions) ? (rule.conditions as Array<Record<string, unknown>>) : []
  for (const c of conditions) problems.push(...check(c, CONDITION_SCHEMA), ...conditionProblems(c))
  problems.push(...fieldProblems(body))
  if (problems.length) invalidData(problems.join(', '))
}

const percentageCheck = (type: string, value: number | undefined) => {
  if (type === 'percentage' && value !== undefined && value > 100) invalidData('Discount value above 100 is not allowed when type is percentage')
}

export function discountHandlers(plain: MockDb) {
  const db = () => seedDiscounts(plain)
  const base = `${BASE}/admin/discounts`
  const conditionOf = (d: MockDiscount, conditionId: string): MockCondition => {
    const condition = db().discountConditions.find((c) => c.id === conditionId && !c.deleted_at) ?? notFound(`DiscountCondition with id ${conditionId} was not found`)
    if (condition.discount_rule_id !== d.rule.id) invalidData(`Condition with id ${conditionId} does not belong to Discount with id ${d.id}`)
    return condition
  }
  return [
    http.get(base, admin(plain, ({ request }) => {
      const query = readQuery(request, { q: 'string', is_dynamic: 'boolean', is_disabled: 'boolean', rule: 'any', limit: 'int', offset: 'int', expand: 'string', fields: 'string', order: 'string', created_at: 'dates', updated_at: 'dates' })
      const rule = new URL(request.url).searchParams
      const [type, allocation] = [rule.get('rule[type]'), rule.get('rule[allocation]')]
      if (type && !['fixed', 'percentage', 'free_shipping'].includes(type)) invalidData('type must be one of the following values: fixed, percentage, free_shipping')
      if (allocation && !['total', 'item'].includes(allocation)) invalidData('allocation must be one of the following values: total, item')
      const q = query.str('q')?.toLowerCase()
      const found = live(db()).filter((d) =>
        (!q || d.code.toLowerCase().includes(q)) &&
        (query.bool('is_dynamic') === undefined || d.is_dynamic === query.bool('is_dynamic')) &&
        (query.bool('is_disabled') === undefined || d.is_disabled === query.bool('is_disabled')) &&
        (!type || d.rule.type === type) && (!allocation || d.rule.allocation === allocation) &&
        inDateRange(d.created_at, query.dates('created_at')) && inDateRange(d.updated_at, query.dates('updated_at')))
      const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 20)
      const relations = query.str('expand')?.split(',') ?? DEFAULT_RELATIONS
      return HttpResponse.json({ discounts: items.map((d) => discountView(db(), d, relations)), count, offset, limit })
    })),
    http.post(base, admin(plain, async ({ request }) => {
      const body = await readJson(request)
      validateDiscount(body, CREATE_SCHEMA)
      const input = body as unknown as AdminPostDiscountsReq
      percentageCheck(input.rule.type, input.rule.value)
      if (input.regions.length > 1 && input.rule.type === 'fixed') invalidData('Fixed discounts can have one region')
      const regions = regionIds(db(), input.regions)
      if (!regions.length) invalidData('Discount must have at least 1 region')
      assertCodeFree(db(), input.code)
      const { conditions, ...ruleInput } = input.rule
      const rule = newRule(plain, ruleInput)
      const created = newDiscount(db(), {
        code: input.code, rule, region_ids: regions, is_dynamic: input.is_dynamic ?? false, is_disabled: input.is_disabled ?? false,
        ...(input.starts_at ? { starts_at: new Date(input.starts_at).toISOString() } : {}),
        ends_at: input.ends_at ? new Date(input.ends_at).toISOString() : null,
        valid_duration: input.valid_duration ?? null, usage_limit: input.usage_limit ?? null, metadata: input.metadata ?? null,
      })
      for (const c of conditions ?? []) upsertCondition(db(), rule.id, c)
      return answer(db(), created, request.url)
    })),
    http.get(`${base}/code/:code`, admin(plain, ({ request, params }) => {
      const code = decodeURIComponent(params.code ?? '').toUpperCase().trim()
      const found = live(db()).find((d) => d.code === code) ?? notFound(`Discounts with code ${decodeURIComponent(params.code ?? '')} was not found`)
      return answer(db(), found, request.url)
    })),
    http.get(`${base}/:id`, admin(plain, ({ request, params }) => answer(db(), find(db(), params.id ?? ''), request.url))),
    http.post(`${base}/:id`, admin(plain, async ({ request, params }) => {
      const d = find(db(), params.id ?? '')
      const body = await readJson(request)
      validateDiscount(body, UPDATE_SCHEMA)
      const input = body as unknown as AdminPostDiscountsDiscountReq & { ends_at?: string | null; usage_limit?: number | null; valid_duration?: string | null }
      if (input.ends_at && Date.parse(d.starts_at) >= Date.parse(input.starts_at ?? d.starts_at) && Date.parse(input.ends_at) <= Date.parse(input.starts_at ?? d.starts_at)) {
        invalidData('"ends_at" must be greater than "starts_at"')
      }
      if (input.regions && input.regions.length > 1 && d.rule.type === 'fixed') invalidData('Fixed discounts can have one region')
      if (input.rule?.conditions?.length) for (const c of input.rule.conditions) upsertCondition(db(), d.rule.id, c)
      if (input.regions) d.region_ids = regionIds(db(), input.regions)
      if (input.rule) {
        percentageCheck(d.rule.type, input.rule.value || undefined)
        const { conditions: _c, id: _id, ...rest } = input.rule
        Object.assign(d.rule, rest, { updated_at: plain.now() })
      }
      if (input.code !== undefined) assertCodeFree(db(), input.code, d.id)
      for (const key of ['code', 'is_disabled', 'valid_duration', 'usage_limit'] as const) if (input[key] !== undefined) Object.assign(d, { [key]: input[key] })
      if (input.starts_at) d.starts_at = new Date(input.starts_at).toISOString()
      if (input.ends_at !== undefined) d.ends_at = input.ends_at ? new Date(input.ends_at).toISOString() : null
      if (input.metadata) d.metadata = { ...(d.metadata ?? {}), ...input.metadata }
      d.code = d.code.toUpperCase()
      d.updated_at = plain.now()
      return answer(db(), d, request.url)
    })),
    http.delete(`${base}/:id`, admin(plain, ({ params }) => {
      const d = live(db()).find((x) => x.id === params.id)
      if (d) d.deleted_at = plain.now()
      return HttpResponse.json({ id: params.id, object: 'discount', deleted: true })
    })),
    http.post(`${base}/:id/regions/:region`, admin(plain, ({ request, params }) => {
      const d = find(db(), params.id ?? '')
      if (!d.region_ids.includes(params.region ?? '')) {
        if (d.region_ids.length === 1 && d.rule.type === 'fixed') invalidData('Fixed discounts can have one region')
        d.region_ids = [...d.region_ids, ...regionIds(db(), [params.region ?? ''])]
      }
      return answer(db(), d, request.url)
    })),
    http.delete(`${base}/:id/regions/:region`, admin(plain, ({ params }) => {
      const d = find(db(), params.id ?? '')
      d.region_ids = d.region_ids.filter((id) => id !== params.region)
      return HttpResponse.json({ discount: discountView(db(), d, DEFAULT_RELATIONS) })
    })),
    http.post(`${base}/:id/conditions`, admin(plain, async ({ request, params }) => {
      const body = await readJson(request)
      const problems = [...check(body, { ...CONDITION_SCHEMA, id: { kind: 'string', optional: true } }), ...conditionProblems(body)].filter((p) => p !== 'property id should not exist')
      if ('id' in body) problems.unshift('property id should not exist')
      if (problems.length) invalidData(problems.join(', '))
      // Validated before the discount is looked up (refusal table: tests/mocks/discounts/refusals.ts).
      const d = find(db(), params.id ?? '')
      upsertCondition(db(), d.rule.id, body)
      return answer(db(), d, request.url)
    })),
    http.get(`${base}/:id/conditions/:cid`, admin(plain, ({ request, params }) => {
      const condition = conditionOf(find(db(), params.id ?? ''), params.cid ?? '')
      const expand = new URL(request.url).searchParams.get('expand')?.split(',') ?? []
      const { resource_ids: _ids, ...rest } = condition
      const d = db().discounts.find((x) => x.rule.id === condition.discount_rule_id)
      const out: Record<string, unknown> = { ...rest, discount_rule: d ? { ...d.rule } : null }
      for (const key of CONDITION_TYPES) if (expand.includes(RESOURCE_KEYS[key]) && key === condition.type) out[key] = conditionResourcesOf(db(), condition)
      for (const key of CONDITION_TYPES) if (expand.includes(RESOURCE_KEYS[key]) && key !== condition.type) out[key] = []
      return HttpResponse.json({ discount_condition: out })
    })),
    http.post(`${base}/:id/conditions/:cid`, admin(plain, async ({ request, params }) => {
      const d = find(db(), params.id ?? '')
      const condition = conditionOf(d, params.cid ?? '')
      const body = await readJson(request)
      const problems = [...check(body, { ...CONDITION_SCHEMA, operator: opt('string'), id: opt('string') }), ...conditionProblems(body)]
      if ('operator' in body) problems.unshift('property operator should not exist')
      if ('id' in body) problems.unshift('property id should not exist')
      if (problems.length) invalidData(problems.join(', '))
      upsertCondition(db(), d.rule.id, { ...body, id: condition.id })
      return answer(db(), d, request.url)
    })),
    http.delete(`${base}/:id/conditions/:cid`, admin(plain, ({ request, params }) => {
      const d = find(db(), params.id ?? '')
      const condition = db().discountConditions.find((c) => c.id === params.cid && !c.deleted_at)
      if (condition && condition.discount_rule_id !== d.rule.id) notFound(`Condition with id ${params.cid} does not belong to Discount with id ${d.id}`)
      if (condition) condition.deleted_at = plain.now()
      return HttpResponse.json({ id: params.cid, object: 'discount-condition', deleted: true, discount: discountView(db(), d, relationsOf(request.url)) })
    })),
    ...(['post', 'delete'] as const).map((method) =>
      http[method](`${base}/:id/conditions/:cid/batch`, admin(plain, async ({ request, params }) => {
        const d = find(db(), params.id ?? '')
        const condition = conditionOf(d, params.cid ?? '')
        const body = await readJson(request)
        const problems = check(body, { resources: req('array') })
        if (problems.length) invalidData(problems.join(', '))
        const ids = (body.resources as Array<{ id: string }>).map((r) => r.id)
        if (method === 'post') upsertCondition(db(), d.rule.id, { id: condition.id, [condition.type]: ids }, false)
        else condition.resource_ids = condition.resource_ids.filter((id) => !ids.includes(id))
        return answer(db(), d, request.url)
      })),
    ),
  ]
}
