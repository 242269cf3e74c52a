/**
 * The GETs a page load starts before the console's code has arrived: the session check on a dashboard
 * path, and the order a link opens. The build inlines this function into index.html (vite.config.ts),
 * so it stands alone: no imports, nothing from around it. The URLs are exactly those the client asks
 * for later (tests/app/earlyGets.test.ts), so the client's first identical GET takes the answer.
 */
export function earlyGets(pathname: string, backend: string, orderExpand: string): string[] {
  if (pathname !== '/' && pathname !== '/a' && !pathname.startsWith('/a/')) return []
  // The session check first: its answer (or 401) must settle the session before a linked order's own
  // 401 can be taken for an expired session.
  const urls = [`${backend}/admin/auth`]
  const order = /^\/a\/orders\/([^/]+)$/.exec(pathname)
  if (order) urls.push(`${backend}/admin/orders/${order[1]}?expand=${encodeURIComponent(orderExpand)}`)
  return urls
}
