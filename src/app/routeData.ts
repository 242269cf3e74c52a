import type { QueryClient } from '@tanstack/react-query'
import { prefetchOrdersRoute } from '@/panels/orders/routeData'
import { parseDashboardPath } from '@/models/core/routes'
import { areas } from './areas'

type RoutePrefetch = (rest: readonly string[], params: URLSearchParams, queryClient: QueryClient) => void

// The routes whose first paint is measured and most often opened by link; others load with their area.
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
  preloadArea(path)
  prefetchers[route.domain]?.(route.rest, route.params, queryClient)
  return true
}
