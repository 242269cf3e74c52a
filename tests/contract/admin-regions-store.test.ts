// The refusals the regions and store mocks imitate (tests/mocks/regions, tests/mocks/store), pinned
// against a real Medusa 1.20: each call below is answered by the msw mock with the same body.
import type { Region } from '@medusajs/client-types'
import { afterAll, describe, expect, it } from 'vitest'
import { currencies, regions, store } from './api'
import { regionFor, unique, signInBeforeAll } from './helpers'
import { duplicate, invalidData, notFound } from './refusals'

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

describe('regions: refusals the mocks imitate', () => {
  it('a tax rate outside 0–100: 400 invalid_data (the message says "0 and 1")', async () => {
    await invalidData(regions.create({ name: unique('Bad Rate'), currency_code: 'eur', tax_rate: 125, countries: [], ...manual }), 'The tax_rate must be between 0 and 1')
  })

  it('a currency the store lacks: 400 "Invalid currency code"', async () => {
    await invalidData(regions.create({ name: unique('Bad Currency'), currency_code: 'isk', tax_rate: 10, countries: [], ...manual }), 'Invalid currency code')
  })

  it('an unknown provider on create: 400 "Payment provider not found"; added later: 404 naming it', async () => {
    await invalidData(regions.create({ name: unique('Bad Provider'), currency_code: 'eur', tax_rate: 10, countries: [], payment_providers: ['nope'], fulfillment_providers: ['manual'] }), 'Payment provider not found')
    const made = await region([OURS[0] ?? ''])
    await notFound(regions.addPaymentProvider(made.id, { provider_id: 'nope' }), 'Payment provider nope was not found')
    await notFound(regions.addFulfillmentProvider(made.id, { provider_id: 'nope' }), 'Fulfillment provider nope was not found')
  })

  it("a country of another region: 422 duplicate_error naming that region by id, on create and on add; an unknown code: 400", async () => {
    const europe = await regionFor('eur')
    const taken = europe.countries?.[0]
    if (!taken) throw new Error('the seeded EUR region has no countries')
    await duplicate(regions.create({ name: unique('Taken'), currency_code: 'eur', tax_rate: 10, countries: [taken.iso_2], ...manual }), `${taken.display_name} already exists in region ${europe.id}`)
    const made = await region([OURS[1] ?? ''])
    await duplicate(regions.addCountry(made.id, { country_code: taken.iso_2 }), `${taken.display_name} already exists in region ${europe.id}`)
    await invalidData(regions.addCountry(made.id, { country_code: 'zz' }), 'Invalid country code')
  })

  it('deleting a region frees its countries for another region (medusajs/admin#371)', async () => {
    const first = await region([OURS[2] ?? ''])
    await regions.delete(first.id)
    const second = await region([OURS[3] ?? ''])
    const { region: moved } = await regions.addCountry(second.id, { country_code: OURS[2] ?? '' })
    expect(moved.countries?.map((c) => c.iso_2).sort()).toEqual([OURS[2], OURS[3]].sort())
    await regions.deleteCountry(second.id, OURS[2] ?? '')
  })

  it('GET /{id}/fulfillment-options for the manual provider: an outbound and a return option', async () => {
    const { regions: [any] } = await regions.list({ limit: 1 })
    const { fulfillment_options } = await regions.listFulfillmentOptions(any?.id ?? '')
    expect(fulfillment_options).toEqual([{ provider_id: 'manual', options: [{ id: 'manual-fulfillment' }, { id: 'manual-fulfillment-return', is_return: true }] }])
  })
})

describe('store and currencies: refusals the mocks imitate', () => {
  it('adding a currency Medusa does not know: 400; one the store has: 422 "Currency already added"', async () => {
    await invalidData(store.addCurrency('xyz'), 'Currency xyz not found')
    await duplicate(store.addCurrency('eur'), 'Currency already added')
  })

  it('a default currency the store lacks: 400 naming it; a currency list without the default: 400', async () => {
    await invalidData(store.update({ default_currency_code: 'chf' }), 'Store does not have currency: chf')
    const { store: current } = await store.retrieve()
    const others = current.currencies.map((c) => c.code).filter((code) => code !== current.default_currency_code)
    await invalidData(store.update({ currencies: others }), 'You are not allowed to remove default currency from store currencies without replacing it as well')
  })

  it('GET /admin/payment-providers and /tax-providers: the manual provider, no tax plugin', async () => {
    expect(await store.listPaymentProviders()).toEqual({ payment_providers: [{ id: 'manual', is_installed: true }] })
    expect(await store.listTaxProviders()).toEqual({ tax_providers: [] })
  })

  it('POST /admin/currencies/{code} without the tax_inclusive_pricing flag: includes_tax is an unknown property (400)', async () => {
    await invalidData(currencies.update('eur', { includes_tax: true }), 'includes_tax should not exist')
  })

  it('GET /admin/currencies?q= finds a currency to add by name', async () => {
    const { currencies: found } = await currencies.list({ q: 'swedish' })
    expect(found.map((c) => c.code)).toContain('sek')
  })
})
