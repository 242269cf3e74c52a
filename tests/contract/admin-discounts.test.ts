// Discounts: rules, regions, dynamic codes and conditions against a real Medusa 1.20.
import type { Discount } from '@medusajs/client-types'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { duplicateBody } from '@/commands/discounts/duplicate'
import { discounts, products } from './api'
import { createProduct } from './fixtures'
import { anyString, expectDeleted, expectFailure, expectPage, idOf, regionFor, shape, unique, signInBeforeAll } from './helpers'

signInBeforeAll()

const percent10 = { type: 'percentage' as const, value: 10, allocation: 'total' as const }

describe('discounts', () => {
  it('POST, GET list, GET, GET /code/{code}, POST update, DELETE /admin/discounts', async () => {
    const eur = await regionFor('eur')
    const code = unique('CONTRACT').toUpperCase()
    const { discount } = await discounts.create({ code, rule: percent10, regions: [eur.id] }, { expand: 'rule,regions' })
    expect(discount).toEqual(
      shape({ id: idOf('disc'), code, is_dynamic: false, is_disabled: false, rule: shape({ id: idOf('dru'), type: 'percentage', value: 10 }), regions: [shape({ id: eur.id })] }),
    )

    const listed = await discounts.list({ q: code, rule: { type: 'percentage' } })
    expectPage(listed, 'discounts')
    expect(listed.discounts).toEqual([shape({ id: discount.id, code })])

    const { discount: fetched } = await discounts.retrieve(discount.id, { expand: 'rule' })
    expect(fetched).toEqual(shape({ id: discount.id, code, rule: shape({ type: 'percentage' }) }))

    const { discount: byCode } = await discounts.retrieveByCode(code)
    expect(byCode).toEqual(shape({ id: discount.id, code }))

    const { discount: updated } = await discounts.update(discount.id, { usage_limit: 5, is_disabled: true })
    expect(updated).toEqual(shape({ id: discount.id, usage_limit: 5, is_disabled: true }))

    expectDeleted(await discounts.delete(discount.id), discount.id, 'discount')
    await expectFailure(discounts.retrieveByCode(code), {
      status: 404,
      kind: 'invalid_request',
      type: 'not_found',
      message: `Discounts with code ${code} was not found`,
    })
  })

  it('POST and DELETE /admin/discounts/{id}/regions/{regionId} -> {discount}', async () => {
    const eur = await regionFor('eur')
    const usd = await regionFor('usd')
    const { discount } = await discounts.create({ code: unique('REGION').toUpperCase(), rule: percent10, regions: [eur.id] })
    const { discount: added } = await discounts.addRegion(discount.id, usd.id)
    expect(added.regions?.map((r) => r.id).sort()).toEqual([eur.id, usd.id].sort())
    const { discount: removed } = await discounts.removeRegion(discount.id, usd.id)
    expect(removed.regions?.map((r) => r.id)).toEqual([eur.id])
    await discounts.delete(discount.id)
  })

  it('POST /admin/discounts/{id}/dynamic-codes (the code takes the parent\'s usage_limit, not the one sent) and DELETE /dynamic-codes/{code} -> {discount}', async () => {
    const eur = await regionFor('eur')
    const { discount } = await discounts.create({ code: unique('DYN').toUpperCase(), rule: percent10, regions: [eur.id], is_dynamic: true })
    expect(discount.is_dynamic).toBe(true)
    const child = unique('CHILD').toUpperCase()
    const { discount: withCode } = await discounts.createDynamicCode(discount.id, { code: child, usage_limit: 1 })
    expect(withCode).toEqual(shape({ id: idOf('disc'), code: child, parent_discount_id: discount.id, is_dynamic: true, usage_limit: null }))
    const { discount: parent } = await discounts.deleteDynamicCode(discount.id, child)
    expect(parent).toEqual(shape({ id: discount.id, code: discount.code }))
    await expectFailure(discounts.retrieveByCode(child), { status: 404, kind: 'invalid_request', type: 'not_found' })
    await discounts.delete(discount.id)
  })

  it('conditions: POST /{id}/conditions, GET/POST/DELETE /{id}/conditions/{cid}, POST/DELETE /{cid}/batch', async () => {
    const eur = await regionFor('eur')
    const [first, second, third] = await Promise.all([createProduct(), createProduct(), createProduct()])
    const { discount } = await discounts.create({ code: unique('COND').toUpperCase(), rule: percent10, regions: [eur.id] })

    const { discount: withCondition } = await discounts.createCondition(
      discount.id,
      { operator: 'in', products: [first.id] },
      { expand: 'rule,rule.conditions' },
    )
    const conditionId = withCondition.rule.conditions?.[0]?.id
    expect(withCondition.rule.conditions).toEqual([shape({ id: idOf('discon'), type: 'products', operator: 'in' })])
    if (!conditionId) return

    const { discount_condition } = await discounts.retrieveCondition(discount.id, conditionId, { expand: 'products' })
    expect(discount_condition).toEqual(shape({ id: conditionId, type: 'products', products: [shape({ id: first.id })] }))

    const { discount: updated } = await discounts.updateCondition(discount.id, conditionId, { products: [first.id, second.id] })
    expect(updated).toEqual(shape({ id: discount.id, rule: shape({ id: anyString() }) }))
    const afterUpdate = await discounts.retrieveCondition(discount.id, conditionId, { expand: 'products' })
    expect(afterUpdate.discount_condition.products?.map((p) => p.id).sort()).toEqual([first.id, second.id].sort())

    await discounts.addConditionResources(discount.id, conditionId, { resources: [{ id: third.id }] }, { expand: 'rule' })
    const afterAdd = await discounts.retrieveCondition(discount.id, conditionId, { expand: 'products' })
    expect(afterAdd.discount_condition.products).toHaveLength(3)

    const { discount: afterRemove } = await discounts.removeConditionResources(discount.id, conditionId, { resources: [{ id: first.id }] })
    expect(afterRemove).toEqual(shape({ id: discount.id }))
    const remaining = await discounts.retrieveCondition(discount.id, conditionId, { expand: 'products' })
    expect(remaining.discount_condition.products?.map((p) => p.id).sort()).toEqual([second.id, third.id].sort())

    const deleted = await discounts.deleteCondition(discount.id, conditionId)
    expect(deleted).toEqual({ id: conditionId, object: 'discount-condition', deleted: true, discount: shape({ id: discount.id }) })
    await discounts.delete(discount.id)
  })
})

// discounts.duplicate sends one create with the original's rule, conditions (by resource ids), regions and dates.
describe('a discount duplicated as the console does', () => {
  it('POST /admin/discounts takes the copy whole: rule, a condition with its products, regions, limit, metadata', async () => {
    const eur = await regionFor('eur')
    const product = (await products.list({ limit: 1 })).products[0]
    if (!product) throw new Error('the seeded store has no product')
    const { discount: original } = await discounts.create(
      { code: unique('ORIG').toUpperCase(), rule: { ...percent10, description: 'ten off', conditions: [{ operator: 'in', products: [product.id] }] }, regions: [eur.id], usage_limit: 7, metadata: { from: 'contract' } },
      { expand: 'rule,rule.conditions,regions' },
    )
    const queryClient = new QueryClient()
    const code = unique('COPY').toUpperCase()
    const { discount: copy } = await discounts.create(await duplicateBody(original as Discount, code, (options) => queryClient.fetchQuery(options)), { expand: 'rule,rule.conditions,regions' })
    expect(copy).toEqual(shape({ code, usage_limit: 7, metadata: { from: 'contract' }, is_disabled: false, regions: [shape({ id: eur.id })], rule: shape({ type: 'percentage', value: 10, description: 'ten off' }) }))
    const [condition] = copy.rule?.conditions ?? []
    const { discount_condition } = await discounts.retrieveCondition(copy.id, condition?.id ?? '', { expand: 'products' })
    expect(discount_condition).toEqual(shape({ operator: 'in', type: 'products', products: [shape({ id: product.id })] }))
    await discounts.delete(copy.id)
    await discounts.delete(original.id)
  })
})
