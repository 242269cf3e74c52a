import { customerGroupQueries, type CountedGroup } from '@/atoms/customer-groups/keys'
import { defineEntity, sameText } from '@/commands/core/entity'

/** '312 customers': how big a group is, where the count is known. */
export function membersText(count: number | undefined): string | undefined {
  return count === undefined ? undefined : `${count} customer${count === 1 ? '' : 's'}`
}

/** Customer groups by name, their member count as hint. */
export const customerGroupEntity = defineEntity<CountedGroup>({
  noun: 'customer group',
  focus: 'customer-group',
  label: (g) => g.name,
  hint: (g) => membersText(g.member_count),
  search: async (q, { queryClient }) => queryClient.fetchQuery(customerGroupQueries.search(q.trim())),
  exact: (g, q) => sameText(g.name, q),
})
