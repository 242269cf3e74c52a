import type { Discount } from '@medusajs/client-types'
import { getDefaultStore } from 'jotai'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { findJob, jobsAtom, LATEST, type Job } from '@/atoms/core/jobs'
import { CODE_ALPHABET, importPreviewsAtom, randomCode } from '@/atoms/discounts/codes'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { commandOf, pick, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import type { DiscountsMockDb } from '../../mocks/discounts/discounts'

const mock = withMockDb()
const db = () => mock.db as DiscountsMockDb
const byCode = (code: string) => db().discounts.find((d) => d.code === code && !d.deleted_at)
const childrenOf = (id: string) => db().discounts.filter((d) => d.parent_discount_id === id && !d.deleted_at)

function onDiscount(code: string): CommandContext {
  const d = byCode(code)
  if (!d) throw new Error(`no discount ${code}`)
  return { ...emptyContext, focus: { kind: 'discount', id: d.id, entity: { ...d, regions: [] } as unknown as Discount } }
}

/** The job the last command started, once it has ended (jobs live in jotai's default store here). */
async function ended(owner: string): Promise<Job> {
  const newest = findJob(getDefaultStore(), { kind: 'dynamic-codes', owner, id: LATEST })
  if (!newest) throw new Error('no job started')
  for (let i = 0; i < 300; i += 1) {
    const job = findJob(getDefaultStore(), { kind: 'dynamic-codes', owner, id: newest.id, ended: true })
    if (job) return job
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('the job did not end')
}

// A job outlives its test's msw db: each test starts once every earlier job has ended.
beforeEach(async () => {
  for (let i = 0; i < 300 && getDefaultStore().get(jobsAtom).some((job) => job.state === 'running'); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
})

describe('random codes', () => {
  it('are PREFIX-XXXXXX of unambiguous characters', () => {
    const code = randomCode('spring')
    expect(code).toMatch(/^SPRING-[A-Z0-9]{6}$/)
    for (const ch of code.slice(7)) expect(CODE_ALPHABET).toContain(ch)
    expect(CODE_ALPHABET).not.toMatch(/[01IOL]/)
  })
})

describe('discounts.create-code', () => {
  it('creates one code of the focused dynamic discount, with its own usage limit', async () => {
    const vip = byCode('VIP')
    const run = await runCommand('discounts.create-code', { ctx: onDiscount('VIP'), answers: { code: 'vip-zoe', usageLimit: '3' } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Code VIP-ZOE created', message: 'Usable 3 time(s)' } })
    // Medusa copies the parent's limit onto the child; the command sets the asked one after.
    expect(byCode('VIP-ZOE')).toMatchObject({ parent_discount_id: vip?.id, usage_limit: 3, is_dynamic: true })
  })

  it('is not offered on a plain discount, and says why', () => {
    const command = commandOf('discounts.create-code')
    expect(command.when?.(onDiscount('WELCOME10'))).toBe(false)
    expect(command.why?.(onDiscount('WELCOME10'))).toBe('WELCOME10 is not dynamic: only a dynamic discount has codes')
  })

  it('tells a taken code with the server’s message and keeps what was typed', async () => {
    const run = await runCommand('discounts.create-code', { ctx: onDiscount('VIP'), answers: { code: 'WELCOME10', usageLimit: '' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Discount with code WELCOME10 already exists.' })
    expect(run.args).toMatchObject({ code: 'WELCOME10' })
  })

  it('refuses a code with a space before sending', async () => {
    const run = await runCommand('discounts.create-code', { ctx: onDiscount('VIP'), answers: { code: 'VIP ZOE' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'code', message: 'A code holds letters, digits, - and _ only' })
  })
})

describe('discounts.generate-codes and discounts.download-codes', () => {
  it('creates N codes in the background, then downloads them as CSV', async () => {
    const vip = byCode('VIP')
    const run = await runCommand('discounts.generate-codes', { ctx: onDiscount('VIP'), answers: { prefix: 'spring', count: '12', usageLimit: '' } })
    expect(run.confirmations).toEqual(['Create 12 codes SPRING-XXXXXX for VIP?'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/discounts/${vip?.id}` } })
    const job = await ended(vip?.id ?? '')
    expect(job).toMatchObject({ state: 'done', total: 12, failed: [] })
    const made = childrenOf(vip?.id ?? '').filter((d) => d.code.startsWith('SPRING-'))
    expect(made).toHaveLength(12)
    expect(job.created.map((r) => r.code).sort()).toEqual(made.map((d) => d.code).sort())

    const download = await runCommand('discounts.download-codes', { ctx: onDiscount('VIP') })
    expect(download.outcome).toMatchObject({ status: 'done', result: { type: 'download', filename: 'vip-codes.csv' } })
  })

  it('retries a code whose answer was lost without making it twice', async () => {
    const vip = byCode('VIP')
    let lost = 0
    // The first request lands, but its answer is a 502: the retry then meets its own code (422).
    server.use(
      http.post(`${BASE}/admin/discounts/:id/dynamic-codes`, async ({ request }) => {
        if (lost > 0) return undefined
        lost += 1
        const body = (await request.clone().json()) as { code: string }
        await fetch(new Request(request.url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }))
        return HttpResponse.json({ message: 'Bad gateway' }, { status: 502 })
      }),
    )
    await runCommand('discounts.generate-codes', { ctx: onDiscount('VIP'), answers: { prefix: 'once', count: '3', usageLimit: '' } })
    const job = await ended(vip?.id ?? '')
    expect(job).toMatchObject({ state: 'done', failed: [] })
    expect(job.created).toHaveLength(3)
    expect(childrenOf(vip?.id ?? '').filter((d) => d.code.startsWith('ONCE-'))).toHaveLength(3)
  })

  it('reports a code the server keeps refusing as failed', async () => {
    const vip = byCode('VIP')
    server.use(http.post(`${BASE}/admin/discounts/:id/dynamic-codes`, () => HttpResponse.json({ type: 'not_allowed', message: 'Discount must be set to dynamic' }, { status: 400 })))
    await runCommand('discounts.generate-codes', { ctx: onDiscount('VIP'), answers: { prefix: '', count: '2', usageLimit: '' } })
    const job = await ended(vip?.id ?? '')
    expect(job.created).toHaveLength(0)
    expect(job.failed.map((f) => f.message)).toEqual(['Discount must be set to dynamic', 'Discount must be set to dynamic'])
    const download = await runCommand('discounts.download-codes', { ctx: onDiscount('VIP') })
    expect(download.outcome).toMatchObject({ status: 'failed', message: 'That run created no code' })
  })
})

describe('discounts.import-codes and discounts.start-import', () => {
  const csv = (text: string) => [new File([text], 'codes.csv', { type: 'text/csv' })]

  it('previews new / existing / invalid lines before sending, then creates the new ones', async () => {
    const vip = byCode('VIP')
    const file = csv('code,usage_limit\nimp-one,2\nWELCOME10,\nbad code,\nimp-two,\nimp-one,\nimp-three,0\n')
    const run = await runCommand('discounts.import-codes', { ctx: onDiscount('VIP'), answers: { file } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/discounts/${vip?.id}` } })
    const preview = getDefaultStore().get(importPreviewsAtom)[vip?.id ?? '']
    expect(preview?.rows.map((r) => [r.line, r.code, r.status, r.reason])).toEqual([
      [2, 'IMP-ONE', 'new', undefined],
      [3, 'WELCOME10', 'exists', 'Already exists'],
      [4, 'BAD CODE', 'invalid', 'A code holds letters, digits, - and _ only'],
      [5, 'IMP-TWO', 'new', undefined],
      [6, 'IMP-ONE', 'invalid', 'Repeats an earlier line'],
      [7, 'IMP-THREE', 'invalid', 'usage_limit "0" is not a whole number above 0'],
    ])
    expect(byCode('IMP-ONE')).toBeUndefined()

    const start = await runCommand('discounts.start-import', { ctx: onDiscount('VIP') })
    expect(start.outcome).toMatchObject({ status: 'done', result: { title: 'Creating 2 codes' } })
    const job = await ended(vip?.id ?? '')
    expect(job).toMatchObject({ total: 2, failed: [] })
    expect(byCode('IMP-ONE')).toMatchObject({ usage_limit: 2, parent_discount_id: vip?.id })
    expect(byCode('IMP-TWO')).toBeDefined()
  })

  it('refuses a CSV without a code column', async () => {
    const run = await runCommand('discounts.import-codes', { ctx: onDiscount('VIP'), answers: { file: csv('name\nx\n') } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'The CSV needs a "code" column (found: name)' })
  })

  it('discards a preview, and then has nothing to start', async () => {
    await runCommand('discounts.import-codes', { ctx: onDiscount('VIP'), answers: { file: csv('code\nnew-one\n') } })
    await runCommand('discounts.discard-import', { ctx: onDiscount('VIP') })
    const start = await runCommand('discounts.start-import', { ctx: onDiscount('VIP') })
    expect(start.outcome).toMatchObject({ status: 'failed', message: 'Nothing previewed for this discount: import a CSV first' })
  })
})

describe('discounts.delete-codes and discounts.cancel-codes', () => {
  it('picks codes of the discount, confirms naming them, deletes them', async () => {
    const vip = byCode('VIP')
    const run = await runCommand('discounts.delete-codes', { ctx: onDiscount('VIP'), answers: { codes: pick('vip', 'VIP-ANNA', 'VIP-BEN') } })
    expect(new Map(run.offered.codes?.map((o) => [o.label, o.hint]))).toEqual(new Map([['VIP-ANNA', 'used 0 of 1'], ['VIP-BEN', 'used 0 of 1']]))
    expect(run.confirmations).toEqual(['Delete 2 codes of VIP: VIP-ANNA, VIP-BEN?'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Deleted 2 of 2 codes' } })
    expect(childrenOf(vip?.id ?? '')).toHaveLength(0)
  })

  it('fails when no code could be deleted', async () => {
    server.use(http.delete(`${BASE}/admin/discounts/:id/dynamic-codes/:code`, () => HttpResponse.json({ type: 'not_found', message: 'Discount with id x was not found' }, { status: 404 })))
    const run = await runCommand('discounts.delete-codes', { ctx: onDiscount('VIP'), given: { codes: ['VIP-ANNA'] } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'VIP-ANNA: Discount was not found: it may have been deleted meanwhile.' })
  })

  it('cancels a running job: no new code starts, those made stay', async () => {
    const vip = byCode('VIP')
    await runCommand('discounts.generate-codes', { ctx: onDiscount('VIP'), answers: { prefix: 'stop', count: '200', usageLimit: '' } })
    const cancel = await runCommand('discounts.cancel-codes', { ctx: onDiscount('VIP') })
    expect(cancel.outcome).toMatchObject({ status: 'done', result: { title: 'Creating codes canceled' } })
    const job = await ended(vip?.id ?? '')
    expect(job.state).toBe('canceled')
    expect(job.created.length).toBeLessThan(200)
    expect(childrenOf(vip?.id ?? '').filter((d) => d.code.startsWith('STOP-'))).toHaveLength(job.created.length)
  })

  it('cancel says so when nothing runs', async () => {
    const run = await runCommand('discounts.cancel-codes', { ctx: onDiscount('VIP') })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'No codes are being created for this discount' })
  })
})
