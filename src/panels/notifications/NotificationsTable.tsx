import type { AdminGetNotificationsParams } from '@medusajs/client-types'
import { notificationListAtom, notificationQueries } from '@/atoms/notifications/keys'
import { notificationsNav } from '@/models/notifications/area'
import { defineListPanel, medusaRecords, type FilterValue, type TableUrlState } from '@/panels/shared/table'
import { notificationColumns } from './columns'
import { NotificationFilters, NOTIFICATION_FILTER_KEYS } from './NotificationFilters'

// Medusa takes one value per filter: repeated values are sent comma-joined.
const joined = (value: FilterValue | undefined) => (Array.isArray(value) ? value.join(',') : value) || undefined

/**
 * "for 'order.placed', sent to 'anna@example.com'": the filters in words after "notifications"; a
 * filter typed as 'a,b' names each value.
 */
export function describeNotifications({ filters }: Pick<TableUrlState, 'filters'>): string {
  const quoted = (key: string) =>
    (joined(filters[key]) ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean)
      .map((value) => `'${value}'`)
      .join(' or ')
  const parts = [['for', quoted('event_name')], ['about', quoted('resource_type')], ['sent to', quoted('to')]]
  return parts.flatMap(([words, values]) => (values ? [`${words} ${values}`] : [])).join(', ')
}

/** The notifications Medusa recorded, newest first, filtered by event, resource type and recipient (in the URL). */
export const NotificationsTable = defineListPanel({
  area: notificationsNav,
  ...medusaRecords('notification', notificationListAtom, notificationQueries.detail),
  url: { filterKeys: NOTIFICATION_FILTER_KEYS },
  query: ({ query: { limit, offset }, filters }): AdminGetNotificationsParams => ({
    limit,
    offset,
    event_name: joined(filters.event_name),
    resource_type: joined(filters.resource_type),
    to: joined(filters.to),
  }),
  describe: describeNotifications,
  columns: notificationColumns,
  selectable: false,
  rowLabel: (n) => `${n.event_name ?? 'notification'} to ${n.to}`,
  filters: NotificationFilters,
  emptyText: {
    empty: 'No notifications: Medusa records them only when a notification provider is installed',
    filtered: 'No notification matches these filters',
  },
})
