import type {
  AdminGetDraftOrdersParams,
  AdminPostDraftOrdersDraftOrderLineItemsItemReq,
  AdminPostDraftOrdersDraftOrderLineItemsReq,
  AdminPostDraftOrdersDraftOrderReq,
  AdminPostDraftOrdersReq,
} from '@medusajs/client-types'
import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { draftOrders } from '@/api/admin/draft-orders'
import { customerQueries } from '@/atoms/customers/keys'
import { orderQueries } from '@/atoms/orders/keys'
import { mutation, queryAtomFamily } from '@/atoms/core/query'
import { markUnread, stagedQueryAtomFamily, withRelationsOf } from '@/atoms/core/stagedQuery'

/**
 * What the draft orders table shows. Medusa 1.20's list route declares `fields` with `@IsNumber()`
 * (list-draft-orders.ts), so no field list can be sent; `expand` replaces the default relations
 * (order, cart, cart.items, cart.items.adjustments) with the ones the columns read. The list computes
 * no cart totals: the table adds up items and shipping itself, before tax.
 */
export const DRAFT_ORDER_LIST_EXPAND = 'order,cart,cart.items,cart.customer,cart.region,cart.shipping_methods'
/**
 * The same rows without the cart's items and shipping methods: on 4,000 drafts Medusa answers a page
 * with them in about 200 ms, without them in about 25 ms (#32). The table paints these first.
 */
export const DRAFT_ORDER_ROWS_EXPAND = 'order,cart,cart.customer,cart.region'
/** A picker row: '#12 · email', with the region for its currency. */
const DRAFT_ORDER_PICKER_EXPAND = 'cart,cart.region'

type DraftStatus = NonNullable<AdminGetDraftOrdersParams['status']>[number]

export const draftOrderQueries = {
  all: ['draft-orders'] as const,
  searches: () => [...draftOrderQueries.all, 'search'] as const,
  lists: () => [...draftOrderQueries.all, 'list'] as const,
  list: (query: AdminGetDraftOrdersParams) =>
    queryOptions({
      queryKey: [...draftOrderQueries.lists(), query] as const,
      queryFn: () => draftOrders.list({ expand: DRAFT_ORDER_LIST_EXPAND, ...query }),
    }),
  /** A page's rows without what the total is added up from (items, shipping): painted first; queues page through these. */
  listRows: (query: AdminGetDraftOrdersParams) =>
    queryOptions({
      queryKey: [...draftOrderQueries.lists(), query, 'rows'] as const,
      queryFn: () => draftOrders.list({ expand: DRAFT_ORDER_ROWS_EXPAND, ...query }),
    }),
  details: () => [...draftOrderQueries.all, 'detail'] as const,
  /**
   * GET /admin/draft-orders/{id} reads no query: it always answers the draft with its cart, the
   * cart's region, items, addresses, shipping methods, discounts and customer, and the cart's totals.
   */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...draftOrderQueries.details(), id] as const,
      queryFn: () => draftOrders.retrieve(id),
    }),
  /** Picker search: Medusa matches q against the cart's email and the display id. */
  search: (q: string, status?: DraftStatus) =>
    queryOptions({
      queryKey: [...draftOrderQueries.searches(), q, status ?? 'any'] as const,
      queryFn: () =>
        draftOrders.list({ q: q || undefined, limit: 20, status: status ? [status] : undefined, expand: DRAFT_ORDER_PICKER_EXPAND }),
    }),
}

/** The draft orders table: rows first, each cart's items and shipping laid on when they arrive. */
export const draftOrderListAtom = stagedQueryAtomFamily({
  rows: draftOrderQueries.listRows,
  full: draftOrderQueries.list,
  merge: (rows, full) => ({
    ...rows,
    draft_orders: withRelationsOf(rows.draft_orders, full.draft_orders, (row, { cart }) =>
      row.cart && cart ? { ...row, cart: { ...row.cart, items: cart.items, shipping_methods: cart.shipping_methods } } : row,
    ),
  }),
  unread: (rows) => ({ ...rows, draft_orders: markUnread(rows.draft_orders) }),
})
export const draftOrderDetailAtom = queryAtomFamily(draftOrderQueries.detail)

// ---- writes: each declared once with what it makes stale ----

const draftListed: QueryKey[] = [draftOrderQueries.lists(), draftOrderQueries.searches()]
/** What any change to one draft makes stale: its panel, the table and the pickers. */
const draftTouched = (id: string): QueryKey[] => [draftOrderQueries.detail(id).queryKey, ...draftListed]

type WithBody<B> = { id: string; body: B }

/** Medusa creates (or finds) the customer of the email: customer pickers may list someone new. */
export const createDraftOrderMutation = mutation({
  mutationFn: (body: AdminPostDraftOrdersReq) => draftOrders.create(body),
  invalidates: [...draftListed, customerQueries.all],
})

export const updateDraftOrderMutation = mutation({
  mutationFn: ({ id, body }: WithBody<AdminPostDraftOrdersDraftOrderReq>) => draftOrders.update(id, body),
  invalidates: (_data, { id }) => draftTouched(id),
})

/** A deleted draft's own detail is not refetched (it would only answer 404). */
export const deleteDraftOrderMutation = mutation({
  mutationFn: (id: string) => draftOrders.delete(id),
  invalidates: draftListed,
})

export const addDraftOrderLineItemMutation = mutation({
  mutationFn: ({ id, body }: WithBody<AdminPostDraftOrdersDraftOrderLineItemsReq>) => draftOrders.addLineItem(id, body),
  invalidates: (_data, { id }) => draftTouched(id),
})

export const updateDraftOrderLineItemMutation = mutation({
  mutationFn: ({ id, itemId, body }: WithBody<AdminPostDraftOrdersDraftOrderLineItemsItemReq> & { itemId: string }) =>
    draftOrders.updateLineItem(id, itemId, body),
  invalidates: (_data, { id }) => draftTouched(id),
})

export const removeDraftOrderLineItemMutation = mutation({
  mutationFn: ({ id, itemId }: { id: string; itemId: string }) => draftOrders.removeLineItem(id, itemId),
  invalidates: (_data, { id }) => draftTouched(id),
})

/** Paying turns the draft into a captured order: the order lists and pickers have a new row. */
export const markDraftOrderPaidMutation = mutation({
  mutationFn: (id: string) => draftOrders.markPaid(id),
  invalidates: (_data, id) => [...draftTouched(id), orderQueries.lists(), orderQueries.searches()],
})
