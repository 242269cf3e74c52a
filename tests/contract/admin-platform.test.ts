// Uploads, batch jobs, apps and notifications against a real Medusa 1.20 (file-local, no OAuth apps,
// no notification provider).
import { describe, expect, it } from 'vitest'
import { apps, batchJobs, notifications, uploads } from './api'
import { anyArray, anyString, expectFailure, expectPage, idOf, shape, signInBeforeAll } from './helpers'

signInBeforeAll()

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

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
  async function until(id: string, statuses: string[]) {
    for (let attempt = 0; attempt < 60; attempt++) {
      const { batch_job } = await batchJobs.retrieve(id)
      if (statuses.includes(batch_job.status)) return batch_job
      await sleep(250)
    }
    throw new Error(`batch job ${id} never reached ${statuses.join('/')}`)
  }

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

  it('POST /admin/batch-jobs/{id}/confirm before pre-processing: 400 not_allowed', async () => {
    const { batch_job } = await batchJobs.create({ type: 'product-export', context: {}, dry_run: true })
    await expectFailure(batchJobs.confirm(batch_job.id), {
      status: 400,
      kind: 'invalid_request',
      type: 'not_allowed',
      message: 'Cannot confirm processing for a batch job that is not pre processed',
    })
    await batchJobs.cancel(batch_job.id)
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

  it('POST /admin/apps/authorizations for an app that is not installed: 404 not_found', async () => {
    await expectFailure(apps.authorize({ application_name: 'contract-app', state: 'state', code: 'code' }), {
      status: 404,
      kind: 'invalid_request',
      type: 'not_found',
      message: 'Oauth application contract-app not found',
    })
  })
})

describe('notifications (no notification provider)', () => {
  it('GET /admin/notifications -> {notifications, count, offset, limit}', async () => {
    const res = await notifications.list({ limit: 5, offset: 0 })
    expectPage(res, 'notifications', { limit: 5, offset: 0 })
  })

  it('POST /admin/notifications/{id}/resend: nothing was ever sent here, so 404 not_found', async () => {
    await expectFailure(notifications.resend('noti_contract', { to: 'someone@contract.test' }), {
      status: 404,
      kind: 'invalid_request',
      type: 'not_found',
      message: 'Notification with id: noti_contract was not found.',
    })
  })
})
