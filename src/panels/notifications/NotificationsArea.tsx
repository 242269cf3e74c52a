import { SplitArea } from '@/panels/shared/SplitArea'
import { NotificationDetail } from './NotificationDetail'
import { NotificationsTable } from './NotificationsTable'

/** /a/notifications/*: the notifications table with the open one beside it. */
export default function NotificationsArea() {
  return <SplitArea basePath="/a/notifications" detailLabel="Notification" table={NotificationsTable} detail={NotificationDetail} />
}
