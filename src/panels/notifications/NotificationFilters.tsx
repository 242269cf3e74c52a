import { useState } from 'react'
import type { useTableUrlState } from '@/panels/shared/table'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './notifications.module.css'

export const NOTIFICATION_FILTER_KEYS = ['event_name', 'resource_type', 'to'] as const

const FIELDS = [
  { key: 'event_name', label: 'Event name', placeholder: 'order.placed' },
  { key: 'resource_type', label: 'Resource type', placeholder: 'order' },
  { key: 'to', label: 'Recipient', placeholder: 'anna@example.com' },
] as const

type Url = ReturnType<typeof useTableUrlState>

/** One exact-match filter; written to the URL when Enter is pressed or the field is left. */
function FilterField({ url, field }: { url: Url; field: (typeof FIELDS)[number] }) {
  const current = url.filters[field.key]
  const [text, setText] = useState((Array.isArray(current) ? current.join(',') : current) ?? '')
  const apply = () => url.setFilter(field.key, text.trim() || undefined)
  return (
    <label className={styles.field}>
      <span>{field.label}</span>
      <input
        type="search"
        value={text}
        placeholder={field.placeholder}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply()
        }}
      />
    </label>
  )
}

/** Medusa matches these exactly (several values: comma-separated); they live in the URL. */
export function NotificationFilters({ url }: { url: Url }) {
  return (
    <div className={shared.filters} role="group" aria-label="Notification filters">
      {FIELDS.map((field) => (
        // Keyed by the URL's value too: Back or a cleared filter starts the field afresh.
        <FilterField key={`${field.key}=${String(url.filters[field.key] ?? '')}`} url={url} field={field} />
      ))}
    </div>
  )
}
