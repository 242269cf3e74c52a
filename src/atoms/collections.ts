import { queryOptions } from '@tanstack/react-query'
import { collections } from '@/api/admin/collections'

export const collectionQueries = {
  all: ['collections'] as const,
  search: (q: string) =>
    queryOptions({
      queryKey: [...collectionQueries.all, 'search', q] as const,
      queryFn: () => collections.list({ q: q || undefined, limit: 20 }),
    }),
}
