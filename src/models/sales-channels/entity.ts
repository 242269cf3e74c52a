import type { SalesChannel } from '@medusajs/client-types'
import { salesChannelQueries } from '@/atoms/sales-channels/keys'
import { defineEntity, sameText } from '@/models/core/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'sales-channel': SalesChannel
  }
}

export const salesChannelEntity = defineEntity<SalesChannel>({
  noun: 'sales channel',
  focus: 'sales-channel',
  label: (s) => s.name,
  hint: (s) => [s.is_disabled ? 'disabled' : undefined, s.description ?? undefined].filter(Boolean).join(' · ') || undefined,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(salesChannelQueries.search(q.trim()))).sales_channels as SalesChannel[],
  exact: (s, q) => sameText(s.name, q),
})
