import type { SalesChannel } from '@medusajs/client-types'
import { salesChannelQueries } from '@/atoms/sales-channels/keys'
import { defineEntity, sameText } from '@/commands/core/entity'

export const salesChannelEntity = defineEntity<SalesChannel>({
  noun: 'sales channel',
  label: (s) => s.name,
  hint: (s) => s.description ?? undefined,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(salesChannelQueries.search(q.trim()))).sales_channels as SalesChannel[],
  exact: (s, q) => sameText(s.name, q),
})
