import type { DraftOrder, LineItem } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import {
  addDraftOrderLineItemMutation,
  draftOrderQueries,
  removeDraftOrderLineItemMutation,
  updateDraftOrderLineItemMutation,
} from '@/atoms/draft-orders/keys'
import type { EntityOption, PartialArgs } from '@/commands/core/args'
import type { SearchTools } from '@/models/core/entity'
import type { CommandContext } from '@/models/core/context'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { ensureUnchanged, freshRecord, watchFields, type WatchedField } from '@/commands/core/editConflict'
import { draftArg, draftCurrency, draftName, isOpen, loadedDraft } from './draft-orders'
import { pickerOf } from '@/commands/core/entity'
import { anyVariantEntity } from '@/models/products/entity'
import { draftLineName } from '@/models/draft-orders/entity'

// The lines of a draft order: variants at their price in the draft's region, custom lines (a title and
// a price, no variant, no discounts), quantities. Medusa refuses them all on a completed draft.

/** Line items of the draft in `draftOrderId`: 'Title · variant × 2' with the line total as hint. */
async function searchDraftItems(q: string, { queryClient, args }: SearchTools): Promise<EntityOption[]> {
  if (typeof args.draftOrderId !== 'string') return []
  const { draft_order } = await queryClient.fetchQuery(draftOrderQueries.detail(args.draftOrderId))
  const currency = draft_order.cart?.region?.currency_code ?? 'usd'
  const needle = q.trim().toLowerCase()
  return (draft_order.cart?.items ?? [])
    .filter((i) => !needle || `${i.title} ${i.description ?? ''}`.toLowerCase().includes(needle))
    .map((i) => ({ id: i.id, label: `${draftLineName(i)} × ${i.quantity}`, hint: formatMoney(i.unit_price * i.quantity, currency) }))
}
const itemArg = () => arg.entity({ label: 'Line item', search: searchDraftItems })
const itemOf = (ctx: CommandContext, args: PartialArgs): LineItem | undefined =>
  loadedDraft(ctx, args)?.cart?.items?.find((i) => i.id === args.itemId)
/** What happened, and the line as the draft now holds it ('T-Shirt · S × 3'). */
const lineToast = (title: string, line: LineItem | undefined) => toast(title, line ? `${draftLineName(line)} × ${line.quantity}` : undefined)

export const addDraftOrderItem = defineCommand({
  id: 'draft-orders.add-item',
  title: 'Add variant to draft order',
  keywords: ['line item', 'add product', 'add item'],
  hotkey: 'a',
  scope: 'draft-order',
  when: isOpen,
  args: {
    draftOrderId: draftArg(),
    variantId: arg.entity({ label: 'Variant', search: pickerOf(anyVariantEntity) }),
    quantity: arg.number({ label: 'Quantity', min: 1, integer: true, initial: () => 1 }),
  },
  run: async ({ draftOrderId, variantId, quantity }, { mutate }) => {
    const { draft_order } = await mutate(addDraftOrderLineItemMutation, { id: draftOrderId, body: { variant_id: variantId, quantity } })
    return lineToast('Line item added', draft_order.cart?.items?.find((i) => i.variant_id === variantId))
  },
})

export const addDraftOrderCustomItem = defineCommand({
  id: 'draft-orders.add-custom-item',
  title: 'Add custom item to draft order',
  keywords: ['line item', 'custom line', 'fee', 'gift wrap'],
  hotkey: 'shift+a',
  scope: 'draft-order',
  when: isOpen,
  args: {
    draftOrderId: draftArg(),
    title: arg.text({ label: 'Title', placeholder: 'Gift wrap' }),
    unitPrice: arg.money({ label: 'Unit price', currency: draftCurrency }),
    quantity: arg.number({ label: 'Quantity', min: 1, integer: true, initial: () => 1 }),
  },
  run: async ({ draftOrderId, title, unitPrice, quantity }, { mutate }) => {
    await mutate(addDraftOrderLineItemMutation, { id: draftOrderId, body: { title, unit_price: unitPrice, quantity } })
    return toast('Custom item added', `${title} × ${quantity}`)
  },
})

export const updateDraftOrderItem = defineCommand({
  id: 'draft-orders.update-item',
  title: 'Change line item quantity',
  keywords: ['quantity', 'update line item', 'amount of'],
  hotkey: 'q',
  scope: 'draft-order',
  when: isOpen,
  args: {
    draftOrderId: draftArg(),
    itemId: itemArg(),
    quantity: arg.number({ label: 'Quantity', min: 1, integer: true, initial: (ctx, args) => itemOf(ctx, args)?.quantity }),
  },
  run: async (args, tools) => {
    const { draftOrderId, itemId, quantity } = args
    const seen = loadedDraft(tools.ctx, args)
    const lineOf = (draft: DraftOrder) => draft.cart?.items?.find((i) => i.id === itemId)
    // Another operator's change of this line since the prompt opened is asked about, not overwritten
    // (core/editConflict). A line gone meanwhile is no question: the save answers Medusa's not found.
    if (seen) {
      await ensureUnchanged(tools, args, {
        command: 'draft-orders.update-item',
        id: `${draftOrderId}:${itemId}`,
        seen,
        read: async () => {
          const fresh = (await freshRecord(tools, draftOrderQueries.detail(draftOrderId))).draft_order
          return lineOf(fresh) ? fresh : seen
        },
        fields: lineQuantityField(itemId),
        name: (record) => {
          const line = lineOf(record)
          return line ? draftLineName(line) : 'The line item'
        },
      })
    }
    const { draft_order } = await tools.mutate(updateDraftOrderLineItemMutation, { id: draftOrderId, itemId, body: { quantity } })
    return lineToast('Quantity changed', draft_order.cart?.items?.find((i) => i.id === itemId))
  },
})

/** The quantity 'Change line item quantity' sets, read off the draft's line (typed here: the command reads it in its own run). */
function lineQuantityField(itemId: string): WatchedField<DraftOrder>[] {
  return watchFields<DraftOrder>(updateDraftOrderItem.args, { quantity: (draft) => draft.cart?.items?.find((i) => i.id === itemId)?.quantity })
}

export const removeDraftOrderItem = defineCommand({
  id: 'draft-orders.remove-item',
  title: 'Remove line item from draft order',
  keywords: ['delete line item', 'remove product'],
  hotkey: 'shift+r',
  scope: 'draft-order',
  when: isOpen,
  args: { draftOrderId: draftArg(), itemId: itemArg() },
  confirm: (args, ctx) => {
    const item = itemOf(ctx, args)
    return `Remove ${item ? draftLineName(item) : 'this line item'} from ${draftName(ctx, args)}?`
  },
  run: async ({ draftOrderId, itemId }, { mutate }) => {
    await mutate(removeDraftOrderLineItemMutation, { id: draftOrderId, itemId })
    return toast('Line item removed')
  },
})

export const draftOrderItemCommands = inGroup('Draft orders', [addDraftOrderItem, addDraftOrderCustomItem, updateDraftOrderItem, removeDraftOrderItem])
