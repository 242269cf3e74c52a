import { TextFilter, type useTableUrlState } from '@/panels/shared/table'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './notifications.module.css'

export const NOTIFICATION_FILTER_KEYS = ['event_name', 'resource_type', 'to'] as const

const FIELDS = [
  { key: 'event_name', label: 'Event name', placeholder: 'order.placed' },
  { key: 'resource_type', label: 'Resource type', placeholder: 'order' },
  { key: 'to', label: 'Recipient', placeholder: 'anna@example.com' },
] as const

type Url = ReturnType<typeof useTableUrlState>

/** Medusa matches these exactly (several values: comma-separated); they live in the URL. */
export function NotificationFilters({ url }: { url: Url }) {
  return (
    <div className={shared.filters} role="group" aria-label="Notification filters">
      {FIELDS.map((field) => (
        // Keyed by the URL's value too: Back or a cleared filter starts the field afresh.
        <TextFilter key={`${field.key}=${String(url.filters[field.key] ?? '')}`} url={url} field={field} className={styles.field} />
      ))}
    </div>
  )
}
