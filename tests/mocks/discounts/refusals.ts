import type { AdminPostDiscountsReq, Discount, Region } from '@medusajs/client-types'
import type { discounts as discountsApi } from '@/api/admin/discounts'

/**
 * Every refusal the discounts mock imitates, written once: the contract test runs these calls against
 * a real Medusa 1.20 (tests/contract/admin-discounts.test.ts) and the mock's own test against msw
 * (discounts.test.ts beside this file), each expecting the same status, type and message.
 */

export interface RefusalSetup {
  api: typeof discountsApi
  eur: Region
  usd: Region
  /** Any product: conditions need a resource that exists. */
  productId: string
  /** A fresh code per run (the contract database is not reset). */
  code: (prefix: string) => string
}

export interface Expected {
  status: number
  type: string
  message: string
}

export interface RefusalCase {
  name: string
  call: (s: RefusalSetup, made: { percent: Discount; fixed: Discount }) => Promise<unknown>
  expected: (made: { percent: Discount; fixed: Discount }) => Expected
}

const percent10 = { type: 'percentage' as const, value: 10, allocation: 'total' as const }
const invalid = (message: string): Expected => ({ status: 400, type: 'invalid_data', message })
const create = (s: RefusalSetup, body: Partial<AdminPostDiscountsReq> & Record<string, unknown>) =>
  s.api.create({ code: s.code('REFUSE'), rule: percent10, regions: [s.eur.id], ...body } as AdminPostDiscountsReq)

/** The two discounts the cases act on: a percentage one in EUR and a fixed one in EUR. */
export async function makeDiscounts(s: RefusalSetup) {
  const { discount: percent } = await s.api.create({ code: s.code('PCT'), rule: percent10, regions: [s.eur.id] }, { expand: 'rule,rule.conditions,regions' })
  const { discount: fixed } = await s.api.create({ code: s.code('FIX'), rule: { type: 'fixed', value: 500, allocation: 'total' }, regions: [s.eur.id] })
  return { percent: percent as Discount, fixed: fixed as Discount }
}

export const REFUSALS: RefusalCase[] = [
  {
    name: 'a code already in use (any case) -> 422 duplicate_error',
    call: (s, { percent }) => create(s, { code: percent.code.toLowerCase() }),
    expected: ({ percent }) => ({ status: 422, type: 'duplicate_error', message: `Discount with code ${percent.code} already exists.` }),
  },
  {
    name: 'a percentage above 100',
    call: (s) => create(s, { rule: { ...percent10, value: 120 } }),
    expected: () => invalid('Discount value above 100 is not allowed when type is percentage'),
  },
  {
    name: 'a fixed discount in two regions',
    call: (s) => create(s, { rule: { type: 'fixed', value: 500, allocation: 'total' }, regions: [s.eur.id, s.usd.id] }),
    expected: () => invalid('Fixed discounts can have one region'),
  },
  {
    name: 'no region',
    call: (s) => create(s, { regions: [] }),
    expected: () => invalid('Discount must have at least 1 region'),
  },
  {
    name: 'an unknown rule type',
    call: (s) => create(s, { rule: { ...percent10, type: 'bogus' as 'fixed' } }),
    expected: () => invalid('Invalid rule type, must be one of "fixed", "percentage" or "free_shipping"'),
  },
  {
    name: 'an end before the start',
    call: (s) => create(s, { starts_at: '2030-05-10T00:00:00.000Z', ends_at: '2030-05-01T00:00:00.000Z' }),
    expected: () => invalid('"ends_at" must be greater than "starts_at"'),
  },
  {
    name: 'a valid_duration that is not ISO 8601',
    call: (s) => create(s, { is_dynamic: true, valid_duration: '30 days' }),
    expected: () => invalid('"valid_duration" must be a valid ISO 8601 duration'),
  },
  {
    name: 'a usage limit of zero',
    call: (s) => create(s, { usage_limit: 0 }),
    expected: () => invalid('usage_limit must be a positive number'),
  },
  {
    name: 'an unknown region -> 404',
    call: (s) => create(s, { regions: ['reg_missing'] }),
    expected: () => ({ status: 404, type: 'not_found', message: 'Region with reg_missing was not found' }),
  },
  {
    name: 'an unknown discount -> 404',
    call: (s) => s.api.retrieve('disc_missing'),
    expected: () => ({ status: 404, type: 'not_found', message: 'Discount with id disc_missing was not found' }),
  },
  {
    name: 'is_dynamic on update',
    call: (s, { percent }) => s.api.update(percent.id, { is_dynamic: true } as never),
    expected: () => invalid('property is_dynamic should not exist'),
  },
  {
    name: 'an update to a code in use -> 422',
    call: (s, { percent, fixed }) => s.api.update(fixed.id, { code: percent.code }),
    expected: ({ percent }) => ({ status: 422, type: 'duplicate_error', message: `Discount with code ${percent.code} already exists.` }),
  },
  {
    name: "a fixed discount's second region",
    call: (s, { fixed }) => s.api.addRegion(fixed.id, s.usd.id),
    expected: () => invalid('Fixed discounts can have one region'),
  },
  {
    name: 'a condition with an empty list of resources (Medusa reads it as none)',
    call: (s, { percent }) => s.api.createCondition(percent.id, { operator: 'in', product_tags: [] }),
    expected: () => invalid('Missing one of products, collections, tags, types or customer groups in data'),
  },
  {
    name: 'a condition without resources',
    call: (s, { percent }) => s.api.createCondition(percent.id, { operator: 'in' }),
    expected: () => invalid('Missing one of products, collections, tags, types or customer groups in data'),
  },
  {
    name: 'a second condition of one type and operator -> 422',
    call: async (s, { percent }) => {
      await s.api.createCondition(percent.id, { operator: 'in', products: [s.productId] })
      return s.api.createCondition(percent.id, { operator: 'in', products: [s.productId] })
    },
    expected: () => ({ status: 422, type: 'duplicate_error', message: "Discount Condition with operator 'in' and type 'products' already exist on a Discount Rule" }),
  },
  {
    name: "another discount's condition",
    call: async (s, { percent, fixed }) => {
      const { discount } = await s.api.createCondition(fixed.id, { operator: 'not_in', products: [s.productId] }, { expand: 'rule,rule.conditions' })
      const conditionId = discount.rule?.conditions?.[0]?.id ?? 'discon_missing'
      return s.api.retrieveCondition(percent.id, conditionId).catch((error: { message?: string }) => {
        throw Object.assign(error, { message: error.message?.replace(conditionId, '{cid}').replace(percent.id, '{id}') })
      })
    },
    expected: () => invalid('Condition with id {cid} does not belong to Discount with id {id}'),
  },
  // Conditions: the validator runs before the discount is looked up; resources must exist (the join
  // table's foreign key); an unknown condition is DiscountConditionService.retrieve's 404.
  {
    name: 'a condition with an id, on an unknown discount (validated first)',
    call: (s) => s.api.createCondition('disc_missing', loose({ operator: 'in', products: [s.productId], id: 'x' })),
    expected: () => invalid('property id should not exist'),
  },
  {
    name: 'a condition without an operator',
    call: (s, { percent }) => s.api.createCondition(percent.id, loose({ products: [s.productId] })),
    expected: () => invalid('operator must be a string'),
  },
  {
    name: 'a condition naming resources by something else than a string',
    call: (s, { percent }) => s.api.createCondition(percent.id, loose({ operator: 'in', products: [1] })),
    expected: () => invalid('each value in products must be a string'),
  },
  {
    name: 'a condition of two resource types',
    call: (s, { percent }) => s.api.createCondition(percent.id, loose({ operator: 'in', products: [s.productId], product_tags: ['ptag_x'] })),
    expected: () => invalid('Only one of products, product_tags is allowed, Only one of product_tags, products is allowed'),
  },
  {
    name: 'a condition on an unknown product -> 404',
    call: (s, { percent }) => s.api.createCondition(percent.id, { operator: 'in', products: ['prod_missing'] }),
    expected: () => ({ status: 404, type: 'not_found', message: 'Product with product_id prod_missing does not exist.' }),
  },
  {
    name: 'a condition on an unknown customer group -> 404',
    call: (s, { percent }) => s.api.createCondition(percent.id, { operator: 'not_in', customer_groups: ['cgrp_missing'] }),
    expected: () => ({ status: 404, type: 'not_found', message: 'Customer_group with customer_group_id cgrp_missing does not exist.' }),
  },
  {
    name: 'GET an unknown condition -> 404',
    call: (s, { percent }) => s.api.retrieveCondition(percent.id, 'discon_missing'),
    expected: () => unknownCondition,
  },
  {
    name: 'POST an unknown condition -> 404',
    call: (s, { percent }) => s.api.updateCondition(percent.id, 'discon_missing', { products: [s.productId] }),
    expected: () => unknownCondition,
  },
  {
    name: 'a resource batch on an unknown condition -> 404',
    call: (s, { percent }) => s.api.addConditionResources(percent.id, 'discon_missing', { resources: [{ id: s.productId }] }),
    expected: () => unknownCondition,
  },
  {
    name: 'an operator on a condition update',
    call: async (s, { percent }) => s.api.updateCondition(percent.id, await conditionOf(s, percent), loose({ operator: 'in', products: [s.productId] })),
    expected: () => invalid('property operator should not exist'),
  },
  {
    name: 'an id on a condition update',
    call: async (s, { percent }) => s.api.updateCondition(percent.id, await conditionOf(s, percent), loose({ id: 'x', products: [s.productId] })),
    expected: () => invalid('property id should not exist'),
  },
  {
    name: 'a resource batch (POST) without resources',
    call: async (s, { percent }) => s.api.addConditionResources(percent.id, await conditionOf(s, percent), loose({})),
    expected: () => invalid('resources must be an array'),
  },
  {
    name: 'a resource batch (DELETE) without resources',
    call: async (s, { percent }) => s.api.removeConditionResources(percent.id, await conditionOf(s, percent), loose({})),
    expected: () => invalid('resources must be an array'),
  },
  {
    name: 'a resource batch adding an unknown product -> 404',
    call: async (s, { percent }) => s.api.addConditionResources(percent.id, await conditionOf(s, percent), { resources: [{ id: 'prod_missing' }] }),
    expected: () => ({ status: 404, type: 'not_found', message: 'Product with product_id prod_missing does not exist.' }),
  },
]

const unknownCondition: Expected = { status: 404, type: 'not_found', message: 'DiscountCondition with id discon_missing was not found' }

/** A body the types refuse, sent as is: the server's validator is what is checked. */
function loose<T>(body: Record<string, unknown>): T {
  return body as unknown as T
}

/** A products condition on the discount, by id. */
async function conditionOf(s: RefusalSetup, d: Discount): Promise<string> {
  const { discount } = await s.api.createCondition(d.id, { operator: 'in', products: [s.productId] }, { expand: 'rule,rule.conditions' })
  return discount.rule?.conditions?.[0]?.id ?? 'discon_missing'
}
