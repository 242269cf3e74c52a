import type { QueryClient } from '@tanstack/react-query'
import { prefetchOrdersRoute } from '@/panels/orders/routeData'
import { prefetchListArea } from './listRoutes'
import { parseDashboardPath } from '@/models/core/routes'
import type { RoutePrefetch } from '@/panels/shared/table/listRoute'
import { areas } from './areas'

// Orders asks for a linked order alone first (recordFirst); the other list areas' deep links start
// from their listRoute modules (listRoutes.ts); other pages load their data with their area.
const prefetchers: Record<string, RoutePrefetch> = { orders: prefetchOrdersRoute }

/** The area of a dashboard path and the segments below it (an order's path: orders, [its id]). */
function areaOf(path: string): { domain: string; rest: string[]; params: URLSearchParams } | undefined {
  const url = new URL(path, 'http://console.invalid')
  const route = parseDashboardPath(url.pathname)
  return route ? { domain: route.area, rest: route.rest, params: url.searchParams } : undefined
}

/** Starts loading the area chunk of a dashboard path (while the operator signs in, say). */
export function preloadArea(path: string): void {
  const domain = areaOf(path)?.domain
  void areas
    .find((area) => area.domain === domain)
    ?.load()
    .catch(() => undefined)
}

/**
 * Starts what a dashboard path paints first, at once and in parallel: its area's chunk and its data
 * (the session check runs beside it; a 401 still leads to sign-in, which clears the cache). True when
 * the path is a dashboard path.
 */
export function prefetchRoute(path: string, queryClient: QueryClient): boolean {
  const route = areaOf(path)
  if (!route) return false
  // The data's requests first: they wait on Medusa, the area's chunk on the browser.
  const prefetch = prefetchers[route.domain]
  if (prefetch) prefetch(route.rest, route.params, queryClient)
  else void prefetchListArea(route.domain, route.rest, route.params, queryClient)
  preloadArea(path)
  return true
}
