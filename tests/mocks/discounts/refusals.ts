import type { AdminPostDiscountsReq, Discount, Region } from '@medusajs/client-types'
import type { discounts as discountsApi } from '@/api/admin/discounts'
import { codeRows } from './refusal-rows-codes'
import { defineRefusals, duplicateError, invalidData, notFound, unknownError, type Refusal } from '../../support/refusals'

// Every refusal the discounts mock imitates, one row each (tests/support/refusals.ts): run against msw
// with the context of refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/discounts.ts.

export interface RefusalSetup {
  api: typeof discountsApi
  eur: Region
  usd: Region
  /** Any product: conditions need a resource that exists. */
  productId: string
  /** A fresh code per run (the contract database is not reset). */
  code: (prefix: string) => string
}

/** What every row acts on: the setup and the two discounts made for it. */
export type DiscountRefusalContext = RefusalSetup & { percent: Discount; fixed: Discount }

const percent10 = { type: 'percentage' as const, value: 10, allocation: 'total' as const }
const create = (s: RefusalSetup, body: Partial<AdminPostDiscountsReq> & Record<string, unknown>) =>
  s.api.create({ code: s.code('REFUSE'), rule: percent10, regions: [s.eur.id], ...body } as AdminPostDiscountsReq)

/** The two discounts the cases act on: a percentage one in EUR and a fixed one in EUR. */
export async function makeDiscounts(s: RefusalSetup) {
  const { discount: percent } = await s.api.create({ code: s.code('PCT'), rule: percent10, regions: [s.eur.id] }, { expand: 'rule,rule.conditions,regions' })
  const { discount: fixed } = await s.api.create({ code: s.code('FIX'), rule: { type: 'fixed', value: 500, allocation: 'total' }, regions: [s.eur.id] })
  return { percent: percent as Discount, fixed: fixed as Discount }
}

const unknownCondition: Refusal = notFound('DiscountCondition with id discon_missing was not found')

export const refusals = defineRefusals<DiscountRefusalContext>({
  mock: 'discounts',
  about: 'Each row acts on a percentage discount (10 %) and a fixed one (5.00), both in the EUR region, made for it.',
  cases: [
  {
    route: 'POST /admin/discounts',
    when: 'a code already in use (any case)',
    call: ({ percent, ...s }) => create(s, { code: percent.code.toLowerCase() }),
    expected: ({ percent }) => duplicateError(`Discount with code ${percent.code} already exists.`),
  },
  {
    route: 'POST /admin/discounts',
    when: 'a percentage above 100',
    call: (s) => create(s, { rule: { ...percent10, value: 120 } }),
    expected: invalidData('Discount value above 100 is not allowed when type is percentage'),
  },
  {
    route: 'POST /admin/discounts',
    when: 'a fixed discount in two regions',
    call: (s) => create(s, { rule: { type: 'fixed', value: 500, allocation: 'total' }, regions: [s.eur.id, s.usd.id] }),
    expected: invalidData('Fixed discounts can have one region'),
  },
  {
    route: 'POST /admin/discounts',
    when: 'no region',
    call: (s) => create(s, { regions: [] }),
    expected: invalidData('Discount must have at least 1 region'),
  },
  {
    route: 'POST /admin/discounts',
    when: 'an unknown rule type',
    call: (s) => create(s, { rule: { ...percent10, type: 'bogus' as 'fixed' } }),
    expected: invalidData('Invalid rule type, must be one of "fixed", "percentage" or "free_shipping"'),
  },
  {
    route: 'POST /admin/discounts',
    when: 'an end before the start',
    call: (s) => create(s, { starts_at: '2030-05-10T00:00:00.000Z', ends_at: '2030-05-01T00:00:00.000Z' }),
    expected: invalidData('"ends_at" must be greater than "starts_at"'),
  },
  {
    route: 'POST /admin/discounts',
    when: 'a valid_duration that is not ISO 8601',
    call: (s) => create(s, { is_dynamic: true, valid_duration: '30 days' }),
    expected: invalidData('"valid_duration" must be a valid ISO 8601 duration'),
  },
  {
    route: 'POST /admin/discounts',
    when: 'a usage limit of zero',
    call: (s) => create(s, { usage_limit: 0 }),
    expected: invalidData('usage_limit must be a positive number'),
  },
  {
    route: 'POST /admin/discounts',
    when: 'an unknown region',
    call: (s) => create(s, { regions: ['reg_missing'] }),
    expected: notFound('Region with reg_missing was not found'),
  },
  {
    route: 'GET /admin/discounts/{id}',
    when: 'an unknown discount',
    call: (s) => s.api.retrieve('disc_missing'),
    expected: notFound('Discount with id disc_missing was not found'),
  },
  {
    route: 'POST /admin/discounts/{id}',
    when: 'is_dynamic on update',
    call: ({ percent, ...s }) => s.api.update(percent.id, { is_dynamic: true } as never),
    expected: invalidData('property is_dynamic should not exist'),
  },
  {
    route: 'POST /admin/discounts/{id}',
    when: 'an update to a code in use',
    call: ({ percent, fixed, ...s }) => s.api.update(fixed.id, { code: percent.code }),
    expected: ({ percent }) => duplicateError(`Discount with code ${percent.code} already exists.`),
  },
  {
    route: 'POST /admin/discounts/{id}/regions/{region_id}',
    when: "a fixed discount's second region",
    call: ({ fixed, ...s }) => s.api.addRegion(fixed.id, s.usd.id),
    expected: invalidData('Fixed discounts can have one region'),
  },
  {
    route: 'POST /admin/discounts/{id}/conditions',
    when: 'a condition with an empty list of resources (Medusa reads it as none)',
    call: ({ percent, ...s }) => s.api.createCondition(percent.id, { operator: 'in', product_tags: [] }),
    expected: invalidData('Missing one of products, collections, tags, types or customer groups in data'),
  },
  {
    route: 'POST /admin/discounts/{id}/conditions',
    when: 'a condition without resources',
    call: ({ percent, ...s }) => s.api.createCondition(percent.id, { operator: 'in' }),
    expected: invalidData('Missing one of products, collections, tags, types or customer groups in data'),
  },
  {
    route: 'POST /admin/discounts/{id}/conditions',
    when: 'a second condition of one type and operator',
    call: async ({ percent, ...s }) => {
      await s.api.createCondition(percent.id, { operator: 'in', products: [s.productId] })
      return s.api.createCondition(percent.id, { operator: 'in', products: [s.productId] })
    },
    expected: duplicateError("Discount Condition with operator 'in' and type 'products' already exist on a Discount Rule"),
  },
  {
    route: 'GET /admin/discounts/{id}/conditions/{condition_id}',
    when: "another discount's condition",
    call: async ({ percent, fixed, ...s }) => {
      const { discount } = await s.api.createCondition(fixed.id, { operator: 'not_in', products: [s.productId] }, { expand: 'rule,rule.conditions' })
      const conditionId = discount.rule?.conditions?.[0]?.id ?? 'discon_missing'
      return s.api.retrieveCondition(percent.id, conditionId).catch((error: { message?: string }) => {
        throw Object.assign(error, { message: error.message?.replace(conditionId, '{cid}').replace(percent.id, '{id}') })
      })
    },
    expected: invalidData('Condition with id {cid} does not belong to Discount with id {id}'),
  },
  // Conditions: the validator runs before the discount is looked up; resources must exist (the join
  // table's foreign key); an unknown condition is DiscountConditionService.retrieve's 404.
  {
    route: 'POST /admin/discounts/{id}/conditions',
    when: 'a condition with an id, on an unknown discount (validated first)',
    call: (s) => s.api.createCondition('disc_missing', loose({ operator: 'in', products: [s.productId], id: 'x' })),
    expected: invalidData('property id should not exist'),
  },
  {
    route: 'POST /admin/discounts/{id}/conditions',
    when: 'a condition without an operator',
    call: ({ percent, ...s }) => s.api.createCondition(percent.id, loose({ products: [s.productId] })),
    expected: invalidData('operator must be a string'),
  },
  {
    route: 'POST /admin/discounts/{id}/conditions',
    when: 'a condition naming resources by something else than a string',
    call: ({ percent, ...s }) => s.api.createCondition(percent.id, loose({ operator: 'in', products: [1] })),
    expected: invalidData('each value in products must be a string'),
  },
  {
    route: 'POST /admin/discounts/{id}/conditions',
    when: 'a condition of two resource types',
    call: ({ percent, ...s }) => s.api.createCondition(percent.id, loose({ operator: 'in', products: [s.productId], product_tags: ['ptag_x'] })),
    expected: invalidData('Only one of products, product_tags is allowed, Only one of product_tags, products is allowed'),
  },
  {
    route: 'POST /admin/discounts/{id}/conditions',
    when: 'a condition on an unknown product',
    call: ({ percent, ...s }) => s.api.createCondition(percent.id, { operator: 'in', products: ['prod_missing'] }),
    expected: notFound('Product with product_id prod_missing does not exist.'),
  },
  {
    route: 'POST /admin/discounts/{id}/conditions',
    when: 'a condition on an unknown customer group',
    call: ({ percent, ...s }) => s.api.createCondition(percent.id, { operator: 'not_in', customer_groups: ['cgrp_missing'] }),
    expected: notFound('Customer_group with customer_group_id cgrp_missing does not exist.'),
  },
  {
    // The operator is not a validated enum: postgres refuses the value.
    route: 'POST /admin/discounts/{id}/conditions',
    when: 'an operator outside in/not_in',
    call: ({ percent, ...s }) => s.api.createCondition(percent.id, loose({ operator: 'bogus', products: [s.productId] })),
    expected: unknownError,
  },
  {
    route: 'GET /admin/discounts/{id}/conditions/{condition_id}',
    when: 'GET an unknown condition',
    call: ({ percent, ...s }) => s.api.retrieveCondition(percent.id, 'discon_missing'),
    expected: unknownCondition,
  },
  {
    route: 'POST /admin/discounts/{id}/conditions/{condition_id}',
    when: 'POST an unknown condition',
    call: ({ percent, ...s }) => s.api.updateCondition(percent.id, 'discon_missing', { products: [s.productId] }),
    expected: unknownCondition,
  },
  {
    route: 'POST /admin/discounts/{id}/conditions/{condition_id}/batch',
    when: 'a resource batch on an unknown condition',
    call: ({ percent, ...s }) => s.api.addConditionResources(percent.id, 'discon_missing', { resources: [{ id: s.productId }] }),
    expected: unknownCondition,
  },
  {
    route: 'POST /admin/discounts/{id}/conditions/{condition_id}',
    when: 'an operator on a condition update',
    call: async ({ percent, ...s }) => s.api.updateCondition(percent.id, await conditionOf(s, percent), loose({ operator: 'in', products: [s.productId] })),
    expected: invalidData('property operator should not exist'),
  },
  {
    route: 'POST /admin/discounts/{id}/conditions/{condition_id}',
    when: 'an id on a condition update',
    call: async ({ percent, ...s }) => s.api.updateCondition(percent.id, await conditionOf(s, percent), loose({ id: 'x', products: [s.productId] })),
    expected: invalidData('property id should not exist'),
  },
  {
    route: 'POST /admin/discounts/{id}/conditions/{condition_id}/batch',
    when: 'a resource batch (POST) without resources',
    call: async ({ percent, ...s }) => s.api.addConditionResources(percent.id, await conditionOf(s, percent), loose({})),
    expected: invalidData('resources must be an array'),
  },
  {
    route: 'DELETE /admin/discounts/{id}/conditions/{condition_id}/batch',
    when: 'a resource batch (DELETE) without resources',
    call: async ({ percent, ...s }) => s.api.removeConditionResources(percent.id, await conditionOf(s, percent), loose({})),
    expected: invalidData('resources must be an array'),
  },
  {
    route: 'POST /admin/discounts/{id}/conditions/{condition_id}/batch',
    when: 'a resource batch adding an unknown product',
    call: async ({ percent, ...s }) => s.api.addConditionResources(percent.id, await conditionOf(s, percent), { resources: [{ id: 'prod_missing' }] }),
    expected: notFound('Product with product_id prod_missing does not exist.'),
  },
  ...codeRows,
],
})

/** A body the types refuse, sent as is: the server's validator is what is checked. */
function loose<T>(body: Record<string, unknown>): T {
  return body as unknown as T
}

/** A products condition on the discount, by id. */
async function conditionOf(s: RefusalSetup, d: Discount): Promise<string> {
  const { discount } = await s.api.createCondition(d.id, { operator: 'in', products: [s.productId] }, { expand: 'rule,rule.conditions' })
  return discount.rule?.conditions?.[0]?.id ?? 'discon_missing'
}
