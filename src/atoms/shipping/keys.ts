import { queryOptions } from '@tanstack/react-query'
import { shippingOptions } from '@/api/admin/shipping-options'

export const shippingOptionQueries = {
  all: ['shipping-options'] as const,
  lists: () => [...shippingOptionQueries.all, 'list'] as const,
  /** A region's outbound options (orders, draft orders, claims) or its return options. */
  forRegion: (regionId: string, isReturn = false) =>
    queryOptions({
      queryKey: [...shippingOptionQueries.lists(), { region_id: regionId, is_return: isReturn }] as const,
      queryFn: () => shippingOptions.list({ region_id: regionId, is_return: isReturn }),
    }),
}
