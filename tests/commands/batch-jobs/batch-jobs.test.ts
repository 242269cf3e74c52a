import type { BatchJob } from '@medusajs/client-types'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { batchJobs } from '@/api/admin/batch-jobs'
import { createQueryClient } from '@/atoms/core/query'
import { cancelJobAtom, jobsAtom } from '@/atoms/core/jobs'
import { jobProgress } from '@/models/core/jobs'
import { FIRST_DELAY_MS, nextDelay, watchBatchJob } from '@/atoms/batch-jobs/watch'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { checkProductCsv } from '@/commands/batch-jobs/product-csv'
import { outcomeOf } from '@/commands/batch-jobs/run'
import { batchJobEntity } from '@/models/batch-jobs/entity'
import { commandOf, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { batchJobsDb, skipPollWaits } from '../../mocks/batch-jobs/batch-jobs'
import { seedOrders } from '../../mocks/orders/orders'

const mock = withMockDb()
skipPollWaits()
const seen = recordRequests()
const db = () => batchJobsDb(mock.db)

const csv = (text: string, name = 'products.csv') => [new File([text], name, { type: 'text/csv' })]
const HEADER = 'Product Handle;Product Title;Variant Title;Variant SKU;Variant Inventory Quantity;Option 1 Name;Option 1 Value;Price EUR'
const THREE = `${HEADER}\nmug;Mug;One size;MUG-1;5;Size;One;12.50\ncap;Cap;One size;CAP-1;0;Size;One;9\nbag;Bag;One size;BAG-1;2;Size;One;30\n`

const ordersTable = (regionId: string): CommandContext => ({
  ...emptyContext,
  list: { kind: 'order', query: { order: '-created_at', region_id: [regionId] }, count: 0, description: 'one region' },
})

describe('batch-job exports', () => {
  it('exports the orders of the table’s region: the job goes created → confirmed → processing → completed and the file has one line per order', async () => {
    const orders = seedOrders(mock.db).orders
    const regionId = orders[0]?.region_id ?? ''
    const expected = orders.filter((o) => o.region_id === regionId)
    const run = await runCommand('batch-jobs.export-orders', { ctx: ordersTable(regionId) })
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'download', filename: expect.stringMatching(/^orders-\d{4}-\d{2}-\d{2}\.csv$/) } })
    const created = db().batchJobs[0]?.job
    expect(created).toMatchObject({ type: 'order-export', dry_run: false, status: 'completed', context: { filterable_fields: { region_id: [regionId] } } })
    expect(created?.confirmed_at && created.processing_at && created.completed_at).toBeTruthy()
    expect(requestsOf(seen, 'POST', '/admin/uploads/download-url')).toHaveLength(1)
    const url = run.outcome.status === 'done' && run.outcome.result?.type === 'download' ? run.outcome.result.url : ''
    const lines = (await (await fetch(url)).text()).trim().split('\r\n')
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(expected.map((o) => o.id))
  })

  it('polls less and less often and stops at the end, with the server’s counts in the tray', async () => {
    const store = createStore()
    const queryClient = createQueryClient()
    const { batch_job } = await batchJobs.create({ type: 'product-export', context: {}, dry_run: false })
    const delays: number[] = []
    const lines: string[] = []
    const result = await watchBatchJob(
      batch_job,
      {
        title: 'Product export',
        noun: 'products',
        outcome: outcomeOf,
        sleep: async (ms) => {
          delays.push(ms)
          const job = store.get(jobsAtom)[0]
          if (job) lines.push(jobProgress(job))
        },
      },
      { store, queryClient },
    )
    expect(result.job.status).toBe('completed')
    expect(delays).toEqual([FIRST_DELAY_MS, nextDelay(FIRST_DELAY_MS), nextDelay(nextDelay(FIRST_DELAY_MS))])
    expect(delays[2]).toBeGreaterThan(delays[1] ?? 0)
    expect(lines[2]).toMatch(/^Product export \(running\) \d+\/\d+ products$/)
    const polls = requestsOf(seen, 'GET', `/admin/batch-jobs/${batch_job.id}`).length
    expect(polls).toBe(3)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requestsOf(seen, 'GET', `/admin/batch-jobs/${batch_job.id}`)).toHaveLength(polls)
    expect(jobProgress(store.get(jobsAtom)[0] as never)).toBe(`Product export done: ${mock.db.products.length} products`)
    expect(nextDelay(10_000)).toBe(5_000)
  })

  it('stops polling when the tray line is dismissed: the job goes on unwatched', async () => {
    const store = createStore()
    const { batch_job } = await batchJobs.create({ type: 'order-export', context: {}, dry_run: false })
    let waits = 0
    const result = await watchBatchJob(
      batch_job,
      {
        title: 'Order export',
        noun: 'orders',
        outcome: outcomeOf,
        sleep: async () => {
          waits += 1
          const line = store.get(jobsAtom)[0]
          if (waits === 2 && line) store.set(cancelJobAtom, line.id)
        },
      },
      { store, queryClient: createQueryClient() },
    )
    expect(result).toMatchObject({ dismissed: true, job: { status: 'confirmed' } })
    expect(requestsOf(seen, 'GET', `/admin/batch-jobs/${batch_job.id}`)).toHaveLength(1)
  })
})

describe('product export', () => {
  it('exports the products the table’s filter lists (paging and sort dropped) and downloads the file', async () => {
    const ctx: CommandContext = { ...emptyContext, list: { kind: 'product', query: { order: '-created_at', q: 'mug', status: ['draft'], tags: [] }, count: 1, description: 'mug' } }
    const run = await runCommand('batch-jobs.export-products', { ctx })
    expect(db().batchJobs[0]?.job.context).toEqual({ filterable_fields: { q: 'mug', status: ['draft'] } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'download', filename: expect.stringMatching(/^products-.+\.csv$/) } })
  })
})

describe('product import', () => {
  it('refuses a file that is not a CSV and an empty file on the file page, keeping the choice', async () => {
    const wrong = await runCommand('batch-jobs.import-products', { answers: { file: [new File(['x'], 'products.xlsx')] } })
    expect(wrong.outcome).toEqual({ status: 'rejected', arg: 'file', message: 'CSV file takes .csv,text/csv only, not products.xlsx' })
    const empty = csv('', 'empty.csv')
    const blank = await runCommand('batch-jobs.import-products', { answers: { file: empty } })
    expect(blank.outcome).toEqual({ status: 'rejected', arg: 'file', message: 'empty.csv is empty' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('reports refusals by line and column before anything is uploaded', async () => {
    const bad = `${HEADER};Colour\nmug;Mug;One;MUG-1;;Size;One;12,50;red\n;Cap;One;CAP-1;1;Size;One;9;blue\n`
    const run = await runCommand('batch-jobs.import-products', { answers: { file: csv(bad), plan: pick('', 'x') } })
    expect(run.outcome).toMatchObject({ status: 'search-failed', arg: 'plan' })
    const message = run.outcome.status === 'search-failed' ? run.outcome.message : ''
    expect(message).toContain('products.csv was not sent: 4 refused.')
    expect(message).toContain('Line 2, Variant Inventory Quantity: empty: a new variant needs its stock (0 if none)')
    expect(message).toContain('Line 1, Colour: not a column Medusa imports')
    expect(message).toContain('Line 2, Price EUR: “12,50” is not an amount')
    expect(message).toContain('Line 3, Product Handle: empty')
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('imports 3 products: upload, dry run with Medusa’s summary, confirm, then created → pre_processed → confirmed → processing → completed', async () => {
    const run = await runCommand('batch-jobs.import-products', {
      answers: { file: csv(THREE.replace(/;/g, ',')), plan: pick('', 'Import: There will be 3 products created (0 updated). 3 variants will be created and 0 updated') },
    })
    expect(run.confirmations).toEqual(['There will be 3 products created (0 updated). 3 variants will be created and 0 updated Import now?'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'toast', title: 'Product import done: 6 products and variants' } })
    // The comma file went up rewritten with Medusa's `;`.
    expect(db().csvByName['products.csv']?.split('\r\n')[0]).toBe(HEADER)
    const job = db().batchJobs[0]?.job
    expect(job).toMatchObject({ type: 'product-import', dry_run: true, status: 'completed' })
    expect([job?.pre_processed_at, job?.confirmed_at, job?.processing_at, job?.completed_at].every(Boolean)).toBe(true)
    expect(requestsOf(seen, 'POST', /\/confirm$/)).toHaveLength(1)
  })

  it('cancels the dry run when the operator picks Cancel', async () => {
    const run = await runCommand('batch-jobs.import-products', { answers: { file: csv(THREE), plan: pick('', 'Cancel this import') } })
    expect(run.confirmations).toEqual(['Cancel this import? Nothing is written.'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Import canceled' } })
    expect(db().batchJobs[0]?.job.status).toBe('canceled')
  })

  it('offers the decision typed: each option’s record carries confirm or cancel and the dry run’s job, no id to parse', async () => {
    const run = await runCommand('batch-jobs.import-products', { answers: { file: csv(THREE), plan: pick('', 'Cancel this import') } })
    const canceled = db().batchJobs[0]?.job.id ?? ''
    expect(run.args.plan).toBe('cancel')
    expect(requestsOf(seen, 'POST', `/admin/batch-jobs/${canceled}/cancel`)).toHaveLength(1)
    expect(requestsOf(seen, 'POST', /\/confirm$/)).toEqual([])

    const page = commandOf('batch-jobs.import-products').args?.plan
    if (page?.kind !== 'entity') throw new Error('the dry run is a picker page')
    const options = await page.search('', { queryClient: createQueryClient(), ctx: emptyContext, args: { file: csv(THREE) } })
    const jobId = db().batchJobs[1]?.job.id ?? ''
    expect(options.map((option) => [option.id, option.record])).toEqual([
      ['confirm', { id: 'confirm', decision: expect.objectContaining({ action: 'confirm', jobId }) }],
      ['cancel', { id: 'cancel', decision: expect.objectContaining({ action: 'cancel', jobId }) }],
    ])
  })

  it('says why Medusa refused the file in its dry run (a failing job)', async () => {
    const run = await runCommand('batch-jobs.import-products', { answers: { file: csv(THREE, 'will-fail.csv'), plan: pick('', 'x') } })
    expect(run.outcome).toMatchObject({ status: 'search-failed', message: expect.stringContaining('Medusa refused will-fail.csv in its dry run: The csv file parsing failed') })
    expect(db().batchJobs[0]?.job.status).toBe('failed')
  })

  it('checks Medusa’s columns and rewrites the file with `;`', () => {
    const checked = checkProductCsv('Product Handle,Product Title,Variant Inventory Quantity,Variant Allow Backorder\nmug,"Mug, big",2.5,yes\n')
    expect(checked.refusals.map((r) => `${r.line} ${r.column}`)).toEqual(['2 Variant Inventory Quantity', '2 Variant Allow Backorder'])
    expect(checked.text.split('\r\n')[1]).toBe('mug;Mug, big;2.5;yes')
  })
})

describe('jobs area commands', () => {
  const jobOf = (type: string, status: BatchJob['status'], extra: Partial<BatchJob> = {}) => {
    const at = mock.db.now()
    const job = {
      id: mock.db.nextId('batch'), type, status, created_by: mock.db.session?.id ?? null, context: {}, dry_run: false, result: null, pre_processed_at: null, processing_at: null,
      confirmed_at: null, completed_at: status === 'completed' ? at : null, canceled_at: null, failed_at: status === 'failed' ? at : null, created_at: at, updated_at: at, deleted_at: null, ...extra,
    } as BatchJob
    db().batchJobs.push({ job })
    return job
  }
  const focused = (job: BatchJob): CommandContext => ({ ...emptyContext, focus: { kind: 'batch-job', id: job.id, entity: job } })

  it("'Go to jobs' is g j; 'Open job…' picks one by its kind", async () => {
    expect(commandOf('batch-jobs.list')).toMatchObject({ hotkey: 'g j', title: 'Go to jobs' })
    const made = jobOf('order-export', 'completed')
    const run = await runCommand('batch-jobs.open', { answers: { jobId: pick('order', batchJobEntity.label(made)) } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/batch-jobs/${made.id}` } })
  })

  it('confirms a dry run waiting for it and follows it to the end; refuses one that is not waiting', async () => {
    mock.db.files.push({ key: '2-products.csv', url: 'x', name: 'products.csv', type: 'text/csv', size: 10 })
    db().csvByName['products.csv'] = THREE
    const waiting = jobOf('product-import', 'pre_processed', { dry_run: true, context: { fileKey: '2-products.csv' }, result: { count: 6, stat_descriptors: [{ message: 'There will be 3 products created (0  updated).' }] } as unknown as BatchJob['result'] })
    const run = await runCommand('batch-jobs.confirm', { ctx: focused(waiting) })
    expect(run.confirmations).toEqual(['There will be 3 products created (0 updated). Go ahead?'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Product import done: 6 products and variants' } })
    const done = jobOf('order-export', 'completed')
    expect(commandOf('batch-jobs.confirm').when?.(focused(done))).toBe(false)
    expect(commandOf('batch-jobs.confirm').why?.(focused(done))).toBe('This order export is completed: only a dry run waiting for confirmation can be confirmed')
  })

  it('cancels a running job and refuses a completed one, saying why', async () => {
    const waiting = jobOf('product-import', 'pre_processed', { dry_run: true })
    const ok = await runCommand('batch-jobs.cancel', { ctx: focused(waiting) })
    expect(ok.confirmations[0]).toMatch(/^Cancel Product import · .+\? What it already wrote stays\.$/)
    expect(ok.outcome).toMatchObject({ status: 'done', result: { title: 'Product import canceled' } })
    expect(db().batchJobs.find((s) => s.job.id === waiting.id)?.job.status).toBe('canceled')
    const done = jobOf('order-export', 'completed')
    const refused = await runCommand('batch-jobs.cancel', { given: { jobId: done.id } })
    expect(refused.outcome).toMatchObject({ status: 'failed', message: 'This order export is already completed' })
  })

  it('retries a failed import with the same file (a new dry run) and downloads a finished export', async () => {
    mock.db.files.push({ key: '1-products.csv', url: 'x', name: 'products.csv', type: 'text/csv', size: 10 })
    db().csvByName['products.csv'] = THREE
    const failed = jobOf('product-import', 'failed', { context: { fileKey: '1-products.csv' }, dry_run: true })
    const retry = await runCommand('batch-jobs.retry', { ctx: focused(failed) })
    const again = db().batchJobs.at(-1)?.job
    expect(again).toMatchObject({ type: 'product-import', dry_run: true, status: 'pre_processed', context: { fileKey: '1-products.csv' } })
    expect(retry.outcome).toMatchObject({ status: 'done', result: { type: 'open-panel', path: `/a/batch-jobs/${again?.id}` } })

    const finished = jobOf('product-export', 'completed', { result: { file_key: 'exports/products/1-product-export.csv' } })
    const file = await runCommand('batch-jobs.download', { ctx: focused(finished) })
    expect(file.outcome).toMatchObject({ status: 'done', result: { type: 'download', url: 'http://localhost:9000/uploads/exports/products/1-product-export.csv' } })
  })
})
