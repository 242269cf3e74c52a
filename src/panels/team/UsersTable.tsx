import type { User } from '@medusajs/client-types'
import { userQueries, userTableAtom } from '@/atoms/team/keys'
import { teamSettings } from '@/models/team/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel } from '@/panels/shared/table'
import { userColumns } from './columns'
import { InvitesTable } from './InvitesTable'

/** Settings, team: the store's users (Enter opens one) and, under them, the invites. */
export const UsersTable = defineListPanel({
  area: teamSettings,
  tableId: 'users',
  label: 'Users',
  kind: 'user',
  // GET /admin/users is one unpaged list, with no parameters.
  query: () => ({}),
  listAtom: () => userTableAtom,
  rows: (res): readonly User[] => res.users,
  detail: userQueries.detail,
  entity: (res) => res.user as User,
  paged: false,
  columns: userColumns,
  selectable: false,
  rowLabel: (user) => user.email,
  emptyText: 'No users',
  actions: <CommandButton command="users.edit-profile" variant="ghost" />,
  below: <InvitesTable />,
})
