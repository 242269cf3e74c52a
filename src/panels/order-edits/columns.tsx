import type { OrderEdit } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { orderEditUsersAtom } from '@/atoms/order-edits/keys'
import { dateTime, personName } from '@/panels/shared/format'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { dataTableColumnHelper } from '@/panels/shared/table'
import styles from '@/panels/shared/record-panel.module.css'

const col = dataTableColumnHelper<OrderEdit>()

/** A user id as the user's name (or email), once the store's users have loaded. */
export function UserName({ id }: { id: string | null | undefined }) {
  const users = useAtomValue(orderEditUsersAtom).data?.users
  if (!id) return <span className={styles.muted}>—</span>
  const user = users?.find((u) => u.id === id)
  return <span>{user ? personName(user) || user.email : id}</span>
}

export const orderEditColumns = col.columns([
  col.accessor((e) => e.order?.display_id ?? 0, {
    id: 'order',
    header: 'Order',
    meta: { label: 'Order number', width: '6rem' },
    cell: ({ row }) => <span className={styles.number}>#{row.original.order?.display_id ?? '?'}</span>,
  }),
  col.accessor('status', { header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  col.accessor('created_by', { header: 'Created by', cell: ({ getValue }) => <UserName id={getValue()} /> }),
  col.accessor((e) => e.changes?.length ?? 0, { id: 'changes', header: 'Changes', meta: { numeric: true, label: 'Changes' } }),
  col.accessor((e) => e.internal_note ?? '', {
    id: 'internal_note',
    header: 'Note',
    meta: { label: 'Internal note' },
    cell: ({ getValue }) => <span className={styles.muted}>{getValue()}</span>,
  }),
  col.accessor('created_at', {
    header: 'Created',
    meta: { numeric: true },
    cell: ({ getValue }) => dateTime(getValue()),
  }),
])
