import type { OrderEdit } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { orderEditQueries } from '@/atoms/order-edits/keys'
import { fetchWholeOrder } from '@/atoms/orders/keys'
import { createQueryClient } from '@/atoms/core/query'
import { isAvailable } from '@/commands/core/define'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { draftOrderHandlers } from '../../mocks/draft-orders/draft-orders'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { orderEditHandlers, seedOrderEdits } from '../../mocks/order-edits/order-edits'
import { orderHandlers } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { commandOf, keep, pick, runCommand } from '../harness'

const mock = withMockDb()
beforeEach(() => {
  server.use(...orderEditHandlers(mock.db), ...draftOrderHandlers(mock.db), ...orderHandlers(mock.db))
})
const flagged: CommandContext = { ...emptyContext, flags: { order_editing: true } }
const edit = (id: string) => {
  const found = seedOrderEdits(mock.db).orderEdits.find((e) => e.id === id)
  if (!found) throw new Error(`no edit ${id}`)
  return found
}
async function onEdit(id: string): Promise<CommandContext> {
  const { order_edit } = await createQueryClient().fetchQuery(orderEditQueries.detail(id))
  return { ...flagged, focus: { kind: 'order-edit', id, entity: order_edit as OrderEdit } }
}
/** A fresh edit of order #1034 (EUR: 4 coffee mugs, 2 water bottles): oe_6. */
async function freshEditOf1034(): Promise<CommandContext> {
  const order = seedOrderEdits(mock.db).orders.find((o) => o.display_id === 1034)
  if (!order) throw new Error('no order #1034')
  const ctx = { ...flagged, focus: { kind: 'order' as const, id: order.id, entity: await fetchWholeOrder(createQueryClient(), order.id) } }
  await runCommand('order-edits.create', { ctx, answers: { internalNote: '' } })
  return onEdit('oe_6')
}

describe('order-edits.replace-item', () => {
  it('is offered only on an edit still being made, with the order_editing flag', async () => {
    expect(isAvailable(commandOf('order-edits.replace-item'), await onEdit('oe_2'))).toBe(true)
    expect(isAvailable(commandOf('order-edits.replace-item'), await onEdit('oe_3'))).toBe(false)
    expect(isAvailable(commandOf('order-edits.replace-item'), { ...(await onEdit('oe_2')), flags: {} })).toBe(false)
  })

  it('puts another variant in the line’s place at its quantity: an item_add and an item_remove in one step', async () => {
    const ctx = await freshEditOf1034()
    const run = await runCommand('order-edits.replace-item', {
      ctx,
      answers: { itemId: pick('mug', 'Medusa Coffee Mug · One Size × 4'), variantId: pick('cap', 'Medusa Cap · Black'), quantity: keep },
    })
    expect(run.confirmations).toEqual(['Replace Medusa Coffee Mug · One Size × 4 with Medusa Cap · Black × 4 in the edit of order #1034? The item leaves the order.'])
    expect(run.outcome).toEqual({
      status: 'done',
      result: { type: 'toast', title: 'Item replaced in the edit', message: 'Medusa Coffee Mug · One Size × 4 → Medusa Cap · Black × 4' },
    })
    expect(edit('oe_6').items.map((i) => [i.title, i.quantity]).sort()).toEqual([['Medusa Cap', 4], ['Medusa Water Bottle', 2]])
    expect(edit('oe_6').changes.map((c) => c.type).sort()).toEqual(['item_add', 'item_remove'])
  })

  it('refuses the same variant, and a line with a quantity change, before sending', async () => {
    const ctx = await freshEditOf1034()
    const same = await runCommand('order-edits.replace-item', {
      ctx,
      answers: { itemId: pick('bottle', 'Medusa Water Bottle · Default × 2'), variantId: pick('bottle', 'Medusa Water Bottle · Default') },
    })
    expect(same.outcome).toEqual({ status: 'rejected', arg: 'variantId', message: 'Medusa Water Bottle · Default is already this variant: pick another one' })
    const changed = await runCommand('order-edits.replace-item', { ctx: await onEdit('oe_2'), answers: { itemId: pick('hoodie', 'Medusa Hoodie · S / Grey × 2') } })
    expect(changed.outcome).toEqual({
      status: 'rejected',
      arg: 'itemId',
      message: 'Medusa Hoodie · S / Grey has a quantity change in this edit: undo that change first, then replace it',
    })
    expect(edit('oe_6').changes).toEqual([])
  })

  it('leaves the edit as it was when Medusa refuses the new item; says what happened when the removal fails after it', async () => {
    const ctx = await freshEditOf1034()
    const answers = { itemId: pick('mug', 'Medusa Coffee Mug · One Size × 4'), variantId: pick('cap', 'Medusa Cap · Black'), quantity: '2' }
    server.use(
      http.post(
        `${BASE}/admin/order-edits/:id/items`,
        () => HttpResponse.json({ type: 'invalid_data', message: 'Cannot generate line item for variant "Black" without a price' }, { status: 400 }),
        { once: true },
      ),
    )
    const refused = await runCommand('order-edits.replace-item', { ctx, answers })
    expect(refused.outcome).toMatchObject({ status: 'failed', message: 'Cannot generate line item for variant "Black" without a price' })
    expect(edit('oe_6').changes).toEqual([])

    server.use(
      http.delete(`${BASE}/admin/order-edits/:id/items/:itemId`, () => HttpResponse.json({ type: 'not_allowed', message: 'The edit was just requested' }, { status: 400 }), { once: true }),
    )
    const half = await runCommand('order-edits.replace-item', { ctx, answers })
    expect(half.outcome).toMatchObject({
      status: 'failed',
      message: 'Medusa Cap · Black × 2 was added, but Medusa Coffee Mug · One Size could not be removed: The edit was just requested. Remove it, or undo the added item.',
    })
    expect(edit('oe_6').changes.map((c) => c.type)).toEqual(['item_add'])
  })
})
