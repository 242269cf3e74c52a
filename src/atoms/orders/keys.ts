import type { AdminGetOrdersParams, Order } from '@medusajs/client-types'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { notes } from '@/api/admin/notes'
import { notifications } from '@/api/admin/notifications'
import { orders } from '@/api/admin/orders'
import { queryAtomFamily } from '@/atoms/core/query'
import { afterRecordFirst } from '@/atoms/core/recordFirst'
import { ORDER_DETAIL_EXPAND, ORDER_EXCHANGES_EXPAND } from './detailExpand'

// Mutations of the orders area (orders, swaps, claims, returns, notes, notifications): ./mutations.ts.

/**
 * Only the columns the orders table shows. Medusa v1 computes totals in a list only for the totals
 * named in `fields` (OrderService.transformQueryForTotals), so `total` is asked for by name; without
 * `expand` the list would load every default relation of every order (defaultAdminOrdersRelations).
 */
export const ORDER_LIST_FIELDS =
  'id,display_id,created_at,email,status,payment_status,fulfillment_status,total,currency_code,region_id,sales_channel_id,customer_id'
export const ORDER_LIST_EXPAND = 'customer,region,sales_channel'

export { ORDER_DETAIL_EXPAND, ORDER_EXCHANGES_EXPAND } from './detailExpand'

/**
 * A picker row: '#1042 · email' with the total as hint, and the states a command's rules read once the
 * order is picked (status, payment, fulfillment). `customer` only keeps the default relations out.
 */
const ORDER_PICKER_FIELDS = 'id,display_id,email,total,currency_code,region_id,status,payment_status,fulfillment_status'

export const orderQueries = {
  all: ['orders'] as const,
  searches: () => [...orderQueries.all, 'search'] as const,
  lists: () => [...orderQueries.all, 'list'] as const,
  list: (query: AdminGetOrdersParams) =>
    queryOptions({
      queryKey: [...orderQueries.lists(), query] as const,
      queryFn: async () => {
        await afterRecordFirst()
        return orders.list({ fields: ORDER_LIST_FIELDS, expand: ORDER_LIST_EXPAND, ...query })
      },
    }),
  details: () => [...orderQueries.all, 'detail'] as const,
  /** The order as its panel first paints it; its returns, swaps, claims and edits are `exchanges`. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.details(), id] as const,
      queryFn: async () => {
        const { order } = await orders.retrieve(id, { expand: ORDER_DETAIL_EXPAND })
        return { order: withoutExchanges(order) }
      },
    }),
  /**
   * The order's returns, swaps, claims and edits (with its id and totals only), after the linked
   * order's first paint. Under the detail's key: whatever refetches the order refetches these.
   */
  exchanges: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.details(), id, 'exchanges'] as const,
      queryFn: async () => {
        await afterRecordFirst()
        return orders.retrieve(id, { fields: 'id', expand: ORDER_EXCHANGES_EXPAND })
      },
    }),
  /**
   * Notes of one order (GET /admin/notes?resource_id=): loaded only for the open order, and for an
   * order opened by link only once it has painted (its timeline follows it).
   */
  notes: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'notes', orderId] as const,
      queryFn: async () => {
        await afterRecordFirst()
        return notes.list({ resource_id: orderId, limit: 100 })
      },
    }),
  /** Notifications sent about one order, with their resends (after its first paint, like the notes). */
  notifications: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'notifications', orderId] as const,
      queryFn: async () => {
        await afterRecordFirst()
        return notifications.list({ resource_id: orderId, limit: 100 })
      },
    }),
  /** Picker search: Medusa matches q against display id, email and shipping first name. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...orderQueries.searches(), q] as const,
      queryFn: () => orders.list({ q: q || undefined, limit: 20, fields: ORDER_PICKER_FIELDS, expand: 'customer' }),
    }),
  /** The order with this display id ('#1042'), if any: `display_id` is an exact filter. */
  byDisplayId: (displayId: number) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'display-id', displayId] as const,
      queryFn: async () => {
        const { orders: found } = await orders.list({
          display_id: String(displayId),
          limit: 1,
          fields: ORDER_PICKER_FIELDS,
          expand: 'customer',
        })
        return found[0] ?? null
      },
    }),
}

export const orderListAtom = queryAtomFamily(orderQueries.list)
export const orderDetailAtom = queryAtomFamily(orderQueries.detail)
export const orderExchangesAtom = queryAtomFamily(orderQueries.exchanges)
export const orderNotesAtom = queryAtomFamily(orderQueries.notes)
export const orderNotificationsAtom = queryAtomFamily(orderQueries.notifications)

type Exchanges = Pick<Order, 'returns' | 'swaps' | 'claims' | 'edits'>

/**
 * The order without exchanges: Medusa loads swaps and claims for its totals whatever the expand, but
 * without their returns, fulfillments or payments; only the exchanges GET has them whole.
 */
function withoutExchanges(order: Order): Order {
  const { returns: _returns, swaps: _swaps, claims: _claims, edits: _edits, ...rest } = order
  return rest
}

/**
 * The order with its exchanges once they have loaded; until then they are undefined, which the
 * commands' rules read as not known yet (as for a table row), never as none.
 */
export function withExchanges(order: Order, exchanges: Exchanges | undefined): Order {
  if (!exchanges) return order
  return { ...order, returns: exchanges.returns, swaps: exchanges.swaps, claims: exchanges.claims, edits: exchanges.edits }
}

/** The whole order, exchanges included, through the query cache: what a command checks before it acts. */
export async function fetchWholeOrder(queryClient: QueryClient, id: string): Promise<Order> {
  const [{ order }, exchanges] = await Promise.all([queryClient.fetchQuery(orderQueries.detail(id)), queryClient.fetchQuery(orderQueries.exchanges(id))])
  return withExchanges(order, exchanges.order)
}

