import { userQueries, userTableAtom } from '@/atoms/team/keys'
import { teamSettings } from '@/models/team/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords } from '@/panels/shared/table'
import { userColumns } from './columns'
import { InvitesTable } from './InvitesTable'

/** Settings, team: the store's users (Enter opens one) and, under them, the invites. */
export const UsersTable = defineListPanel({
  area: teamSettings,
  tableId: 'users',
  label: 'Users',
  ...medusaRecords('user', () => userTableAtom, userQueries.detail),
  // GET /admin/users is one unpaged list, with no parameters.
  query: () => ({}),
  paged: false,
  columns: userColumns,
  selectable: false,
  rowLabel: (user) => user.email,
  emptyText: 'No users',
  actions: <CommandButton command="users.edit-profile" variant="ghost" />,
  below: <InvitesTable />,
})
