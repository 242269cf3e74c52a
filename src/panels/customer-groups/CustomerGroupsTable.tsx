import { customerGroupListAtom } from '@/atoms/customer-groups/keys'
import { customerGroupsNav } from '@/models/customer-groups/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords, type TableUrlState } from '@/panels/shared/table'
import { customerGroupColumns } from './columns'
import { customerGroupsRoute } from './listRoute'

/** "named like 'vip'": the search in words after "customer groups" (empty: every group). */
export const describeCustomerGroups = ({ query }: Pick<TableUrlState, 'query'>) => {
  const q = query.q?.trim()
  return q ? `named like '${q}'` : ''
}

/** The customer groups table: server-side paging, sorting and search by name, all in the URL. */
export const CustomerGroupsTable = defineListPanel({
  area: customerGroupsNav,
  ...medusaRecords('customer-group', customerGroupListAtom, customerGroupsRoute.detail),
  url: customerGroupsRoute.url,
  query: customerGroupsRoute.query,
  describe: describeCustomerGroups,
  columns: customerGroupColumns,
  searchLabel: 'Search groups by name',
  emptyText: { empty: 'No customer groups yet', filtered: 'No group has a name like this' },
  actions: <CommandButton command="customer-groups.create" variant="primary" />,
})
