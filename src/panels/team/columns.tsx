import type { Invite, User } from '@medusajs/client-types'
import { inviteExpired } from '@/models/team/entity'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { dateOnly, dateTime, personName } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'
import { dataTableColumnHelper } from '@/panels/shared/table'

const users = dataTableColumnHelper<User>()

export const userColumns = users.columns([
  users.accessor((u) => personName(u) || u.email, {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => personName(row.original) || <span className={shared.muted}>No name</span>,
  }),
  users.accessor('email', { header: 'Email' }),
  users.accessor('role', { header: 'Role', cell: ({ getValue }) => <StatusBadge status={getValue() ?? 'member'} /> }),
  users.accessor('created_at', { header: 'Joined', cell: ({ getValue }) => dateOnly(getValue()) }),
])

const invites = dataTableColumnHelper<Invite>()

export const inviteColumns = invites.columns([
  invites.accessor('user_email', { header: 'Email' }),
  invites.accessor('role', { header: 'Role', cell: ({ getValue }) => <StatusBadge status={getValue() ?? 'member'} /> }),
  invites.accessor((i) => (inviteExpired(i) ? 'expired' : 'pending'), { id: 'status', header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  invites.accessor('expires_at', { header: 'Expires', cell: ({ getValue }) => dateTime(getValue()) }),
  invites.accessor('created_at', { header: 'Sent', cell: ({ getValue }) => dateTime(getValue()) }),
])
