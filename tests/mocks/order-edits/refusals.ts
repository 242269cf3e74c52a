import type { OrderEdit } from '@medusajs/client-types'
import type { orderEdits } from '@/api/admin/order-edits'
import { defineRefusals, invalidData, notAllowed, notFound, unknownError, type RefusalCase } from '../../support/refusals'
import type { AdminOrder } from '../orders/refusals-context'

// Every refusal the order edits mock imitates, one row each (tests/support/refusals.ts): run against
// msw with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/order-edits.ts.

export interface EditRefusalContext {
  api: { orderEdits: typeof orderEdits }
  /** A new captured order with two of one variant. */
  paid: () => Promise<AdminOrder>
  /** A second variant to add. */
  variantId: string
  /** What the customer does to decline a requested edit (the storefront route). */
  decline: (editId: string) => Promise<void>
}

type Row = RefusalCase<EditRefusalContext>
type Ctx = EditRefusalContext

/** A new edit of a new order, and the edit's copy of the order's line. */
async function editOf(c: Ctx): Promise<{ edit: OrderEdit; itemId: string }> {
  const order = await c.paid()
  const { order_edit: edit } = await c.api.orderEdits.create({ order_id: order.id })
  const itemId = edit.items?.find((i) => i.original_item_id === order.items[0]?.id)?.id ?? 'item_none'
  return { edit, itemId }
}

/** An edit lowering the line's quantity by one, requested from the customer. */
async function requested(c: Ctx) {
  const { edit, itemId } = await editOf(c)
  await c.api.orderEdits.updateItem(edit.id, itemId, { quantity: 1 })
  const { order_edit } = await c.api.orderEdits.requestConfirmation(edit.id)
  return { edit: order_edit, itemId, changeId: order_edit.changes?.[0]?.id ?? 'oeic_none' }
}

/** A requested edit, canceled. */
async function canceled(c: Ctx) {
  const made = await requested(c)
  await c.api.orderEdits.cancel(made.edit.id)
  return made
}

/** The message with the ids the row made named as placeholders. */
const naming = (call: Promise<unknown>, names: Record<string, string>) =>
  call.catch((error: { message?: string }) => {
    for (const [name, value] of Object.entries(names)) error.message = error.message?.replaceAll(value, `{${name}}`)
    throw error
  })
const notUpdatable = 'Can not update an item on the order edit {id} with the status canceled'

const lookups: Row[] = [
  { route: 'GET /admin/order-edits/{id}', when: 'an unknown edit', call: (c) => c.api.orderEdits.retrieve('oe_missing'), expected: notFound('Order edit with id oe_missing was not found') },
  { route: 'GET /admin/order-edits/{id}', when: 'an unknown relation in expand', call: async (c) => c.api.orderEdits.retrieve((await editOf(c)).edit.id, { expand: 'no_such_relation' }), expected: unknownError },
  { route: 'POST /admin/order-edits', when: 'an unknown order (the foreign key)', call: (c) => c.api.orderEdits.create({ order_id: 'order_missing' }), expected: notFound('Order with order_id order_missing does not exist.') },
  {
    route: 'POST /admin/order-edits',
    when: 'an order with an active edit',
    call: async (c) => {
      const { edit } = await editOf(c)
      return naming(c.api.orderEdits.create({ order_id: edit.order_id }), { order: edit.order_id })
    },
    expected: invalidData('An active order edit already exists for the order {order}'),
  },
  { route: 'POST /admin/order-edits/{id}/request', when: 'an edit with no changes', call: async (c) => c.api.orderEdits.requestConfirmation((await editOf(c)).edit.id), expected: invalidData('Cannot request a confirmation on an edit with no changes') },
]

const lines: Row[] = [
  { route: 'POST /admin/order-edits/{id}/items/{item_id}', when: 'an unknown line', call: async (c) => c.api.orderEdits.updateItem((await editOf(c)).edit.id, 'item_missing', { quantity: 1 }), expected: notFound('Line item with item_missing was not found') },
  {
    route: 'POST /admin/order-edits/{id}/items/{item_id}',
    when: "another edit's line (the message names the order)",
    call: async (c) => {
      const [mine, theirs] = [await editOf(c), await editOf(c)]
      return naming(c.api.orderEdits.updateItem(mine.edit.id, theirs.itemId, { quantity: 1 }), { item: theirs.itemId, order: mine.edit.order_id })
    },
    expected: invalidData('Invalid line item id {item} it does not belong to the same order edit {order}.'),
  },
  {
    route: 'DELETE /admin/order-edits/{id}/items/{item_id}',
    when: "another edit's line (removeLineItem selects the edit without its order_id)",
    call: async (c) => {
      const [mine, theirs] = [await editOf(c), await editOf(c)]
      return naming(c.api.orderEdits.removeItem(mine.edit.id, theirs.itemId), { item: theirs.itemId })
    },
    expected: invalidData('Invalid line item id {item} it does not belong to the same order edit undefined.'),
  },
  {
    route: 'DELETE /admin/order-edits/{id}/items/{item_id}',
    when: "a line whose quantity the edit changed (the item change's foreign key)",
    call: async (c) => {
      const { edit, itemId } = await editOf(c)
      await c.api.orderEdits.updateItem(edit.id, itemId, { quantity: 1 })
      return c.api.orderEdits.removeItem(edit.id, itemId)
    },
    expected: notFound('null'),
  },
  { route: 'DELETE /admin/order-edits/{id}/changes/{change_id}', when: 'an unknown change', call: async (c) => c.api.orderEdits.deleteItemChange((await editOf(c)).edit.id, 'oeic_missing'), expected: notFound('Order edit item change oeic_missing was not found') },
  {
    route: 'DELETE /admin/order-edits/{id}/changes/{change_id}',
    when: "another edit's change",
    call: async (c) => {
      const [mine, theirs] = [await editOf(c), await requested(c)]
      return naming(c.api.orderEdits.deleteItemChange(mine.edit.id, theirs.changeId), { id: mine.edit.id })
    },
    expected: invalidData("The item change you are trying to delete doesn't belong to the OrderEdit with id: {id}."),
  },
]

const statuses: Row[] = [
  { route: 'POST /admin/order-edits/{id}/items', when: 'a canceled edit', call: async (c) => c.api.orderEdits.addItem((await canceled(c)).edit.id, { variant_id: c.variantId, quantity: 1 }), expected: notAllowed('Can not add an item to the edit with status canceled') },
  {
    route: 'POST /admin/order-edits/{id}/items/{item_id}',
    when: 'a canceled edit',
    call: async (c) => canceled(c).then(({ edit, itemId }) => naming(c.api.orderEdits.updateItem(edit.id, itemId, { quantity: 2 }), { id: edit.id })),
    expected: notAllowed(notUpdatable),
  },
  {
    route: 'DELETE /admin/order-edits/{id}/items/{item_id}',
    when: 'a canceled edit',
    call: async (c) => canceled(c).then(({ edit, itemId }) => naming(c.api.orderEdits.removeItem(edit.id, itemId), { id: edit.id })),
    expected: notAllowed(notUpdatable),
  },
  {
    route: 'DELETE /admin/order-edits/{id}/changes/{change_id}',
    when: 'a canceled edit',
    call: async (c) => canceled(c).then(({ edit, changeId }) => c.api.orderEdits.deleteItemChange(edit.id, changeId)),
    expected: notAllowed('Cannot delete and item change from a canceled order edit'),
  },
  { route: 'POST /admin/order-edits/{id}/confirm', when: 'a canceled edit', call: async (c) => c.api.orderEdits.confirm((await canceled(c)).edit.id), expected: notAllowed('Cannot confirm an order edit with status canceled') },
  { route: 'DELETE /admin/order-edits/{id}', when: 'a canceled edit', call: async (c) => c.api.orderEdits.delete((await canceled(c)).edit.id), expected: notAllowed('Cannot delete order edit with status canceled') },
  {
    route: 'POST /admin/order-edits/{id}/cancel',
    when: 'a confirmed edit',
    call: async (c) => {
      const { edit } = await requested(c)
      await c.api.orderEdits.confirm(edit.id)
      return c.api.orderEdits.cancel(edit.id)
    },
    expected: notAllowed('Cannot cancel order edit with status confirmed'),
  },
  {
    route: 'POST /admin/order-edits/{id}/confirm',
    when: 'a declined edit',
    call: async (c) => {
      const { edit } = await requested(c)
      await c.decline(edit.id)
      return c.api.orderEdits.confirm(edit.id)
    },
    expected: notAllowed('Cannot confirm an order edit with status declined'),
  },
]

export const refusals = defineRefusals<EditRefusalContext>({
  mock: 'order-edits',
  about: 'Each row makes the captured orders (two of one variant, EUR) and the edits it acts on.',
  cases: [...lookups, ...lines, ...statuses],
})
