import type { AdminPostSalesChannelsReq, AdminPostSalesChannelsSalesChannelReq } from '@medusajs/client-types'
import { salesChannels } from '@/api/admin/sales-channels'
import { mutation } from '@/atoms/core/query'
import { productQueries } from '@/atoms/products/keys'
import { salesChannelQueries } from './keys'

// Apart from keys.ts for the same reason as collections/mutations.ts (products/keys reads channel keys).

// A product's channels show in the products table and its panel; a channel change refetches both sides.
const channelsAndProducts = [salesChannelQueries.all, productQueries.all] as const

export const createSalesChannelMutation = mutation({
  mutationFn: (body: AdminPostSalesChannelsReq) => salesChannels.create(body),
  invalidates: [salesChannelQueries.all],
})

export const updateSalesChannelMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostSalesChannelsSalesChannelReq }) => salesChannels.update(id, body),
  invalidates: channelsAndProducts,
})

export const deleteSalesChannelMutation = mutation({
  mutationFn: (id: string) => salesChannels.delete(id),
  // The deleted channel's own detail is not refetched: it would only answer 404.
  invalidates: [salesChannelQueries.lists(), salesChannelQueries.searches(), salesChannelQueries.options().queryKey, productQueries.all],
})

export const addChannelProductsMutation = mutation({
  mutationFn: ({ id, productIds }: { id: string; productIds: readonly string[] }) =>
    salesChannels.addProducts(id, { product_ids: productIds.map((productId) => ({ id: productId })) }),
  invalidates: channelsAndProducts,
})

export const removeChannelProductsMutation = mutation({
  mutationFn: ({ id, productIds }: { id: string; productIds: readonly string[] }) =>
    salesChannels.removeProducts(id, { product_ids: productIds.map((productId) => ({ id: productId })) }),
  invalidates: channelsAndProducts,
})
