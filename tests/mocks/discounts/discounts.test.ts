import { describe, expect, it } from 'vitest'
import { discounts } from '@/api/admin/discounts'
import { isMedusaApiError } from '@/api/client'
import { withMockDb } from '../handlers'
import { makeDiscounts, REFUSALS } from './refusals'
import { seedDiscounts } from './seed'

const mock = withMockDb()

let serial = 0
const setupOf = () => {
  const db = seedDiscounts(mock.db)
  const region = (currency: string) => {
    const found = db.regions.find((r) => r.currency_code === currency)
    if (!found) throw new Error(`no ${currency} region`)
    return found
  }
  return { api: discounts, eur: region('eur'), usd: region('usd'), productId: db.products[0]?.id ?? '', code: (prefix: string) => `${prefix}-${(serial += 1)}` }
}

describe('the discounts mock refuses as Medusa 1.20 does (the same cases as the contract test)', () => {
  it.each(REFUSALS.map((c) => [c.name, c] as const))('%s', async (_name, refusal) => {
    const setup = setupOf()
    const made = await makeDiscounts(setup)
    const error: unknown = await refusal.call(setup, made).then(
      () => new Error('the call succeeded'),
      (e: unknown) => e,
    )
    if (!isMedusaApiError(error)) throw error
    const expected = refusal.expected(made)
    expect({ status: error.status, type: error.type, message: error.message }).toEqual(expected)
  })
})

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

  it('fails inside the server (500) for a condition operator outside in/not_in, as Medusa 1.20 does (contract: admin-refusals-remaining)', async () => {
    const setup = setupOf()
    const { percent } = await makeDiscounts(setup)
    const body = { operator: 'bogus', products: [setup.productId] } as unknown as Parameters<typeof discounts.createCondition>[1]
    const error: unknown = await discounts.createCondition(percent.id, body).catch((e: unknown) => e)
    if (!isMedusaApiError(error)) throw new Error('the condition was accepted')
    expect({ status: error.status, type: error.type, message: error.message }).toEqual({ status: 500, type: 'unknown_error', message: 'An unknown error occurred.' })
  })
})
