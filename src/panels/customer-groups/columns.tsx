import type { Customer, CustomerGroup } from '@medusajs/client-types'
import { customerGroupMemberCountAtom } from '@/atoms/customer-groups/keys'
import { countColumn } from '@/panels/shared/columns'
import { dateOnly, personName } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'
import { dataTableColumnHelper } from '@/panels/shared/table'

const group = dataTableColumnHelper<CustomerGroup>()

export const customerGroupColumns = group.columns([
  group.accessor('name', { header: 'Name', enableSorting: true }),
  // Medusa lists groups without a member count: each row asks for its own (one row of members).
  countColumn<CustomerGroup>('members', 'Customers', customerGroupMemberCountAtom),
  group.accessor('created_at', {
    header: 'Created',
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => dateOnly(getValue()),
  }),
])

const member = dataTableColumnHelper<Customer>()
const none = <span className={shared.muted}>—</span>

export const memberColumns = member.columns([
  member.accessor((c) => personName(c), { id: 'name', header: 'Name', meta: { label: 'Name' }, cell: ({ getValue }) => getValue() || none }),
  member.accessor('email', { header: 'Email' }),
  member.accessor('has_account', {
    header: 'Account',
    cell: ({ getValue }) => (getValue() ? 'Registered' : <span className={shared.muted}>Guest</span>),
  }),
  member.accessor('created_at', { header: 'Created', meta: { numeric: true }, cell: ({ getValue }) => dateOnly(getValue()) }),
])
