import type { Notification } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { notificationDetailAtom } from '@/atoms/notifications/keys'
import { eventName, notificationEntity } from '@/models/notifications/entity'
import { ordersNav } from '@/models/orders/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { Section } from '@/panels/shared/Section'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './notifications.module.css'

function NotificationPanel({ notification: n }: { notification: Notification }) {
  // An order the notification is about opens in its panel; other resources are named only.
  const path = n.resource_type === 'order' ? ordersNav.routes.record(n.resource_id) : undefined
  const data = Object.keys(n.data ?? {}).length ? JSON.stringify(n.data, null, 2) : ''
  return (
    <RecordPanel title={notificationEntity.label(n)} meta={dateTime(n.created_at)} actions={<CommandButton command="notifications.resend" label="Resend" />}>
      <dl className={shared.facts}>
        <dt>Event</dt>
        <dd>{eventName(n.event_name)}</dd>
        <dt>Recipient</dt>
        <dd>{n.to}</dd>
        <dt>About</dt>
        <dd>{path ? <Link className={shared.link} to={path}>{`The ${n.resource_type}`}</Link> : n.resource_type}</dd>
        <dt>Provider</dt>
        <dd>{n.provider_id ?? '—'}</dd>
        <dt>Resent</dt>
        <dd>{n.resends?.length ? n.resends.map((r) => `${dateTime(r.created_at)} to ${r.to}`).join('; ') : 'Never'}</dd>
      </dl>
      <Section title="Data sent to the provider">
        {data ? (
          <pre className={styles.data} tabIndex={0}>
            {data}
          </pre>
        ) : (
          <p className={shared.muted}>Medusa stored no data for this notification</p>
        )}
      </Section>
    </RecordPanel>
  )
}

/** One notification: what was sent, to whom, about what, and the data its provider was given. */
export function NotificationDetail({ id }: { id: string }) {
  const detail = useAtomValue(notificationDetailAtom(id))
  return (
    <RecordDetail noun="notification" kind="notification" id={id} query={detail} entity={detail.data?.notification}>
      {(n) => <NotificationPanel notification={n} />}
    </RecordDetail>
  )
}
