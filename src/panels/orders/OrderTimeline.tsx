import type { Order } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { orderNotesAtom, orderNotificationsAtom } from '@/atoms/orders/keys'
import { operatorMessage } from '@/atoms/core/errors'
import shared from '@/panels/shared/record-panel.module.css'
import { dateTime } from '@/panels/shared/format'
import { CommandButton } from '@/panels/shared/CommandButton'
import { Section } from '@/panels/shared/Section'
import styles from './orders.module.css'
import { buildTimeline, type TimelineEntry } from './timeline'

/** A note's buttons: the commands get the note itself, so their questions quote its text. */
const NOTE_ACTIONS = [
  ['orders.edit-note', 'Edit'],
  ['orders.delete-note', 'Delete'],
] as const

function Entry({ entry, orderId }: { entry: TimelineEntry; orderId: string }) {
  const when = (
    <time className={shared.muted} dateTime={entry.at}>
      {dateTime(entry.at)}
    </time>
  )
  if (entry.kind === 'note') {
    return (
      <li className={styles.timelineItem} data-kind="note">
        <div className={shared.sectionHeader}>
          <strong>Note by {entry.author}</strong>
          {when}
        </div>
        <p className={shared.note}>{entry.note.value}</p>
        <div className={styles.rowActions}>
          {NOTE_ACTIONS.map(([command, label]) => (
            <CommandButton
              key={command}
              command={command}
              args={{ noteId: entry.note.id }}
              records={{ noteId: entry.note }}
              label={label}
              subject={`note of ${dateTime(entry.at)}`}
              variant="ghost"
            />
          ))}
        </div>
      </li>
    )
  }
  if (entry.kind === 'notification') {
    const { notification } = entry
    const resends = notification.resends?.length ?? 0
    return (
      <li className={styles.timelineItem} data-kind="notification">
        <div className={shared.sectionHeader}>
          <strong>Notification: {entry.title}</strong>
          {when}
        </div>
        <div className={shared.sectionHeader}>
          <span className={shared.muted}>
            To {notification.to}
            {resends ? ` · resent ${resends}×` : ''}
          </span>
          <CommandButton
            command="orders.resend-notification"
            args={{ notificationId: notification.id, orderId }}
            label="Resend"
            subject={`${entry.title} to ${notification.to}`}
            variant="ghost"
          />
        </div>
      </li>
    )
  }
  return (
    <li className={styles.timelineItem} data-kind="event" data-tone={entry.tone}>
      <div className={shared.sectionHeader}>
        <strong>{entry.title}</strong>
        {when}
      </div>
      {entry.detail ? <p className={shared.muted}>{entry.detail}</p> : null}
    </li>
  )
}

/** What happened to the order, its notes and the notifications sent, merged by date (newest first). */
export function OrderTimeline({ order }: { order: Order }) {
  // Two separate requests, made only for the open order.
  const notes = useAtomValue(orderNotesAtom(order.id))
  const notifications = useAtomValue(orderNotificationsAtom(order.id))
  const entries = buildTimeline(order, notes.data?.notes, notifications.data?.notifications)
  const loading = notes.isPending || notifications.isPending
  const failure = notes.error ?? notifications.error

  return (
    <Section title="Timeline" actions={<CommandButton command="orders.add-note" label="Add note" variant="ghost" />}>
      {loading ? (
        <p role="status" className={shared.muted}>
          Loading notes and notifications…
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.error}>
          Notes or notifications could not be loaded: {operatorMessage(failure)}
        </p>
      ) : null}
      <ol className={styles.timeline} aria-label="Order timeline">
        {entries.map((entry) => (
          <Entry key={`${entry.kind}-${entry.key}`} entry={entry} orderId={order.id} />
        ))}
      </ol>
    </Section>
  )
}
