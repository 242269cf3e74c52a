import type { OrderEdit, ProductVariant } from '@medusajs/client-types'
import { addOrderEditItemMutation, removeOrderEditItemMutation } from '@/atoms/order-edits/keys'
import type { PartialArgs } from '@/commands/core/args'
import { arg, defineCommand, inGroup, toast } from '@/commands/core/define'
import { pickerOf } from '@/commands/core/entity'
import { errorMessage } from '@/commands/core/run'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { lineLabel } from '@/models/order-edits/entity'
import { anyVariantEntity } from '@/models/products/entity'
import { lineText, searchEditItems } from './items'
import { editArg, editName, freshEdit, loadedEdit, whileStatus } from './order-edits'

// "Replace with another item" of the original admin's order edit modal: the line leaves the order and
// another variant comes in its place, at the line's quantity unless the operator changes it. Medusa has
// no replace call: it is an item_add and an item_remove. The add goes first, so a refused add (a variant
// without a price in the order's region, stock) leaves the edit as it was.

const lineOf = (edit: OrderEdit | undefined, itemId: unknown) => edit?.items?.find((i) => i.id === itemId)
const seenLine = (ctx: CommandContext, args: PartialArgs) => lineOf(loadedEdit(ctx, args), args.itemId)

/**
 * Medusa cannot remove a line that has a change in the edit (its item_update points at it: a foreign
 * key refuses, answered as a 404 "null"): said before anything is sent.
 */
function changedLine(edit: OrderEdit | undefined, itemId: unknown): string | undefined {
  const line = lineOf(edit, itemId)
  if (!line || !edit?.changes?.some((c) => c.line_item_id === line.id)) return undefined
  return `${lineLabel(line)} has a quantity change in this edit: undo that change first, then replace it`
}

export const replaceOrderEditItem = defineCommand({
  id: 'order-edits.replace-item',
  title: 'Replace item in order edit with another…',
  keywords: ['swap variant', 'exchange item', 'other size', 'replace with another item'],
  scope: 'order-edit',
  when: whileStatus('created'),
  args: {
    orderEditId: editArg(),
    // Only lines copied from the order; an added line goes by undoing its change.
    itemId: arg.entity({
      label: 'Item to replace',
      search: searchEditItems(true),
      validate: (itemId, args, ctx) => changedLine(loadedEdit(ctx, args), itemId),
    }),
    variantId: arg.entity({
      label: 'Replace with',
      search: pickerOf(anyVariantEntity),
      validate: (variantId, args, ctx) => {
        const line = seenLine(ctx, args)
        return line && line.variant_id === variantId ? `${lineLabel(line)} is already this variant: pick another one` : undefined
      },
    }),
    quantity: arg.number({ label: 'Quantity', min: 1, integer: true, initial: (ctx, args) => seenLine(ctx, args)?.quantity ?? 1 }),
  },
  confirm: (args, ctx) => {
    const line = seenLine(ctx, args)
    const variant = pickedRecord<ProductVariant>(ctx, 'variantId', args.variantId)
    const by = `${variant ? anyVariantEntity.label(variant) : 'the variant picked'} × ${String(args.quantity)}`
    return `Replace ${line ? lineText(line) : 'this item'} with ${by} in ${editName(ctx, args)}? The item leaves the order.`
  },
  run: async ({ orderEditId, itemId, variantId, quantity }, tools) => {
    const before = await freshEdit(tools, orderEditId)
    const line = lineOf(before, itemId)
    if (!line) throw new Error('That item is no longer in the edit (changed meanwhile?): nothing was replaced')
    if (line.variant_id === variantId) throw new Error(`${lineLabel(line)} is already this variant: nothing was replaced`)
    const changed = changedLine(before, itemId)
    if (changed) throw new Error(`${changed} (nothing was replaced)`)
    const { order_edit } = await tools.mutate(addOrderEditItemMutation, { id: orderEditId, body: { variant_id: variantId, quantity } })
    const added = order_edit.items?.find((i) => i.variant_id === variantId && !i.original_item_id)
    try {
      await tools.mutate(removeOrderEditItemMutation, { id: orderEditId, itemId })
    } catch (error) {
      // The new line is in; the old one stayed. Said as it is, with what the operator can do next.
      throw new Error(
        `${added ? lineText(added) : 'The new item'} was added, but ${lineLabel(line)} could not be removed: ${errorMessage(error)}. ` +
          'Remove it, or undo the added item.',
        { cause: error },
      )
    }
    return toast('Item replaced in the edit', `${lineText(line)} → ${added ? lineText(added) : 'the variant picked'}`)
  },
})

export const orderEditReplaceCommands = inGroup('Order edits', [replaceOrderEditItem])
