import type { Customer, CustomerGroup } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { customerGroupMemberCountAtom } from '@/atoms/customer-groups/keys'
import { grouped } from '@/models/core/text'
import { dateOnly, personName } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'
import { dataTableColumnHelper } from '@/panels/shared/table'

/** A row's member count: Medusa lists groups without one, so each row asks for its own (one row of members). */
function MemberCount({ id }: { id: string }) {
  const count = useAtomValue(customerGroupMemberCountAtom(id))
  if (count.data !== undefined) return <>{grouped(count.data)}</>
  return <span className={shared.muted}>{count.isError ? '?' : '…'}</span>
}

const group = dataTableColumnHelper<CustomerGroup>()

export const customerGroupColumns = group.columns([
  group.accessor('name', { header: 'Name', enableSorting: true }),
  group.display({
    id: 'members',
    header: 'Customers',
    meta: { numeric: true, label: 'Customers' },
    cell: ({ row }) => <MemberCount id={row.original.id} />,
  }),
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
