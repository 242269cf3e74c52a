import type { CustomerGroup, Discount, DiscountCondition, DiscountRule } from '@medusajs/client-types'
import type { MockDb } from '../db'
import { seedOrders, type OrdersMockDb } from '../orders/orders'

/**
 * The discounts store, shared with the dynamic-code mocks (codes.ts):
 *
 *   db.discounts:  MockDiscount[]  every discount, dynamic children included (a child has
 *                  parent_discount_id and shares its parent's rule object and region_ids);
 *                  soft-deleted ones stay with deleted_at set and are skipped by every route.
 *   db.discountConditions: MockCondition[]  conditions by discount_rule_id, resources as ids.
 *   db.regions:    from seedOrders (Europe/eur, North America/usd, United Kingdom/gbp, Japan/jpy).
 *
 * `seedDiscounts(db)` adds them once (idempotent) and returns the typed db; `newDiscount(db, ...)`
 * builds and stores one; `discountView(db, d, relations)` is the answer shape. Seeded codes:
 * WELCOME10, FREESHIP, TENOFF (fixed €10, Europe), SUMMER15 (condition on Summer Collection),
 * WINTER20 (expired), BFCM25 (disabled, scheduled), VIP (dynamic, P90D) with VIP-ANNA, VIP-BEN.
 */

export type MockDiscount = Omit<Discount, 'rule' | 'regions' | 'parent_discount'> & { rule: DiscountRule; region_ids: string[] }
export type ConditionType = DiscountCondition['type']
export type MockCondition = Omit<DiscountCondition, ConditionType | 'discount_rule'> & { resource_ids: string[] }
export interface DiscountState {
  discounts: MockDiscount[]
  discountConditions: MockCondition[]
}
export type DiscountsMockDb = OrdersMockDb & DiscountState

export const CONDITION_TYPES: ConditionType[] = ['products', 'product_types', 'product_collections', 'product_tags', 'customer_groups']

export function newRule(db: MockDb, input: Pick<DiscountRule, 'type' | 'value' | 'allocation'> & { description?: string | null }): DiscountRule {
  const at = db.now()
  return {
    id: db.nextId('dru'),
    type: input.type,
    value: input.value,
    allocation: input.allocation,
    description: input.description ?? null,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    metadata: null,
  }
}

export function newDiscount(
  db: DiscountsMockDb,
  input: Partial<Omit<MockDiscount, 'id' | 'rule'>> & { code: string; rule: DiscountRule },
): MockDiscount {
  const at = db.now()
  const discount: MockDiscount = {
    id: db.nextId('disc'),
    is_dynamic: false,
    is_disabled: false,
    parent_discount_id: null,
    starts_at: at,
    ends_at: null,
    valid_duration: null,
    usage_limit: null,
    usage_count: 0,
    region_ids: [],
    created_at: at,
    updated_at: at,
    deleted_at: null,
    metadata: null,
    ...input,
    // @BeforeInsert: codes are stored upper-cased and trimmed.
    code: input.code.toUpperCase().trim(),
    rule_id: input.rule.id,
  }
  db.discounts.push(discount)
  return discount
}

export function newCondition(db: DiscountsMockDb, ruleId: string, type: ConditionType, operator: 'in' | 'not_in', ids: string[]): MockCondition {
  const at = db.now()
  const condition: MockCondition = {
    id: db.nextId('discon'),
    type,
    operator,
    discount_rule_id: ruleId,
    resource_ids: [...new Set(ids)],
    created_at: at,
    updated_at: at,
    deleted_at: null,
    metadata: null,
  }
  db.discountConditions.push(condition)
  return condition
}

/** The groups a condition can name: the customers mock's (when loaded) or none. */
export const customerGroupsOf = (db: MockDb): CustomerGroup[] => (db as MockDb & { customerGroups?: CustomerGroup[] }).customerGroups ?? []

/** A condition's resources by id, as the condition's relation of its type answers them. */
/** How the foreign-key error of a condition's join table names an unknown resource. */
export const RESOURCE_FOREIGN_KEYS: Record<ConditionType, string> = {
  products: 'Product with product_id',
  product_types: 'Product_type with product_type_id',
  product_collections: 'Product_collection with product_collection_id',
  product_tags: 'Product_tag with product_tag_id',
  customer_groups: 'Customer_group with customer_group_id',
}

/** The records a condition of this type can name. */
export function resourcePool(db: DiscountsMockDb, type: ConditionType): Array<{ id: string }> {
  return {
    products: db.products,
    product_types: db.types,
    product_collections: db.collections,
    product_tags: db.tags,
    customer_groups: customerGroupsOf(db),
  }[type]
}

export function conditionResources(db: DiscountsMockDb, condition: MockCondition): Array<{ id: string }> {
  const pool = resourcePool(db, condition.type)
  return condition.resource_ids.map((id) => pool.find((r) => r.id === id)).filter((r): r is { id: string } => !!r)
}

const conditionView = (c: MockCondition): DiscountCondition => {
  const { resource_ids: _ids, ...rest } = c
  return rest
}

/** A discount as routes answer it with `relations` (Medusa's default: parent_discount, regions, rule.conditions). */
export function discountView(db: DiscountsMockDb, d: MockDiscount, relations: string[]): Discount {
  const { region_ids, rule, ...columns } = d
  const out: Discount = { ...columns }
  const has = (r: string) => relations.includes(r)
  if (has('regions')) out.regions = region_ids.map((id) => db.regions.find((r) => r.id === id)).filter((r) => !!r)
  if (has('rule') || has('rule.conditions')) {
    out.rule = { ...rule }
    if (has('rule.conditions')) {
      out.rule.conditions = db.discountConditions.filter((c) => c.discount_rule_id === rule.id && !c.deleted_at).map(conditionView)
    }
  }
  if (has('parent_discount')) {
    const parent = db.discounts.find((p) => p.id === d.parent_discount_id)
    out.parent_discount = parent ? discountView(db, parent, []) : null
  }
  return out
}

const DAY = 86_400_000
const day = (n: number) => new Date(Date.parse('2024-06-01T00:00:00.000Z') + n * DAY).toISOString()

/** Seeds the discounts (once) beside the orders' regions; handlers and tests then read `db.discounts`. */
export function seedDiscounts(db: MockDb): DiscountsMockDb {
  if ('discounts' in db) return db as DiscountsMockDb
  const orders = seedOrders(db)
  const state: DiscountState = { discounts: [], discountConditions: [] }
  const dbx: DiscountsMockDb = Object.assign(orders, state)
  const region = (name: string) => dbx.regions.find((r) => r.name === name)?.id ?? ''
  const all = dbx.regions.map((r) => r.id)
  const collection = (title: string) => dbx.collections.find((c) => c.title === title)?.id ?? ''
  const type = (value: string) => dbx.types.find((t) => t.value === value)?.id ?? ''

  newDiscount(dbx, { code: 'WELCOME10', rule: newRule(db, { type: 'percentage', value: 10, allocation: 'total', description: '10% off a first order' }), region_ids: all, starts_at: day(-120), usage_count: 41 })
  newDiscount(dbx, { code: 'FREESHIP', rule: newRule(db, { type: 'free_shipping', value: 0, allocation: 'total', description: 'Free shipping, no minimum' }), region_ids: all, starts_at: day(-100), usage_count: 7 })
  newDiscount(dbx, { code: 'TENOFF', rule: newRule(db, { type: 'fixed', value: 1000, allocation: 'total', description: '€10 off the order' }), region_ids: [region('Europe')], starts_at: day(-95), usage_limit: 200, usage_count: 12 })
  const summer = newDiscount(dbx, {
    code: 'SUMMER15',
    rule: newRule(db, { type: 'percentage', value: 15, allocation: 'item', description: '15% off the Summer Collection' }),
    region_ids: [region('Europe'), region('United Kingdom')],
    starts_at: day(-60),
    ends_at: '2099-09-01T00:00:00.000Z',
  })
  newCondition(dbx, summer.rule.id, 'product_collections', 'in', [collection('Summer Collection')])
  const winter = newDiscount(dbx, {
    code: 'WINTER20',
    rule: newRule(db, { type: 'percentage', value: 20, allocation: 'item', description: 'Last winter: 20% off shirts' }),
    region_ids: all,
    starts_at: day(-300),
    ends_at: day(-200),
    usage_count: 3,
  })
  newCondition(dbx, winter.rule.id, 'product_types', 'not_in', [type('Accessories')])
  newDiscount(dbx, {
    code: 'BFCM25',
    rule: newRule(db, { type: 'percentage', value: 25, allocation: 'total', description: 'Black Friday (not switched on yet)' }),
    region_ids: all,
    is_disabled: true,
    starts_at: '2099-11-27T00:00:00.000Z',
    ends_at: '2099-12-01T00:00:00.000Z',
    usage_limit: 1000,
  })
  const vipRule = newRule(db, { type: 'percentage', value: 20, allocation: 'total', description: '20% for VIP customers, one personal code each' })
  const vip = newDiscount(dbx, { code: 'VIP', is_dynamic: true, rule: vipRule, region_ids: all, starts_at: day(-110), valid_duration: 'P90D' })
  for (const code of ['VIP-ANNA', 'VIP-BEN']) {
    newDiscount(dbx, { code, is_dynamic: true, rule: vipRule, region_ids: all, parent_discount_id: vip.id, starts_at: day(-30), ends_at: day(60), usage_limit: 1 })
  }
  return dbx
}
