import type { Region } from '@medusajs/client-types'
import { regionQueries } from '@/atoms/regions/keys'
import { defineEntity, sameText } from '@/commands/core/entity'

export const regionEntity = defineEntity<Region>({
  noun: 'region',
  focus: 'region',
  label: (r) => r.name,
  hint: (r) => r.currency_code.toUpperCase(),
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(regionQueries.search(q.trim()))).regions as Region[],
  exact: (r, q) => sameText(r.name, q),
})
