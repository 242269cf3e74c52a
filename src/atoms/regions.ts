import { queryOptions } from '@tanstack/react-query'
import { regions } from '@/api/admin/regions'
import { shippingOptions } from '@/api/admin/shipping-options'

/** Regions for pickers (draft orders), and the shipping options a region offers. */
export const regionQueries = {
  all: ['regions'] as const,
  /** Picker search: Medusa matches q against the region's name. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...regionQueries.all, 'search', q] as const,
      queryFn: () => regions.list({ q: q || undefined, limit: 20 }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...regionQueries.all, 'detail', id] as const,
      queryFn: () => regions.retrieve(id),
    }),
  /** The outbound shipping options of one region (return options are for returns only). */
  shippingOptions: (regionId: string) =>
    queryOptions({
      queryKey: ['shipping-options', 'region', regionId] as const,
      queryFn: () => shippingOptions.list({ region_id: regionId, is_return: false }),
    }),
}
