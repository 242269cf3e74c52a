import { queryOptions } from '@tanstack/react-query'
import { collections } from '@/api/admin/collections'

export const collectionQueries = {
  all: ['collections'] as const,
  searches: () => [...collectionQueries.all, 'search'] as const,
  /** Every collection, for filter choices. */
  options: () => queryOptions({ queryKey: [...collectionQueries.all, 'options'] as const, queryFn: () => collections.list({ limit: 100 }) }),
  search: (q: string) =>
    queryOptions({
      queryKey: [...collectionQueries.searches(), q] as const,
      queryFn: () => collections.list({ q: q || undefined, limit: 20 }),
    }),
}
