import type { Notification } from '@medusajs/client-types'
import { notificationQueries } from '@/atoms/notifications/keys'
import { defineEntity, matchesText } from '@/models/core/entity'
import { day } from '@/models/core/text'

declare module '@/atoms/core/context' {
  interface EntityMap {
    notification: Notification
  }
}

/** 'order.placed' -> 'Order placed'. */
export function eventName(event: string | null | undefined): string {
  const words = (event ?? '').replace(/[._]/g, ' ').trim()
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : 'Notification'
}

/** "Order placed to anna@example.com": what was sent, to whom. */
export const notificationEntity = defineEntity<Notification>({
  noun: 'notification',
  focus: 'notification',
  label: (n) => `${eventName(n.event_name)} to ${n.to}`,
  hint: (n) => day(n.created_at),
  search: async (q, { queryClient }) => {
    const { notifications } = await queryClient.fetchQuery(notificationQueries.recent())
    return (notifications as Notification[]).filter((n) => matchesText(q, n.event_name, n.to, n.resource_type))
  },
})
