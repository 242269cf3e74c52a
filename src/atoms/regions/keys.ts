import type { AdminGetRegionsParams, AdminPostRegionsRegionReq, AdminPostRegionsReq } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { orders } from '@/api/admin/orders'
import { regions } from '@/api/admin/regions'
import { shippingOptions } from '@/api/admin/shipping-options'
import { mutation, queryAtomFamily } from '@/atoms/core/query'

/** Regions: pickers (draft orders, discounts), the settings table, one region; a region's shipping options are in atoms/shipping. */
export const regionQueries = {
  all: ['regions'] as const,
  searches: () => [...regionQueries.all, 'search'] as const,
  /** Picker search: Medusa matches q against the region's name. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...regionQueries.searches(), q] as const,
      queryFn: () => regions.list({ q: q || undefined, limit: 20 }),
    }),
  /** Every region, for filter choices. */
  options: () => queryOptions({ queryKey: [...regionQueries.all, 'options'] as const, queryFn: () => regions.list({ limit: 100 }) }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...regionQueries.all, 'detail', id] as const,
      queryFn: () => regions.retrieve(id),
    }),
  lists: () => [...regionQueries.all, 'list'] as const,
  /** The settings table (default relations: countries, payment and fulfillment providers). */
  list: (query: AdminGetRegionsParams) =>
    queryOptions({ queryKey: [...regionQueries.lists(), query] as const, queryFn: () => regions.list(query) }),
  /** What each of the region's fulfillment providers offers (GET /admin/regions/{id}/fulfillment-options). */
  fulfillmentOptions: (id: string) =>
    queryOptions({
      queryKey: [...regionQueries.all, 'fulfillment-options', id] as const,
      queryFn: () => regions.listFulfillmentOptions(id),
    }),
  /** What uses the region, as far as the API tells: its orders and shipping options (deleting it keeps the orders). */
  usage: (id: string) =>
    queryOptions({
      queryKey: [...regionQueries.all, 'usage', id] as const,
      queryFn: async (): Promise<RegionUsage> => {
        const [placed, options] = await Promise.all([orders.list({ region_id: id, limit: 1, fields: 'id' }), shippingOptions.list({ region_id: id })])
        return { orders: placed.count, shippingOptions: options.shipping_options.length }
      },
    }),
}

export interface RegionUsage {
  orders: number
  shippingOptions: number
}

export const regionListAtom = queryAtomFamily(regionQueries.list)
export const regionDetailAtom = queryAtomFamily(regionQueries.detail)

/** A region's change can change which shipping options and tax rates exist for it (deleting it drops them). */
const regionAndAround = [regionQueries.all, ['shipping-options'], ['tax-rates']] as const

export const createRegionMutation = mutation({
  mutationFn: (body: AdminPostRegionsReq) => regions.create(body),
  invalidates: [regionQueries.all],
})

export const updateRegionMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostRegionsRegionReq }) => regions.update(id, body),
  invalidates: regionAndAround,
})

export const deleteRegionMutation = mutation({
  mutationFn: (id: string) => regions.delete(id),
  invalidates: regionAndAround,
})

/** Adds or removes one country, payment provider or fulfillment provider of a region. */
export type RegionPart = 'country' | 'payment' | 'fulfillment'

export const addRegionPartMutation = mutation({
  mutationFn: ({ id, part, value }: { id: string; part: RegionPart; value: string }) =>
    part === 'country'
      ? regions.addCountry(id, { country_code: value })
      : part === 'payment'
        ? regions.addPaymentProvider(id, { provider_id: value })
        : regions.addFulfillmentProvider(id, { provider_id: value }),
  invalidates: [regionQueries.all],
})

export const removeRegionPartMutation = mutation({
  mutationFn: ({ id, part, value }: { id: string; part: RegionPart; value: string }) =>
    part === 'country'
      ? regions.deleteCountry(id, value)
      : part === 'payment'
        ? regions.deletePaymentProvider(id, value)
        : regions.deleteFulfillmentProvider(id, value),
  invalidates: [regionQueries.all],
})
export const regionUsageAtom = queryAtomFamily(regionQueries.usage)
