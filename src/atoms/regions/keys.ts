import { queryOptions } from '@tanstack/react-query'
import { regions } from '@/api/admin/regions'

/** Regions for pickers (draft orders); a region's shipping options are in atoms/shipping. */
export const regionQueries = {
  all: ['regions'] as const,
  searches: () => [...regionQueries.all, 'search'] as const,
  /** Picker search: Medusa matches q against the region's name. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...regionQueries.searches(), q] as const,
      queryFn: () => regions.list({ q: q || undefined, limit: 20 }),
    }),
  /** Every region, for filter choices. */
  options: () => queryOptions({ queryKey: [...regionQueries.all, 'options'] as const, queryFn: () => regions.list({ limit: 100 }) }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...regionQueries.all, 'detail', id] as const,
      queryFn: () => regions.retrieve(id),
    }),
}
