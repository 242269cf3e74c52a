import type { QueryClient } from '@tanstack/react-query'
import { loadRecordFirst } from '@/atoms/core/recordFirst'
import { orderQueries } from '@/atoms/orders/keys'
import { filtersOf, readTableQuery } from '@/panels/shared/table/urlState'
import { ordersQuery, ORDERS_URL } from './ordersQuery'

/**
 * The data the orders list and an order's panel paint first, asked for at boot and at sign-in
 * beside the session check: the same queries (same keys) the table and the detail will read.
 */
export function prefetchOrdersRoute(rest: readonly string[], params: URLSearchParams, queryClient: QueryClient): void {
  const query = readTableQuery(params, ORDERS_URL)
  const id = rest.length === 1 ? rest[0] : undefined
  // The linked order goes first, alone; the table behind it follows (afterRecordFirst).
  if (id) loadRecordFirst(queryClient.prefetchQuery(orderQueries.detail(id)))
  void queryClient.prefetchQuery(orderQueries.list(ordersQuery(query, filtersOf(query))))
}
