// Two operators: 'Change line item quantity' reads the draft again before writing and asks when
// another operator changed the line's quantity since the prompt opened.
import type { DraftOrder } from '@medusajs/client-types'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftOrderQueries } from '@/atoms/draft-orders/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { seedDraftOrders, draftOrderHandlers } from '../../mocks/draft-orders/draft-orders'
import { withMockDb } from '../../mocks/handlers'
import { orderHandlers } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { keep, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
beforeEach(() => {
  server.use(...draftOrderHandlers(mock.db), ...orderHandlers(mock.db))
})

const line = (title: string) => {
  const found = seedDraftOrders(mock.db).draftOrders.find((d) => d.id === 'dorder_1')?.cart.items.find((i) => i.title === title)
  if (!found) throw new Error(`no ${title} in dorder_1`)
  return found
}
/** The draft's panel as the operator opened it. */
async function onDraft(id: string): Promise<CommandContext> {
  const { draft_order } = await createQueryClient().fetchQuery(draftOrderQueries.detail(id))
  return { ...emptyContext, focus: { kind: 'draft-order', id, entity: draft_order as DraftOrder } }
}
const QUESTION = 'Medusa T-Shirt · S / Black: Quantity was changed by someone else since you opened this (now “4”). Save your change anyway?'

describe('draft-orders.update-item when another operator changed the line meanwhile', () => {
  it('names the line and its new quantity, sends nothing and keeps what was typed; running it again saves', async () => {
    const ctx = await onDraft('dorder_1')
    const shirt = line('Medusa T-Shirt')
    shirt.quantity = 4 // the other operator's save
    const queryClient = createQueryClient()
    const answers = { itemId: shirt.id, quantity: '5' }
    const run = await runCommand('draft-orders.update-item', { ctx, queryClient, answers })
    expect(run.outcome).toEqual(expect.objectContaining({ status: 'failed', message: QUESTION }))
    expect(run.args).toMatchObject({ itemId: shirt.id, quantity: 5 })
    expect(requestsOf(seen, 'POST', /^\/admin\/draft-orders\/dorder_1\/line-items\//)).toEqual([])

    const again = await runCommand('draft-orders.update-item', { ctx, queryClient, answers })
    expect(again.outcome).toMatchObject({ status: 'done', result: { title: 'Quantity changed', message: 'Medusa T-Shirt · S / Black × 5' } })
    expect(line('Medusa T-Shirt').quantity).toBe(5)
  })

  it('does not ask about another line’s change', async () => {
    const ctx = await onDraft('dorder_1')
    line('Gift wrap').quantity = 3
    const run = await runCommand('draft-orders.update-item', { ctx, answers: { itemId: line('Medusa T-Shirt').id, quantity: keep } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { message: 'Medusa T-Shirt · S / Black × 2' } })
  })
})
