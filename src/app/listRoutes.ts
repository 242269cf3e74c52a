import type { QueryClient } from '@tanstack/react-query'

/** The areas listRouteTable.ts has a prefetch for: no chunk is loaded for a link elsewhere. */
export const LIST_AREAS = new Set(['products', 'customers', 'discounts', 'gift-cards', 'draft-orders', 'collections', 'customer-groups', 'price-lists'])

/**
 * Starts a list area's first requests for a deep link into it (orders has its own, record first): the
 * areas' listRoute modules (their URL, query and first requests, not their components) come in one
 * chunk loaded then, so the table's request does not wait for the session check and the area's panels
 * to render. Nothing for other areas.
 */
export async function prefetchListArea(domain: string, rest: readonly string[], params: URLSearchParams, queryClient: QueryClient): Promise<void> {
  if (!LIST_AREAS.has(domain)) return
  // A chunk that did not load leaves the area to ask when it renders, as it would without this.
  const table = await import('./listRouteTable').catch(() => undefined)
  table?.listRoutePrefetchers[domain]?.(rest, params, queryClient)
}
