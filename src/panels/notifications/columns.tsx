import type { Notification } from '@medusajs/client-types'
import { eventName } from '@/models/notifications/entity'
import { dataTableColumnHelper } from '@/panels/shared/table'
import { dateTime } from '@/panels/shared/format'

const col = dataTableColumnHelper<Notification>()

export const notificationColumns = col.columns([
  col.accessor((n) => eventName(n.event_name), { id: 'event_name', header: 'Event', meta: { label: 'Event' } }),
  col.accessor('to', { header: 'Recipient' }),
  col.accessor('resource_type', { header: 'Resource', cell: ({ getValue }) => getValue() }),
  col.accessor((n) => n.resends?.length ?? 0, { id: 'resends', header: 'Resent', meta: { label: 'Resent', numeric: true } }),
  col.accessor((n) => n.provider_id ?? '—', { id: 'provider', header: 'Provider', meta: { label: 'Provider' } }),
  col.accessor('created_at', { header: 'Sent', meta: { numeric: true }, cell: ({ getValue }) => dateTime(getValue()) }),
])
