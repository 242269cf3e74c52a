import type { User } from '@medusajs/client-types'
import { userQueries, userTableAtom } from '@/atoms/team/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useListPanel } from '@/panels/shared/table'
import { userColumns } from './columns'
import { InvitesTable } from './InvitesTable'

/** /a/settings/team: the store's users (Enter opens one) and, under them, the invites. */
export function UsersTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { table } = useListPanel({
    kind: 'user',
    basePath: '/a/settings/team',
    url: { filterKeys: [] },
    // GET /admin/users is one unpaged list: the query only feeds the table's paging props.
    query: ({ query: { limit, offset } }) => ({ limit, offset }),
    listAtom: () => userTableAtom,
    rows: (res): readonly User[] => res.users,
    detail: userQueries.detail,
    entity: (res) => res.user as User,
    detailOpen,
  })
  return (
    <ListPanel id="team" title="Team" actions={<CommandButton command="users.edit-profile" variant="ghost" />}>
      <DataTable<User>
        id="users"
        label="Users"
        columns={userColumns}
        selectable={false}
        emptyText="No users"
        rowLabel={(user) => user.email}
        {...table}
        onSearchChange={undefined}
        onPaginationChange={undefined}
        limit={Math.max(table.rows.length, 1)}
        pageSizes={[Math.max(table.rows.length, 1)]}
      />
      <InvitesTable />
    </ListPanel>
  )
}
