import type { DraftOrder } from '@medusajs/client-types'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftOrderQueries } from '@/atoms/draft-orders/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { isAvailable } from '@/commands/core/define'
import { NO_PAYMENT_LINK_TEMPLATE } from '@/commands/draft-orders/payment-link'
import { seedDraftOrders, draftOrderHandlers } from '../../mocks/draft-orders/draft-orders'
import { withMockDb } from '../../mocks/handlers'
import { server } from '../../mocks/server'
import { commandOf, runCommand } from '../harness'

const mock = withMockDb()
beforeEach(() => {
  server.use(...draftOrderHandlers(mock.db))
})
const cartOf = (id: string) => seedDraftOrders(mock.db).draftOrders.find((d) => d.id === id)?.cart_id

async function onDraft(id: string): Promise<CommandContext> {
  const { draft_order } = await createQueryClient().fetchQuery(draftOrderQueries.detail(id))
  return { ...emptyContext, focus: { kind: 'draft-order', id, entity: draft_order as DraftOrder } }
}

describe('draft-orders.copy-payment-link', () => {
  it('is `l` on a draft, hidden on a completed one', async () => {
    expect(commandOf('draft-orders.copy-payment-link')).toMatchObject({ title: 'Copy payment link', group: 'Draft orders', hotkey: 'l', scope: 'draft-order' })
    expect(isAvailable(commandOf('draft-orders.copy-payment-link'), await onDraft('dorder_1'))).toBe(true)
    expect(isAvailable(commandOf('draft-orders.copy-payment-link'), await onDraft('dorder_3'))).toBe(false)
  })

  it('copies the store’s template with the draft’s cart in it', async () => {
    mock.db.store.payment_link_template = 'https://shop.example.com/pay?cart={cart_id}'
    const run = await runCommand('draft-orders.copy-payment-link', { ctx: await onDraft('dorder_1') })
    const displayId = (await onDraft('dorder_1')).focus?.entity as DraftOrder
    expect(run.outcome).toEqual({
      status: 'done',
      result: { type: 'copy', title: `Payment link of draft order #${displayId.display_id}`, text: `https://shop.example.com/pay?cart=${cartOf('dorder_1')}` },
    })
  })

  it('picks an open draft when none is focused', async () => {
    mock.db.store.payment_link_template = 'https://shop.example.com/pay/{cart_id}'
    const run = await runCommand('draft-orders.copy-payment-link', { given: { draftOrderId: 'dorder_1' } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'copy', text: `https://shop.example.com/pay/${cartOf('dorder_1')}` } })
  })

  it('refuses with where to set it when the store has no template', async () => {
    mock.db.store.payment_link_template = null
    const run = await runCommand('draft-orders.copy-payment-link', { ctx: await onDraft('dorder_1') })
    expect(run.outcome).toMatchObject({ status: 'failed', message: NO_PAYMENT_LINK_TEMPLATE })
  })
})
