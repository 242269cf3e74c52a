import { describe, expect, it } from 'vitest'
import { discounts } from '@/api/admin/discounts'
import { withMockDb } from '../handlers'
import { seedDiscounts } from './seed'

const mock = withMockDb()

describe('the discounts mock answers', () => {
  it('lists with q on the code, is_dynamic, is_disabled and rule[type], 20 a page by default', async () => {
    const all = await discounts.list()
    expect(all).toMatchObject({ count: 9, offset: 0, limit: 20 })
    expect((await discounts.list({ q: 'vip' })).discounts.map((d) => d.code)).toEqual(['VIP-BEN', 'VIP-ANNA', 'VIP'])
    expect((await discounts.list({ is_disabled: true })).discounts.map((d) => d.code)).toEqual(['BFCM25'])
    expect((await discounts.list({ is_dynamic: true, q: 'vip-' })).count).toBe(2)
    expect((await discounts.list({ rule: { type: 'fixed' } })).discounts.map((d) => d.code)).toEqual(['TENOFF'])
  })

  it('finds any code, dynamic ones too, whatever its case, and a condition with its resources', async () => {
    const { discount } = await discounts.retrieveByCode('summer15')
    expect(discount.code).toBe('SUMMER15')
    const condition = discount.rule?.conditions?.[0]
    expect(condition).toMatchObject({ type: 'product_collections', operator: 'in' })
    const { discount_condition } = await discounts.retrieveCondition(discount.id, condition?.id ?? '', { expand: 'product_collections' })
    expect(discount_condition.product_collections?.map((c) => c.title)).toEqual(['Summer Collection'])
    expect((await discounts.retrieveByCode('vip-anna')).discount.parent_discount_id).toBe(seedDiscounts(mock.db).discounts.find((d) => d.code === 'VIP')?.id)
  })
})
