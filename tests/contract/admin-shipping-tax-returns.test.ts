// The server rules the shipping, tax rate and return reason mocks imitate (tests/mocks/shipping,
// tests/mocks/tax-rates, tests/mocks/return-reasons), pinned against a real Medusa 1.20.
import type { Region } from '@medusajs/client-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { regions, returnReasons, shippingOptions, taxRates } from './api'
import { expectDeleted, expectFailure, regionFor, signInBeforeAll, unique } from './helpers'

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

describe('shipping option refusals', () => {
  it('refuses a provider the region lacks', async () => {
    await expectFailure(shippingOptions.create(flat({ provider_id: 'nope' })), {
      status: 400,
      kind: 'invalid_request',
      type: 'invalid_data',
      message: 'The fulfillment provider is not available in the provided region',
    })
  })

  it('refuses a flat rate without an amount', async () => {
    await expectFailure(shippingOptions.create(flat({ amount: undefined })), {
      status: 400,
      kind: 'invalid_request',
      type: 'invalid_data',
      message: 'Shipping options of type `flat_rate` must have an `amount`',
    })
  })

  it('refuses a calculated price from the manual provider', async () => {
    await expectFailure(shippingOptions.create(flat({ price_type: 'calculated', amount: undefined })), {
      status: 400,
      kind: 'invalid_request',
      type: 'invalid_data',
      message: 'The fulfillment provider cannot calculate prices for this option',
    })
  })

  it('refuses a maximum subtotal under the minimum', async () => {
    const requirements = [
      { type: 'min_subtotal', amount: 5000 },
      { type: 'max_subtotal', amount: 1000 },
    ]
    await expectFailure(shippingOptions.create(flat({ requirements })), {
      status: 400,
      kind: 'invalid_request',
      type: 'invalid_data',
      message: 'Max. subtotal must be greater than Min. subtotal',
    })
  })

  it('refuses two requirements of one type, and an update naming a requirement the option lacks', async () => {
    const twice = [
      { type: 'min_subtotal', amount: 1000 },
      { type: 'min_subtotal', amount: 2000 },
    ]
    await expectFailure(shippingOptions.create(flat({ requirements: twice })), {
      status: 400,
      kind: 'invalid_request',
      type: 'invalid_data',
      message: 'Only one requirement of each type is allowed',
    })
    const { shipping_option } = await shippingOptions.create(flat())
    await expectFailure(shippingOptions.update(shipping_option.id, { requirements: [{ id: 'sor_missing', type: 'min_subtotal', amount: 100 }] }), {
      status: 400,
      kind: 'invalid_request',
      type: 'invalid_data',
      message: 'Shipping option requirement with id sor_missing does not exist',
    })
    await shippingOptions.delete(shipping_option.id)
  })

  it('needs requirements on update, keeps those sent with their id, deletes the others', async () => {
    const { shipping_option } = await shippingOptions.create(
      flat({ requirements: [{ type: 'min_subtotal', amount: 1000 }, { type: 'max_subtotal', amount: 9000 }] }),
    )
    const min = shipping_option.requirements?.find((r) => r.type === 'min_subtotal')
    expect(shipping_option.requirements).toHaveLength(2)
    await expectFailure(shippingOptions.update(shipping_option.id, { admin_only: true } as never), {
      status: 400,
      kind: 'invalid_request',
      type: 'invalid_data',
      message: 'requirements must be an array',
    })
    const { shipping_option: updated } = await shippingOptions.update(shipping_option.id, {
      admin_only: true,
      requirements: [{ id: min?.id, type: 'min_subtotal', amount: 2000 }],
    })
    expect(updated.admin_only).toBe(true)
    expect(updated.requirements?.map((r) => [r.id, r.type, r.amount])).toEqual([[min?.id, 'min_subtotal', 2000]])
    expectDeleted(await shippingOptions.delete(shipping_option.id), shipping_option.id, 'shipping-option')
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

  it('refuses an unknown region through its foreign key: 404', async () => {
    await expectFailure(taxRates.create({ region_id: 'reg_missing', name: unique('Contract Rate'), code: 'CTR' }), {
      status: 404,
      kind: 'invalid_request',
      type: 'not_found',
      message: 'Region with region_id reg_missing does not exist.',
    })
  })

  it("refuses a shipping option of another region than the rate's", async () => {
    const other = await regionFor('usd')
    const { shipping_options } = await shippingOptions.list({ region_id: other.id })
    const option = shipping_options[0]
    if (!option) throw new Error('the seed has options in usd')
    const { tax_rate } = await taxRates.create({ region_id: region.id, name: unique('Contract Rate'), code: 'CTR' })
    await expectFailure(taxRates.addShippingOptions(tax_rate.id, { shipping_options: [option.id] }), {
      status: 400,
      kind: 'invalid_request',
      type: 'not_allowed',
      message: /^Shipping Option and Tax Rate must belong to the same Region to be associated/,
    })
    await taxRates.delete(tax_rate.id)
  })
})

describe('return reason rules', () => {
  it('nests one level: a child of a child is refused; the list holds top-level reasons with their children', async () => {
    const value = unique('contract_parent').replace(/\W/g, '_')
    const { return_reason: parent } = await returnReasons.create({ value, label: 'Contract parent' })
    const { return_reason: child } = await returnReasons.create({ value: `${value}_child`, label: 'Contract child', parent_return_reason_id: parent.id })
    await expectFailure(returnReasons.create({ value: `${value}_grandchild`, label: 'Too deep', parent_return_reason_id: child.id }), {
      status: 400,
      kind: 'invalid_request',
      type: 'invalid_data',
      message: 'Doubly nested return reasons is not supported',
    })
    const { return_reasons } = await returnReasons.list()
    const listed = return_reasons.find((r) => r.id === parent.id)
    expect(return_reasons.some((r) => r.id === child.id)).toBe(false)
    expect((listed?.return_reason_children as unknown as Array<{ id: string }>).map((c) => c.id)).toEqual([child.id])
    await returnReasons.delete(parent.id)
    expect((await returnReasons.list()).return_reasons.some((r) => r.id === parent.id)).toBe(false)
  })

  it('refuses a value already in use: 422 duplicate_error', async () => {
    const value = unique('contract_dup').replace(/\W/g, '_')
    const { return_reason } = await returnReasons.create({ value, label: 'Contract duplicate' })
    await expectFailure(returnReasons.create({ value, label: 'Again' }), {
      status: 422,
      kind: 'invalid_request',
      type: 'duplicate_error',
      message: `Return_reason with value ${value} already exists.`,
    })
    expectDeleted(await returnReasons.delete(return_reason.id), return_reason.id, 'return_reason')
  })
})
