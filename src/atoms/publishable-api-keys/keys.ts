import type { GetPublishableApiKeysParams } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { publishableApiKeys } from '@/api/admin/publishable-api-keys'
import { mutation, queryAtomFamily } from '@/atoms/core/query'

export const publishableKeyQueries = {
  all: ['publishable-api-keys'] as const,
  lists: () => [...publishableKeyQueries.all, 'list'] as const,
  searches: () => [...publishableKeyQueries.all, 'search'] as const,
  list: (query: GetPublishableApiKeysParams) =>
    queryOptions({ queryKey: [...publishableKeyQueries.lists(), query] as const, queryFn: () => publishableApiKeys.list(query) }),
  /** Keys by title, for pickers. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...publishableKeyQueries.searches(), q] as const,
      queryFn: () => publishableApiKeys.list({ q: q || undefined, limit: 20, order: 'title' }),
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...publishableKeyQueries.all, 'detail', id] as const, queryFn: () => publishableApiKeys.retrieve(id) }),
  /** The key's sales channels (the key's own answer does not hold them), searched by name or description. */
  salesChannels: (id: string, q = '') =>
    queryOptions({
      queryKey: [...publishableKeyQueries.all, 'detail', id, 'sales-channels', q] as const,
      queryFn: () => publishableApiKeys.salesChannels(id, { q: q || undefined }),
    }),
}

export const publishableKeyListAtom = queryAtomFamily(publishableKeyQueries.list)
export const publishableKeyDetailAtom = queryAtomFamily(publishableKeyQueries.detail)
export const publishableKeyChannelsAtom = queryAtomFamily((id: string) => publishableKeyQueries.salesChannels(id))

export const createPublishableKeyMutation = mutation({
  mutationFn: (title: string) => publishableApiKeys.create({ title }),
  invalidates: [publishableKeyQueries.all],
})

export const updatePublishableKeyMutation = mutation({
  mutationFn: ({ id, title }: { id: string; title: string }) => publishableApiKeys.update(id, { title }),
  invalidates: [publishableKeyQueries.all],
})

export const revokePublishableKeyMutation = mutation({
  mutationFn: (id: string) => publishableApiKeys.revoke(id),
  invalidates: [publishableKeyQueries.all],
})

export const deletePublishableKeyMutation = mutation({
  mutationFn: (id: string) => publishableApiKeys.delete(id),
  // The deleted key's own detail is not refetched: it would only answer 404.
  invalidates: [publishableKeyQueries.lists(), publishableKeyQueries.searches()],
})

type ChannelsChange = { id: string; salesChannelIds: readonly string[] }
const channelIds = (ids: readonly string[]) => ({ sales_channel_ids: ids.map((id) => ({ id })) })

export const addPublishableKeyChannelsMutation = mutation({
  mutationFn: ({ id, salesChannelIds }: ChannelsChange) => publishableApiKeys.addSalesChannels(id, channelIds(salesChannelIds)),
  invalidates: (_data, { id }) => [publishableKeyQueries.detail(id).queryKey],
})

export const removePublishableKeyChannelsMutation = mutation({
  mutationFn: ({ id, salesChannelIds }: ChannelsChange) => publishableApiKeys.removeSalesChannels(id, channelIds(salesChannelIds)),
  invalidates: (_data, { id }) => [publishableKeyQueries.detail(id).queryKey],
})
