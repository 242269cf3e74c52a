// Store, currencies, regions, tax rates and return reasons against a real Medusa 1.20.
import { describe, expect, it } from 'vitest'
import { currencies, regions, returnReasons, store, taxRates } from './api'
import { createProduct } from './fixtures'
import {
  anyArray,
  anyString,
  expectDeleted,
  expectFailure,
  expectNoRoute,
  expectPage,
  idOf,
  regionFor,
  shape,
  shippingOptionFor,
  unique,
  signInBeforeAll,
} from './helpers'

signInBeforeAll()

/** Countries no region has yet (a country belongs to one region at most). */
async function freeCountries(count: number): Promise<string[]> {
  const { regions: all } = await regions.list({ limit: 200 })
  const taken = new Set(all.flatMap((r) => (r.countries ?? []).map((c) => c.iso_2)))
  const free = ['se', 'no', 'fi', 'dk', 'pl', 'pt', 'at', 'ch', 'ie', 'cz', 'hu', 'gr', 'ro', 'jp', 'au', 'nz'].filter((c) => !taken.has(c))
  if (free.length < count) throw new Error('not enough countries left for a test region')
  return free.slice(0, count)
}

describe('store', () => {
  it('GET /admin/store -> {store} with currencies, default channel and feature flags', async () => {
    const { store: current } = await store.retrieve()
    expect(current).toEqual(
      shape({ id: idOf('store'), name: anyString(), default_currency_code: anyString(), currencies: anyArray(), default_sales_channel_id: idOf('sc') }),
    )
    expect(current.feature_flags).toEqual(expect.arrayContaining([{ key: 'tax_inclusive_pricing', value: false }]))
    expect(current.currencies.map((c) => c.code)).toEqual(expect.arrayContaining(['eur', 'usd', 'gbp']))
  })

  it('POST /admin/store -> {store} with the change', async () => {
    const { store: before } = await store.retrieve()
    const { store: updated } = await store.update({ swap_link_template: 'https://shop.test/swap/{cart_id}' })
    expect(updated).toEqual(shape({ id: before.id, swap_link_template: 'https://shop.test/swap/{cart_id}' }))
    await store.update({ swap_link_template: before.swap_link_template ?? undefined })
  })

  it('POST /admin/store/currencies/{code} adds a currency, DELETE removes it', async () => {
    const { store: added } = await store.addCurrency('jpy')
    expect(added.currencies?.map((c) => c.code)).toContain('jpy')
    const { store: removed } = await store.deleteCurrency('jpy')
    expect(removed).toEqual(shape({ id: added.id, currencies: anyArray() }))
    expect(removed.currencies?.map((c) => c.code)).not.toContain('jpy')
  })

  it('POST /admin/store/{code} (listed in SPEC §7, medusa-js path) is not served by Medusa 1.20: 404 HTML page', async () => {
    await expectNoRoute(store.addCurrencyMedusaJs('jpy'))
    const { store: current } = await store.retrieve()
    expect(current.currencies.map((c) => c.code)).not.toContain('jpy')
  })

  it('GET /admin/store/payment-providers -> {payment_providers} with manual installed', async () => {
    const { payment_providers } = await store.listPaymentProviders()
    expect(payment_providers).toEqual(expect.arrayContaining([{ id: 'manual', is_installed: true }]))
  })

  it('GET /admin/store/tax-providers -> {tax_providers: []} (no tax plugin installed)', async () => {
    const res = await store.listTaxProviders()
    expect(res).toEqual({ tax_providers: expect.any(Array) })
  })
})

describe('currencies', () => {
  it('GET /admin/currencies -> {currencies, count, offset, limit}', async () => {
    const res = await currencies.list({ code: 'eur' })
    expectPage(res, 'currencies')
    expect(res.currencies).toEqual([shape({ code: 'eur', symbol: anyString(), symbol_native: anyString(), name: anyString() })])
  })
})

describe('regions', () => {
  it('POST, GET list, GET, POST update, DELETE /admin/regions; /countries, /fulfillment-providers, /payment-providers POST and DELETE, GET /fulfillment-options', async () => {
    const [first = '', second = ''] = await freeCountries(2)
    const name = unique('Contract Region')
    const { region } = await regions.create({
      name,
      currency_code: 'eur',
      tax_rate: 0,
      countries: [first],
      payment_providers: ['manual'],
      fulfillment_providers: ['manual'],
    })
    expect(region).toEqual(shape({ id: idOf('reg'), name, currency_code: 'eur', countries: anyArray(), tax_rate: 0 }))

    const listed = await regions.list({ limit: 100 })
    expectPage(listed, 'regions')
    expect(listed.regions.map((r) => r.id)).toContain(region.id)

    const { region: fetched } = await regions.retrieve(region.id)
    expect(fetched).toEqual(shape({ id: region.id, payment_providers: [shape({ id: 'manual' })], fulfillment_providers: [shape({ id: 'manual' })] }))

    const { region: renamed } = await regions.update(region.id, { name: `${name} (renamed)` })
    expect(renamed.name).toBe(`${name} (renamed)`)

    const { region: withCountry } = await regions.addCountry(region.id, { country_code: second })
    expect(withCountry.countries?.map((c) => c.iso_2).sort()).toEqual([first, second].sort())
    const { region: withoutCountry } = await regions.deleteCountry(region.id, second)
    expect(withoutCountry.countries?.map((c) => c.iso_2)).toEqual([first])

    const { fulfillment_options } = await regions.listFulfillmentOptions(region.id)
    expect(fulfillment_options).toEqual([{ provider_id: 'manual', options: expect.arrayContaining([{ id: 'manual-fulfillment' }]) }])

    const { region: noFulfillment } = await regions.deleteFulfillmentProvider(region.id, 'manual')
    expect(noFulfillment.fulfillment_providers).toEqual([])
    const { region: fulfillmentBack } = await regions.addFulfillmentProvider(region.id, { provider_id: 'manual' })
    expect(fulfillmentBack.fulfillment_providers).toEqual([shape({ id: 'manual' })])

    const { region: noPayment } = await regions.deletePaymentProvider(region.id, 'manual')
    expect(noPayment.payment_providers).toEqual([])
    const { region: paymentBack } = await regions.addPaymentProvider(region.id, { provider_id: 'manual' })
    expect(paymentBack.payment_providers).toEqual([shape({ id: 'manual' })])

    expectDeleted(await regions.delete(region.id), region.id, 'region')
    await expectFailure(regions.retrieve(region.id), { status: 404, kind: 'invalid_request', type: 'not_found' })
  })
})

describe('tax rates', () => {
  it('POST, GET list, GET, POST update, DELETE /admin/tax-rates; /products, /product-types, /shipping-options batch POST and DELETE -> {tax_rate}', async () => {
    const region = await regionFor('eur')
    const product = await createProduct({ type: unique('Contract Type') })
    const typeId = product.type_id
    if (!typeId) throw new Error('the product has no type')
    const option = await shippingOptionFor(region.id)
    const code = unique('CT')

    const { tax_rate } = await taxRates.create({ code, name: 'Contract rate', region_id: region.id, rate: 5 })
    expect(tax_rate).toEqual(shape({ id: idOf('txr'), code, name: 'Contract rate', region_id: region.id, rate: 5 }))

    const listed = await taxRates.list({ region_id: region.id, limit: 100 })
    expectPage(listed, 'tax_rates')
    expect(listed.tax_rates.map((r) => r.id)).toContain(tax_rate.id)

    const { tax_rate: fetched } = await taxRates.retrieve(tax_rate.id, { expand: ['products', 'product_types', 'shipping_options'] })
    expect(fetched).toEqual(shape({ id: tax_rate.id, products: [], product_types: [], shipping_options: [] }))

    const { tax_rate: updated } = await taxRates.update(tax_rate.id, { rate: 7.5 })
    expect(updated.rate).toBe(7.5)

    const expand = { expand: ['products', 'product_types', 'shipping_options'] }
    const withProduct = await taxRates.addProducts(tax_rate.id, { products: [product.id] }, expand)
    expect(withProduct.tax_rate.products?.map((p) => p.id)).toEqual([product.id])
    const withoutProduct = await taxRates.removeProducts(tax_rate.id, { products: [product.id] })
    expect(withoutProduct.tax_rate).toEqual(shape({ id: tax_rate.id }))

    const withType = await taxRates.addProductTypes(tax_rate.id, { product_types: [typeId] }, expand)
    expect(withType.tax_rate.product_types?.map((t) => t.id)).toEqual([typeId])
    const withoutType = await taxRates.removeProductTypes(tax_rate.id, { product_types: [typeId] })
    expect(withoutType.tax_rate).toEqual(shape({ id: tax_rate.id }))

    const withOption = await taxRates.addShippingOptions(tax_rate.id, { shipping_options: [option.id] }, expand)
    expect(withOption.tax_rate.shipping_options?.map((o) => o.id)).toEqual([option.id])
    const withoutOption = await taxRates.removeShippingOptions(tax_rate.id, { shipping_options: [option.id] })
    expect(withoutOption.tax_rate).toEqual(shape({ id: tax_rate.id }))

    const { tax_rate: emptied } = await taxRates.retrieve(tax_rate.id, expand)
    expect(emptied).toEqual(shape({ products: [], product_types: [], shipping_options: [] }))

    expectDeleted(await taxRates.delete(tax_rate.id), tax_rate.id, 'tax-rate')
  })
})

describe('return reasons', () => {
  it('POST, GET list, GET, POST update, DELETE /admin/return-reasons', async () => {
    const value = unique('contract_reason')
    const { return_reason } = await returnReasons.create({ value, label: 'Contract reason', description: 'made by a test' })
    expect(return_reason).toEqual(shape({ id: idOf('rr'), value, label: 'Contract reason', description: 'made by a test' }))

    const { return_reasons } = await returnReasons.list()
    expect(return_reasons).toEqual(expect.arrayContaining([shape({ id: return_reason.id, value })]))

    const { return_reason: fetched } = await returnReasons.retrieve(return_reason.id)
    expect(fetched).toEqual(shape({ id: return_reason.id, value, label: 'Contract reason' }))

    const { return_reason: updated } = await returnReasons.update(return_reason.id, { label: 'Renamed reason' })
    expect(updated).toEqual(shape({ id: return_reason.id, label: 'Renamed reason' }))

    expectDeleted(await returnReasons.delete(return_reason.id), return_reason.id, 'return_reason')
    const after = await returnReasons.list()
    expect(after.return_reasons.map((r) => r.id)).not.toContain(return_reason.id)
  })
})
