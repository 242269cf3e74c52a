// The refusals the setup mocks imitate (tests/mocks/{regions,store,shipping,tax-rates,return-reasons,
// collections,sales-channels,batch-jobs,apps}) that no other contract file pins with status, type and
// message: each call below is one the msw mock answers with the same body (tests/contract/REFUSALS-setup.md).
import type { BatchJob, Region } from '@medusajs/client-types'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { batchJobs, collections, priceLists, regions, returnReasons, salesChannels, shippingOptions, shippingProfiles, store, taxRates } from './api'
import { createProduct } from './fixtures'
import { expectDeleted, failure, regionFor, signInBeforeAll, unique } from './helpers'
import { duplicate, expectRefusal, invalidData, notAllowed, notFound } from './refusals'

signInBeforeAll()

const manual = { payment_providers: ['manual'], fulfillment_providers: ['manual'] }
let region: Region
beforeAll(async () => {
  ;({ region } = await regions.create({ name: unique('Contract Refusals'), currency_code: 'eur', tax_rate: 0, countries: [], ...manual }))
})
afterAll(async () => {
  if (region) await regions.delete(region.id).catch(() => undefined)
})

describe('regions', () => {
  it('an unknown region: 404 "Region with X was not found" on GET, POST, DELETE and the sub-routes', async () => {
    const message = 'Region with reg_missing was not found'
    await notFound(regions.retrieve('reg_missing'), message)
    await notFound(regions.update('reg_missing', { name: 'x' }), message)
    await notFound(regions.listFulfillmentOptions('reg_missing'), message)
    await notFound(regions.deleteCountry('reg_missing', 'de'), message)
    await notFound(regions.addPaymentProvider('reg_missing', { provider_id: 'manual' }), message)
    await notFound(regions.deleteFulfillmentProvider('reg_missing', 'manual'), message)
    await notFound(regions.delete('reg_missing'), message)
  })

  it('adding a country checks the code before the region: an unknown code on an unknown region is 400', async () => {
    await invalidData(regions.addCountry('reg_missing', { country_code: 'zz' }), 'Invalid country code')
  })

  it('an unknown fulfillment provider on create: 400; the providers are checked before the currency', async () => {
    await invalidData(
      regions.create({ name: unique('Bad Fulfillment'), currency_code: 'eur', tax_rate: 10, countries: [], payment_providers: ['manual'], fulfillment_providers: ['nope'] }),
      'Fulfillment provider not found',
    )
    await invalidData(
      regions.create({ name: unique('Bad Both'), currency_code: 'isk', tax_rate: 10, countries: [], payment_providers: ['nope'], fulfillment_providers: ['manual'] }),
      'Payment provider not found',
    )
  })
})

describe('regions: a tax provider', () => {
  it('an unknown tax_provider_id on update: 400 "Tax provider not found" (no tax plugin is installed)', async () => {
    await invalidData(regions.update(region.id, { tax_provider_id: 'nope' }), 'Tax provider not found')
  })
})

describe('store', () => {
  it('a currency list naming an unknown code: 400 "Currency with code X does not exist"', async () => {
    const { store: current } = await store.retrieve()
    await invalidData(store.update({ currencies: [current.default_currency_code, 'xyz'] }), 'Currency with code xyz does not exist')
  })
})

describe('shipping options and profiles', () => {
  const flat = (extra: Record<string, unknown> = {}) => ({
    name: unique('Contract Option'),
    region_id: region.id,
    provider_id: 'manual',
    data: { id: 'manual-fulfillment' },
    price_type: 'flat_rate' as const,
    amount: 500,
    ...extra,
  })

  it('an unknown option: 404 on GET and POST; DELETE answers deleted all the same', async () => {
    const message = 'Shipping Option with so_missing was not found'
    await notFound(shippingOptions.retrieve('so_missing'), message)
    await notFound(shippingOptions.update('so_missing', { requirements: [] }), message)
    expectDeleted(await shippingOptions.delete('so_missing'), 'so_missing', 'shipping-option')
  })

  it('an unknown region on create: 404; the price is checked before the region', async () => {
    await notFound(shippingOptions.create(flat({ region_id: 'reg_missing' })), 'Region with reg_missing was not found')
    await invalidData(shippingOptions.create(flat({ region_id: 'reg_missing', amount: undefined })), 'Shipping options of type `flat_rate` must have an `amount`')
  })

  it('a requirement id is looked up by id alone: a deleted one is refused, one of another option is updated where it is', async () => {
    const { shipping_option: a } = await shippingOptions.create(flat({ requirements: [{ type: 'min_subtotal', amount: 1000 }] }))
    const { shipping_option: b } = await shippingOptions.create(flat({ requirements: [{ type: 'max_subtotal', amount: 9000 }] }))
    const [gone, theirs] = [a.requirements?.[0]?.id ?? '', b.requirements?.[0]?.id ?? '']
    await shippingOptions.update(a.id, { requirements: [] })
    await invalidData(shippingOptions.update(a.id, { requirements: [{ id: gone, type: 'min_subtotal', amount: 100 }] }), `Shipping option requirement with id ${gone} does not exist`)
    const { shipping_option: took } = await shippingOptions.update(a.id, { requirements: [{ id: theirs, type: 'max_subtotal', amount: 8000 }] })
    // Saved with the new amount where it is: the other option keeps it, this one gets none.
    expect.soft(took.requirements).toEqual([])
    expect.soft((await shippingOptions.retrieve(b.id)).shipping_option.requirements?.map((r) => [r.id, r.amount])).toEqual([[theirs, 8000]])
    await shippingOptions.delete(a.id)
    await shippingOptions.delete(b.id)
  })

  it('an unknown profile: 404 "Profile with id: X was not found" on GET and POST', async () => {
    const message = 'Profile with id: sp_missing was not found'
    await notFound(shippingProfiles.retrieve('sp_missing'), message)
    await notFound(shippingProfiles.update('sp_missing', { name: 'x' }), message)
  })
})

describe('tax rates', () => {
  it('an unknown rate: 404 "TaxRate with X was not found" on GET, POST and the batch routes', async () => {
    const message = 'TaxRate with txr_missing was not found'
    const product = await createProduct()
    await notFound(taxRates.retrieve('txr_missing'), message)
    await notFound(taxRates.update('txr_missing', { name: 'x' }), message)
    await notFound(taxRates.addProducts('txr_missing', { products: [product.id] }), message)
    await notFound(taxRates.removeProducts('txr_missing', { products: [product.id] }), message)
    await notFound(taxRates.addShippingOptions('txr_missing', { shipping_options: [] }), message)
  })

  it("adding an unknown product, type or option: the missing record's 404 (the join table's foreign key fails)", async () => {
    const { tax_rate } = await taxRates.create({ region_id: region.id, name: unique('Contract Rate'), code: 'CTR' })
    await notFound(taxRates.addProducts(tax_rate.id, { products: ['prod_missing'] }), 'Product with id: prod_missing was not found')
    await notFound(taxRates.addProductTypes(tax_rate.id, { product_types: ['ptyp_missing'] }), 'Product type with id: ptyp_missing was not found')
    await notFound(taxRates.addShippingOptions(tax_rate.id, { shipping_options: ['so_missing'] }), 'Shipping Option with so_missing was not found')
    await notFound(taxRates.update(tax_rate.id, { name: 'renamed', product_types: ['ptyp_missing'] }), 'Product type with id: ptyp_missing was not found')
    expect.soft((await taxRates.retrieve(tax_rate.id)).tax_rate.name).not.toBe('renamed')
    // On create the look-up runs after the rollback: the new rate is what is missing.
    const created = await failure(taxRates.create({ region_id: region.id, name: unique('Contract Rate'), code: 'CTR', products: ['prod_missing'] }))
    expect.soft({ status: created.status, type: created.type, message: created.message }).toEqual({
      status: 404,
      type: 'not_found',
      message: expect.stringMatching(/^TaxRate with txr_\w+ was not found$/),
    })
    await taxRates.delete(tax_rate.id)
  })

  it("a shipping option of another region: 400 not_allowed naming both regions by id", async () => {
    const other = await regionFor('usd')
    const { shipping_options } = await shippingOptions.list({ region_id: other.id })
    const option = shipping_options[0]
    if (!option) throw new Error('the seed has options in usd')
    const { tax_rate } = await taxRates.create({ region_id: region.id, name: unique('Contract Rate'), code: 'CTR' })
    await notAllowed(
      taxRates.addShippingOptions(tax_rate.id, { shipping_options: [option.id] }),
      `Shipping Option and Tax Rate must belong to the same Region to be associated. Shipping Option with id: ${option.id} belongs to Region with id: ${other.id} and Tax Rate with id: ${tax_rate.id} belongs to Region with id: ${region.id}`,
    )
    await taxRates.delete(tax_rate.id)
  })
})

describe('return reasons', () => {
  it('an unknown reason: 404 on GET, POST, DELETE and as a parent', async () => {
    const message = 'Return Reason with id: rr_missing was not found.'
    await notFound(returnReasons.retrieve('rr_missing'), message)
    await notFound(returnReasons.update('rr_missing', { label: 'x' }), message)
    await notFound(returnReasons.delete('rr_missing'), message)
    await notFound(returnReasons.create({ value: unique('contract_orphan').replace(/\W/g, '_'), label: 'Orphan', parent_return_reason_id: 'rr_missing' }), message)
  })

  it('an update to a value in use: 422 duplicate_error', async () => {
    const value = unique('contract_taken').replace(/\W/g, '_')
    const { return_reason: first } = await returnReasons.create({ value, label: 'Taken' })
    const { return_reason: second } = await returnReasons.create({ value: `${value}_2`, label: 'Other' })
    await duplicate(returnReasons.update(second.id, { value }), `Return_reason with value ${value} already exists.`)
    await returnReasons.delete(second.id)
    await returnReasons.delete(first.id)
  })
})

describe('collections and sales channels', () => {
  it('a collection batch with a non-string id: 400 "each value in product_ids must be a string"', async () => {
    const { collection } = await collections.create({ title: unique('Contract Ids') })
    await invalidData(collections.addProducts(collection.id, { product_ids: [1] as unknown as string[] }), 'each value in product_ids must be a string')
    await collections.delete(collection.id)
  })

  it('unknown products added to a channel: the middleware errors list names them', async () => {
    const { sales_channel } = await salesChannels.create({ name: unique('Contract Channel') })
    const error = await failure(salesChannels.addProducts(sales_channel.id, { product_ids: [{ id: 'prod_missing' }, { id: 'prod_gone' }] }))
    expect.soft({ status: error.status, type: error.type, data: error.data }).toEqual({
      status: 400,
      type: undefined,
      data: { errors: ['Products prod_missing, prod_gone do not exist'], message: 'Provided request body contains errors. Please check the data and retry the request' },
    })
    await salesChannels.delete(sales_channel.id)
  })

  it('removing products from an unknown channel: 404 "Sales channel with id: X was not found"', async () => {
    await notFound(salesChannels.removeProducts('sc_missing', { product_ids: [{ id: 'prod_missing' }] }), 'Sales channel with id: sc_missing was not found')
  })
})

describe('batch jobs', () => {
  async function until(id: string, status: string): Promise<BatchJob> {
    for (let i = 0; i < 120; i += 1) {
      const { batch_job } = await batchJobs.retrieve(id)
      if (batch_job.status === status || ['completed', 'failed', 'canceled'].includes(batch_job.status)) return batch_job
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`batch job ${id} did not reach ${status}`)
  }

  it('an unknown job: 404 "Batch job with id X was not found" on GET, confirm and cancel', async () => {
    const message = 'Batch job with id batch_missing was not found'
    await notFound(batchJobs.retrieve('batch_missing'), message)
    await notFound(batchJobs.confirm('batch_missing'), message)
    await notFound(batchJobs.cancel('batch_missing'), message)
  })

  it('cancel of a completed job: 400 not_allowed "Cannot cancel completed batch job"', async () => {
    const { batch_job } = await batchJobs.create({ type: 'product-export', context: {}, dry_run: false })
    const done = await until(batch_job.id, 'completed')
    expect(done.status).toBe('completed')
    await notAllowed(batchJobs.cancel(done.id), 'Cannot cancel completed batch job')
  })

  it('a price-list import of an unknown list: 404 naming it', async () => {
    await notFound(
      batchJobs.create({ type: 'price-list-import', context: { fileKey: 'x.csv', price_list_id: 'pl_missing' }, dry_run: true }),
      'Price list with id: pl_missing was not found',
    )
    // The list look-up is the price list service's own (the same words as GET /admin/price-lists/{id}).
    await expectRefusal(priceLists.retrieve('pl_missing'), { status: 404, type: 'not_found', message: 'Price list with id: pl_missing was not found' })
  })

  it("an export file that is not there: express's own 404 page", async () => {
    const path = '/uploads/exports/orders/contract-missing.csv'
    const response = await fetch(`${inject('contractBaseUrl')}${path}`)
    expect.soft({ status: response.status, type: response.headers.get('content-type'), body: await response.text() }).toEqual({
      status: 404,
      type: 'text/html; charset=utf-8',
      body: `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot GET ${path}</pre>\n</body>\n</html>\n`,
    })
  })
})
