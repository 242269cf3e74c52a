import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate, useResolvedPath, useSearchParams } from 'react-router-dom'
import type { AreaRoutes } from '@/models/core/routes'

export const PAGE_SIZES = [20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 50

/** URL keys the table owns; every other key is a filter (or only `filterKeys`, when given). */
const RESERVED = new Set(['offset', 'limit', 'order', 'q'])

export type FilterValue = string | string[]

/** The Medusa list query a panel feeds to its data fetch: `{ limit, offset, order, q, ...filters }`. */
export interface TableQuery {
  limit: number
  offset: number
  order?: string
  q?: string
  [filter: string]: string | string[] | number | undefined
}

export interface TableUrlDefaults {
  limit?: number
  /** Medusa order string such as `-created_at`. */
  order?: string
  filters?: Record<string, FilterValue>
}

export interface TableUrlStateOptions {
  defaults?: TableUrlDefaults
  /** Only these keys are read as filters; by default every key but offset/limit/order/q is. */
  filterKeys?: readonly string[]
}

export interface TablePaging {
  offset: number
  limit: number
}

/** The props DataTable takes from the URL state: spread `{...url.tableProps}` onto it. */
export interface TableUrlProps {
  offset: number
  limit: number
  order: string | undefined
  search: string
  onPaginationChange: (paging: TablePaging) => void
  onOrderChange: (order: string | undefined) => void
  onSearchChange: (q: string) => void
}

export interface TableUrlState {
  query: TableQuery
  filters: Record<string, FilterValue>
  setPaging: (paging: TablePaging) => void
  setOrder: (order: string | undefined) => void
  setQ: (q: string) => void
  /** `undefined` returns the key to its default; `''` or `[]` clears it even over a default. */
  setFilter: (key: string, value: FilterValue | undefined) => void
  clearFilters: () => void
  tableProps: TableUrlProps
}

function toInt(raw: string | null, fallback: number, min: number): number {
  if (raw === null || !/^\d+$/.test(raw)) return fallback
  const value = Number(raw)
  return Number.isSafeInteger(value) && value >= min ? value : fallback
}

function sameValue(a: FilterValue | undefined, b: FilterValue | undefined): boolean {
  const left = a === undefined ? [] : ([] as string[]).concat(a)
  const right = b === undefined ? [] : ([] as string[]).concat(b)
  return left.length === right.length && left.every((v, i) => v === right[i])
}

/** Reads the table query from search params (pure; exported for tests and loaders). */
export function readTableQuery(params: URLSearchParams, options: TableUrlStateOptions = {}): TableQuery {
  const { defaults = {}, filterKeys } = options
  const limit = toInt(params.get('limit'), defaults.limit ?? DEFAULT_PAGE_SIZE, 1)
  const query: TableQuery = { limit, offset: toInt(params.get('offset'), 0, 0) }
  const order = params.get('order') || defaults.order
  if (order) query.order = order
  const q = params.get('q')
  if (q) query.q = q
  const keys = new Set([...Object.keys(defaults.filters ?? {}), ...(filterKeys ?? params.keys())])
  for (const key of keys) {
    if (RESERVED.has(key)) continue
    if (filterKeys && !filterKeys.includes(key)) continue
    if (params.has(key)) {
      const values = params.getAll(key).filter((v) => v !== '')
      if (values.length) query[key] = values.length === 1 ? values[0] : values
    } else {
      const fallback = defaults.filters?.[key]
      if (fallback !== undefined && fallback.length) query[key] = fallback
    }
  }
  return query
}

/** The filters of a table query: every key but paging, order and search. */
export function filtersOf(query: TableQuery): Record<string, FilterValue> {
  const filters: Record<string, FilterValue> = {}
  for (const [key, value] of Object.entries(query)) {
    if (!RESERVED.has(key) && (typeof value === 'string' || Array.isArray(value))) filters[key] = value
  }
  return filters
}

/** A filter's values as a list for Medusa's array parameters; undefined when the filter is unset. */
export const filterValues = (value: FilterValue | undefined): string[] | undefined =>
  value === undefined || value === '' ? undefined : ([] as string[]).concat(value)

/** A single-valued filter's value (the first one, should the URL repeat the key). */
export const filterValue = (value: FilterValue | undefined): string | undefined => (Array.isArray(value) ? value[0] : value) || undefined

/**
 * The table's query (page, page size, order, search, filters) held in the URL search params, so
 * a reload, a shared link or the back button restore the list. Values equal to their defaults are
 * left out of the URL. Changing anything but the page returns to the first page.
 */
export function useTableUrlState(options: TableUrlStateOptions = {}): TableUrlState {
  const [params, setParams] = useSearchParams()
  // Callers pass `defaults` inline; key the memos on its content, not its identity.
  const optionsKey = JSON.stringify(options)
  const stable = useMemo(() => JSON.parse(optionsKey) as TableUrlStateOptions, [optionsKey])
  const defaults = stable.defaults ?? {}
  const defaultLimit = defaults.limit ?? DEFAULT_PAGE_SIZE

  const search = params.toString()
  const query = useMemo(() => readTableQuery(new URLSearchParams(search), stable), [search, stable])
  const filters = useMemo(() => filtersOf(query), [query])

  // React Router hands a functional update the params of the last render, so two changes in one tick
  // (a group, then an account filter) would lose the first: each change builds on the one before it.
  const latest = useRef(search)
  useEffect(() => {
    latest.current = search
  }, [search])
  const update = useCallback(
    (change: (next: URLSearchParams) => void, { replace = false, keepOffset = false } = {}) => {
      const next = new URLSearchParams(latest.current)
      change(next)
      if (!keepOffset) next.delete('offset')
      latest.current = next.toString()
      setParams(next, { replace })
    },
    [setParams],
  )

  const setPaging = useCallback(
    ({ offset, limit }: TablePaging) =>
      update(
        (next) => {
          if (offset > 0) next.set('offset', String(offset))
          else next.delete('offset')
          if (limit !== defaultLimit) next.set('limit', String(limit))
          else next.delete('limit')
        },
        { keepOffset: true },
      ),
    [update, defaultLimit],
  )

  const setOrder = useCallback(
    (order: string | undefined) =>
      update((next) => {
        if (order && order !== stable.defaults?.order) next.set('order', order)
        else next.delete('order')
      }),
    [update, stable],
  )

  const setQ = useCallback(
    (q: string) =>
      update(
        (next) => {
          if (q.trim()) next.set('q', q.trim())
          else next.delete('q')
        },
        { replace: true },
      ),
    [update],
  )

  const setFilter = useCallback(
    (key: string, value: FilterValue | undefined) =>
      update((next) => {
        next.delete(key)
        const fallback = stable.defaults?.filters?.[key]
        if (value === undefined || sameValue(value, fallback)) return
        const values = ([] as string[]).concat(value)
        if (!values.length) next.set(key, '')
        for (const v of values) next.append(key, v)
      }),
    [update, stable],
  )

  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const key of [...next.keys()]) {
          if (!RESERVED.has(key) && (!stable.filterKeys || stable.filterKeys.includes(key))) next.delete(key)
        }
      }),
    [update, stable],
  )

  const tableProps = useMemo<TableUrlProps>(
    () => ({
      offset: query.offset,
      limit: query.limit,
      order: query.order,
      search: query.q ?? '',
      onPaginationChange: setPaging,
      onOrderChange: setOrder,
      onSearchChange: setQ,
    }),
    [query, setPaging, setOrder, setQ],
  )

  return { query, filters, setPaging, setOrder, setQ, setFilter, clearFilters, tableProps }
}

/** `-created_at` -> `{ field: 'created_at', desc: true }`. */
export function parseOrder(order: string | undefined): { field: string; desc: boolean } | undefined {
  if (!order) return undefined
  const desc = order.startsWith('-')
  const field = desc ? order.slice(1) : order
  return field ? { field, desc } : undefined
}

export function formatOrder(field: string, desc: boolean): string {
  return `${desc ? '-' : ''}${field}`
}

/** `?<search>` from a location's search with or without its '?' ('' for none). */
const searchPart = (search: string) => {
  const query = search && !search.startsWith('?') ? `?${search}` : search
  return query === '?' ? '' : query
}

/** `<record path>?<search>`: a row's detail link that keeps the table's page, order and filters. */
export function rowHref(routes: AreaRoutes, id: string, search = ''): string {
  return `${routes.record(id)}${searchPart(search)}`
}

/**
 * Links and navigation for a table's rows, at the area's `routes` (or relative to the route that
 * renders the table). `open(id)` is what a table's onOpen calls; `close()` returns to the bare list.
 */
export function useRowLinks(routes?: AreaRoutes) {
  const resolved = useResolvedPath('.').pathname.replace(/\/+$/, '')
  const { search } = useLocation()
  const navigate = useNavigate()
  const href = useCallback(
    (id: string) => (routes ? rowHref(routes, id, search) : `${resolved}/${encodeURIComponent(id)}${searchPart(search)}`),
    [routes, resolved, search],
  )
  const open = useCallback((id: string) => navigate(href(id)), [navigate, href])
  const listHref = `${routes ? routes.list() : resolved || '/'}${search}`
  const close = useCallback(() => navigate(listHref), [navigate, listHref])
  return { href, open, close, listHref }
}
