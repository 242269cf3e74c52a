import { queryOptions } from '@tanstack/react-query'
import { salesChannels } from '@/api/admin/sales-channels'

export const salesChannelQueries = {
  all: ['sales-channels'] as const,
  searches: () => [...salesChannelQueries.all, 'search'] as const,
  /** Every sales channel, for filter choices. */
  options: () =>
    queryOptions({ queryKey: [...salesChannelQueries.all, 'options'] as const, queryFn: () => salesChannels.list({ limit: 100 }) }),
  search: (q: string) =>
    queryOptions({
      queryKey: [...salesChannelQueries.searches(), q] as const,
      queryFn: () => salesChannels.list({ q: q || undefined, limit: 20 }),
    }),
}
