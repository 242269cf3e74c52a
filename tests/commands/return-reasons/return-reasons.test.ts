import type { ReturnReason } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { keep, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { mutationDb } from '../../mocks/orders/mutations-shared'

const mock = withMockDb()
const seen = recordRequests()
const reasons = () => mutationDb(mock.db).returnReasons.filter((r) => !r.deleted_at)
const byValue = (value: string) => reasons().find((r) => r.value === value) as ReturnReason
const on = (reason: ReturnReason, children: ReturnReason[] = []): CommandContext => ({
  ...emptyContext,
  focus: { kind: 'return-reason', id: reason.id, entity: { ...reason, return_reason_children: children as unknown as ReturnReason } },
})

describe('return reason commands', () => {
  it("'Go to settings: return reasons' opens the section", async () => {
    expect((await runCommand('return-reasons.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/return-reasons' } })
  })

  it('creates a child under a top-level reason and opens it', async () => {
    const run = await runCommand('return-reasons.create', {
      answers: { value: 'too_small', label: 'Too small', description: '', parentId: pick('size', 'Wrong size') },
    })
    const child = byValue('too_small')
    expect(child).toMatchObject({ label: 'Too small', parent_return_reason_id: byValue('wrong_size').id, description: null })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/settings/return-reasons/${child.id}` } })
  })

  it('offers only top-level reasons as parents (Medusa nests one level)', async () => {
    await runCommand('return-reasons.create', { answers: { value: 'too_small', label: 'Too small', description: '', parentId: pick('size', 'Wrong size') } })
    const run = await runCommand('return-reasons.create', { answers: { value: 'x', label: 'X', description: '', parentId: pick('', 'Wrong size') } })
    expect(run.offered.parentId?.map((o) => o.label)).toEqual(['Wrong size', 'Arrived damaged', 'Not as described'])
  })

  it('refuses a value already used before sending, keeping what was typed', async () => {
    const run = await runCommand('return-reasons.create', { answers: { value: 'Damaged', label: 'Broken', description: 'in transit', parentId: undefined } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'The value Damaged is taken by Arrived damaged: choose another' })
    expect(run.args).toMatchObject({ value: 'Damaged', label: 'Broken', description: 'in transit' })
    expect(requestsOf(seen, 'POST', '/admin/return-reasons')).toHaveLength(0)
  })

  it('refuses a value with spaces on its page', async () => {
    const run = await runCommand('return-reasons.create', { answers: { value: 'too small' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'value', message: 'Use letters, digits, - and _ only, like wrong_size' })
  })

  it('edits a reason, its own value not counting as taken', async () => {
    const run = await runCommand('return-reasons.edit', { ctx: on(byValue('damaged')), answers: { value: keep, label: 'Damaged in transit', description: 'Box crushed' } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Damaged in transit saved', message: 'damaged' } })
    expect(byValue('damaged')).toMatchObject({ label: 'Damaged in transit', description: 'Box crushed' })
  })

  it('deletes a parent with its children after saying so', async () => {
    await runCommand('return-reasons.create', { answers: { value: 'too_small', label: 'Too small', description: '', parentId: pick('size', 'Wrong size') } })
    const run = await runCommand('return-reasons.delete', { ctx: on(byValue('wrong_size'), [byValue('too_small')]) })
    expect(run.confirmations).toEqual(['Delete Wrong size and its 1 child reason? Returns that gave it keep it.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/return-reasons' } })
    expect(reasons().map((r) => r.value)).toEqual(['damaged', 'not_as_described'])
  })
})
