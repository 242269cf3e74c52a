// The server rules the shipping, tax rate and return reason mocks imitate (tests/mocks/shipping,
// tests/mocks/tax-rates, tests/mocks/return-reasons), pinned against a real Medusa 1.20; their
// refusals are rows of tests/mocks/<mock>/refusals.ts, run by refusals.test.ts.
import type { Region } from '@medusajs/client-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { regions, returnReasons, shippingOptions, taxRates } from './api'
import { expectDeleted, signInBeforeAll, unique } from './helpers'

signInBeforeAll()

let region: Region
beforeAll(async () => {
  ;({ region } = await regions.create({
    name: unique('Contract Setup'),
    currency_code: 'eur',
    tax_rate: 0,
    payment_providers: ['manual'],
    fulfillment_providers: ['manual'],
    countries: [],
  }))
})
afterAll(async () => {
  if (region) await regions.delete(region.id)
})

const flat = (extra: Record<string, unknown> = {}) => ({
  name: unique('Contract Option'),
  region_id: region.id,
  provider_id: 'manual',
  data: { id: 'manual-fulfillment' },
  price_type: 'flat_rate' as const,
  amount: 500,
  ...extra,
})

describe('shipping options', () => {
  it('on update keeps the requirements sent with their id, deletes the others', async () => {
    const { shipping_option } = await shippingOptions.create(
      flat({ requirements: [{ type: 'min_subtotal', amount: 1000 }, { type: 'max_subtotal', amount: 9000 }] }),
    )
    const min = shipping_option.requirements?.find((r) => r.type === 'min_subtotal')
    expect(shipping_option.requirements).toHaveLength(2)
    const { shipping_option: updated } = await shippingOptions.update(shipping_option.id, {
      admin_only: true,
      requirements: [{ id: min?.id, type: 'min_subtotal', amount: 2000 }],
    })
    expect(updated.admin_only).toBe(true)
    expect(updated.requirements?.map((r) => [r.id, r.type, r.amount])).toEqual([[min?.id, 'min_subtotal', 2000]])
    expectDeleted(await shippingOptions.delete(shipping_option.id), shipping_option.id, 'shipping-option')
  })

  it('a requirement id is looked up by id alone: one of another option is updated where it is', async () => {
    const { shipping_option: a } = await shippingOptions.create(flat())
    const { shipping_option: b } = await shippingOptions.create(flat({ requirements: [{ type: 'max_subtotal', amount: 9000 }] }))
    const theirs = b.requirements?.[0]?.id ?? ''
    const { shipping_option: took } = await shippingOptions.update(a.id, { requirements: [{ id: theirs, type: 'max_subtotal', amount: 8000 }] })
    // Saved with the new amount where it is: the other option keeps it, this one gets none.
    expect(took.requirements).toEqual([])
    expect((await shippingOptions.retrieve(b.id)).shipping_option.requirements?.map((r) => [r.id, r.amount])).toEqual([[theirs, 8000]])
    await shippingOptions.delete(a.id)
    await shippingOptions.delete(b.id)
  })

  it('DELETE of an unknown option answers deleted all the same (the service swallows its own not found)', async () => {
    expectDeleted(await shippingOptions.delete('so_missing'), 'so_missing', 'shipping-option')
  })

  it('lists the manual provider’s two options, the return one flagged', async () => {
    const { fulfillment_options } = await regions.listFulfillmentOptions(region.id)
    expect(fulfillment_options).toEqual([{ provider_id: 'manual', options: [{ id: 'manual-fulfillment' }, { id: 'manual-fulfillment-return', is_return: true }] }])
  })
})

describe('tax rate rules', () => {
  it('takes any number as the rate (only the console checks 0–100), and answers without relations unless expanded', async () => {
    const { tax_rate } = await taxRates.create({ region_id: region.id, name: unique('Contract Rate'), code: 'CTR', rate: 150 })
    expect(tax_rate.rate).toBe(150)
    expect(tax_rate.products).toBeUndefined()
    const { tax_rate: expanded } = await taxRates.retrieve(tax_rate.id, { expand: ['products', 'product_types', 'shipping_options'] })
    expect(expanded).toMatchObject({ products: [], product_types: [], shipping_options: [] })
    expectDeleted(await taxRates.delete(tax_rate.id), tax_rate.id, 'tax-rate')
  })
})

describe('return reason rules', () => {
  it('nests one level: the list holds top-level reasons with their children', async () => {
    const value = unique('contract_parent').replace(/\W/g, '_')
    const { return_reason: parent } = await returnReasons.create({ value, label: 'Contract parent' })
    const { return_reason: child } = await returnReasons.create({ value: `${value}_child`, label: 'Contract child', parent_return_reason_id: parent.id })
    const { return_reasons } = await returnReasons.list()
    const listed = return_reasons.find((r) => r.id === parent.id)
    expect(return_reasons.some((r) => r.id === child.id)).toBe(false)
    expect((listed?.return_reason_children as unknown as Array<{ id: string }>).map((c) => c.id)).toEqual([child.id])
    await returnReasons.delete(parent.id)
    expect((await returnReasons.list()).return_reasons.some((r) => r.id === parent.id)).toBe(false)
  })
})
