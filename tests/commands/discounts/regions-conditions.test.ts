import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { withMockDb } from '../../mocks/handlers'
import { seedDiscounts } from '../../mocks/discounts/discounts'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { pick, recordRequests, requestsOf, runCommand } from '../harness'
import { discountByCode, onDiscount } from './context'

const mock = withMockDb()
const seen = recordRequests()

const db = () => seedDiscounts(mock.db)
const byCode = (code: string) => discountByCode(mock.db, code)
const region = (name: string) => db().regions.find((r) => r.name === name)?.id
const collection = (title: string) => db().collections.find((c) => c.title === title)?.id
const conditionsOf = (code: string) => db().discountConditions.filter((c) => c.discount_rule_id === byCode(code).rule.id && !c.deleted_at)

describe('discounts.add-region and discounts.remove-region', () => {
  it('adds a region to a percentage discount', async () => {
    const run = await runCommand('discounts.add-region', { answers: { discountId: pick('SUMMER', 'SUMMER15'), regionId: pick('Japan', 'Japan') } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Region added', message: 'SUMMER15 · Japan' } })
    expect(byCode('SUMMER15').region_ids).toContain(region('Japan'))
  })

  it('refuses a second region for a fixed discount, and a region it already has, before sending', async () => {
    const fixed = await runCommand('discounts.add-region', { answers: { discountId: pick('TENOFF', 'TENOFF'), regionId: pick('Japan', 'Japan') } })
    expect(fixed.outcome).toEqual({
      status: 'rejected',
      arg: 'regionId',
      message: 'TENOFF is a fixed amount in EUR: Medusa allows one region for a fixed discount',
    })
    const again = await runCommand('discounts.add-region', { answers: { discountId: pick('SUMMER', 'SUMMER15'), regionId: pick('Europe', 'Europe') } })
    expect(again.outcome).toEqual({ status: 'rejected', arg: 'regionId', message: 'SUMMER15 already applies in Europe' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it("offers only the discount's regions to remove, asks, and removes the one picked", async () => {
    const run = await runCommand('discounts.remove-region', { answers: { discountId: pick('SUMMER', 'SUMMER15'), regionId: pick('', 'United Kingdom') } })
    expect(run.offered.regionId?.map((o) => o.label)).toEqual(['Europe', 'United Kingdom'])
    expect(run.confirmations).toEqual(['Remove United Kingdom from SUMMER15? Its customers can no longer use the code.'])
    expect(byCode('SUMMER15').region_ids).toEqual([region('Europe')])
  })

  it("refuses to remove a discount's last region, and tells a server failure", async () => {
    const last = await runCommand('discounts.remove-region', { answers: { discountId: pick('TENOFF', 'TENOFF'), regionId: pick('', 'Europe') } })
    expect(last.outcome).toEqual({ status: 'rejected', arg: 'regionId', message: 'TENOFF applies only in Europe: add another region first' })
    server.use(http.delete(`${BASE}/admin/discounts/:id/regions/:region`, () => HttpResponse.json({ type: 'not_found', message: 'Discount with id x was not found' }, { status: 404 })))
    const failed = await runCommand('discounts.remove-region', { answers: { discountId: pick('SUMMER', 'SUMMER15'), regionId: pick('', 'Europe') } })
    expect(failed.outcome).toMatchObject({ status: 'failed', message: 'Discount was not found: it may have been deleted meanwhile.' })
  })
})

describe('discounts.add-condition', () => {
  it('adds a condition on collections picked by name', async () => {
    const run = await runCommand('discounts.add-condition', {
      answers: { discountId: pick('WELCOME', 'WELCOME10'), type: 'product_collections', operator: 'not_in', resourceIds: pick('', 'Essentials', 'Winter Collection') },
    })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Condition added', message: 'WELCOME10 · Collections not in 2 items' } })
    expect(conditionsOf('WELCOME10')).toMatchObject([
      { type: 'product_collections', operator: 'not_in', resource_ids: [collection('Essentials'), collection('Winter Collection')] },
    ])
  })

  it('picks product types and tags by their value', async () => {
    await runCommand('discounts.add-condition', { answers: { discountId: pick('FREESHIP', 'FREESHIP'), type: 'product_tags', operator: 'in', resourceIds: pick('sum', 'summer') } })
    await runCommand('discounts.add-condition', { answers: { discountId: pick('FREESHIP', 'FREESHIP'), type: 'product_types', operator: 'in', resourceIds: pick('', 'Shirts') } })
    expect(conditionsOf('FREESHIP').map((c) => [c.type, c.resource_ids.length])).toEqual([['product_tags', 1], ['product_types', 1]])
  })

  it('refuses a second condition of the same type and operator, saying what to do instead', async () => {
    const run = await runCommand('discounts.add-condition', { answers: { discountId: pick('SUMMER', 'SUMMER15'), type: 'product_collections', operator: 'in' } })
    expect(run.outcome).toEqual({
      status: 'rejected',
      arg: 'operator',
      message: 'SUMMER15 already has a “Collections in” condition: add to its resources instead',
    })
  })

  it("tells Medusa's duplicate refusal when the discount was not known to hold that condition", async () => {
    server.use(
      http.post(`${BASE}/admin/discounts/:id/conditions`, () =>
        HttpResponse.json({ code: 'invalid_request_error', type: 'duplicate_error', message: "Discount Condition with operator 'in' and type 'products' already exist on a Discount Rule" }, { status: 422 }),
      ),
    )
    const run = await runCommand('discounts.add-condition', { answers: { discountId: pick('TENOFF', 'TENOFF'), type: 'products', operator: 'in', resourceIds: pick('sweat', 'Medusa Sweatshirt') } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: "Discount Condition with operator 'in' and type 'products' already exist on a Discount Rule" })
    expect(run.args).toMatchObject({ type: 'products', operator: 'in' })
  })
})

describe('condition resources', () => {
  it('adds resources to a condition, offering only what it does not hold yet', async () => {
    const run = await runCommand('discounts.add-condition-resources', {
      answers: { discountId: pick('SUMMER', 'SUMMER15'), conditionId: pick('', 'Collections in'), resourceIds: pick('', 'Essentials') },
    })
    expect(run.offered.resourceIds?.map((o) => o.label)).not.toContain('Summer Collection')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Condition updated', message: 'SUMMER15 · Collections in: 1 item added' } })
    expect(conditionsOf('SUMMER15')[0]?.resource_ids).toEqual([collection('Summer Collection'), collection('Essentials')])
    expect(requestsOf(seen, 'GET', /\/conditions\/discon_\d+$/)[0]?.query.get('expand')).toBe('product_collections')
  })

  it("removes resources picked among the condition's own, by name", async () => {
    const run = await runCommand('discounts.remove-condition-resources', {
      answers: { discountId: pick('WINTER', 'WINTER20'), conditionId: pick('', 'Product types not in'), resourceIds: pick('', 'Accessories') },
    })
    expect(run.offered.resourceIds?.map((o) => o.label)).toEqual(['Accessories'])
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(conditionsOf('WINTER20')[0]?.resource_ids).toEqual([])
  })

  it('tells a failed batch and keeps the picks', async () => {
    server.use(http.post(`${BASE}/admin/discounts/:id/conditions/:cid/batch`, () => HttpResponse.json({ type: 'invalid_data', message: 'resources must be an array' }, { status: 400 })))
    const run = await runCommand('discounts.add-condition-resources', {
      answers: { discountId: pick('SUMMER', 'SUMMER15'), conditionId: pick('', 'Collections in'), resourceIds: pick('', 'Essentials') },
    })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'resources must be an array' })
    expect(run.args.resourceIds).toEqual([collection('Essentials')])
  })
})

describe('discounts.delete-condition', () => {
  it('asks naming the condition and deletes it from the focused discount', async () => {
    const queryClient = createQueryClient()
    const ctx = await onDiscount(mock.db, 'SUMMER15', queryClient)
    const run = await runCommand('discounts.delete-condition', { ctx, queryClient, answers: { conditionId: pick('', 'Collections in') } })
    expect(run.confirmations).toEqual(['Delete the “Collections in” condition of SUMMER15? The discount then applies without it.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Condition deleted', message: 'SUMMER15' } })
    expect(conditionsOf('SUMMER15')).toEqual([])
  })

  it('keeps the condition when the server refuses', async () => {
    server.use(http.delete(`${BASE}/admin/discounts/:id/conditions/:cid`, () => HttpResponse.json({ type: 'not_found', message: 'Condition does not belong to Discount' }, { status: 404 })))
    const run = await runCommand('discounts.delete-condition', { answers: { discountId: pick('SUMMER', 'SUMMER15'), conditionId: pick('', 'Collections in') } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Condition does not belong to Discount' })
    expect(conditionsOf('SUMMER15')).toHaveLength(1)
  })
})
