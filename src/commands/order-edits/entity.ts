import type { OrderEdit } from '@medusajs/client-types'
import { orderEditQueries } from '@/atoms/order-edits/keys'
import { defineEntity } from '@/commands/core/entity'
import { day } from '@/commands/core/text'
import { parseOrderNumber } from '@/commands/orders/entity'

/** Order edits by internal note: 'Order #1042 · created', the note (or its date) as hint. */
export const orderEditEntity = defineEntity<OrderEdit>({
  noun: 'order edit',
  focus: 'order-edit',
  label: (e) => `Order #${e.order?.display_id ?? '?'} · ${e.status}`,
  hint: (e) => e.internal_note || `created ${day(e.created_at)}`,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(orderEditQueries.search(q.trim()))).order_edits as OrderEdit[],
  exact: (e, q) => e.order?.display_id === parseOrderNumber(q),
})
