// Two operators: the order edit's note and an item's quantity are read again before writing; another
// operator's save of what the prompt started from since it opened is asked about, not overwritten.
import type { OrderEdit } from '@medusajs/client-types'
import type { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { orderEditQueries } from '@/atoms/order-edits/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { draftOrderHandlers } from '../../mocks/draft-orders/draft-orders'
import { withMockDb } from '../../mocks/handlers'
import { orderEditHandlers, seedOrderEdits } from '../../mocks/order-edits/order-edits'
import { orderHandlers } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { keep, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
beforeEach(() => {
  server.use(...orderEditHandlers(mock.db), ...draftOrderHandlers(mock.db), ...orderHandlers(mock.db))
})

const edit = (id: string) => {
  const found = seedOrderEdits(mock.db).orderEdits.find((e) => e.id === id)
  if (!found) throw new Error(`no edit ${id}`)
  return found
}
const line = (editId: string, title: string) => {
  const found = edit(editId).items.find((i) => i.title === title)
  if (!found) throw new Error(`no ${title} in ${editId}`)
  return found
}
/** The edit's panel as the operator opened it (oe_2: the created edit of order #1046). */
async function onEdit(id: string, queryClient: QueryClient): Promise<CommandContext> {
  const { order_edit } = await queryClient.fetchQuery(orderEditQueries.detail(id))
  return { ...emptyContext, focus: { kind: 'order-edit', id, entity: order_edit as OrderEdit } }
}

describe('order-edits.update when another operator saved the note meanwhile', () => {
  const QUESTION = 'Edit of order #1046: Internal note was changed by someone else since you opened this (now “Swap the mug for a tote”). Save your change anyway?'

  it('names the note and its new text, sends nothing and keeps what was typed; running it again saves', async () => {
    const queryClient = createQueryClient()
    const ctx = await onEdit('oe_2', createQueryClient())
    edit('oe_2').internal_note = 'Swap the mug for a tote' // the other operator's save
    const answers = { internalNote: 'Two hoodies' }
    const run = await runCommand('order-edits.update', { ctx, queryClient, answers })
    expect(run.outcome).toEqual(expect.objectContaining({ status: 'failed', message: QUESTION }))
    expect(run.args).toMatchObject({ orderEditId: 'oe_2', internalNote: 'Two hoodies' })
    expect(requestsOf(seen, 'POST', '/admin/order-edits/oe_2')).toEqual([])

    const again = await runCommand('order-edits.update', { ctx, queryClient, answers })
    expect(again.outcome).toMatchObject({ status: 'done', result: { title: 'Note saved', message: 'Two hoodies' } })
    expect(edit('oe_2').internal_note).toBe('Two hoodies')
  })

  it('does not ask about a change to the edit’s items', async () => {
    const ctx = await onEdit('oe_2', createQueryClient())
    line('oe_2', 'Medusa T-Shirt').quantity = 4
    const run = await runCommand('order-edits.update', { ctx, answers: { internalNote: 'Two hoodies' } })
    expect(run.outcome).toMatchObject({ status: 'done' })
  })
})

describe('order-edits.update-item when another operator changed the line meanwhile', () => {
  const QUESTION = 'Medusa T-Shirt · S / Black: Quantity was changed by someone else since you opened this (now “4”). Save your change anyway?'

  it('names the line and its new quantity, sends nothing and keeps what was typed; running it again saves', async () => {
    const queryClient = createQueryClient()
    const ctx = await onEdit('oe_2', queryClient)
    const answers = { itemId: pick('shirt', 'Medusa T-Shirt · S / Black × 1'), quantity: '3' }
    const shirt = line('oe_2', 'Medusa T-Shirt')
    shirt.quantity = 4 // the other operator's save
    const run = await runCommand('order-edits.update-item', { ctx, queryClient, answers })
    expect(run.outcome).toEqual(expect.objectContaining({ status: 'failed', message: QUESTION }))
    expect(run.args).toMatchObject({ itemId: shirt.id, quantity: 3 })
    expect(requestsOf(seen, 'POST', /^\/admin\/order-edits\/oe_2\/items\//)).toEqual([])

    // The picker's row is as the operator saw it; the question was put: running it again saves.
    const again = await runCommand('order-edits.update-item', { ctx, queryClient, answers: { itemId: shirt.id, quantity: '3' } })
    expect(again.outcome).toMatchObject({ status: 'done', result: { title: 'Quantity changed', message: 'Medusa T-Shirt · S / Black × 3' } })
    expect(line('oe_2', 'Medusa T-Shirt').quantity).toBe(3)
  })

  it('does not ask about another line’s change, nor about the note', async () => {
    const queryClient = createQueryClient()
    const ctx = await onEdit('oe_2', queryClient)
    line('oe_2', 'Medusa Hoodie').quantity = 5
    edit('oe_2').internal_note = 'Changed by another operator'
    const run = await runCommand('order-edits.update-item', { ctx, queryClient, answers: { itemId: line('oe_2', 'Medusa T-Shirt').id, quantity: keep } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { message: 'Medusa T-Shirt · S / Black × 1' } })
  })
})
