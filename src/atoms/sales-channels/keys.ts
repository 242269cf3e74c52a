import type { AdminGetProductsParams, AdminGetSalesChannelsParams } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { products } from '@/api/admin/products'
import { salesChannels } from '@/api/admin/sales-channels'
import { queryAtomFamily } from '@/atoms/core/query'

/** Only what the channel's products table shows. */
export const CHANNEL_PRODUCT_FIELDS = 'id,title,handle,status,thumbnail,updated_at'

export const salesChannelQueries = {
  all: ['sales-channels'] as const,
  searches: () => [...salesChannelQueries.all, 'search'] as const,
  lists: () => [...salesChannelQueries.all, 'list'] as const,
  /** Every sales channel, for filter choices. */
  options: () =>
    queryOptions({ queryKey: [...salesChannelQueries.all, 'options'] as const, queryFn: () => salesChannels.list({ limit: 100 }) }),
  search: (q: string) =>
    queryOptions({
      queryKey: [...salesChannelQueries.searches(), q] as const,
      queryFn: () => salesChannels.list({ q: q || undefined, limit: 20 }),
    }),
  list: (query: AdminGetSalesChannelsParams) =>
    queryOptions({ queryKey: [...salesChannelQueries.lists(), query] as const, queryFn: () => salesChannels.list(query) }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...salesChannelQueries.all, 'detail', id] as const, queryFn: () => salesChannels.retrieve(id) }),
  /** The channel's products (GET /admin/products?sales_channel_id[]=), paged and searched. */
  products: (id: string, query: AdminGetProductsParams) =>
    queryOptions({
      queryKey: [...salesChannelQueries.all, 'detail', id, 'products', query] as const,
      queryFn: () => products.list({ fields: CHANNEL_PRODUCT_FIELDS, ...query, sales_channel_id: [id] }),
    }),
}

export const salesChannelListAtom = queryAtomFamily(salesChannelQueries.list)
export const salesChannelDetailAtom = queryAtomFamily(salesChannelQueries.detail)
export const salesChannelProductsAtom = queryAtomFamily(({ id, query }: { id: string; query: AdminGetProductsParams }) =>
  salesChannelQueries.products(id, query),
)
