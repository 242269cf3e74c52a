// Uploads, batch jobs, apps and notifications against a real Medusa 1.20 (file-local, no OAuth apps,
// no notification provider). Their refusals are rows of tests/mocks/{batch-jobs,apps,notifications}/refusals.ts.
import { describe, expect, it, vi } from 'vitest'
import { apps, batchJobs, notifications, uploads } from './api'
import { anyArray, anyString, expectPage, idOf, shape, signInBeforeAll } from './helpers'

signInBeforeAll()

describe('uploads (@medusajs/file-local)', () => {
  it('POST /admin/uploads (multipart "files") -> {uploads: [{url, key}]}; the URL serves the file', async () => {
    const { uploads: saved } = await uploads.create([new File(['contract upload'], 'contract.txt', { type: 'text/plain' })])
    expect(saved).toEqual([{ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:9101\/uploads\/.+contract\.txt$/), key: anyString() }])
    const served = await fetch(saved[0]?.url ?? '')
    expect(await served.text()).toBe('contract upload')
  })

  it('POST /admin/uploads/protected -> {uploads}; POST /download-url -> {download_url}; DELETE -> {id, object: "file", deleted}', async () => {
    const { uploads: saved } = await uploads.createProtected([
      new File(['one'], 'one.txt', { type: 'text/plain' }),
      new File(['two'], 'two.txt', { type: 'text/plain' }),
    ])
    expect(saved).toHaveLength(2)
    const key = saved[0]?.key ?? ''
    expect(await uploads.downloadUrl({ file_key: key })).toEqual({ download_url: expect.stringContaining(key) })
    expect(await uploads.delete({ file_key: key })).toEqual({ id: key, object: 'file', deleted: true })
  })
})

describe('batch jobs', () => {
  /** Medusa's own background work, awaited by asking the API for the job's state (no fixed sleep). */
  const until = (id: string, statuses: string[]) =>
    vi.waitFor(
      async () => {
        const { batch_job } = await batchJobs.retrieve(id)
        if (!statuses.includes(batch_job.status)) throw new Error(`batch job ${id} is ${batch_job.status}, not yet ${statuses.join('/')}`)
        return batch_job
      },
      { timeout: 15_000, interval: 250 },
    )

  it('POST (dry run) -> {batch_job} created; pre-processed; POST /{id}/confirm; completes with a CSV', async () => {
    const { batch_job } = await batchJobs.create({ type: 'product-export', context: {}, dry_run: true })
    expect(batch_job).toEqual(shape({ id: idOf('batch'), type: 'product-export', status: 'created', dry_run: true, created_by: idOf('usr') }))

    const preProcessed = await until(batch_job.id, ['pre_processed', 'failed'])
    expect(preProcessed).toEqual(shape({ status: 'pre_processed', result: shape({ stat_descriptors: anyArray() }) }))

    const { batch_job: confirmed } = await batchJobs.confirm(batch_job.id)
    expect(confirmed).toEqual(shape({ id: batch_job.id, confirmed_at: anyString() }))

    const done = await until(batch_job.id, ['completed', 'failed'])
    expect(done).toEqual(shape({ status: 'completed', result: shape({ file_key: expect.stringMatching(/\.csv$/), count: expect.any(Number) }) }))
    const fileKey = String(done.result?.file_key)
    expect(await uploads.downloadUrl({ file_key: fileKey })).toEqual({ download_url: expect.stringContaining('.csv') })
  })

  it('POST /{id}/cancel -> {batch_job} canceled; GET list with null filters (sent as the text null) -> {batch_jobs, count, offset, limit}', async () => {
    const { batch_job } = await batchJobs.create({ type: 'product-export', context: {}, dry_run: true })
    const { batch_job: canceled } = await batchJobs.cancel(batch_job.id)
    expect(canceled).toEqual(shape({ id: batch_job.id, status: 'canceled', canceled_at: anyString() }))

    const listed = await batchJobs.list({ type: ['product-export'], confirmed_at: null, limit: 100 })
    expectPage(listed, 'batch_jobs', { limit: 100 })
    expect(listed.batch_jobs.map((j) => j.id)).toContain(batch_job.id)
    expect(listed.batch_jobs.every((j) => j.confirmed_at === null)).toBe(true)
  })
})

describe('apps (no OAuth app installed)', () => {
  it('GET /admin/apps -> {apps: []}', async () => {
    expect(await apps.list()).toEqual({ apps: [] })
  })
})

describe('notifications (no notification provider)', () => {
  it('GET /admin/notifications -> {notifications, count, offset, limit}', async () => {
    const res = await notifications.list({ limit: 5, offset: 0 })
    expectPage(res, 'notifications', { limit: 5, offset: 0 })
  })
})
