import { describe, expect, it } from 'vitest'
import { discounts } from '@/api/admin/discounts'
import { withMockDb } from '../../mocks/handlers'
import { commandOf, keep, recordRequests, requestsOf, runCommand } from '../harness'
import { discountByCode, onDiscount } from './context'

const mock = withMockDb()
const seen = recordRequests()

describe('discounts.duplicate (the original admin’s "Duplicate")', () => {
  it('is in the Discounts group and asks for the code of the copy, CODE_COPY by default', async () => {
    expect(commandOf('discounts.duplicate')).toMatchObject({ title: 'Duplicate discount', group: 'Discounts' })
    const run = await runCommand('discounts.duplicate', { ctx: await onDiscount(mock.db, 'SUMMER15'), answers: { code: keep } })
    expect(run.args.code).toBe('SUMMER15_COPY')
  })

  it('creates the copy with the rule, its conditions’ resources, the regions and dates, and opens it', async () => {
    const { discount: original } = await discounts.retrieve(discountByCode(mock.db, 'SUMMER15').id, { expand: 'rule,rule.conditions,regions' })
    const run = await runCommand('discounts.duplicate', { ctx: await onDiscount(mock.db, 'SUMMER15'), answers: { code: 'summer16' } })
    expect(run.confirmations).toEqual(['Create SUMMER16 with SUMMER15’s rule, conditions, regions and dates? It is enabled like the original: customers can use it at once.'.replace('’', "'")])
    if (run.outcome.status !== 'done' || run.outcome.result?.type !== 'open-panel') throw new Error(`not opened: ${JSON.stringify(run.outcome)}`)
    const copyId = run.outcome.result.path.split('/').pop() ?? ''
    const { discount: copy } = await discounts.retrieve(copyId, { expand: 'rule,rule.conditions,regions' })
    expect(copy).toMatchObject({ code: 'SUMMER16', is_dynamic: original.is_dynamic, is_disabled: original.is_disabled, usage_limit: original.usage_limit })
    expect(copy.rule).toMatchObject({ type: original.rule?.type, value: original.rule?.value, allocation: original.rule?.allocation })
    expect(copy.regions?.map((r) => r.id).sort()).toEqual(original.regions?.map((r) => r.id).sort())
    const [condition] = copy.rule?.conditions ?? []
    if (!condition) throw new Error('the copy has no condition')
    const { discount_condition } = await discounts.retrieveCondition(copy.id, condition.id, { expand: condition.type })
    const originalCondition = original.rule?.conditions?.[0]
    if (!originalCondition) throw new Error('SUMMER15 has no condition')
    const { discount_condition: originalResources } = await discounts.retrieveCondition(original.id, originalCondition.id, { expand: originalCondition.type })
    expect(discount_condition.operator).toBe(originalCondition.operator)
    expect(discount_condition[condition.type]?.map((r) => r.id)).toEqual(originalResources[originalCondition.type]?.map((r) => r.id))
    // One create, with the conditions in it (not one request per condition afterwards).
    expect(requestsOf(seen, 'POST', '/admin/discounts')).toHaveLength(1)
  })

  it('refuses a code already in use with Medusa’s words, and keeps the typed code for a retry', async () => {
    const run = await runCommand('discounts.duplicate', { ctx: await onDiscount(mock.db, 'SUMMER15'), answers: { code: 'welcome10' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Discount with code WELCOME10 already exists.' })
    expect(run.args.code).toBe('welcome10')
  })
})
