import type { AdminGetReturnsParams, AdminGetSwapsParams } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { returns } from '@/api/admin/returns'
import { swaps } from '@/api/admin/swaps'

/**
 * The lists only queues read: Medusa v1 serves returns and swaps newest first, without filters, so
 * the queues page through them and keep the ones in the state they walk. Read fresh each time.
 */
export const queueQueries = {
  all: ['queues'] as const,
  returns: (query: AdminGetReturnsParams) => queryOptions({ queryKey: [...queueQueries.all, 'returns', query] as const, queryFn: () => returns.list(query), staleTime: 0 }),
  swaps: (query: AdminGetSwapsParams) => queryOptions({ queryKey: [...queueQueries.all, 'swaps', query] as const, queryFn: () => swaps.list(query), staleTime: 0 }),
}
