// Dynamic codes against a real Medusa 1.20: each rule the msw codes mock imitates (tests/mocks/discounts/codes.ts);
// its refusals are rows of tests/mocks/discounts/refusals.ts.
import type { Discount } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { CODE_FIELDS } from '@/atoms/discounts/code-pages'
import { discounts } from './api'
import { regionFor, shape, signInBeforeAll, unique } from './helpers'

signInBeforeAll()

const percent10 = { type: 'percentage' as const, value: 10, allocation: 'total' as const }

async function dynamicDiscount(extra: { usage_limit?: number; valid_duration?: string } = {}) {
  const eur = await regionFor('eur')
  const { discount } = await discounts.create({ code: unique('DYNC').toUpperCase(), rule: percent10, regions: [eur.id], is_dynamic: true, ...extra })
  return discount
}

describe('dynamic codes: what the mocks imitate', () => {
  it('answers the child, with the parent’s usage_limit and ends_at = now + valid_duration; a second request sets a limit', async () => {
    const parent = await dynamicDiscount({ usage_limit: 7, valid_duration: 'P10D' })
    const code = unique('kid')
    const { discount: child } = await discounts.createDynamicCode(parent.id, { code, usage_limit: 1 })
    expect(child).toEqual(shape({ code: code.toUpperCase(), parent_discount_id: parent.id, is_dynamic: true, usage_limit: 7 }))
    const days = (Date.parse(child.ends_at ?? '') - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(9.9)
    expect(days).toBeLessThan(10.1)
    const { discount: limited } = await discounts.update(child.id, { usage_limit: 1 })
    expect(limited).toEqual(shape({ id: child.id, usage_limit: 1 }))
  })

  it('lists a parent’s codes through is_dynamic=true and parent_discount_id', async () => {
    const parent = await dynamicDiscount()
    const code = unique('LISTED').toUpperCase()
    await discounts.createDynamicCode(parent.id, { code })
    const { discounts: found } = await discounts.list({ is_dynamic: true, q: code, expand: 'rule' })
    expect((found as Discount[]).map((d) => [d.code, d.parent_discount_id])).toEqual([[code, parent.id]])
  })

  it('answers a page of codes sorted by code with the asked fields only and no relation (the codes table, #32)', async () => {
    const parent = await dynamicDiscount()
    const prefix = unique('PAGE').toUpperCase()
    for (const tail of ['B', 'A', 'C']) await discounts.createDynamicCode(parent.id, { code: `${prefix}-${tail}` })
    const { discounts: found } = await discounts.list({ is_dynamic: true, q: prefix, order: 'code', fields: CODE_FIELDS, expand: '' })
    expect(found.map((d) => d.code)).toEqual(['A', 'B', 'C'].map((tail) => `${prefix}-${tail}`))
    // Medusa adds created_at to a list's fields.
    expect(Object.keys(found[0] ?? {}).sort()).toEqual([...CODE_FIELDS.split(','), 'created_at'].sort())
  })

  it('DELETE of a code the parent does not have answers 200 with the parent; a deleted code is gone', async () => {
    const parent = await dynamicDiscount()
    const code = unique('GONE').toUpperCase()
    await discounts.createDynamicCode(parent.id, { code })
    const { discount } = await discounts.deleteDynamicCode(parent.id, 'NOT-A-CODE')
    expect(discount).toEqual(shape({ id: parent.id }))
    await discounts.deleteDynamicCode(parent.id, code)
    await expect(discounts.retrieveByCode(code)).rejects.toThrow()
  })
})
