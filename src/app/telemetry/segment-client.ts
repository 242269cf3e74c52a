import { AnalyticsBrowser, type MiddlewareFunction } from '@segment/analytics-next'
import { routeOf, scrubUrl } from './scrub'

/**
 * The Segment side of usage tracking, loaded with @segment/analytics-next in its own chunk the first
 * time tracking is allowed (see ./segment.ts, which stays in the first load and decides when).
 */

type SegmentEvent = Parameters<MiddlewareFunction>[0]['payload']['obj']
type PageContext = NonNullable<NonNullable<SegmentEvent['context']>['page']>

function routeUrl(url: string): string {
  const bare = scrubUrl(url)
  try {
    const parsed = new URL(bare)
    return `${parsed.origin}${routeOf(parsed.pathname)}`
  } catch {
    return routeOf(bare)
  }
}

function scrubPage<T extends Partial<PageContext>>(page: T): T {
  return {
    ...page,
    ...(typeof page.path === 'string' ? { path: routeOf(page.path) } : {}),
    ...(typeof page.url === 'string' ? { url: routeUrl(page.url) } : {}),
    ...(page.search !== undefined ? { search: '' } : {}),
    ...(page.referrer !== undefined ? { referrer: page.referrer ? routeUrl(page.referrer) : '' } : {}),
  }
}

/**
 * What Segment adds by itself about the page is reduced to the route: no query strings (searches can
 * hold emails), no campaign parameters, no referrer details.
 */
export function scrubSegmentEvent(event: SegmentEvent): SegmentEvent {
  const context = event.context ? { ...event.context } : undefined
  if (context) {
    if (context.page) context.page = scrubPage(context.page)
    delete context.campaign
    delete context.referrer
  }
  const properties = event.properties ? scrubPage({ ...event.properties }) : undefined
  return { ...event, ...(context ? { context } : {}), ...(properties ? { properties } : {}) }
}

export interface SegmentTracker {
  page: (pathname: string) => Promise<unknown>
  track: (event: string, properties: { command: string }) => Promise<unknown>
  identify: (userId: string, traits: { email: string }) => Promise<unknown>
  reset: () => Promise<unknown>
}

/** Loads Segment with the write key; every event passes the scrubbing middleware, and none while off. */
export function startSegment(writeKey: string, isEnabled: () => boolean): SegmentTracker {
  // No ids taken from the query string (ajs_uid=...); no page view until the shell sends one.
  const analytics = AnalyticsBrowser.load({ writeKey }, { useQueryString: false, initialPageview: false })
  const middleware: MiddlewareFunction = ({ payload, next }) => {
    // An operator who opted out after the SDK loaded: nothing more leaves.
    if (!isEnabled()) return next(null)
    payload.obj = scrubSegmentEvent(payload.obj)
    next(payload)
  }
  void analytics.addSourceMiddleware(middleware).catch(() => undefined)
  return {
    page: (pathname) => {
      const route = routeOf(pathname)
      return analytics.page(undefined, route, { path: route, url: `${window.location.origin}${route}`, search: '', referrer: '' })
    },
    track: (event, properties) => analytics.track(event, properties),
    identify: (userId, traits) => analytics.identify(userId, traits),
    reset: () => analytics.reset(),
  }
}
