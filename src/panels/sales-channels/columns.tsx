import type { SalesChannel } from '@medusajs/client-types'
import { dateColumn } from '@/panels/shared/columns'
import shared from '@/panels/shared/record-panel.module.css'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { dataTableColumnHelper } from '@/panels/shared/table'

const channel = dataTableColumnHelper<SalesChannel>()

/** 'enabled' or 'disabled', as the status badge says it. */
export const channelStatus = (c: SalesChannel) => (c.is_disabled ? 'disabled' : 'enabled')

export const salesChannelColumns = channel.columns([
  channel.accessor('name', { header: 'Name', enableSorting: true }),
  channel.accessor('description', {
    header: 'Description',
    cell: ({ getValue }) => getValue() || <span className={shared.muted}>—</span>,
  }),
  channel.accessor((c) => channelStatus(c), { id: 'status', header: 'Status', meta: { label: 'Status' }, cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  dateColumn<SalesChannel>('created_at', 'Created'),
])
