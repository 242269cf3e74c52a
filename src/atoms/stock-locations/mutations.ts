import type { AdminPostStockLocationsLocationReq, AdminPostStockLocationsReq } from '@medusajs/client-types'
import { stockLocations } from '@/api/admin/stock-locations'
import { mutation } from '@/atoms/core/query'
import { inventoryQueries } from '@/atoms/inventory/keys'
import { salesChannelQueries } from '@/atoms/sales-channels/keys'
import { stockLocationQueries } from './keys'

// Items' levels name their locations: a location change refetches the inventory tables too.
const locationsAndInventory = [stockLocationQueries.all, inventoryQueries.all] as const

export const createStockLocationMutation = mutation({
  mutationFn: (body: AdminPostStockLocationsReq) => stockLocations.create(body),
  invalidates: [stockLocationQueries.all],
})

export const updateStockLocationMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostStockLocationsLocationReq }) => stockLocations.update(id, body),
  invalidates: locationsAndInventory,
})

export const deleteStockLocationMutation = mutation({
  mutationFn: (id: string) => stockLocations.delete(id),
  // The deleted location's own detail is not refetched: it would only answer 404.
  invalidates: [stockLocationQueries.lists(), stockLocationQueries.searches(), stockLocationQueries.options().queryKey, inventoryQueries.all],
})

/** A channel starts (join) or stops selling from a location. */
export const locationChannelMutation = mutation({
  mutationFn: async ({ locationId, salesChannelId, join }: { locationId: string; salesChannelId: string; join: boolean }): Promise<void> => {
    if (join) await stockLocations.addSalesChannel(salesChannelId, { location_id: locationId })
    else await stockLocations.removeSalesChannel(salesChannelId, { location_id: locationId })
  },
  invalidates: [stockLocationQueries.all, salesChannelQueries.all],
})
