import type { Customer } from '@medusajs/client-types'
import { relationsUnread } from '@/atoms/core/stagedQuery'
import { dataTableColumnHelper } from '@/panels/shared/table'
import { dateOnly, personName } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'

const col = dataTableColumnHelper<Customer>()
const none = <span className={shared.muted}>—</span>
const loading = <span className={shared.muted}>…</span>
const notLoaded = <span className={shared.muted}>not loaded</span>

export const customerColumns = col.columns([
  col.accessor((c) => personName(c), {
    id: 'name',
    header: 'Name',
    meta: { label: 'Name' },
    cell: ({ getValue }) => getValue() || none,
  }),
  col.accessor('email', { header: 'Email', enableSorting: true }),
  col.accessor((c) => c.phone ?? '', { id: 'phone', header: 'Phone', meta: { label: 'Phone' }, cell: ({ getValue }) => getValue() || none }),
  col.accessor('has_account', {
    header: 'Account',
    enableSorting: true,
    cell: ({ getValue }) => (getValue() ? 'Registered' : <span className={shared.muted}>Guest</span>),
  }),
  col.accessor((c) => (c.groups ?? []).map((g) => g.name).join(', '), {
    id: 'groups',
    header: 'Groups',
    meta: { label: 'Groups' },
    // The table paints its rows before Medusa's slower answer with the groups (atoms/customers/keys);
    // when that answer failed, the cell says so rather than wait.
    cell: ({ row, getValue }) => (row.original.groups === undefined ? (relationsUnread(row.original) ? notLoaded : loading) : getValue() || none),
  }),
  col.accessor('created_at', {
    header: 'Created',
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => dateOnly(getValue()),
  }),
])
