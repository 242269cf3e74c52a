// The mock side of tests/contract/admin-refusals-setup.test.ts: the same requests against msw,
// expecting what Medusa 1.20 answered there (the mocks were corrected to it; REFUSALS-setup.md lists the rows).
import type { Region } from '@medusajs/client-types'
import { beforeEach, describe, expect, it } from 'vitest'
import { apps } from '@/api/admin/apps'
import { batchJobs } from '@/api/admin/batch-jobs'
import { collections } from '@/api/admin/collections'
import { notifications } from '@/api/admin/notifications'
import { priceLists } from '@/api/admin/price-lists'
import { regions } from '@/api/admin/regions'
import { returnReasons } from '@/api/admin/return-reasons'
import { salesChannels } from '@/api/admin/sales-channels'
import { shippingOptions } from '@/api/admin/shipping-options'
import { shippingProfiles } from '@/api/admin/shipping-profiles'
import { store } from '@/api/admin/store'
import { taxRates } from '@/api/admin/tax-rates'
import { isMedusaApiError } from '@/api/client'
import { duplicate, expectRefusal, invalidData, notAllowed, notFound } from '../contract/refusals'
import { BASE } from './http'
import { withMockDb } from './handlers'
import { shippingDb } from './shipping/shipping'

const mock = withMockDb()
const manual = { payment_providers: ['manual'], fulfillment_providers: ['manual'] }
let region: Region
beforeEach(async () => {
  ;({ region } = await regions.create({ name: 'Refusals', currency_code: 'eur', tax_rate: 0, countries: [], ...manual }))
})

async function failure(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => new Error('the call succeeded'),
    (e: unknown) => e,
  )
  if (!isMedusaApiError(error)) throw error
  return error
}

describe('regions', () => {
  it('an unknown region: 404 on every route, DELETE included; an unknown country code is checked first', async () => {
    const message = 'Region with reg_missing was not found'
    await notFound(regions.retrieve('reg_missing'), message)
    await notFound(regions.update('reg_missing', { name: 'x' }), message)
    await notFound(regions.listFulfillmentOptions('reg_missing'), message)
    await notFound(regions.deleteCountry('reg_missing', 'de'), message)
    await notFound(regions.addPaymentProvider('reg_missing', { provider_id: 'manual' }), message)
    await notFound(regions.deleteFulfillmentProvider('reg_missing', 'manual'), message)
    await notFound(regions.delete('reg_missing'), message)
    await invalidData(regions.addCountry('reg_missing', { country_code: 'zz' }), 'Invalid country code')
  })

  it('providers before the currency; a tax provider is refused (none installed)', async () => {
    await invalidData(regions.create({ name: 'a', currency_code: 'eur', tax_rate: 10, countries: [], payment_providers: ['manual'], fulfillment_providers: ['nope'] }), 'Fulfillment provider not found')
    await invalidData(regions.create({ name: 'b', currency_code: 'isk', tax_rate: 10, countries: [], payment_providers: ['nope'], fulfillment_providers: ['manual'] }), 'Payment provider not found')
    await invalidData(regions.update(region.id, { tax_provider_id: 'nope' }), 'Tax provider not found')
  })

  it('the store: a currency list naming an unknown code', async () => {
    const { store: current } = await store.retrieve()
    await invalidData(store.update({ currencies: [current.default_currency_code, 'xyz'] }), 'Currency with code xyz does not exist')
  })
})

describe('shipping options and profiles', () => {
  const flat = (extra: Record<string, unknown> = {}) => ({
    name: 'Option', region_id: region.id, provider_id: 'manual', data: { id: 'manual-fulfillment' }, price_type: 'flat_rate' as const, amount: 500, ...extra,
  })

  it('an unknown option: 404 on GET and POST, deleted on DELETE; on create the price comes before the region', async () => {
    const message = 'Shipping Option with so_missing was not found'
    await notFound(shippingOptions.retrieve('so_missing'), message)
    await notFound(shippingOptions.update('so_missing', { requirements: [] }), message)
    expect(await shippingOptions.delete('so_missing')).toEqual({ id: 'so_missing', object: 'shipping-option', deleted: true })
    await notFound(shippingOptions.create(flat({ region_id: 'reg_missing' })), 'Region with reg_missing was not found')
    await invalidData(shippingOptions.create(flat({ region_id: 'reg_missing', amount: undefined })), 'Shipping options of type `flat_rate` must have an `amount`')
    await notFound(shippingProfiles.retrieve('sp_missing'), 'Profile with id: sp_missing was not found')
    await notFound(shippingProfiles.update('sp_missing', { name: 'x' }), 'Profile with id: sp_missing was not found')
  })

  it('a deleted requirement is refused; one of another option is updated where it is', async () => {
    const { shipping_option: a } = await shippingOptions.create(flat({ requirements: [{ type: 'min_subtotal', amount: 1000 }] }))
    const { shipping_option: b } = await shippingOptions.create(flat({ requirements: [{ type: 'max_subtotal', amount: 9000 }] }))
    const [gone, theirs] = [a.requirements?.[0]?.id ?? '', b.requirements?.[0]?.id ?? '']
    await shippingOptions.update(a.id, { requirements: [] })
    await invalidData(shippingOptions.update(a.id, { requirements: [{ id: gone, type: 'min_subtotal', amount: 100 }] }), `Shipping option requirement with id ${gone} does not exist`)
    const { shipping_option: took } = await shippingOptions.update(a.id, { requirements: [{ id: theirs, type: 'max_subtotal', amount: 8000 }] })
    expect(took.requirements).toEqual([])
    expect((await shippingOptions.retrieve(b.id)).shipping_option.requirements?.map((r) => [r.id, r.amount])).toEqual([[theirs, 8000]])
  })
})

describe('tax rates', () => {
  it('an unknown rate, unknown ids added, an option of another region', async () => {
    const message = 'TaxRate with txr_missing was not found'
    await notFound(taxRates.retrieve('txr_missing'), message)
    await notFound(taxRates.update('txr_missing', { name: 'x' }), message)
    await notFound(taxRates.addProducts('txr_missing', { products: ['prod_1'] }), message)
    await notFound(taxRates.removeProducts('txr_missing', { products: ['prod_1'] }), message)
    await notFound(taxRates.addShippingOptions('txr_missing', { shipping_options: [] }), message)

    const { tax_rate } = await taxRates.create({ region_id: region.id, name: 'Rate', code: 'CTR' })
    await notFound(taxRates.addProducts(tax_rate.id, { products: ['prod_missing'] }), 'Product with id: prod_missing was not found')
    await notFound(taxRates.addProductTypes(tax_rate.id, { product_types: ['ptyp_missing'] }), 'Product type with id: ptyp_missing was not found')
    await notFound(taxRates.addShippingOptions(tax_rate.id, { shipping_options: ['so_missing'] }), 'Shipping Option with so_missing was not found')
    await notFound(taxRates.update(tax_rate.id, { name: 'renamed', product_types: ['ptyp_missing'] }), 'Product type with id: ptyp_missing was not found')
    expect((await taxRates.retrieve(tax_rate.id)).tax_rate.name).toBe('Rate')
    const created = await failure(taxRates.create({ region_id: region.id, name: 'Rate 2', code: 'CTR', products: ['prod_missing'] }))
    expect({ status: created.status, type: created.type, message: created.message }).toEqual({
      status: 404, type: 'not_found', message: expect.stringMatching(/^TaxRate with txr_\w+ was not found$/),
    })

    const db = shippingDb(mock.db)
    const other = db.regions.find((r) => r.currency_code === 'usd')
    const option = db.shippingOptions.find((o) => o.region_id === other?.id)
    if (!other || !option) throw new Error('the seed has an option in usd')
    await notAllowed(
      taxRates.addShippingOptions(tax_rate.id, { shipping_options: [option.id] }),
      `Shipping Option and Tax Rate must belong to the same Region to be associated. Shipping Option with id: ${option.id} belongs to Region with id: ${other.id} and Tax Rate with id: ${tax_rate.id} belongs to Region with id: ${region.id}`,
    )
  })
})

describe('return reasons, collections, sales channels', () => {
  it('an unknown reason: 404 everywhere; an update to a value in use: 422', async () => {
    const message = 'Return Reason with id: rr_missing was not found.'
    await notFound(returnReasons.retrieve('rr_missing'), message)
    await notFound(returnReasons.update('rr_missing', { label: 'x' }), message)
    await notFound(returnReasons.delete('rr_missing'), message)
    await notFound(returnReasons.create({ value: 'orphan', label: 'Orphan', parent_return_reason_id: 'rr_missing' }), message)
    await returnReasons.create({ value: 'taken', label: 'Taken' })
    const { return_reason: second } = await returnReasons.create({ value: 'taken_2', label: 'Other' })
    await duplicate(returnReasons.update(second.id, { value: 'taken' }), 'Return_reason with value taken already exists.')
  })

  it('a non-string collection batch id; unknown products for a channel; an unknown channel on remove', async () => {
    const { collection } = await collections.create({ title: 'Ids' })
    await invalidData(collections.addProducts(collection.id, { product_ids: [1] as unknown as string[] }), 'each value in product_ids must be a string')
    const { sales_channel } = await salesChannels.create({ name: 'Channel' })
    const error = await failure(salesChannels.addProducts(sales_channel.id, { product_ids: [{ id: 'prod_missing' }, { id: 'prod_gone' }] }))
    expect({ status: error.status, type: error.type, data: error.data }).toEqual({
      status: 400,
      type: undefined,
      data: { errors: ['Products prod_missing, prod_gone do not exist'], message: 'Provided request body contains errors. Please check the data and retry the request' },
    })
    await notFound(salesChannels.removeProducts('sc_missing', { product_ids: [{ id: 'prod_missing' }] }), 'Sales channel with id: sc_missing was not found')
  })
})

describe('batch jobs, apps, notifications', () => {
  it('an unknown job, cancel of a completed one, an unknown price list, an export file that is not there', async () => {
    const message = 'Batch job with id batch_missing was not found'
    await notFound(batchJobs.retrieve('batch_missing'), message)
    await notFound(batchJobs.confirm('batch_missing'), message)
    await notFound(batchJobs.cancel('batch_missing'), message)
    const { batch_job } = await batchJobs.create({ type: 'product-export', context: {}, dry_run: false })
    for (let step = 0; step < 3; step += 1) await batchJobs.retrieve(batch_job.id)
    expect((await batchJobs.retrieve(batch_job.id)).batch_job.status).toBe('completed')
    await notAllowed(batchJobs.cancel(batch_job.id), 'Cannot cancel completed batch job')
    await notFound(
      batchJobs.create({ type: 'price-list-import', context: { fileKey: 'x.csv', price_list_id: 'pl_missing' }, dry_run: true }),
      'Price list with id: pl_missing was not found',
    )
    await expectRefusal(priceLists.retrieve('pl_missing'), { status: 404, type: 'not_found', message: 'Price list with id: pl_missing was not found' })
    const path = '/uploads/exports/orders/contract-missing.csv'
    const response = await fetch(`${BASE}${path}`)
    expect({ status: response.status, type: response.headers.get('content-type'), body: await response.text() }).toEqual({
      status: 404,
      type: 'text/html; charset=utf-8',
      body: `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot GET ${path}</pre>\n</body>\n</html>\n`,
    })
  })

  it('an app that is not installed; a notification that was never sent (admin-platform.test.ts)', async () => {
    await notFound(apps.authorize({ application_name: 'contract-app', state: 'state', code: 'code' }), 'Oauth application contract-app not found')
    await notFound(notifications.resend('noti_contract', { to: 'someone@contract.test' }), 'Notification with id: noti_contract was not found.')
  })
})
