/**
 * Saved views: a table's filters, order, search, page size and columns under a name, kept in one
 * metadata key of the Medusa user (personal) or of the store (shared with the team). Pure data and
 * the operations on it; reading and writing the metadata is atoms/views.
 */

/** The one metadata key holding a JSON string of the views (see `serializeViews`). */
export const VIEWS_METADATA_KEY = 'console_views'
/** The stored format's version: `{"v":1,"views":[…],"defaults":{…}}`. */
export const VIEWS_FORMAT = 1

export type ViewScope = 'personal' | 'shared'

export interface SavedView {
  /** Made by the console when saved; never shown. */
  id: string
  name: string
  /** The list panel's id: 'orders', or 'regions' for a settings section. */
  area: string
  /** The list's path: '/a/orders'. */
  path: string
  /** The table's URL search without '?' and paging offset: filters, order, search, page size. */
  search: string
  /** Column visibility when saved, column id to shown; none: the table's own. */
  columns?: Record<string, boolean>
  /** The table's list request without paging, for the count beside the view in the navigation. */
  query?: Record<string, unknown>
  /** The kind of record the table lists ('order'): pickers offer the views of the table on screen. */
  kind?: string
  /** The records the filters name, by id, as they were called when saved (region names, group names). */
  names?: Record<string, string>
}

/** One scope's views and, in the personal scope, the default view of each area (area to view id). */
export interface ViewsDoc {
  views: SavedView[]
  defaults: Record<string, string>
  /** Written by a newer console: shown, but not written over. */
  newer?: true
}

/** A view as listed: with the scope it is kept in. */
export interface ListedView extends SavedView {
  scope: ViewScope
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const stringsOf = (value: unknown): Record<string, string> =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {}

function viewOf(raw: unknown): SavedView | undefined {
  if (!isRecord(raw)) return undefined
  const { id, name, area, path, search } = raw
  if (typeof id !== 'string' || typeof name !== 'string' || typeof area !== 'string' || typeof path !== 'string' || typeof search !== 'string') return undefined
  const view: SavedView = { id, name, area, path, search }
  if (isRecord(raw.columns)) view.columns = Object.fromEntries(Object.entries(raw.columns).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'))
  if (isRecord(raw.query)) view.query = raw.query
  if (typeof raw.kind === 'string') view.kind = raw.kind
  if (isRecord(raw.names)) view.names = stringsOf(raw.names)
  return view
}

/** The views a metadata value holds; a missing or unreadable value holds none. */
export function parseViews(value: unknown): ViewsDoc {
  if (typeof value !== 'string') return { views: [], defaults: {} }
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return { views: [], defaults: {} }
  }
  if (!isRecord(parsed) || typeof parsed.v !== 'number') return { views: [], defaults: {} }
  const views = Array.isArray(parsed.views) ? parsed.views.map(viewOf).filter((view): view is SavedView => view !== undefined) : []
  const doc: ViewsDoc = { views, defaults: stringsOf(parsed.defaults) }
  if (parsed.v > VIEWS_FORMAT) doc.newer = true
  return doc
}

/** The metadata value: compact JSON, versioned. */
export function serializeViews(doc: ViewsDoc): string {
  return JSON.stringify({ v: VIEWS_FORMAT, views: doc.views, defaults: doc.defaults })
}

/** A change to one scope's views, applied to the copy read just before writing (read, merge, write). */
export type ViewsChange = (doc: ViewsDoc) => ViewsDoc

/** Adds the view, or replaces the one of its id (merge by view id: other views stay as read). */
export const upsertView =
  (view: SavedView): ViewsChange =>
  (doc) => {
    const at = doc.views.findIndex((v) => v.id === view.id)
    const views = at < 0 ? [...doc.views, view] : doc.views.map((v, i) => (i === at ? view : v))
    return { ...doc, views }
  }

/** Changes the view of that id as it is now on the server; a view deleted meanwhile stays deleted. */
export const editView =
  (id: string, edit: (view: SavedView) => SavedView): ViewsChange =>
  (doc) => ({ ...doc, views: doc.views.map((v) => (v.id === id ? edit(v) : v)) })

/** Removes the view and any default pointing at it. */
export const removeView =
  (id: string): ViewsChange =>
  (doc) => ({
    ...doc,
    views: doc.views.filter((v) => v.id !== id),
    defaults: Object.fromEntries(Object.entries(doc.defaults).filter(([, viewId]) => viewId !== id)),
  })

/** Makes the view the area's default (or clears the area's default). */
export const setDefaultView =
  (area: string, id: string | undefined): ViewsChange =>
  (doc) => {
    const defaults = { ...doc.defaults }
    if (id) defaults[area] = id
    else delete defaults[area]
    return { ...doc, defaults }
  }

/** A fresh view id: short, and unlikely to meet another operator's. */
export const newViewId = () => `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

/** The table's search to keep in a view: paging offset left out (a view opens on its first page). */
export function viewSearchOf(search: string): string {
  const params = new URLSearchParams(search)
  params.delete('offset')
  return params.toString()
}

/** The path that opens the view. */
export const viewHref = (view: Pick<SavedView, 'path' | 'search'>) => (view.search ? `${view.path}?${view.search}` : view.path)

/** The records a filter may name by id, by Medusa's id prefix, as the operator calls them. */
export const REFERENCE_NOUNS = {
  reg: 'region',
  cgrp: 'customer group',
  sc: 'sales channel',
  pcol: 'collection',
  pcat: 'category',
} as const
export type ReferenceKind = keyof typeof REFERENCE_NOUNS

/** The kind of record an id names, by its prefix ('reg_01…' is a region). */
export function referenceKind(value: string): ReferenceKind | undefined {
  const prefix = /^([a-z]+)_/.exec(value)?.[1]
  return prefix && prefix in REFERENCE_NOUNS ? (prefix as ReferenceKind) : undefined
}

/** The ids of records the search's filters name (region, customer group, sales channel…). */
export function referencedIds(search: string): string[] {
  const ids = new Set<string>()
  for (const [key, value] of new URLSearchParams(search)) if (!['q', 'order', 'limit'].includes(key) && referenceKind(value)) ids.add(value)
  return [...ids]
}

/** The search without the filter values naming these records (a filter left without values goes). */
export function withoutIds(search: string, gone: readonly string[]): string {
  const params = new URLSearchParams(search)
  const next = new URLSearchParams()
  for (const [key, value] of params) if (!gone.includes(value)) next.append(key, value)
  return next.toString()
}

/** 'region “Europe” and customer group “VIP”': what was dropped, named as the operator knows it. */
export function droppedParts(view: Pick<SavedView, 'names'>, gone: readonly string[]): string {
  const parts = gone.map((id) => {
    const kind = referenceKind(id)
    const noun = kind ? REFERENCE_NOUNS[kind] : 'filter'
    const name = view.names?.[id]
    return name ? `${noun} “${name}”` : `a ${noun}`
  })
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/** The alert of a view opened without a part of its filter. */
export const droppedMessage = (view: Pick<SavedView, 'name' | 'names'>, gone: readonly string[]) =>
  `“${view.name}” opened without its filter on ${droppedParts(view, gone)}: it no longer exists.`

/**
 * The Medusa list each area's table reads, for a view's count (`limit=1`: Medusa's `count` is the
 * number of matching records). Areas without one (the activity journal is local) show no count.
 */
export const COUNT_PATHS: Readonly<Record<string, string>> = {
  orders: '/admin/orders',
  products: '/admin/products',
  collections: '/admin/collections',
  'product-categories': '/admin/product-categories',
  'sales-channels': '/admin/sales-channels',
  'draft-orders': '/admin/draft-orders',
  'order-edits': '/admin/order-edits',
  customers: '/admin/customers',
  'customer-groups': '/admin/customer-groups',
  discounts: '/admin/discounts',
  'gift-cards': '/admin/gift-cards',
  'price-lists': '/admin/price-lists',
  'batch-jobs': '/admin/batch-jobs',
  notifications: '/admin/notifications',
}

/** The area's views in the order they were saved: personal first, then shared. */
export const viewsOfArea = (views: readonly ListedView[], area: string) => views.filter((view) => view.area === area)

/** The view after `currentId` among the area's (the first after the last, or when none is current). */
export function nextView(views: readonly ListedView[], currentId: string | undefined): ListedView | undefined {
  if (!views.length) return undefined
  const at = views.findIndex((view) => view.id === currentId)
  return views[(at + 1) % views.length]
}
