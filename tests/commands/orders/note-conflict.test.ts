// Two operators: 'Edit note' reads the order's notes again before writing and asks when another
// operator changed the note since the prompt opened.
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { orderQueries } from '@/atoms/orders/keys'
import { keep, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { onOrder, orderNo, withOrderStore } from './harness'

const mock = withOrderStore()
const seen = recordRequests()

const note = (value: string) => {
  const found = mock.db.notes.find((n) => n.value === value)
  if (!found) throw new Error(`no note “${value}”`)
  return found
}
const QUESTION = 'Order #1042: Note was changed by someone else since you opened this (now “Gift wrap in blue, not red”). Save your change anyway?'

describe('orders.edit-note when another operator changed the note meanwhile', () => {
  it('names the note’s new text, sends nothing and keeps what was typed; running it again saves', async () => {
    const ctx = await onOrder(orderNo(mock.db, 1042).id)
    const gift = note('Customer asked for gift wrapping')
    // The panel's Edit button hands in the note as the operator sees it.
    const given = { noteId: gift.id, current: gift.value }
    gift.value = 'Gift wrap in blue, not red' // the other operator's save
    const run = await runCommand('orders.edit-note', { ctx, given, answers: { value: 'Gift wrap in red' } })
    expect(run.outcome).toEqual(expect.objectContaining({ status: 'failed', message: QUESTION }))
    expect(run.args).toMatchObject({ noteId: gift.id, value: 'Gift wrap in red' })
    expect(requestsOf(seen, 'POST', `/admin/notes/${gift.id}`)).toEqual([])

    const again = await runCommand('orders.edit-note', { ctx, given, answers: { value: 'Gift wrap in red' }, queryClient: run.queryClient })
    expect(again.outcome).toMatchObject({ status: 'done', result: { title: 'Note saved' } })
    expect(gift.value).toBe('Gift wrap in red')
  })

  it('asks the same of a note picked in the palette (the picker lists the notes as the console has them)', async () => {
    const order = orderNo(mock.db, 1042)
    const queryClient = createQueryClient()
    const ctx = await onOrder(order.id, queryClient)
    await queryClient.fetchQuery(orderQueries.notes(order.id)) // the timeline the operator looked at
    note('Customer asked for gift wrapping').value = 'Gift wrap in blue, not red'
    const run = await runCommand('orders.edit-note', { ctx, queryClient, answers: { noteId: pick('gift', 'Customer asked for gift wrapping'), value: 'Gift wrap in red' } })
    expect(run.outcome).toEqual(expect.objectContaining({ status: 'failed', message: QUESTION }))
  })

  it('does not ask about another note’s change', async () => {
    const ctx = await onOrder(orderNo(mock.db, 1042).id)
    note('Refunded 15% for the late delivery').value = 'Refunded 20%'
    const run = await runCommand('orders.edit-note', { ctx, answers: { noteId: pick('gift', 'Customer asked for gift wrapping'), value: keep } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Note saved' } })
  })
})
