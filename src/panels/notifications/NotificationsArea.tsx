import { notificationsNav } from '@/models/notifications/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { NotificationDetail } from './NotificationDetail'
import { NotificationsTable } from './NotificationsTable'

/** The notifications area: the notifications table with the open one beside it. */
export default function NotificationsArea() {
  return <SplitArea routes={notificationsNav.routes} detailLabel="Notification" table={NotificationsTable} detail={NotificationDetail} />
}
