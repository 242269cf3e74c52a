import type { QueryClient } from '@tanstack/react-query'
import { prefetchListRoute, type RoutePrefetch } from '@/panels/shared/table/listRoute'

/**
 * The list areas whose deep links start their data at boot (orders has its own, record first): each
 * area's listRoute module (its URL, query and first requests, not its components) is loaded then, in
 * a chunk of its own beside the area's, so the table's request does not wait for the session check
 * and the area's panels to render.
 */
const listRoutes: Record<string, () => Promise<RoutePrefetch>> = {
  products: () => import('@/panels/products/listRoute').then((m) => prefetchListRoute(m.productsRoute)),
  customers: () => import('@/panels/customers/listRoute').then((m) => prefetchListRoute(m.customersRoute)),
  discounts: () => import('@/panels/discounts/listRoute').then((m) => prefetchListRoute(m.discountsRoute)),
  'gift-cards': () => import('@/panels/gift-cards/listRoute').then((m) => prefetchListRoute(m.giftCardsRoute)),
  'draft-orders': () => import('@/panels/draft-orders/listRoute').then((m) => prefetchListRoute(m.draftOrdersRoute)),
  collections: () => import('@/panels/collections/listRoute').then((m) => prefetchListRoute(m.collectionsRoute)),
  'customer-groups': () => import('@/panels/customer-groups/listRoute').then((m) => prefetchListRoute(m.customerGroupsRoute)),
  'price-lists': () => import('@/panels/price-lists/listRoute').then((m) => prefetchListRoute(m.priceListsRoute)),
}

/** Starts a list area's first requests for a deep link into it (nothing for other areas). */
export function prefetchListArea(domain: string, rest: readonly string[], params: URLSearchParams, queryClient: QueryClient): void {
  void listRoutes[domain]?.()
    .then((prefetch) => prefetch(rest, params, queryClient))
    .catch(() => undefined)
}
