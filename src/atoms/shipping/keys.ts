import type {
  AdminGetShippingOptionsParams,
  AdminPostShippingOptionsOptionReq,
  AdminPostShippingOptionsReq,
  AdminPostShippingProfilesProfileReq,
  AdminPostShippingProfilesReq,
  ShippingOption,
  ShippingProfile,
} from '@medusajs/client-types'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { atomWithQuery } from 'jotai-tanstack-query'
import { shippingOptions } from '@/api/admin/shipping-options'
import { isMedusaApiError } from '@/api/client'
import { shippingProfiles } from '@/api/admin/shipping-profiles'
import { mutation, queryAtomFamily } from '@/atoms/core/query'
import { regionQueries } from '@/atoms/regions/keys'

export const shippingOptionQueries = {
  all: ['shipping-options'] as const,
  lists: () => [...shippingOptionQueries.all, 'list'] as const,
  /** A region's outbound options (orders, draft orders, claims) or its return options. */
  forRegion: (regionId: string, isReturn = false) =>
    queryOptions({
      queryKey: [...shippingOptionQueries.lists(), { region_id: regionId, is_return: isReturn }] as const,
      queryFn: () => shippingOptions.list({ region_id: regionId, is_return: isReturn }),
    }),
  /** The settings table: every option (outbound and return), of one region when filtered. Not paged by Medusa 1.20. */
  table: (query: Pick<AdminGetShippingOptionsParams, 'region_id'>) =>
    queryOptions({
      queryKey: [...shippingOptionQueries.lists(), 'table', query] as const,
      queryFn: async ({ client }) => {
        const listed = query.region_id ? await shippingOptions.list(query) : await everyRegionsOptions(client)
        const rows = [...(listed.shipping_options as ShippingOption[])].sort((a, b) => a.name.localeCompare(b.name))
        return { shipping_options: rows, count: rows.length }
      },
    }),
  /** One option with its region, profile and requirements (Medusa's default relations). */
  detail: (id: string) => queryOptions({ queryKey: [...shippingOptionQueries.all, 'detail', id] as const, queryFn: () => shippingOptions.retrieve(id) }),
}

/**
 * Every region's options. Medusa 1.20 deletes a region and keeps its options (the console's delete
 * takes them first; another client's may not), and then answers the list of all options 404, "Region
 * with … was not found" (it prices each option through its region): the options are then read region
 * by region (each region's own table query, settings-sized), leaving out the deleted regions' options.
 */
async function everyRegionsOptions(client: QueryClient): Promise<{ shipping_options: ShippingOption[] }> {
  try {
    return { shipping_options: (await shippingOptions.list()).shipping_options as ShippingOption[] }
  } catch (error) {
    if (!(isMedusaApiError(error) && error.status === 404 && error.message.startsWith('Region with'))) throw error
    const { regions: live } = await client.fetchQuery(regionQueries.options())
    const each = await Promise.all(live.map((region) => client.fetchQuery(shippingOptionQueries.table({ region_id: region.id }))))
    return { shipping_options: each.flatMap((table) => table.shipping_options) }
  }
}

export const shippingProfileQueries = {
  all: ['shipping-profiles'] as const,
  /** Every profile with its products and shipping options (GET /admin/shipping-profiles is not paged). */
  table: () =>
    queryOptions({
      queryKey: [...shippingProfileQueries.all, 'table'] as const,
      queryFn: async () => {
        const { shipping_profiles } = await shippingProfiles.list()
        const rows = shipping_profiles as ShippingProfile[]
        return { shipping_profiles: rows, count: rows.length }
      },
    }),
  detail: (id: string) => queryOptions({ queryKey: [...shippingProfileQueries.all, 'detail', id] as const, queryFn: () => shippingProfiles.retrieve(id) }),
}

export const shippingOptionTableAtom = queryAtomFamily(shippingOptionQueries.table)
export const shippingOptionDetailAtom = queryAtomFamily(shippingOptionQueries.detail)
export const shippingProfileTableAtom = atomWithQuery(() => shippingProfileQueries.table())
export const shippingProfileDetailAtom = queryAtomFamily(shippingProfileQueries.detail)

/**
 * An option's change shows in its region (the setup check, its option count), in its profile's list
 * and in tax rates that name it.
 */
const optionAndAround = [shippingOptionQueries.all, shippingProfileQueries.all, ['regions'], ['tax-rates']] as const

export const createShippingOptionMutation = mutation({
  mutationFn: (body: AdminPostShippingOptionsReq) => shippingOptions.create(body),
  invalidates: optionAndAround,
})

export const updateShippingOptionMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostShippingOptionsOptionReq }) => shippingOptions.update(id, body),
  invalidates: optionAndAround,
})

export const deleteShippingOptionMutation = mutation({
  mutationFn: (id: string) => shippingOptions.delete(id),
  invalidates: optionAndAround,
})

export const createShippingProfileMutation = mutation({
  mutationFn: (body: AdminPostShippingProfilesReq) => shippingProfiles.create(body),
  invalidates: [shippingProfileQueries.all],
})

export const updateShippingProfileMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostShippingProfilesProfileReq }) => shippingProfiles.update(id, body),
  invalidates: [shippingProfileQueries.all],
})

/** Deleting a profile leaves its options without one: their list is refetched too. */
export const deleteShippingProfileMutation = mutation({
  mutationFn: (id: string) => shippingProfiles.delete(id),
  invalidates: [shippingProfileQueries.all, shippingOptionQueries.all],
})
