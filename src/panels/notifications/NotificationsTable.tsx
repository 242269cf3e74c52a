import type { AdminGetNotificationsParams, Notification } from '@medusajs/client-types'
import { notificationListAtom, notificationQueries } from '@/atoms/notifications/keys'
import { DataTable, ListPanel, useFilterToggle, useListPanel, type FilterValue } from '@/panels/shared/table'
import { notificationColumns } from './columns'
import { NotificationFilters, NOTIFICATION_FILTER_KEYS } from './NotificationFilters'

const one = (value: FilterValue | undefined) => (Array.isArray(value) ? value.join(',') : value) || undefined

/** The notifications Medusa recorded, newest first, filtered by event, resource type and recipient (in the URL). */
export function NotificationsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'notification',
    basePath: '/a/notifications',
    url: { filterKeys: NOTIFICATION_FILTER_KEYS },
    query: ({ query: { limit, offset }, filters }): AdminGetNotificationsParams => ({
      limit,
      offset,
      event_name: one(filters.event_name),
      resource_type: one(filters.resource_type),
      to: one(filters.to),
    }),
    listAtom: notificationListAtom,
    rows: (res): readonly Notification[] => res.notifications,
    detail: notificationQueries.detail,
    entity: (res) => res.notification,
    detailOpen,
    describe: ({ filters }) => Object.values(filters).flat().join(', '),
  })
  const filters = useFilterToggle(url.filters)
  return (
    <ListPanel id="notifications" title="Notifications" actions={filters.button}>
      {filters.open && <NotificationFilters url={url} />}
      <DataTable<Notification>
        id="notifications"
        label="Notifications"
        columns={notificationColumns}
        selectable={false}
        emptyText={filters.count ? 'No notification matches these filters' : 'No notifications: Medusa records them only when a notification provider is installed'}
        rowLabel={(n) => `${n.event_name ?? 'notification'} to ${n.to}`}
        {...table}
        onSearchChange={undefined}
      />
    </ListPanel>
  )
}
