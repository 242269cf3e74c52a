// Batch jobs against a real Medusa 1.20 with @medusajs/file-local and the local event bus: the job
// lifecycle the console follows (and the msw mock imitates), the real order-export CSV, a product
// import through dry run -> confirm; the refusals the mock answers are rows of tests/mocks/batch-jobs/refusals.ts.
import type { BatchJob } from '@medusajs/client-types'
import { describe, expect, it, vi } from 'vitest'
import { NOTIFICATION_FIELDS } from '@/atoms/notifications/keys'
import { apps, batchJobs, notifications, orders, priceLists, products, regions, uploads } from './api'
import { signInBeforeAll, unique } from './helpers'

signInBeforeAll()

const ENDED = ['completed', 'failed', 'canceled']

/** Polls until the job reaches one of `statuses`, recording every status seen. */
function until(id: string, statuses: readonly string[], seen: string[] = []): Promise<BatchJob> {
  // Medusa's own background work, awaited by asking the API for the job's state (no fixed sleep).
  return vi.waitFor(
    async () => {
      const { batch_job } = await batchJobs.retrieve(id)
      if (seen.at(-1) !== batch_job.status) seen.push(batch_job.status)
      if (statuses.includes(batch_job.status) || ENDED.includes(batch_job.status)) return batch_job
      throw new Error(`batch job ${id} is ${batch_job.status}, not yet ${statuses.join('/')}`)
    },
    { timeout: 30_000, interval: 250 },
  )
}

describe('order export', () => {
  it('POST /admin/batch-jobs order-export with a region filter -> 201 created; completes with a ;-separated CSV of that region’s orders', async () => {
    const { orders: some } = await orders.list({ limit: 1 })
    const regionId = some[0]?.region_id ?? ''
    const { count } = await orders.list({ region_id: [regionId], limit: 1 })
    const { batch_job } = await batchJobs.create({ type: 'order-export', context: { filterable_fields: { region_id: [regionId] } }, dry_run: false })
    expect(batch_job).toMatchObject({ type: 'order-export', status: 'created', dry_run: false, result: null })
    expect(batch_job.context?.filterable_fields).toEqual({ region_id: [regionId] })
    const done = await until(batch_job.id, ['completed'])
    expect(done.status).toBe('completed')
    expect([done.pre_processed_at, done.confirmed_at, done.processing_at, done.completed_at].every(Boolean)).toBe(true)
    expect(done.result).toMatchObject({ count, advancement_count: count, progress: 1, file_key: expect.stringMatching(/^exports\/orders\/\d+-order-export-\d+\.csv$/) })
    expect(done.result?.stat_descriptors).toEqual([{ key: 'order-export-count', name: 'Order count to export', message: `There will be ${count} orders exported by this action` }])

    const { download_url } = await uploads.downloadUrl({ file_key: String(done.result?.file_key) })
    expect(download_url).toMatch(/\/uploads\/exports\/orders\/.+\.csv$/)
    const response = await fetch(download_url)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    const lines = (await response.text()).split('\r\n').filter(Boolean)
    expect(lines[0]?.split(';').slice(0, 4)).toEqual(['Order_ID', 'Display_ID', 'Order status', 'Date'])
    expect(lines).toHaveLength(count + 1)
    expect(lines.slice(1).every((line) => line.split(';')[13] === regionId)).toBe(true)
  })

  it('lists the signed-in user’s jobs newest first (default limit 10)', async () => {
    const list = await batchJobs.list({ order: '-created_at' })
    expect(list).toMatchObject({ limit: 10, offset: 0 })
    const newest = list.batch_jobs[0] as BatchJob
    expect(newest.type).toBe('order-export')
  })

})

describe('product import', () => {
  const csv = (suffix: string) =>
    [
      'Product Handle;Product Title;Product Status;Variant Title;Variant SKU;Variant Inventory Quantity;Variant Manage Inventory;Option 1 Name;Option 1 Value;Price EUR',
      ...['mug', 'cap', 'bag'].map((name, i) => `${name}-${suffix};${name} ${suffix};draft;One size;${name.toUpperCase()}-${suffix};5;true;Size;One;${12 + i}.50`),
    ].join('\r\n')

  it('dry run stops at pre_processed with Medusa’s summary; confirm runs it: created → pre_processed → confirmed → processing → completed, prices in minor units', async () => {
    const suffix = unique('imp')
    const { uploads: stored } = await uploads.create([new File([csv(suffix)], 'products.csv', { type: 'text/csv' })])
    const fileKey = stored[0]?.key ?? ''
    const { batch_job } = await batchJobs.create({ type: 'product-import', context: { fileKey }, dry_run: true })
    expect(batch_job.status).toBe('created')
    const seen: string[] = ['created']
    const waiting = await until(batch_job.id, ['pre_processed'], seen)
    expect(waiting.status).toBe('pre_processed')
    expect(waiting.confirmed_at).toBeNull()
    expect(waiting.result).toMatchObject({ count: 6, advancement_count: 0, operations: { PRODUCT_CREATE: 3, PRODUCT_UPDATE: 0, VARIANT_CREATE: 3, VARIANT_UPDATE: 0 } })
    const [stat] = (waiting.result?.stat_descriptors ?? []) as unknown as Array<{ message: string }>
    expect(stat?.message.replace(/\s+/g, ' ')).toBe('There will be 3 products created (0 updated). 3 variants will be created and 0 updated')

    const { batch_job: confirmed } = await batchJobs.confirm(batch_job.id)
    expect(confirmed.status).toBe('confirmed')
    const done = await until(batch_job.id, ['completed'], seen)
    expect(done.status).toBe('completed')
    expect(done.processing_at).toBeTruthy()
    expect(seen[0]).toBe('created')
    const found = await products.list({ q: suffix })
    expect(found.products.map((p) => p.handle).sort()).toEqual([`bag-${suffix}`, `cap-${suffix}`, `mug-${suffix}`])
    const mug = found.products.find((p) => p.handle === `mug-${suffix}`)
    expect(mug?.variants?.[0]?.prices?.find((p) => p.currency_code.toLowerCase() === 'eur')?.amount).toBe(1250)
  })

  it('a new variant without "Variant Inventory Quantity" makes the confirmed job fail on a null column (the console refuses such a file first)', async () => {
    const suffix = unique('noqty')
    const text = `Product Handle;Product Title;Variant Title;Variant SKU;Option 1 Name;Option 1 Value\r\nmug-${suffix};Mug;One;MUG-${suffix};Size;One\r\n`
    const { uploads: stored } = await uploads.create([new File([text], 'noqty.csv', { type: 'text/csv' })])
    const { batch_job } = await batchJobs.create({ type: 'product-import', context: { fileKey: stored[0]?.key }, dry_run: true })
    await until(batch_job.id, ['pre_processed'])
    await batchJobs.confirm(batch_job.id)
    const failed = await until(batch_job.id, ['failed'])
    expect(failed.status).toBe('failed')
    expect(JSON.stringify(failed.result?.errors)).toContain('null value in column \\"inventory_quantity\\" of relation \\"product_variant\\" violates not-null constraint')
  })

  it('a file with an unknown column fails in pre-processing with the parser’s message; cancel of a pre-processed dry run -> canceled', async () => {
    const { uploads: bad } = await uploads.create([new File(['Product Handle;Colour\r\nx;red\r\n'], 'bad.csv', { type: 'text/csv' })])
    const { batch_job: failing } = await batchJobs.create({ type: 'product-import', context: { fileKey: bad[0]?.key }, dry_run: true })
    const failed = await until(failing.id, ['failed'])
    expect(failed.status).toBe('failed')
    // Medusa's parser did not split this two-column header on ';': it names the whole line as the column.
    expect(JSON.stringify(failed.result?.errors)).toMatch(/^\["The csv file parsing failed due to: Unable to treat column .*Colour from the csv file\. No target column found in the provided schema"\]$/)

    const { uploads: good } = await uploads.create([new File([csv(unique('cancel'))], 'products.csv', { type: 'text/csv' })])
    const { batch_job } = await batchJobs.create({ type: 'product-import', context: { fileKey: good[0]?.key }, dry_run: true })
    await until(batch_job.id, ['pre_processed'])
    const { batch_job: canceled } = await batchJobs.cancel(batch_job.id)
    expect(canceled.status).toBe('canceled')
  })
})

describe('notifications and apps on the seeded backend', () => {
  it('GET /admin/notifications with the console’s fields (data included) -> 200; no provider, so none recorded', async () => {
    const list = await notifications.list({ fields: NOTIFICATION_FIELDS, limit: 20, offset: 0, to: 'nobody@example.com' })
    expect(list).toMatchObject({ notifications: [], count: 0, limit: 20, offset: 0 })
  })

  it('GET /admin/apps -> {apps: []}', async () => {
    expect(await apps.list()).toEqual({ apps: [] })
  })
})

describe('price-list import', () => {
  /** Three seeded variants with a SKU, and a region (its name goes in a "Price <region> [CUR]" column). */
  async function fixture() {
    const { products: some } = await products.list({ limit: 10, expand: 'variants' })
    const variants = some.flatMap((p) => p.variants ?? []).filter((v) => v.sku)
    const { regions: all } = await regions.list({ limit: 1 })
    const region = all[0]
    if (variants.length < 3 || !region) throw new Error('the seeded backend needs 3 variants with a SKU and a region')
    return { variants: variants.slice(0, 3), region }
  }

  it('dry run summary counts lines; confirm deletes every price of the list, also of variants not in the file, and adds the file’s (major units × 100)', async () => {
    const { variants, region } = await fixture()
    const [a, b, c] = variants
    if (!a || !b || !c) throw new Error('three variants')
    const { price_list } = await priceLists.create({
      name: unique('Import'),
      description: 'contract',
      type: 'sale',
      prices: [
        { variant_id: a.id, currency_code: 'eur', amount: 111 },
        { variant_id: a.id, currency_code: 'usd', amount: 222 },
        { variant_id: c.id, currency_code: 'eur', amount: 333 },
        { variant_id: 'variant_not_in_file', currency_code: 'eur', amount: 444 },
      ],
    })
    expect(price_list.prices).toHaveLength(4)
    const text = [`SKU;Price EUR;Price ${region.name} [${region.currency_code.toUpperCase()}]`, `${a.sku};12.50;`, `${b.sku};9;10`, `${c.sku};;30.99`].join('\r\n')
    const { uploads: stored } = await uploads.create([new File([text], 'prices.csv', { type: 'text/csv' })])
    const { batch_job } = await batchJobs.create({ type: 'price-list-import', context: { fileKey: stored[0]?.key, price_list_id: price_list.id }, dry_run: true })
    expect(batch_job).toMatchObject({ type: 'price-list-import', status: 'created', dry_run: true })
    const waiting = await until(batch_job.id, ['pre_processed'])
    expect(waiting.status).toBe('pre_processed')
    expect(waiting.result).toMatchObject({ count: 3, advancement_count: 0, operations: { PRICE_LIST_PRICE_CREATE: 3 } })
    expect(waiting.result?.stat_descriptors).toEqual([{ key: 'price-list-import-count', name: 'PriceList to import', message: '3 prices will be added' }])
    // The dry run wrote nothing.
    expect((await priceLists.retrieve(price_list.id)).price_list.prices).toHaveLength(4)

    await batchJobs.confirm(batch_job.id)
    const done = await until(batch_job.id, ['completed'])
    expect(done.status).toBe('completed')
    expect(done.result).toMatchObject({ count: 3, advancement_count: 3 })
    const after = (await priceLists.retrieve(price_list.id)).price_list.prices ?? []
    const shown = after.map((p) => `${p.variant_id === a.id ? 'a' : p.variant_id === b.id ? 'b' : p.variant_id === c.id ? 'c' : p.variant_id} ${p.currency_code} ${p.amount} ${p.region_id ? 'region' : '-'}`).sort()
    const cur = region.currency_code
    expect(shown).toEqual(['a eur 1250 -', 'b eur 900 -', `b ${cur} 1000 region`, `c ${cur} 3099 region`].sort())
  })

  it('an unknown SKU fails the dry run with the variant service’s message; nothing changes', async () => {
    const { price_list } = await priceLists.create({ name: unique('Import fail'), description: 'contract', type: 'sale', prices: [] })
    const dryRun = async (text: string) => {
      const { uploads: stored } = await uploads.create([new File([text], 'prices.csv', { type: 'text/csv' })])
      const { batch_job } = await batchJobs.create({ type: 'price-list-import', context: { fileKey: stored[0]?.key, price_list_id: price_list.id }, dry_run: true })
      return until(batch_job.id, ['pre_processed'])
    }
    // The file as the console rewrites it (Papa.unparse: no line ending after the last line).
    const failed = await dryRun('SKU;Price EUR\r\nNO-SUCH-SKU;10')
    expect(failed.status).toBe('failed')
    expect(JSON.stringify(failed.result?.errors)).toContain('Variant with sku: NO-SUCH-SKU was not found')
    // With a final line ending, Papa's delimiter guess fails on a two-column file: the whole header is
    // one column, which the unanchored /Price [A-Z]{3}/ takes for a price, so no line has a SKU.
    const misread = await dryRun('SKU;Price EUR\r\nNO-SUCH-SKU;10\r\n')
    expect(misread.status).toBe('failed')
    expect(JSON.stringify(misread.result?.errors)).toContain('SKU or ID is required')
    expect((await priceLists.retrieve(price_list.id)).price_list.prices).toEqual([])
  })
})
