import type { CustomerGroup } from '@medusajs/client-types'
import { customerGroupQueries, type CountedGroup } from '@/atoms/customer-groups/keys'
import { defineEntity, sameText } from '@/models/core/entity'
import { customersText } from '@/models/customers/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'customer-group': CustomerGroup
  }
}

/** '312 customers': how big a group is, where the count is known. */
export const membersText = (count: number | undefined): string | undefined => (count === undefined ? undefined : customersText(count))

/** Customer groups by name, their member count as hint. */
export const customerGroupEntity = defineEntity<CountedGroup>({
  noun: 'customer group',
  focus: 'customer-group',
  label: (g) => g.name,
  hint: (g) => membersText(g.member_count),
  search: async (q, { queryClient }) => queryClient.fetchQuery(customerGroupQueries.search(q.trim())),
  exact: (g, q) => sameText(g.name, q),
})
