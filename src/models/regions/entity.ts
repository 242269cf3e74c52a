import type { Region } from '@medusajs/client-types'
import { regionQueries, type RegionUsage } from '@/atoms/regions/keys'
import { defineEntity, sameText } from '@/models/core/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    region: Region
  }
}

export const regionEntity = defineEntity<Region>({
  noun: 'region',
  focus: 'region',
  label: (r) => r.name,
  hint: (r) => r.currency_code.toUpperCase(),
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(regionQueries.search(q.trim()))).regions as Region[],
  exact: (r, q) => sameText(r.name, q),
})

/** A region with what uses it, when known (its panel or the delete picker loaded it): the delete question warns with it. */
export type RegionWithUsage = Region & { usage?: RegionUsage }
