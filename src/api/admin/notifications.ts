import type {
  AdminGetNotificationsParams,
  AdminNotificationsListRes,
  AdminNotificationsRes,
  AdminPostNotificationsNotificationResendReq,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/notifications'

export const notifications = {
  list: (query?: AdminGetNotificationsParams) => client.get<AdminNotificationsListRes>(base, query),
  /** Sends it again, to `to` when given, else to the original recipient. */
  resend: (id: string, body: AdminPostNotificationsNotificationResendReq = {}) =>
    client.post<AdminNotificationsRes>(`${base}/${id}/resend`, body),
}
