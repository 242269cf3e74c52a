import { queryOptions } from '@tanstack/react-query'
import { atomWithQuery } from 'jotai-tanstack-query'
import { inventoryItems } from '@/api/admin/inventory-items'
import { stockLocations, type StockLocation, type StockLocationsQuery } from '@/api/admin/stock-locations'
import { queryAtomFamily } from '@/atoms/core/query'

/** A location as its panel shows it: with how many inventory items have a level there (what deleting it takes). */
export type LocationWithUsage = StockLocation & { usage?: { items: number } }

async function locationWithUsage(id: string): Promise<{ stock_location: LocationWithUsage }> {
  // `location_id` lists the items with a level at the location; only the count is read.
  const [{ stock_location }, levels] = await Promise.all([stockLocations.retrieve(id), inventoryItems.list({ location_id: [id], limit: 1 })])
  return { stock_location: { ...stock_location, usage: { items: levels.count } } }
}

export const stockLocationQueries = {
  all: ['stock-locations'] as const,
  lists: () => [...stockLocationQueries.all, 'list'] as const,
  searches: () => [...stockLocationQueries.all, 'search'] as const,
  /** Every location (a store has a handful), for filters and the product panel's level rows. */
  options: () =>
    queryOptions({ queryKey: [...stockLocationQueries.all, 'options'] as const, queryFn: () => stockLocations.list({ limit: 100, order: 'name' }) }),
  search: (q: string) =>
    queryOptions({
      queryKey: [...stockLocationQueries.searches(), q] as const,
      queryFn: () => stockLocations.list({ q: q || undefined, limit: 20, order: 'name' }),
    }),
  list: (query: StockLocationsQuery) =>
    queryOptions({ queryKey: [...stockLocationQueries.lists(), query] as const, queryFn: () => stockLocations.list(query) }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...stockLocationQueries.all, 'detail', id] as const, queryFn: () => locationWithUsage(id) }),
}

export const stockLocationListAtom = queryAtomFamily(stockLocationQueries.list)
export const stockLocationDetailAtom = queryAtomFamily(stockLocationQueries.detail)
/** Every location: the inventory table's location filter and columns, the product panel's stock rows. */
export const stockLocationOptionsAtom = atomWithQuery(() => stockLocationQueries.options())
