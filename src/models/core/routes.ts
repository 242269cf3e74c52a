/**
 * Every dashboard path (/a/...) is built and parsed here: links, commands, the router and the
 * boot-time prefetch use these builders and `parseDashboardPath`, never a hand-written '/a/' string.
 * A domain's model holds its own `areaRoutes('orders')` (or `settingsRoutes('regions')`).
 */

/** A path's search parameters: unset, null and empty values are left out; arrays repeat the key. */
export type SearchValues = Readonly<Record<string, string | number | boolean | readonly string[] | null | undefined>>

const DASHBOARD = '/a'

/** '?a=1&b=x&b=y' for the values that are set, '' for none. */
export function searchOf(search?: SearchValues): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search ?? {})) {
    if (value === undefined || value === null || value === '') continue
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

const segment = (part: string) => encodeURIComponent(part)
const join = (...parts: string[]) => [DASHBOARD, ...parts.map(segment)].join('/')

/** The paths of one area or settings section: its list, a record's panel, a named page of it. */
export interface AreaRoutes<D extends string = string> {
  /** 'orders', or 'regions' for a settings section. */
  readonly domain: D
  /** '/a/orders', '/a/orders?email=anna%40example.com'. */
  list: (search?: SearchValues) => string
  /** '/a/orders/order_01…'. */
  record: (id: string, search?: SearchValues) => string
  /** A page of the area that is not a record: '/a/products/taxonomy'. */
  page: (name: string, search?: SearchValues) => string
}

function routesUnder<D extends string>(domain: D, prefix: readonly string[]): AreaRoutes<D> {
  return {
    domain,
    list: (search) => `${join(...prefix)}${searchOf(search)}`,
    record: (id, search) => `${join(...prefix, id)}${searchOf(search)}`,
    page: (name, search) => `${join(...prefix, name)}${searchOf(search)}`,
  }
}

/** The routes of a dashboard area: `areaRoutes('orders').record(id)` is '/a/orders/<id>'. */
export const areaRoutes = <const D extends string>(domain: D): AreaRoutes<D> => routesUnder(domain, [domain])

/** The settings area's own path, '/a/settings'. */
const SETTINGS_AREA = 'settings'

/** The routes of a settings section: `settingsRoutes('regions').record(id)` is '/a/settings/regions/<id>'. */
export const settingsRoutes = <const S extends string>(section: S): AreaRoutes<S> => routesUnder(section, [SETTINGS_AREA, section])

/** The path segment the router mounts the dashboard's areas under ('a'). */
export const DASHBOARD_SEGMENT = DASHBOARD.slice(1)

/** Where the operator lands after signing in when no usable `next` was given. */
export const HOME_PATH = areaRoutes('orders').list()

/** True for paths inside the dashboard (/a and /a/*), the only part behind the session. */
export const isDashboardPath = (pathname: string) => pathname === DASHBOARD || pathname.startsWith(`${DASHBOARD}/`)

/** A dashboard path taken apart: its area, the record or page below it, and what follows. */
export interface DashboardPath {
  /** 'orders', 'settings'. */
  area: string
  /** The segments below the area, decoded: ['order_01…'], ['regions', 'reg_01…']. */
  rest: string[]
}

/**
 * Takes a dashboard pathname apart ('/a/orders/o_1' -> { area: 'orders', rest: ['o_1'] }); null for
 * any other path. Self-contained (no closure over this module): index.html's boot script inlines it
 * (scripts/earlyGetsPlugin.ts) so the GETs started before the code loads read paths as the app does.
 */
export function parseDashboardPath(pathname: string): DashboardPath | null {
  const match = /^\/a\/([^/?#]+)((?:\/[^/?#]+)*)\/?$/.exec(pathname)
  if (!match) return null
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part)
    } catch {
      return part
    }
  }
  const rest = (match[2] || '').split('/').filter(Boolean).map(decode)
  return { area: decode(match[1] as string), rest }
}
