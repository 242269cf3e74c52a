import { resendAnyNotificationMutation } from '@/atoms/notifications/keys'
import { defineArea } from '@/commands/core/area'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { notificationsNav } from '@/models/notifications/area'
import { eventName, notificationEntity } from '@/models/notifications/entity'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The notifications area: 'Go to notifications' (g n), 'Open notification…' and the nav link. */
export const notificationsArea = defineArea(notificationsNav, { entity: notificationEntity, arg: 'notificationId', keywords: ['email'] })

/**
 * Sends a recorded notification again (POST /admin/notifications/:id/resend) through the orders area's
 * resend mutation, for any resource: to its recipient, or to another address typed here.
 */
export const resendAnyNotification = defineCommand({
  id: 'notifications.resend',
  title: 'Resend a notification, to its recipient or another address',
  keywords: ['email again', 'send again'],
  hotkey: 'shift+r',
  scope: 'notification',
  args: {
    notificationId: entityArg(notificationEntity),
    to: arg.text({
      label: 'Send to',
      optional: true,
      description: 'Empty: the original recipient',
      placeholder: 'Empty: the original recipient',
      pattern: EMAIL,
      patternMessage: 'Send to must be an email address',
    }),
  },
  confirm: ({ notificationId, to }, ctx) => {
    const n = recordIn(ctx, 'notification', 'notificationId', { notificationId })
    return `Send ${n ? eventName(n.event_name).toLowerCase() : 'this notification'} again to ${to || n?.to || 'its recipient'}?`
  },
  run: async ({ notificationId, to }, { mutate }) => {
    const { notification } = await mutate(resendAnyNotificationMutation, { id: notificationId, to: to || undefined })
    return toast('Notification sent again', `${eventName(notification.event_name)} to ${to || notification.to}`)
  },
})

export const notificationCommands = inGroup('Notifications', [notificationsArea.list, notificationsArea.open, resendAnyNotification])
