import type { AdminGetCustomerGroupsParams, CustomerGroup } from '@medusajs/client-types'
import { customerGroupListAtom, customerGroupQueries } from '@/atoms/customer-groups/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useListPanel } from '@/panels/shared/table'
import { customerGroupColumns } from './columns'

/** The customer groups table: server-side paging, sorting and search by name, all in the URL. */
export function CustomerGroupsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'customer-group',
    basePath: '/a/customer-groups',
    url: { defaults: { order: 'name', limit: 20 }, filterKeys: [] },
    query: ({ query: { limit, offset, order, q } }): AdminGetCustomerGroupsParams => ({ limit, offset, order, q: q || undefined }),
    listAtom: customerGroupListAtom,
    rows: (res): readonly CustomerGroup[] => res.customer_groups,
    detail: customerGroupQueries.detail,
    entity: (res) => res.customer_group,
    detailOpen,
    describe: ({ query }) => (query.q ? `named like '${query.q}'` : ''),
  })

  return (
    <ListPanel id="customer-groups" title="Customer groups" actions={<CommandButton command="customer-groups.create" variant="primary" />}>
      <DataTable<CustomerGroup>
        id="customer-groups"
        label="Customer groups"
        columns={customerGroupColumns}
        emptyText={url.query.q ? 'No group has a name like this' : 'No customer groups yet'}
        searchLabel="Search groups by name"
        {...table}
      />
    </ListPanel>
  )
}
