import { queryOptions } from '@tanstack/react-query'
import { salesChannels } from '@/api/admin/sales-channels'

export const salesChannelQueries = {
  all: ['sales-channels'] as const,
  search: (q: string) =>
    queryOptions({
      queryKey: [...salesChannelQueries.all, 'search', q] as const,
      queryFn: () => salesChannels.list({ q: q || undefined, limit: 20 }),
    }),
}
