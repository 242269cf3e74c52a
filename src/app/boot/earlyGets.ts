import type { parseDashboardPath } from '@/models/core/routes'

/**
 * The GETs a page load starts before the console's code has arrived: the session check on a dashboard
 * path, and the order a link opens. The build inlines this function into index.html (vite.config.ts)
 * beside `parseDashboardPath`, which it is handed, so it stands alone: nothing from around it. The URLs
 * are exactly those the client asks for later (tests/app/earlyGets.test.ts), so the client's first
 * identical GET takes the answer.
 */
export function earlyGets(pathname: string, backend: string, orderExpand: string, parse: typeof parseDashboardPath): string[] {
  const route = parse(pathname)
  if (pathname !== '/' && pathname !== '/a' && !route) return []
  // The session check first: its answer (or 401) must settle the session before a linked order's own
  // 401 can be taken for an expired session.
  const urls = [`${backend}/admin/auth`]
  const order = route && route.area === 'orders' && route.rest.length === 1 ? route.rest[0] : undefined
  if (order) urls.push(`${backend}/admin/orders/${encodeURIComponent(order)}?expand=${encodeURIComponent(orderExpand)}`)
  return urls
}
