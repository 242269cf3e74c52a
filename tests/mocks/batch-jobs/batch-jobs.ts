import type { BatchJob, Order } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach } from 'vitest'
import { pollClock } from '@/atoms/batch-jobs/watch'
import type { MockDb } from '../db'
import { admin, BASE, notFound, opt, page, readBody, readQuery, req, sortBy } from '../http'
import { seedOrders } from '../orders/orders'
import { seedPriceLists } from '../price-lists/price-lists'

/**
 * Batch jobs as Medusa 1.20 runs them (routes/admin/batch, services/batch-job.ts, subscribers/batch-job.ts,
 * strategies/batch-jobs/{order,product}), with @medusajs/file-local for the files. The server's event bus
 * moves a job on by itself; here each GET of the job moves it one step, so a test sees every status:
 * created → pre_processed (→ waits there when dry_run) → confirmed → processing → completed. A product
 * import whose file name contains "fail" fails in pre-processing as Medusa's CSV parser does.
 */
/** The client types know two job types and type `result` loosely: the mock keeps what Medusa stores. */
type MockJob = Omit<BatchJob, 'type' | 'result'> & { type: string; result: Record<string, unknown> | null }
type Step = { job: MockJob }
/** The watcher's waits between polls, skipped: each GET moves the mock job on, so no time has to pass. */
export function skipPollWaits(): void {
  const realSleep = pollClock.sleep
  beforeEach(() => {
    pollClock.sleep = async () => {}
  })
  afterEach(() => {
    pollClock.sleep = realSleep
  })
}

export type BatchJobsMockDb = MockDb & { batchJobs: Step[]; csvByName: Record<string, string>; exports: Record<string, string> }

export function batchJobsDb(db: MockDb): BatchJobsMockDb {
  const jobs = db as BatchJobsMockDb
  jobs.batchJobs ??= []
  jobs.csvByName ??= {}
  jobs.exports ??= {}
  return jobs
}

const TYPES = ['order-export', 'product-export', 'product-import', 'price-list-import']
const cannotGet = (path: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot GET ${path}</pre>\n</body>\n</html>\n`
const notAllowed = (message: string): never => {
  throw HttpResponse.json({ type: 'not_allowed', message }, { status: 400 })
}

/** The orders an order export's `filterable_fields` select (what the seeded mock supports). */
function ordersFor(db: MockDb, filters: Record<string, unknown>): Order[] {
  const orders = seedOrders(db).orders
  const oneOf = (value: unknown, wanted: unknown) => wanted === undefined || (Array.isArray(wanted) ? wanted.includes(value) : wanted === value)
  return orders.filter((o) => oneOf(o.region_id, filters.region_id) && oneOf(o.status, filters.status) && oneOf(o.payment_status, filters.payment_status))
}

const HEADER = 'Order_ID;Display_ID;Order status;Date;Customer First name;Customer Last name;Customer Email;Customer ID;Shipping Address 1;Shipping Address 2;Shipping Country Code;Shipping City;Shipping Postal Code;Shipping Region ID;Fulfillment Status;Payment Status;Subtotal;Shipping Total;Discount Total;Gift Card Total;Refunded Total;Tax Total;Total;Currency Code;Sales channel name;Sales channel description'
const orderLine = (o: Order) =>
  [o.id, o.display_id, o.status, new Date(o.created_at).toUTCString(), o.customer?.first_name ?? '', o.customer?.last_name ?? '', o.email, o.customer_id, '', '', '', '', '', o.region_id, o.fulfillment_status, o.payment_status, o.subtotal ?? 0, o.shipping_total ?? 0, o.discount_total ?? 0, o.gift_card_total ?? 0, o.refunded_total ?? 0, o.tax_total ?? 0, o.total ?? 0, o.currency_code, '', ''].join(';')

/** The import plan of a `;` CSV: products by handle (first line each), variants per line. */
function importPlan(csv: string) {
  const [head = '', ...lines] = csv.split(/\r?\n/).filter(Boolean)
  const columns = head.split(';')
  const at = (line: string, name: string) => line.split(';')[columns.indexOf(name)] ?? ''
  const seen = new Set<string>()
  const ops = { PRODUCT_CREATE: 0, VARIANT_CREATE: 0, PRODUCT_UPDATE: 0, VARIANT_UPDATE: 0 }
  for (const line of lines) {
    if (at(line, 'Variant Id')) ops.VARIANT_UPDATE += 1
    else ops.VARIANT_CREATE += 1
    const handle = at(line, 'Product Handle')
    if (seen.has(handle)) continue
    seen.add(handle)
    if (at(line, 'Product Id')) ops.PRODUCT_UPDATE += 1
    else ops.PRODUCT_CREATE += 1
  }
  return ops
}

function advance(db: BatchJobsMockDb, step: Step) {
  const { job } = step
  const at = db.now()
  const filters = (job.context?.filterable_fields ?? {}) as Record<string, unknown>
  if (job.type === 'price-list-import' && advancePriceListImport(db, job)) return
  if (job.status === 'created') {
    if (job.type === 'product-import') {
      const fileKey = String(job.context?.fileKey ?? '')
      const file = db.files.find((f) => f.key === fileKey)
      if (!file || /fail/i.test(file.name)) {
        job.result = { errors: ['The csv file parsing failed due to: Unable to treat column Colour from the csv file. No target column found in the provided schema'] }
        Object.assign(job, { status: 'failed', failed_at: at })
        return
      }
      const ops = importPlan(db.csvByName[file.name] ?? '')
      const count = Object.values(ops).reduce((a, b) => a + b, 0)
      job.result = {
        advancement_count: 0,
        count,
        operations: ops,
        stat_descriptors: [{ key: 'product-import-count', name: 'Products/variants to import', message: `There will be ${ops.PRODUCT_CREATE} products created (${ops.PRODUCT_UPDATE}  updated).\n             ${ops.VARIANT_CREATE} variants will be created and ${ops.VARIANT_UPDATE} updated` }],
      }
    } else {
      const count = job.type === 'order-export' ? ordersFor(db, filters).length : db.products.length
      const noun = job.type === 'order-export' ? 'orders' : 'products'
      job.result = { stat_descriptors: [{ key: `${job.type}-count`, name: 'Count to export', message: `There will be ${count} ${noun} exported by this action` }] }
    }
    Object.assign(job, { status: job.dry_run ? 'pre_processed' : 'confirmed', pre_processed_at: at, confirmed_at: job.dry_run ? null : at })
  } else if (job.status === 'confirmed') {
    const count = job.type === 'order-export' ? ordersFor(db, filters).length : Number(job.result?.count ?? db.products.length)
    job.result = { ...job.result, count, advancement_count: Math.floor(count / 2), progress: 0.5 }
    Object.assign(job, { status: 'processing', processing_at: at })
  } else if (job.status === 'processing') {
    const count = Number(job.result?.count ?? 0)
    if (job.type === 'order-export') {
      const key = `exports/orders/${Date.parse(at)}-order-export-${Date.parse(at)}.csv`
      db.exports[key] = [HEADER, ...ordersFor(db, filters).map(orderLine)].join('\r\n') + '\r\n'
      job.result = { ...job.result, file_key: key, file_size: db.exports[key].length }
    } else if (job.type === 'product-export') {
      const key = `exports/products/${Date.parse(at)}-product-export-${Date.parse(at)}.csv`
      db.exports[key] = ['Product Id;Product Handle;Product Title', ...db.products.map((p) => `${p.id};${p.handle ?? ''};${p.title}`)].join('\r\n') + '\r\n'
      job.result = { ...job.result, file_key: key, file_size: db.exports[key].length }
    }
    job.result = { ...job.result, advancement_count: count, progress: 1 }
    Object.assign(job, { status: 'completed', completed_at: at })
  }
  job.updated_at = at
}

export function batchJobHandlers(mockDb: MockDb) {
  const db = batchJobsDb(mockDb)
  const find = (id: string) => db.batchJobs.find((s) => s.job.id === id) ?? notFound(`Batch job with id ${id} was not found`)
  return [
    // Remembers an uploaded CSV's text by name, then lets the uploads handler store the file (msw goes on to it).
    http.post(`${BASE}/admin/uploads`, async ({ request }) => {
      if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined
      const form = await request.clone().formData()
      for (const entry of form.getAll('files')) if (typeof entry !== 'string' && entry.name.endsWith('.csv')) db.csvByName[entry.name] = await entry.text()
      return undefined
    }),
    http.post(
      `${BASE}/admin/uploads/download-url`,
      admin(db, async ({ request }) => {
        const { file_key } = await readBody<{ file_key: string }>(request, { file_key: req('string') })
        // LocalService.getPresignedDownloadUrl: the URL whether or not the file exists.
        return HttpResponse.json({ download_url: `${BASE}/uploads/${file_key}` })
      }),
    ),
    http.get(`${BASE}/uploads/exports/*`, ({ request }) => {
      const url = new URL(request.url)
      const csv = db.exports[decodeURIComponent(url.pathname.replace(/^\/uploads\//, ''))]
      // A file that is not there falls through the static file server to express's own 404 page.
      if (csv === undefined) return new HttpResponse(cannotGet(url.pathname + url.search), { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
      return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=UTF-8' } })
    }),
    http.post(
      `${BASE}/admin/batch-jobs`,
      admin(db, async ({ request }) => {
        const body = await readBody<{ type: string; context: Record<string, unknown>; dry_run?: boolean }>(request, { type: req('string'), context: req('object'), dry_run: opt('boolean') })
        // strategyResolver.resolveBatchJobByType: an unknown type has no strategy.
        if (!TYPES.includes(body.type)) {
          throw HttpResponse.json({ type: 'not_found', message: `Unable to find a BatchJob strategy with the type ${body.type}` }, { status: 404 })
        }
        if (body.type === 'price-list-import') checkPriceListContext(db, body.context)
        const at = db.now()
        const job = {
          id: db.nextId('batch'), type: body.type, status: 'created', created_by: db.session?.id ?? null, context: body.context, dry_run: body.dry_run ?? false, result: null,
          pre_processed_at: null, processing_at: null, confirmed_at: null, completed_at: null, canceled_at: null, failed_at: null, created_at: at, updated_at: at, deleted_at: null,
        } as MockJob
        db.batchJobs.push({ job })
        return HttpResponse.json({ batch_job: job }, { status: 201 })
      }),
    ),
    http.get(
      `${BASE}/admin/batch-jobs`,
      admin(db, ({ request }) => {
        const query = readQuery(request, { limit: 'int', offset: 'int', order: 'string', expand: 'string', fields: 'string', type: 'stringOrArray', id: 'stringOrArray' })
        const mine = db.batchJobs.map((s) => s.job).filter((j) => j.created_by === db.session?.id && (!query.list('type') || query.list('type')?.includes(j.type)))
        const { items, count, offset, limit } = page(sortBy(mine, query.str('order')), query, 10)
        return HttpResponse.json({ batch_jobs: items, count, offset, limit })
      }),
    ),
    http.get(
      `${BASE}/admin/batch-jobs/:id`,
      admin(db, ({ params }) => {
        const step = find(params.id ?? '')
        advance(db, step)
        return HttpResponse.json({ batch_job: step.job })
      }),
    ),
    http.post(
      `${BASE}/admin/batch-jobs/:id/confirm`,
      admin(db, ({ params }) => {
        const { job } = find(params.id ?? '')
        if (job.status !== 'pre_processed') notAllowed('Cannot confirm processing for a batch job that is not pre processed')
        Object.assign(job, { status: 'confirmed', confirmed_at: db.now() })
        return HttpResponse.json({ batch_job: job })
      }),
    ),
    http.post(
      `${BASE}/admin/batch-jobs/:id/cancel`,
      admin(db, ({ params }) => {
        const { job } = find(params.id ?? '')
        if (job.status === 'completed') notAllowed('Cannot cancel completed batch job')
        // BatchJob.loadStatus: a failed_at outranks canceled_at.
        Object.assign(job, { canceled_at: db.now(), status: job.failed_at ? 'failed' : 'canceled' })
        return HttpResponse.json({ batch_job: job })
      }),
    ),
  ]
}

// ---- price-list-import (strategies/batch-jobs/price-list/import.ts) ----

type PlannedPrice = { variant_id: string; currency_code: string; region_id?: string; amount: number }
const importedPrices = new WeakMap<MockJob, PlannedPrice[]>()

/** prepareBatchJobForProcessing: the list is required and must exist, checked when the job is created. */
function checkPriceListContext(db: BatchJobsMockDb, context: Record<string, unknown>) {
  const id = context.price_list_id
  if (!id) throw HttpResponse.json({ type: 'invalid_data', message: 'Price list id is required' }, { status: 400 })
  if (!seedPriceLists(db).priceLists.some((l) => l.id === id && !l.deleted_at)) notFound(`Price list with id: ${String(id)} was not found`)
}

/**
 * Pre-processing resolves each line's variant (by "Product Variant ID", else "SKU") and its prices
 * ("Price EUR" a currency, "Price Europe [EUR]" a region by name), amounts × 100; the summary says
 * "<lines> prices will be added". Processing deletes every price of the list, then adds the file's.
 */
function planPriceImport(db: BatchJobsMockDb, csv: string): PlannedPrice[] {
  const [head = '', ...lines] = csv.split(/\r?\n/).filter(Boolean)
  const columns = head.split(';')
  const variants = db.products.flatMap((p) => p.variants)
  return lines.flatMap((line) => {
    const cells = line.split(';')
    const id = cells[columns.indexOf('Product Variant ID')] ?? ''
    const sku = cells[columns.indexOf('SKU')] ?? ''
    const variant = id ? variants.find((v) => v.id === id) : variants.find((v) => v.sku === sku)
    if (!variant) throw new Error(id ? `Variant with id: ${id} was not found` : `Variant with sku: ${sku} was not found`)
    return columns.flatMap((column, at): PlannedPrice[] => {
      const value = cells[at] ?? ''
      const region = /^Price (.+) \[([A-Z]{3})\]$/.exec(column)
      const currency = /^Price ([A-Z]{3})$/.exec(column)
      if (!value || (!region && !currency)) return []
      const amount = Math.round(parseFloat(value) * 100)
      if (currency) return [{ variant_id: variant.id, currency_code: (currency[1] ?? '').toLowerCase(), amount }]
      const found = seedPriceLists(db).regions.find((r) => r.name === region?.[1])
      if (!found) throw new Error(`Trying to set a price for a region ${region?.[1]} that doesn't exist`)
      return [{ variant_id: variant.id, currency_code: found.currency_code, region_id: found.id, amount }]
    })
  })
}

/** Moves a price-list import one step; false for the steps the generic path handles (confirm → processing). */
function advancePriceListImport(db: BatchJobsMockDb, job: MockJob): boolean {
  const at = db.now()
  const fileKey = String(job.context?.fileKey ?? '')
  if (job.status === 'created') {
    const file = db.files.find((f) => f.key === fileKey)
    try {
      const csv = db.csvByName[file?.name ?? ''] ?? ''
      const planned = planPriceImport(db, csv)
      importedPrices.set(job, planned)
      const rows = csv.split(/\r?\n/).filter(Boolean).length - 1
      job.result = {
        advancement_count: 0,
        count: rows,
        operations: { PRICE_LIST_PRICE_CREATE: rows },
        stat_descriptors: [{ key: 'price-list-import-count', name: 'PriceList to import', message: `${rows} prices will be added` }],
      }
      Object.assign(job, { status: job.dry_run ? 'pre_processed' : 'confirmed', pre_processed_at: at, confirmed_at: job.dry_run ? null : at })
    } catch (error) {
      job.result = { errors: [error instanceof Error ? error.message : String(error)] }
      Object.assign(job, { status: 'failed', failed_at: at })
    }
    job.updated_at = at
    return true
  }
  if (job.status !== 'processing') return false
  const list = seedPriceLists(db).priceLists.find((l) => l.id === job.context?.price_list_id)
  if (list) {
    list.prices = (importedPrices.get(job) ?? []).map((p) => ({
      id: db.nextId('ma'), currency_code: p.currency_code, amount: p.amount, min_quantity: null, max_quantity: null,
      price_list_id: list.id, variant_id: p.variant_id, region_id: p.region_id ?? null, created_at: at, updated_at: at, deleted_at: null,
    }))
  }
  job.result = { ...job.result, advancement_count: Number(job.result?.count ?? 0), progress: 1 }
  Object.assign(job, { status: 'completed', completed_at: at })
  job.updated_at = at
  return true
}
