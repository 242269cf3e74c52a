import type { LineItem, OrderEdit } from '@medusajs/client-types'
import {
  addOrderEditItemMutation,
  deleteOrderEditItemChangeMutation,
  orderEditQueries,
  removeOrderEditItemMutation,
  updateOrderEditItemMutation,
} from '@/atoms/order-edits/keys'
import type { EntityOption } from '@/commands/core/args'
import type { SearchTools } from '@/models/core/entity'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { ensureUnchanged, watchFields, type WatchedField } from '@/commands/core/editConflict'
import { editArg, editName, freshEdit, loadedEdit, whileStatus } from './order-edits'
import { pickerOf } from '@/commands/core/entity'
import { anyVariantEntity } from '@/models/products/entity'
import { changeLabel, lineLabel } from '@/models/order-edits/entity'

// The item changes of an order edit (OrderEditService.addLineItem, updateLineItem, removeLineItem,
// deleteItemChange): made while the edit is 'created'. Medusa refuses them once it is confirmed,
// canceled or declined.

/** A line with its quantity: 'Title · variant × 2'. */
export const lineText = (line: Pick<LineItem, 'title' | 'description' | 'quantity'>) => `${lineLabel(line)} × ${line.quantity}`

/** The edit's lines: 'Title · variant × 2'. With `fromOrder`, only lines copied from the order. */
export const searchEditItems =
  (fromOrder: boolean) =>
  async (q: string, { queryClient, args }: SearchTools): Promise<EntityOption[]> => {
    if (typeof args.orderEditId !== 'string') return []
    const { order_edit } = await queryClient.fetchQuery(orderEditQueries.detail(args.orderEditId))
    const needle = q.trim().toLowerCase()
    return (order_edit.items ?? [])
      .filter((i) => !fromOrder || i.original_item_id)
      // The same variant can be on the order and added in the edit: the hint tells the two apart,
      // and typing it ('on the order', 'added', a SKU) narrows to one.
      .map((i) => ({
        id: i.id,
        label: lineText(i),
        hint: [i.original_item_id ? 'on the order' : 'added in this edit', i.variant?.sku].filter(Boolean).join(' · '),
      }))
      .filter((o) => !needle || `${o.label} ${o.hint}`.toLowerCase().includes(needle))
  }

async function searchChanges(q: string, { queryClient, args }: SearchTools): Promise<EntityOption[]> {
  if (typeof args.orderEditId !== 'string') return []
  const { order_edit } = await queryClient.fetchQuery(orderEditQueries.detail(args.orderEditId))
  const needle = q.trim().toLowerCase()
  return (order_edit.changes ?? [])
    .map((c) => ({ id: c.id, label: changeLabel(c), hint: c.type.replace('_', ' ') }))
    .filter((c) => !needle || c.label.toLowerCase().includes(needle))
}

export const addOrderEditItem = defineCommand({
  id: 'order-edits.add-item',
  title: 'Add item to order edit',
  keywords: ['add variant', 'add product', 'item_add'],
  hotkey: 'a',
  scope: 'order-edit',
  when: whileStatus('created'),
  args: {
    orderEditId: editArg(),
    variantId: arg.entity({ label: 'Variant', search: pickerOf(anyVariantEntity) }),
    quantity: arg.number({ label: 'Quantity', min: 1, integer: true, initial: () => 1 }),
  },
  run: async ({ orderEditId, variantId, quantity }, { mutate }) => {
    const { order_edit } = await mutate(addOrderEditItemMutation, { id: orderEditId, body: { variant_id: variantId, quantity } })
    const added = order_edit.items?.find((i) => i.variant_id === variantId && !i.original_item_id)
    return toast('Item added to the edit', added ? lineText(added) : undefined)
  },
})

export const updateOrderEditItem = defineCommand({
  id: 'order-edits.update-item',
  title: 'Change item quantity in order edit',
  keywords: ['quantity', 'item_update'],
  hotkey: 'q',
  scope: 'order-edit',
  when: whileStatus('created'),
  args: {
    orderEditId: editArg(),
    itemId: arg.entity({ label: 'Item', search: searchEditItems(false) }),
    quantity: arg.number({
      label: 'Quantity',
      min: 1,
      integer: true,
      initial: (ctx, args) => loadedEdit(ctx, args)?.items?.find((i) => i.id === args.itemId)?.quantity,
    }),
  },
  run: async (args, tools) => {
    const { orderEditId, itemId, quantity } = args
    const seen = loadedEdit(tools.ctx, args)
    const lineOf = (edit: OrderEdit) => edit.items?.find((i) => i.id === itemId)
    // Another operator's change of this line since the prompt opened is asked about, not overwritten
    // (core/editConflict). A line gone meanwhile is no question: the save answers Medusa's not found.
    if (seen) {
      await ensureUnchanged(tools, args, {
        command: 'order-edits.update-item',
        id: `${orderEditId}:${itemId}`,
        seen,
        read: async () => {
          const fresh = await freshEdit(tools, orderEditId)
          return lineOf(fresh) ? fresh : seen
        },
        fields: lineQuantityField(itemId),
        name: (record) => {
          const line = lineOf(record)
          return line ? lineLabel(line) : 'The item'
        },
      })
    }
    const { order_edit } = await tools.mutate(updateOrderEditItemMutation, { id: orderEditId, itemId, body: { quantity } })
    const line = order_edit.items?.find((i) => i.id === itemId)
    return toast('Quantity changed', line ? lineText(line) : undefined)
  },
})

/** The quantity 'Change item quantity' sets, read off the edit's line (typed here: the command reads it in its own run). */
function lineQuantityField(itemId: string): WatchedField<OrderEdit>[] {
  return watchFields<OrderEdit>(updateOrderEditItem.args, { quantity: (edit) => edit.items?.find((i) => i.id === itemId)?.quantity })
}

export const removeOrderEditItem = defineCommand({
  id: 'order-edits.remove-item',
  title: 'Remove item in order edit',
  keywords: ['delete item', 'item_remove'],
  hotkey: 'shift+r',
  scope: 'order-edit',
  when: whileStatus('created'),
  // Only lines copied from the order; an added line goes by undoing its change.
  args: { orderEditId: editArg(), itemId: arg.entity({ label: 'Item', search: searchEditItems(true) }) },
  confirm: (args, ctx) => {
    const line = loadedEdit(ctx, args)?.items?.find((i) => i.id === args.itemId)
    return `Remove ${line ? lineLabel(line) : 'this item'} from the order in ${editName(ctx, args)}?`
  },
  run: async ({ orderEditId, itemId }, { mutate }) => {
    await mutate(removeOrderEditItemMutation, { id: orderEditId, itemId })
    return toast('Item removed in the edit')
  },
})

export const deleteOrderEditChange = defineCommand({
  id: 'order-edits.delete-change',
  title: 'Undo order edit change',
  keywords: ['delete item change', 'revert change'],
  hotkey: 'u',
  scope: 'order-edit',
  when: whileStatus('created'),
  args: { orderEditId: editArg(), changeId: arg.entity({ label: 'Change', search: searchChanges }) },
  // Medusa's OrderEditItemChangeService.delete removes the change and the line it points at: only an
  // added item is truly undone; the question says what happens to the others.
  confirm: (args, ctx) => {
    const change = loadedEdit(ctx, args)?.changes?.find((c) => c.id === args.changeId)
    const question = `Undo “${change ? changeLabel(change) : 'this change'}”?`
    if (change?.type === 'item_update') return `${question} Medusa deletes the edit's copy of the line with it: the item leaves the edit.`
    if (change?.type === 'item_remove') return `${question} Medusa deletes only the record of the change: the item stays removed.`
    return question
  },
  run: async ({ orderEditId, changeId }, { mutate, fetch }) => {
    const { order_edit } = await fetch(orderEditQueries.detail(orderEditId))
    await mutate(deleteOrderEditItemChangeMutation, { id: orderEditId, changeId, orderId: order_edit.order_id })
    return toast('Change undone')
  },
})

export const orderEditItemCommands = inGroup('Order edits', [addOrderEditItem, updateOrderEditItem, removeOrderEditItem, deleteOrderEditChange])
