// What the regions and store mocks (tests/mocks/regions, tests/mocks/store) imitate beyond their
// refusals, pinned against a real Medusa 1.20; the refusals are rows of tests/mocks/{regions,store}/refusals.ts.
import type { Region } from '@medusajs/client-types'
import { afterAll, describe, expect, it } from 'vitest'
import { isMedusaApiError } from '@/api/client'
import { currencies, regions, shippingOptions, store } from './api'
import { signInBeforeAll, unique } from './helpers'

signInBeforeAll()

// Countries the other contract files never take (they pick from se, no, fi, dk, pl, ...).
const OURS = ['lu', 'mt', 'cy', 'ee']
const created: string[] = []
const manual = { payment_providers: ['manual'], fulfillment_providers: ['manual'] }

async function region(countries: string[]): Promise<Region> {
  const { region: made } = await regions.create({ name: unique('Contract Setup Region'), currency_code: 'eur', tax_rate: 20, countries, ...manual })
  created.push(made.id)
  return made
}

afterAll(async () => {
  for (const id of created) await regions.delete(id).catch(() => undefined)
})

describe('regions', () => {
  it('deleting a region frees its countries for another region (medusajs/admin#371)', async () => {
    const first = await region([OURS[2] ?? ''])
    await regions.delete(first.id)
    const second = await region([OURS[3] ?? ''])
    const { region: moved } = await regions.addCountry(second.id, { country_code: OURS[2] ?? '' })
    expect(moved.countries?.map((c) => c.iso_2).sort()).toEqual([OURS[2], OURS[3]].sort())
    await regions.deleteCountry(second.id, OURS[2] ?? '')
  })

  it("deleting a region keeps its shipping options, and a list that meets one answers 404 (the console's delete takes them first)", async () => {
    const doomed = await region([])
    const { shipping_option: option } = await shippingOptions.create({
      name: unique('Contract Orphan Option'), region_id: doomed.id, provider_id: 'manual', data: { id: 'manual-fulfillment' }, price_type: 'flat_rate', amount: 100,
    })
    try {
      await regions.delete(doomed.id)
      // The mock answers the same (tests/mocks/shipping/shipping.ts): PricingService retrieves each option's region.
      const refused = await shippingOptions.list({ region_id: doomed.id }).then(
        () => undefined,
        (error: unknown) => (isMedusaApiError(error) ? { status: error.status, message: error.message } : error),
      )
      expect(refused).toEqual({ status: 404, message: `Region with ${doomed.id} was not found` })
    } finally {
      // An option of a deleted region can still be deleted: every list of all regions' options works again.
      await shippingOptions.delete(option.id)
    }
    expect((await shippingOptions.list({ region_id: doomed.id })).shipping_options).toEqual([])
  })

  it('GET /{id}/fulfillment-options for the manual provider: an outbound and a return option', async () => {
    const { regions: [any] } = await regions.list({ limit: 1 })
    const { fulfillment_options } = await regions.listFulfillmentOptions(any?.id ?? '')
    expect(fulfillment_options).toEqual([{ provider_id: 'manual', options: [{ id: 'manual-fulfillment' }, { id: 'manual-fulfillment-return', is_return: true }] }])
  })
})

describe('store and currencies', () => {
  it('GET /admin/payment-providers and /tax-providers: the manual provider, no tax plugin', async () => {
    expect(await store.listPaymentProviders()).toEqual({ payment_providers: [{ id: 'manual', is_installed: true }] })
    expect(await store.listTaxProviders()).toEqual({ tax_providers: [] })
  })

  it('GET /admin/currencies?q= finds a currency to add by name', async () => {
    const { currencies: found } = await currencies.list({ q: 'swedish' })
    expect(found.map((c) => c.code)).toContain('sek')
  })
})
