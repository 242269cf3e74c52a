import type { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { discountConditionCommands } from '@/commands/discounts/conditions'
import { discountRecordCommands } from '@/commands/discounts/discounts'
import { discountRegionCommands } from '@/commands/discounts/regions'
import { registry } from '@/commands/index'
import { withMockDb } from '../../mocks/handlers'
import { seedDiscounts } from '../../mocks/discounts/discounts'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { commandOf, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { discountByCode, onDiscount as onDiscount_ } from './context'

const mock = withMockDb()
const seen = recordRequests()

const db = () => seedDiscounts(mock.db)
const byCode = (code: string) => discountByCode(mock.db, code)
const onDiscount = (code: string, queryClient?: QueryClient) => onDiscount_(mock.db, code, queryClient)
const region = (name: string) => db().regions.find((r) => r.name === name)?.id

describe('the discounts area', () => {
  it('registers every discount, region and condition command', () => {
    for (const command of [...discountRecordCommands, ...discountRegionCommands, ...discountConditionCommands]) {
      expect(registry.get(command.id)).toBe(command)
    }
  })

  it("'discounts.list' is 'Go to discounts' on g i and opens the table", async () => {
    expect(commandOf('discounts.list')).toMatchObject({ title: 'Go to discounts', group: 'Discounts', hotkey: 'g i' })
    const run = await runCommand('discounts.list')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/discounts' } })
  })
})

describe('discounts.open', () => {
  it('searches codes as typed, with the rule as hint, and opens the one picked', async () => {
    const run = await runCommand('discounts.open', { answers: { discountId: pick('summer', 'SUMMER15') } })
    expect(requestsOf(seen, 'GET', '/admin/discounts')[0]?.query.get('q')).toBe('summer')
    expect(run.offered.discountId?.map((o) => [o.label, o.hint])).toEqual([['SUMMER15', '15 % · 15% off the Summer Collection']])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/discounts/${byCode('SUMMER15').id}` } })
  })

  it('finds an exact code the list does not hold through GET /admin/discounts/code/{code}', async () => {
    // The list answers a page of partial matches; a generated code can sit beyond it.
    server.use(http.get(`${BASE}/admin/discounts`, () => HttpResponse.json({ discounts: [], count: 0, offset: 0, limit: 20 })))
    const run = await runCommand('discounts.open', { answers: { discountId: pick('vip-ben', 'VIP-BEN') } })
    expect(requestsOf(seen, 'GET', '/admin/discounts/code/vip-ben')).toHaveLength(1)
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/discounts/${byCode('VIP-BEN').id}` } })
  })

  it('offers nothing for a code that does not exist (the 404 of the lookup is no error)', async () => {
    await expect(runCommand('discounts.open', { answers: { discountId: pick('NOPE', 'NOPE') } })).rejects.toThrow('offers no "NOPE"')
    expect(requestsOf(seen, 'GET', '/admin/discounts/code/NOPE')).toHaveLength(1)
  })
})

const basics = { description: '', startsAt: '', endsAt: '', usageLimit: '', dynamic: false }

describe('discounts.create', () => {
  it('creates a percentage discount in several regions and opens it', async () => {
    const run = await runCommand('discounts.create', {
      answers: { code: 'spring20', type: 'percentage', regionIds: pick('', 'Europe', 'United Kingdom'), percent: '20', allocation: 'item', ...basics, usageLimit: '100' },
    })
    const created = byCode('SPRING20')
    expect(run.prompted).toEqual(['code', 'type', 'regionIds', 'percent', 'allocation', 'startsAt', 'endsAt', 'usageLimit', 'dynamic', 'more-fields', 'description', 'more-fields'])
    expect(created).toMatchObject({ rule: { type: 'percentage', value: 20, allocation: 'item' }, usage_limit: 100, region_ids: [region('Europe'), region('United Kingdom')] })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/discounts/${created.id}` } })
  })

  it('asks a fixed discount for one region and takes the amount in its currency', async () => {
    const run = await runCommand('discounts.create', {
      answers: { code: 'FIVE', type: 'fixed', regionId: pick('Japan', 'Japan'), amount: '500', allocation: 'total', ...basics },
    })
    expect(run.prompted.slice(0, 4)).toEqual(['code', 'type', 'regionId', 'amount'])
    // Yen has no minor unit: 500 typed is 500 stored.
    expect(byCode('FIVE')).toMatchObject({ rule: { type: 'fixed', value: 500 }, region_ids: [region('Japan')] })
  })

  it('skips value and allocation for free shipping, and turns "30 days" into P30D for a dynamic discount', async () => {
    const run = await runCommand('discounts.create', {
      answers: { code: 'SHIPVIP', type: 'free_shipping', regionIds: pick('', 'Europe'), ...basics, dynamic: true, validDuration: '30 days' },
    })
    expect(run.prompted).not.toContain('percent')
    expect(run.prompted).not.toContain('allocation')
    expect(byCode('SHIPVIP')).toMatchObject({ is_dynamic: true, valid_duration: 'P30D', rule: { type: 'free_shipping', value: 0, allocation: 'total' } })
  })

  it('refuses a percentage above 100, an end before the start and an unreadable duration before sending', async () => {
    const percent = await runCommand('discounts.create', { answers: { code: 'X', type: 'percentage', regionIds: pick('', 'Europe'), percent: '120' } })
    expect(percent.outcome).toEqual({ status: 'rejected', arg: 'percent', message: 'Percentage (1-100) must be at most 100' })
    const dates = await runCommand('discounts.create', {
      answers: { code: 'X', type: 'percentage', regionIds: pick('', 'Europe'), percent: '5', allocation: 'total', description: '', startsAt: '2099-05-10', endsAt: '2099-05-01' },
    })
    expect(dates.outcome).toEqual({ status: 'rejected', arg: 'endsAt', message: 'Ends (2099-05-01) must not be before Starts (2099-05-10)' })
    const duration = await runCommand('discounts.create', {
      answers: { code: 'X', type: 'percentage', regionIds: pick('', 'Europe'), percent: '5', allocation: 'total', ...basics, dynamic: true, validDuration: 'a while' },
    })
    expect(duration.outcome).toMatchObject({ status: 'rejected', arg: 'validDuration' })
    const code = await runCommand('discounts.create', { answers: { code: 'TWO WORDS' } })
    expect(code.outcome).toEqual({ status: 'rejected', arg: 'code', message: 'A code holds letters, digits, - and _ only, without spaces' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it("tells Medusa's refusal of a duplicate code and keeps every argument", async () => {
    const run = await runCommand('discounts.create', {
      answers: { code: 'welcome10', type: 'percentage', regionIds: pick('', 'Europe'), percent: '10', allocation: 'total', ...basics },
    })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Discount with code WELCOME10 already exists.' })
    expect(run.args).toMatchObject({ code: 'welcome10', percent: 10, regionIds: [region('Europe')] })
  })
})

describe('discounts.update', () => {
  it('starts from the focused discount and saves code, value, dates and limit', async () => {
    const queryClient = createQueryClient()
    const ctx = await onDiscount('TENOFF', queryClient)
    const run = await runCommand('discounts.update', {
      ctx,
      queryClient,
      answers: { code: 'TWELVEOFF', value: '12', description: '€12 off', startsAt: '2024-03-01', endsAt: '2099-01-31', usageLimit: '' },
    })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Discount saved', message: 'TWELVEOFF · €12.00 off' } })
    expect(byCode('TWELVEOFF')).toMatchObject({ rule: { value: 1200, description: '€12 off' }, usage_limit: null })
  })

  it('refuses a percentage over 100 on a percentage discount, and tells a duplicate code', async () => {
    const queryClient = createQueryClient()
    const ctx = await onDiscount('SUMMER15', queryClient)
    const over = await runCommand('discounts.update', { ctx, queryClient, answers: { code: 'SUMMER15', value: '150' } })
    expect(over.outcome).toEqual({ status: 'rejected', arg: 'value', message: 'A percentage is a number from 1 to 100' })
    const taken = await runCommand('discounts.update', {
      ctx,
      queryClient,
      answers: { code: 'FREESHIP', value: '15', description: '', startsAt: '2024-04-02', endsAt: '', usageLimit: '' },
    })
    expect(taken.outcome).toMatchObject({ status: 'failed', message: 'Discount with code FREESHIP already exists.' })
  })
})

describe('discounts.disable and discounts.enable', () => {
  it('disables a picked discount after asking, and enables it again', async () => {
    const off = await runCommand('discounts.disable', { answers: { discountId: pick('WELCOME', 'WELCOME10') } })
    expect(off.confirmations).toEqual(['Disable WELCOME10? Customers can no longer use it until it is enabled again.'])
    expect(byCode('WELCOME10').is_disabled).toBe(true)
    const on = await runCommand('discounts.enable', { answers: { discountId: pick('WELCOME', 'WELCOME10') } })
    expect(on.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Discount enabled', message: 'WELCOME10' } })
    expect(byCode('WELCOME10').is_disabled).toBe(false)
  })

  it('refuses to disable a discount that is already disabled, saying why', async () => {
    const run = await runCommand('discounts.disable', { answers: { discountId: pick('BFCM', 'BFCM25') } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'discountId', message: 'BFCM25 is already disabled' })
  })

  it('disables every discount of a table selection and reports each', async () => {
    const records = [byCode('FREESHIP'), byCode('TENOFF')].map((d) => ({ ...d, regions: [] }))
    const ctx: CommandContext = { ...emptyContext, selection: { kind: 'discount', ids: records.map((r) => r.id), records } }
    const run = await runCommand('discounts.disable', { ctx })
    expect(run.outcome).toMatchObject({ status: 'bulk', done: 2, failed: [] })
    expect([byCode('FREESHIP').is_disabled, byCode('TENOFF').is_disabled]).toEqual([true, true])
  })
})

describe('discounts.delete', () => {
  it('previews a selection with each code and its use, then deletes them all', async () => {
    const records = [byCode('WELCOME10'), byCode('FREESHIP'), byCode('BFCM25')]
    const ctx: CommandContext = { ...emptyContext, selection: { kind: 'discount', ids: records.map((r) => r.id), records } }
    const run = await runCommand('discounts.delete', { ctx })
    expect(run.confirmations).toEqual(['Delete 3 discounts: WELCOME10 (used 41 times), FREESHIP (used 7 times), BFCM25 (never used)? This cannot be undone.'])
    expect(run.outcome).toMatchObject({ status: 'bulk', done: 3 })
    expect(requestsOf(seen, 'DELETE', /^\/admin\/discounts\/disc_\d+$/)).toHaveLength(3)
  })

  it('names the focused discount, and keeps it when the server fails', async () => {
    const queryClient = createQueryClient()
    const ctx = await onDiscount('TENOFF', queryClient)
    server.use(http.delete(`${BASE}/admin/discounts/:id`, () => HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 })))
    const run = await runCommand('discounts.delete', { ctx, queryClient })
    expect(run.confirmations).toEqual(['Delete 1 discount: TENOFF (used 12 times)? This cannot be undone.'])
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'An unknown error occurred.' })
    expect(byCode('TENOFF').deleted_at).toBeNull()
  })
})
