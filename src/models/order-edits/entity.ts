import type { LineItem, OrderEdit, OrderItemChange } from '@medusajs/client-types'
import { orderEditQueries } from '@/atoms/order-edits/keys'
import { defineEntity } from '@/models/core/entity'
import { day } from '@/models/core/text'
import { parseOrderNumber } from '@/models/orders/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'order-edit': OrderEdit
  }
}

/** Order edits by internal note: 'Order #1042 · created', the note (or its date) as hint. */
export const orderEditEntity = defineEntity<OrderEdit>({
  noun: 'order edit',
  focus: 'order-edit',
  label: (e) => `Order #${e.order?.display_id ?? '?'} · ${e.status}`,
  hint: (e) => e.internal_note || `created ${day(e.created_at)}`,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(orderEditQueries.search(q.trim()))).order_edits as OrderEdit[],
  exact: (e, q) => e.order?.display_id === parseOrderNumber(q),
})

/** An edit's line: 'Medusa Cap · Black'. */
export const lineLabel = (item: Pick<LineItem, 'title' | 'description'>) => (item.description ? `${item.title} · ${item.description}` : item.title)

/** 'Added Medusa Cap · Black × 1', 'Removed …', 'Quantity of … 1 → 2'. */
export function changeLabel(change: OrderItemChange): string {
  const before = change.original_line_item
  const after = change.line_item
  if (change.type === 'item_add') return `Added ${after ? `${lineLabel(after)} × ${after.quantity}` : 'an item'}`
  if (change.type === 'item_remove') return `Removed ${before ? lineLabel(before) : 'an item'}`
  const line = after ?? before
  return `Quantity of ${line ? lineLabel(line) : 'an item'}: ${before?.quantity ?? '?'} → ${after?.quantity ?? '?'}`
}
