import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { filtersOf, readTableQuery, type TableUrlState, type TableUrlStateOptions } from './urlState'

/** What a table's Medusa query is read from: the URL's page, order, search and filters. */
export type TableUrlQuery = Pick<TableUrlState, 'query' | 'filters'>

/**
 * A list area as its URL alone says it: the table's URL defaults and filters, Medusa's list query
 * for them, and the requests the table (its first answer) and an opened record paint first. Its table
 * is built from it, and a deep link starts those requests at boot beside the session check
 * (app/routeData), under the keys the panels then read. Kept apart from the panels, so the boot
 * loads this and the area's atoms, not the area's components.
 */
export interface ListRoute<TQuery, TList, TListKey extends QueryKey, TDetail, TDetailKey extends QueryKey> {
  url: TableUrlStateOptions
  query: (url: TableUrlQuery) => TQuery
  /** The table's first request (its list atom's): for a list in stages, its rows. */
  list: (query: TQuery) => FetchQueryOptions<TList, Error, TList, TListKey>
  /** An opened record's request (its detail atom's). */
  detail: (id: string) => FetchQueryOptions<TDetail, Error, TDetail, TDetailKey>
}

/** The list request most tables make: the page, its order and the search, as the URL holds them. */
export const pageQuery = ({ query: { limit, offset, order, q } }: TableUrlQuery) => ({ limit, offset, order, q: q || undefined })

/** The route's own (identity: it gives its arguments their types). */
export const listRoute = <TQuery, TList, TListKey extends QueryKey, TDetail, TDetailKey extends QueryKey>(
  route: ListRoute<TQuery, TList, TListKey, TDetail, TDetailKey>,
) => route

/** The path below an area (`[]` its table, `[id]` a record beside it) and the URL's search params. */
export type RoutePrefetch = (rest: readonly string[], params: URLSearchParams, queryClient: QueryClient) => void

/** Starts what a deep link into the route paints first: the linked record's request, and the table's. */
export function prefetchListRoute<TQuery, TList, TListKey extends QueryKey, TDetail, TDetailKey extends QueryKey>(
  route: ListRoute<TQuery, TList, TListKey, TDetail, TDetailKey>,
): RoutePrefetch {
  return (rest, params, queryClient) => {
    const id = rest.length === 1 ? rest[0] : undefined
    if (id) void queryClient.prefetchQuery(route.detail(id))
    const query = readTableQuery(params, route.url)
    void queryClient.prefetchQuery(route.list(route.query({ query, filters: filtersOf(query) })))
  }
}
