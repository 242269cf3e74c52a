import type { ReturnReason } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { keep, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { mutationDb } from '../../mocks/orders/mutations-shared'

const mock = withMockDb()
const reasons = () => mutationDb(mock.db).returnReasons.filter((r) => !r.deleted_at)
const byValue = (value: string) => reasons().find((r) => r.value === value) as ReturnReason
const on = (reason: ReturnReason): CommandContext => ({ ...emptyContext, focus: { kind: 'return-reason', id: reason.id, entity: reason } })

describe('return-reasons.duplicate (the original admin’s "Duplicate reason")', () => {
  it('offers the reason’s fields under a new value and label, creates it and opens it', async () => {
    const original = byValue('wrong_size')
    const run = await runCommand('return-reasons.duplicate', { ctx: on(original), answers: { value: keep, label: keep, description: keep } })
    expect(run.args).toMatchObject({ value: 'wrong_size_copy', label: 'Wrong size (copy)' })
    const copy = byValue('wrong_size_copy')
    expect(copy).toMatchObject({ label: 'Wrong size (copy)', description: original.description, parent_return_reason_id: original.parent_return_reason_id })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/settings/return-reasons/${copy.id}` } })
  })

  it('keeps a child reason under its parent', async () => {
    const parent = byValue('wrong_size')
    await runCommand('return-reasons.create', { answers: { value: 'too_small', label: 'Too small', description: '', parentId: parent.id } })
    await runCommand('return-reasons.duplicate', { ctx: on(byValue('too_small')), answers: { value: 'too_big', label: 'Too big', description: keep } })
    expect(byValue('too_big')).toMatchObject({ label: 'Too big', parent_return_reason_id: parent.id })
  })

  it('refuses a value already in use before sending, keeping what was typed', async () => {
    const run = await runCommand('return-reasons.duplicate', { ctx: on(byValue('wrong_size')), answers: { value: 'damaged', label: 'Broken', description: keep } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'The value damaged is taken by Arrived damaged: choose another' })
    expect(run.args).toMatchObject({ value: 'damaged', label: 'Broken' })
  })
})
