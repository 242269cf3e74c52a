import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ENDS_BEFORE_STARTS } from '@/commands/price-lists/price-lists'
import { commandOf, keep, pick, runCommand } from '../harness'
import { BASE } from '../../mocks/http'
import { withMockDb } from '../../mocks/handlers'
import type { PriceListsMockDb } from '../../mocks/price-lists/price-lists'
import { server } from '../../mocks/server'
import { onPriceList } from './context'

const mock = withMockDb()
const db = () => mock.db as PriceListsMockDb
const lists = () => db().priceLists.filter((l) => !l.deleted_at)
const named = (name: string) => {
  const list = lists().find((l) => l.name === name)
  if (!list) throw new Error(`no price list ${name}`)
  return list
}

const onList = (name: string) => onPriceList(db(), name)

describe('price-lists.list and price-lists.open', () => {
  it("is 'Go to price lists' on g r, and opens a list picked by name", async () => {
    expect(commandOf('price-lists.list')).toMatchObject({ title: 'Go to price lists', hotkey: 'g r' })
    const run = await runCommand('price-lists.open', { answers: { priceListId: pick('summer', 'Summer Sale') } })
    expect(run.offered.priceListId).toEqual([{ id: named('Summer Sale').id, label: 'Summer Sale', hint: 'Sale · active · VIP' }])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/price-lists/${named('Summer Sale').id}` } })
  })
})

describe('price-lists.create', () => {
  it('creates a sale for a customer group between two days and opens it', async () => {
    const run = await runCommand('price-lists.create', {
      answers: {
        name: 'Black Friday',
        description: '',
        type: 'sale',
        status: 'active',
        startsAt: '2030-11-27',
        endsAt: '2030-11-30',
        customerGroups: pick('VIP', 'VIP'),
      },
    })
    const list = named('Black Friday')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/price-lists/${list.id}` } })
    const vip = db().customerGroups.find((g) => g.name === 'VIP')
    expect(list).toMatchObject({ type: 'sale', status: 'active', description: '', group_ids: [vip?.id], prices: [] })
    expect(list.starts_at).toBe(new Date('2030-11-27T00:00:00.000').toISOString())
    expect(list.ends_at).toBe(new Date('2030-11-30T23:59:59.999').toISOString())
  })

  it('refuses ends before starts on its page, before anything is sent', async () => {
    const run = await runCommand('price-lists.create', {
      answers: { name: 'Backwards', description: '', type: 'override', status: 'draft', startsAt: '2030-02-01', endsAt: '2030-01-01' },
    })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'endsAt', message: `${ENDS_BEFORE_STARTS} (2030-02-01)` })
    expect(lists().some((l) => l.name === 'Backwards')).toBe(false)
  })

  it('tells a server refusal in its words and keeps the arguments', async () => {
    server.use(http.post(`${BASE}/admin/price-lists`, () => HttpResponse.json({ type: 'invalid_data', message: 'name must be a string' }, { status: 400 })))
    const run = await runCommand('price-lists.create', { answers: { name: 'X', description: 'd', type: 'sale', status: 'draft', startsAt: '', endsAt: '', customerGroups: [] } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'name must be a string' })
    expect(run.args).toMatchObject({ name: 'X', description: 'd', type: 'sale' })
  })
})

describe('price-lists.edit, activate, deactivate, delete', () => {
  it('edits name, dates and groups (emptied groups: every customer)', async () => {
    const run = await runCommand('price-lists.edit', {
      ctx: onList('Summer Sale'),
      answers: { name: 'Summer Sale 2', description: keep, type: keep, startsAt: '', endsAt: '2031-08-31', customerGroups: [] },
    })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Summer Sale 2 saved', message: 'Sale · active · 14 prices' } })
    expect(lists().find((l) => l.name === 'Summer Sale 2')).toMatchObject({ group_ids: [], starts_at: null, description: 'Seeded sale' })
  })

  it('activates a draft; activate is not offered on an active list', async () => {
    expect(commandOf('price-lists.activate').when?.(onList('Summer Sale'))).toBe(false)
    const run = await runCommand('price-lists.activate', { ctx: onList('Staff prices') })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Staff prices is active' } })
    expect(named('Staff prices').status).toBe('active')
    const back = await runCommand('price-lists.deactivate', { ctx: onList('Staff prices') })
    expect(back.outcome).toMatchObject({ status: 'done' })
    expect(named('Staff prices').status).toBe('draft')
  })

  it('deletes after naming the list and its prices', async () => {
    const run = await runCommand('price-lists.delete', { ctx: onList('Summer Sale') })
    expect(run.confirmations).toEqual(['Delete Summer Sale (Sale · active · 14 prices · VIP) and all its prices?'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/price-lists' } })
    expect(lists().map((l) => l.name)).toEqual(['Staff prices'])
  })
})
