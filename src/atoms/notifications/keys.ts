import type { AdminGetNotificationsParams, Notification } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { notifications } from '@/api/admin/notifications'
import { mutation, queryAtomFamily } from '@/atoms/core/query'
import { resendNotificationMutation } from '@/atoms/orders/mutations'

/**
 * Notifications Medusa recorded (one per event a notification provider handled). The list answers
 * only a few fields by default; `data` (what the provider was given) is asked for by name. There is
 * no GET /admin/notifications/:id: one notification is found in the list's pages.
 */
export const NOTIFICATION_FIELDS = 'id,event_name,resource_type,resource_id,customer_id,to,data,parent_id,provider_id,created_at,updated_at'

const PAGE = 100
const MAX_PAGES = 20

export const notificationQueries = {
  all: ['notifications'] as const,
  lists: () => [...notificationQueries.all, 'list'] as const,
  list: (query: AdminGetNotificationsParams) =>
    queryOptions({
      queryKey: [...notificationQueries.lists(), query] as const,
      queryFn: async () => {
        const found = await notifications.list({ fields: NOTIFICATION_FIELDS, ...query })
        return { notifications: found.notifications as Notification[], count: found.count ?? found.notifications.length }
      },
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'detail', id] as const,
      queryFn: async () => {
        for (let page = 0; page < MAX_PAGES; page += 1) {
          const found = await notifications.list({ fields: NOTIFICATION_FIELDS, limit: PAGE, offset: page * PAGE })
          const hit = (found.notifications as Notification[]).find((n) => n.id === id || n.resends?.some((r) => r.id === id))
          const notification = hit?.id === id ? hit : hit?.resends?.find((r) => r.id === id)
          if (notification) return { notification }
          if ((page + 1) * PAGE >= (found.count ?? 0)) break
        }
        throw new Error('Notification not found: it is not in the store’s notifications')
      },
    }),
  /** Picker search over the newest notifications, by event or recipient. */
  recent: () => queryOptions({ queryKey: [...notificationQueries.all, 'recent'] as const, queryFn: () => notifications.list({ limit: 50 }) }),
}

export const notificationListAtom = queryAtomFamily(notificationQueries.list)
export const notificationDetailAtom = queryAtomFamily(notificationQueries.detail)

/** The orders area's resend, refetching this area's lists as well as the order's timeline. */
export const resendAnyNotificationMutation = mutation({
  mutationFn: resendNotificationMutation.mutationFn,
  invalidates: (data, vars) => {
    const own = resendNotificationMutation.invalidates
    return [...(typeof own === 'function' ? own(data, vars) : own), notificationQueries.all]
  },
})
