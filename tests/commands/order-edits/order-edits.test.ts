import type { OrderEdit } from '@medusajs/client-types'
import type { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { orderEditQueries } from '@/atoms/order-edits/keys'
import { fetchWholeOrder, orderQueries } from '@/atoms/orders/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { isAvailable } from '@/commands/core/define'
import { orderEditCommands } from '@/commands/order-edits'
import { registry } from '@/commands/index'
import { draftOrderHandlers } from '../../mocks/draft-orders/draft-orders'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { orderEditHandlers, seedOrderEdits } from '../../mocks/order-edits/order-edits'
import { orderHandlers } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { commandOf, keep, pick, runCommand } from '../harness'

const allEditCommands = orderEditCommands
/** The store as the demo backend's: order editing on (Medusa 1.20's default). */
const flagged: CommandContext = { ...emptyContext, flags: { order_editing: true } }
const mock = withMockDb()
beforeEach(() => {
  server.use(...orderEditHandlers(mock.db), ...draftOrderHandlers(mock.db), ...orderHandlers(mock.db))
})

const db = () => seedOrderEdits(mock.db)
const order = (displayId: number) => {
  const found = db().orders.find((o) => o.display_id === displayId)
  if (!found) throw new Error(`no order #${displayId}`)
  return found
}
const edit = (id: string) => {
  const found = db().orderEdits.find((e) => e.id === id)
  if (!found) throw new Error(`no edit ${id}`)
  return found
}
// The seed: oe_1 confirmed (#1032), oe_2 created (#1046), oe_3 requested (#1049), oe_4 canceled (#1043), oe_5 declined (#1041).
async function onEdit(id: string, queryClient: QueryClient = createQueryClient()): Promise<CommandContext> {
  const { order_edit } = await queryClient.fetchQuery(orderEditQueries.detail(id))
  return { ...flagged, focus: { kind: 'order-edit', id, entity: order_edit as OrderEdit } }
}
async function onOrder(displayId: number, queryClient: QueryClient = createQueryClient()): Promise<CommandContext> {
  const id = order(displayId).id
  // The panel's order once its exchanges (edits among them) have followed it.
  return { ...flagged, focus: { kind: 'order', id, entity: await fetchWholeOrder(queryClient, id) } }
}

describe('the order edits area', () => {
  it('registers its commands once, scoped to the edit panel (and Edit order to the order panel)', () => {
    expect(allEditCommands.map((c) => [c.id, c.hotkey ?? '', c.scope ?? ''])).toEqual([
      ['order-edits.list', 'g e', ''],
      ['order-edits.open', '', ''],
      ['order-edits.create', 'shift+e', 'order'],
      ['order-edits.update', 'e', 'order-edit'],
      ['order-edits.delete', 'shift+backspace', 'order-edit'],
      ['order-edits.request', 'r', 'order-edit'],
      ['order-edits.confirm', 'c', 'order-edit'],
      ['order-edits.cancel', 'shift+c', 'order-edit'],
      ['order-edits.add-item', 'a', 'order-edit'],
      ['order-edits.update-item', 'q', 'order-edit'],
      ['order-edits.remove-item', 'shift+r', 'order-edit'],
      ['order-edits.delete-change', 'u', 'order-edit'],
      ['order-edits.replace-item', '', 'order-edit'],
    ])
    for (const command of allEditCommands) expect(registry.get(command.id)).toBe(command)
  })

  it('offers none of them while the store’s order_editing flag is off, saying why', async () => {
    const off = { ...(await onEdit('oe_2')), flags: { order_editing: false } }
    for (const command of allEditCommands.map((c) => commandOf(c.id))) {
      expect(isAvailable(command, off), command.id).toBe(false)
      expect(command.why?.(off), command.id).toBe('Needs the store’s order_editing feature flag')
    }
    expect(isAvailable(commandOf('order-edits.create'), { ...(await onOrder(1045)), flags: {} })).toBe(false)
  })

  it("offers each action only in the statuses the console's flow allows", async () => {
    const ids = allEditCommands.map((c) => c.id).filter((id) => !['order-edits.list', 'order-edits.open', 'order-edits.create'].includes(id))
    // With nothing focused, everything is offered (a picker asks which edit).
    expect(ids.filter((c) => isAvailable(commandOf(c), flagged))).toEqual(ids)
    const on = async (id: string) => {
      const ctx = await onEdit(id)
      return ids.filter((c) => isAvailable(commandOf(c), ctx)).map((c) => c.replace('order-edits.', ''))
    }
    expect(await on('oe_2')).toEqual(['update', 'delete', 'request', 'cancel', 'add-item', 'update-item', 'remove-item', 'delete-change', 'replace-item'])
    expect(await on('oe_3')).toEqual(['update', 'confirm', 'cancel'])
    expect(await on('oe_1')).toEqual([])
    expect(await on('oe_4')).toEqual([])
    expect(await on('oe_5')).toEqual([])
    // A fresh edit without changes cannot be sent to the customer yet.
    const fresh = await runCommand('order-edits.create', { ctx: await onOrder(1020), answers: { internalNote: '' } })
    expect(fresh.outcome).toMatchObject({ status: 'done' })
    expect(await on('oe_6')).toEqual(['update', 'delete', 'cancel', 'add-item', 'update-item', 'remove-item', 'delete-change', 'replace-item'])
  })
})

describe('order-edits.list and order-edits.open', () => {
  it("'Go to order edits' opens the table; 'Open order edit' finds one by its note", async () => {
    expect((await runCommand('order-edits.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/order-edits' } })
    const run = await runCommand('order-edits.open', { answers: { orderEditId: pick('mugs', 'Order #1049 · requested') } })
    expect(run.offered.orderEditId?.map((o) => [o.label, o.hint])).toEqual([
      ['Order #1041 · declined', 'Fewer mugs'],
      ['Order #1049 · requested', 'Three mugs for the office'],
    ])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/order-edits/oe_3' } })
  })

  it("shows the server's message when the search fails", async () => {
    server.use(http.get(`${BASE}/admin/order-edits`, () => HttpResponse.json({ type: 'invalid_data', message: 'q must be a string' }, { status: 400 })))
    const run = await runCommand('order-edits.open', { answers: { orderEditId: pick('x', 'Order #1049 · requested') } })
    expect(run.outcome).toEqual({ status: 'search-failed', arg: 'orderEditId', message: 'q must be a string' })
  })
})

describe('order-edits.create', () => {
  it("'Edit order' on an order's panel creates an edit of it with a copy of its lines, and opens it", async () => {
    const queryClient = createQueryClient()
    const ctx = await onOrder(1045, queryClient)
    expect(isAvailable(commandOf('order-edits.create'), ctx)).toBe(true)
    const run = await runCommand('order-edits.create', { ctx, queryClient, answers: { internalNote: 'Swap the size' } })
    expect(run.prompted).toEqual(['internalNote'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/order-edits/oe_6' } })
    const created = edit('oe_6')
    expect(created).toMatchObject({ order_id: order(1045).id, internal_note: 'Swap the size', created_by: 'usr_1', requested_at: null })
    expect(created.items.map((i) => i.original_item_id)).toEqual(order(1045).items?.map((i) => i.id))
    // The order's panel lists the new edit.
    expect(queryClient.getQueryState(orderQueries.detail(order(1045).id).queryKey)?.isInvalidated).toBe(true)
    expect(order(1045).edits?.map((e) => [e.id, e.status])).toEqual([['oe_6', 'created']])
  })

  it('is hidden on an order with an open edit; Medusa refuses a second one', async () => {
    expect(isAvailable(commandOf('order-edits.create'), await onOrder(1046))).toBe(false)
    // Before the panel's exchanges arrive the edits are not known: offered, and Medusa is the judge.
    const { order: painted } = await createQueryClient().fetchQuery(orderQueries.detail(order(1046).id))
    expect(painted.edits).toBeUndefined()
    expect(isAvailable(commandOf('order-edits.create'), { ...flagged, focus: { kind: 'order', id: painted.id, entity: painted } })).toBe(true)
    const run = await runCommand('order-edits.create', { ctx: flagged, answers: { orderId: pick('1046', '#1046 · olivia.brown@example.co.uk'), internalNote: '' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: `An active order edit already exists for the order ${order(1046).id}` })
    expect(db().orderEdits).toHaveLength(5)
  })
})

describe('order-edits.update and order-edits.delete', () => {
  it('saves the note, starting from the current one; deletes a created edit and goes back to the table', async () => {
    const ctx = await onEdit('oe_2')
    const note = await runCommand('order-edits.update', { ctx, answers: { internalNote: 'Two hoodies and a T-shirt' } })
    expect(note.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Note saved', message: 'Two hoodies and a T-shirt' } })
    expect(edit('oe_2').internal_note).toBe('Two hoodies and a T-shirt')

    const run = await runCommand('order-edits.delete', { ctx: await onEdit('oe_2') })
    expect(run.confirmations).toEqual(['Delete the edit of order #1046 and all its changes? The order stays as it is.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/order-edits' } })
    expect(db().orderEdits.map((e) => e.id)).toEqual(['oe_1', 'oe_3', 'oe_4', 'oe_5'])
    expect(order(1046).edits).toEqual([])
  })

  it("fails with the server's answers: an unknown edit, deleting one already requested", async () => {
    const missing = await runCommand('order-edits.update', { given: { orderEditId: 'oe_404' }, answers: { internalNote: 'x' } })
    expect(missing.outcome).toMatchObject({ status: 'failed', message: 'Order edit was not found: it may have been deleted meanwhile.' })
    const requested = await runCommand('order-edits.delete', { given: { orderEditId: 'oe_3' } })
    expect(requested.outcome).toMatchObject({ status: 'failed', message: 'Cannot delete order edit with status requested' })
    expect(edit('oe_3')).toBeDefined()
  })
})

describe('order-edits.add-item, update-item, remove-item, delete-change', () => {
  it('adds a variant as an item_add change at its price on the order', async () => {
    const run = await runCommand('order-edits.add-item', { ctx: await onEdit('oe_2'), answers: { variantId: pick('cap', 'Medusa Cap · Black'), quantity: '2' } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Item added to the edit', message: 'Medusa Cap · Black × 2' } })
    const added = edit('oe_2').items.find((i) => i.title === 'Medusa Cap')
    expect(added).toMatchObject({ unit_price: 1800, quantity: 2, original_item_id: null, order_edit_id: 'oe_2' })
    expect(edit('oe_2').changes.map((c) => c.type)).toEqual(['item_update', 'item_add', 'item_add'])
  })

  it('changes a quantity from the current one; removes a line copied from the order', async () => {
    const queryClient = createQueryClient()
    const ctx = await onEdit('oe_2', queryClient)
    const run = await runCommand('order-edits.update-item', { ctx, queryClient, answers: { itemId: pick('shirt', 'Medusa T-Shirt · S / Black × 1'), quantity: '3' } })
    expect(run.offered.itemId?.map((o) => o.hint?.split(' · ')[0])).toEqual(['added in this edit'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Quantity changed', message: 'Medusa T-Shirt · S / Black × 3' } })
    // The added line keeps its one item_add change.
    expect(edit('oe_2').changes.map((c) => c.type)).toEqual(['item_update', 'item_add'])

    await runCommand('order-edits.create', { ctx: await onOrder(1022), answers: { internalNote: '' } })
    const fresh = await onEdit('oe_6')
    const removed = await runCommand('order-edits.remove-item', { ctx: fresh, answers: { itemId: pick('tote', 'Medusa Tote Bag · Default × 1') } })
    expect(removed.confirmations).toEqual(['Remove Medusa Tote Bag · Default from the order in the edit of order #1022?'])
    expect(removed.outcome).toMatchObject({ status: 'done', result: { title: 'Item removed in the edit' } })
    expect(edit('oe_6').items.map((i) => i.title)).toEqual(['Medusa Coffee Mug'])
    expect(edit('oe_6').changes.map((c) => c.type)).toEqual(['item_remove'])
  })

  it('narrows the lines by their hint: typing “on the order” leaves the lines copied from the order', async () => {
    const queryClient = createQueryClient()
    const ctx = await onEdit('oe_2', queryClient)
    const fromOrder = await runCommand('order-edits.update-item', { ctx, queryClient, answers: { itemId: pick('on the order', 'Medusa Hoodie · S / Grey × 2'), quantity: '1' } })
    expect(fromOrder.offered.itemId?.map((o) => `${o.label} (${o.hint?.split(' · ')[0]})`)).toEqual(['Medusa Hoodie · S / Grey × 2 (on the order)'])
    const added = await runCommand('order-edits.update-item', { ctx, queryClient, answers: { itemId: pick('added', 'Medusa T-Shirt · S / Black × 1'), quantity: '2' } })
    expect(added.offered.itemId?.map((o) => o.label)).toEqual(['Medusa T-Shirt · S / Black × 1'])
  })

  it('undoes an added item: the change and its line go', async () => {
    const ctx = await onEdit('oe_2')
    const run = await runCommand('order-edits.delete-change', { ctx, answers: { changeId: pick('added', 'Added Medusa T-Shirt · S / Black × 1') } })
    expect(run.confirmations).toEqual(['Undo “Added Medusa T-Shirt · S / Black × 1”?'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Change undone', message: undefined } })
    expect(edit('oe_2').changes.map((c) => c.type)).toEqual(['item_update'])
    expect(edit('oe_2').items.map((i) => i.title)).toEqual(['Medusa Hoodie'])

    // Undoing a quantity change takes the edit's copy of the line with it, as Medusa does; the question says so.
    const update = await runCommand('order-edits.delete-change', { ctx: await onEdit('oe_2'), answers: { changeId: pick('', 'Quantity of Medusa Hoodie · S / Grey: 1 → 2') } })
    expect(update.confirmations).toEqual([
      "Undo “Quantity of Medusa Hoodie · S / Grey: 1 → 2”? Medusa deletes the edit's copy of the line with it: the item leaves the edit.",
    ])
    expect(update.outcome).toMatchObject({ status: 'done' })
    expect(edit('oe_2')).toMatchObject({ changes: [], items: [] })
  })

  it('fails as Medusa does once an edit is closed, and for a line with a change', async () => {
    const confirmed = await runCommand('order-edits.add-item', { given: { orderEditId: 'oe_1' }, answers: { variantId: 'variant_1', quantity: '1' } })
    expect(confirmed.outcome).toMatchObject({ status: 'failed', message: 'Can not add an item to the edit with status confirmed' })
    const canceledLine = edit('oe_4').items[0]?.id
    const canceled = await runCommand('order-edits.update-item', { given: { orderEditId: 'oe_4', itemId: canceledLine }, answers: { quantity: '2' } })
    expect(canceled.outcome).toMatchObject({ status: 'failed', message: 'Can not update an item on the order edit oe_4 with the status canceled' })
    // Medusa 1.20 answers a changed line's removal with a foreign-key 404 whose message is "null".
    const hoodie = edit('oe_2').items.find((i) => i.title === 'Medusa Hoodie')?.id
    const changed = await runCommand('order-edits.remove-item', { given: { orderEditId: 'oe_2', itemId: hoodie } })
    expect(changed.outcome).toMatchObject({ status: 'failed', message: 'null' })
    const change = edit('oe_4').changes[0]?.id
    const closed = await runCommand('order-edits.delete-change', { given: { orderEditId: 'oe_4', changeId: change } })
    expect(closed.outcome).toMatchObject({ status: 'failed', message: 'Cannot delete and item change from a canceled order edit' })
  })
})

describe('order-edits.request, confirm and cancel', () => {
  it('requests confirmation of an edit with changes', async () => {
    const run = await runCommand('order-edits.request', { ctx: await onEdit('oe_2') })
    expect(run.confirmations).toEqual(['Ask the customer to confirm the edit of order #1046? Medusa notifies them by email.'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Confirmation requested' } })
    expect(edit('oe_2')).toMatchObject({ requested_by: 'usr_1', requested_at: expect.any(String) })
    expect(order(1046).edits?.[0]?.status).toBe('requested')
  })

  it('confirms a requested edit: the order gets the edited lines and its panel and lists refetch', async () => {
    const queryClient = createQueryClient()
    const orderId = order(1049).id
    await queryClient.fetchQuery(orderQueries.detail(orderId))
    await queryClient.fetchQuery(orderQueries.list({ limit: 50, offset: 0 }))
    const run = await runCommand('order-edits.confirm', { ctx: await onEdit('oe_3', queryClient), queryClient })
    expect(run.confirmations).toEqual(["Confirm the edit of order #1049? The order's items change now."])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Order edit confirmed', message: "The order's items are the edited ones now" } })
    expect(order(1049).items?.map((i) => [i.title, i.quantity, i.order_edit_id])).toEqual([['Medusa Coffee Mug', 3, 'oe_3']])
    expect(edit('oe_3').confirmed_by).toBe('usr_1')
    expect(queryClient.getQueryState(orderQueries.detail(orderId).queryKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(orderQueries.list({ limit: 50, offset: 0 }).queryKey)?.isInvalidated).toBe(true)
  })

  it('cancels a requested edit', async () => {
    const run = await runCommand('order-edits.cancel', { ctx: await onEdit('oe_3') })
    expect(run.confirmations).toEqual(['Cancel the edit of order #1049? The order stays as it is.'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Order edit canceled' } })
    expect(edit('oe_3').canceled_at).toEqual(expect.any(String))
    expect(order(1049).items?.[0]?.quantity).toBe(1)
  })

  it('fails as Medusa does: no changes to request, a declined edit to confirm, a confirmed one to cancel', async () => {
    await runCommand('order-edits.create', { ctx: await onOrder(1020), answers: { internalNote: keep } })
    const empty = await runCommand('order-edits.request', { given: { orderEditId: 'oe_6' } })
    expect(empty.outcome).toMatchObject({ status: 'failed', message: 'Cannot request a confirmation on an edit with no changes' })
    const declined = await runCommand('order-edits.confirm', { given: { orderEditId: 'oe_5' } })
    expect(declined.outcome).toMatchObject({ status: 'failed', message: 'Cannot confirm an order edit with status declined' })
    const confirmed = await runCommand('order-edits.cancel', { given: { orderEditId: 'oe_1' } })
    expect(confirmed.outcome).toMatchObject({ status: 'failed', message: 'Cannot cancel order edit with status confirmed' })
    expect(order(1041).items?.[0]?.quantity).toBe(10)
  })
})
