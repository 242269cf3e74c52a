import type {
  AdminPostOrderEditsEditLineItemsLineItemReq,
  AdminPostOrderEditsEditLineItemsReq,
  AdminPostOrderEditsReq,
  GetOrderEditsParams,
  OrderEdit,
} from '@medusajs/client-types'
import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { atomWithQuery } from 'jotai-tanstack-query'
import { orderEdits } from '@/api/admin/order-edits'
import { userQueries } from '@/atoms/team/keys'
import { orderTouched } from '@/atoms/orders/mutations'
import { orderQueries } from '@/atoms/orders/keys'
import { mutation, queryAtomFamily } from '@/atoms/core/query'

/**
 * Only what the order edits table shows. `status` is no column: Medusa derives it from the
 * requested/declined/confirmed/canceled dates when the row loads (OrderEdit.loadStatus), so those are
 * asked for. The route adds the edit's totals (decorateTotals) to every row whatever is asked.
 */
export const ORDER_EDIT_LIST_FIELDS =
  'id,order_id,internal_note,created_by,created_at,requested_at,confirmed_at,declined_at,canceled_at'
export const ORDER_EDIT_LIST_EXPAND = 'order,changes'
/**
 * The edit panel: the order's own row (number, currency), every change with the line before
 * (original_line_item) and after (line_item), and the edit's items. The order's totals before the
 * edit come from orderQueries.detail, which the route cannot add here.
 */
export const ORDER_EDIT_DETAIL_EXPAND = [
  'order',
  'changes',
  'changes.line_item',
  'changes.line_item.variant',
  'changes.original_line_item',
  'changes.original_line_item.variant',
  'items',
  'items.variant',
].join(',')

export const orderEditQueries = {
  all: ['order-edits'] as const,
  searches: () => [...orderEditQueries.all, 'search'] as const,
  lists: () => [...orderEditQueries.all, 'list'] as const,
  list: (query: GetOrderEditsParams) =>
    queryOptions({
      queryKey: [...orderEditQueries.lists(), query] as const,
      queryFn: () => orderEdits.list({ fields: ORDER_EDIT_LIST_FIELDS, expand: ORDER_EDIT_LIST_EXPAND, ...query }),
    }),
  details: () => [...orderEditQueries.all, 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderEditQueries.details(), id] as const,
      queryFn: () => orderEdits.retrieve(id, { expand: ORDER_EDIT_DETAIL_EXPAND }),
    }),
  /** Picker search: Medusa matches q against the internal note; the order gives the row its number. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...orderEditQueries.searches(), q] as const,
      queryFn: () => orderEdits.list({ q: q || undefined, limit: 20, fields: ORDER_EDIT_LIST_FIELDS, expand: 'order' }),
    }),
}

export const orderEditListAtom = queryAtomFamily(orderEditQueries.list)
export const orderEditDetailAtom = queryAtomFamily(orderEditQueries.detail)
/** Read only by the panels that name an edit's author. */
/** The store's users, to name who created an edit (`created_by` is a user id). */
export const orderEditUsersAtom = atomWithQuery(() => userQueries.list())

// ---- writes: each declared once with what it makes stale ----

const editListed: QueryKey[] = [orderEditQueries.lists(), orderEditQueries.searches()]
/**
 * What any change to an edit makes stale: its panel, the table, the pickers, and the order's panel,
 * which lists the order's edits with their status and difference due.
 */
const editTouched = (edit: Pick<OrderEdit, 'id' | 'order_id'>): QueryKey[] => [
  orderEditQueries.detail(edit.id).queryKey,
  ...editListed,
  orderQueries.detail(edit.order_id).queryKey,
]
type EditAnswer = { order_edit: OrderEdit }
const touchedByAnswer = ({ order_edit }: EditAnswer) => editTouched(order_edit)

export const createOrderEditMutation = mutation({
  mutationFn: (body: AdminPostOrderEditsReq) => orderEdits.create(body),
  invalidates: touchedByAnswer,
})

export const updateOrderEditMutation = mutation({
  mutationFn: ({ id, internalNote }: { id: string; internalNote: string }) => orderEdits.update(id, { internal_note: internalNote }),
  invalidates: touchedByAnswer,
})

/** The delete answer names only the edit: the order comes from the caller. */
export const deleteOrderEditMutation = mutation({
  mutationFn: ({ id }: { id: string; orderId: string }) => orderEdits.delete(id),
  invalidates: (_data, { orderId }) => [...editListed, orderQueries.detail(orderId).queryKey],
})

export const addOrderEditItemMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostOrderEditsEditLineItemsReq }) => orderEdits.addItem(id, body),
  invalidates: touchedByAnswer,
})

export const updateOrderEditItemMutation = mutation({
  mutationFn: ({ id, itemId, body }: { id: string; itemId: string; body: AdminPostOrderEditsEditLineItemsLineItemReq }) =>
    orderEdits.updateItem(id, itemId, body),
  invalidates: touchedByAnswer,
})

export const removeOrderEditItemMutation = mutation({
  mutationFn: ({ id, itemId }: { id: string; itemId: string }) => orderEdits.removeItem(id, itemId),
  invalidates: touchedByAnswer,
})

/** Answers only the change's id: the edit and its order come from the caller. */
export const deleteOrderEditItemChangeMutation = mutation({
  mutationFn: ({ id, changeId }: { id: string; changeId: string; orderId: string }) => orderEdits.deleteItemChange(id, changeId),
  invalidates: (_data, { id, orderId }) => editTouched({ id, order_id: orderId }),
})

export const requestOrderEditConfirmationMutation = mutation({
  mutationFn: (id: string) => orderEdits.requestConfirmation(id),
  invalidates: touchedByAnswer,
})

export const cancelOrderEditMutation = mutation({
  mutationFn: (id: string) => orderEdits.cancel(id),
  invalidates: touchedByAnswer,
})

/** Confirming moves the edit's items onto the order: the order, its lists and pickers change. */
export const confirmOrderEditMutation = mutation({
  mutationFn: (id: string) => orderEdits.confirm(id),
  invalidates: ({ order_edit }) => [...editTouched(order_edit), ...orderTouched(order_edit.order_id)],
})
