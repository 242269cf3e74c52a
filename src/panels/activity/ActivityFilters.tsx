import { OUTCOME_LABELS } from '@/atoms/activity/entry'
import { filterValue, FilterSelect, TextFilter, type useTableUrlState } from '@/panels/shared/table'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './activity.module.css'

export const ACTIVITY_FILTER_KEYS = ['command', 'record', 'outcome', 'from', 'to'] as const

type Url = ReturnType<typeof useTableUrlState>

const TEXT_FIELDS = [
  { key: 'command', label: 'Command', placeholder: 'Edit product' },
  { key: 'record', label: 'Record', placeholder: '#1042, SKU, email' },
] as const

const DATE_FIELDS = [
  { key: 'from', label: 'From' },
  { key: 'to', label: 'To' },
] as const

const OUTCOMES = Object.entries(OUTCOME_LABELS).map(([value, label]) => ({ value, label }))

/** The Activity table's filters (command, record, outcome, days), all in the URL. */
export function ActivityFilters({ url }: { url: Url }) {
  return (
    <div className={shared.filters} role="group" aria-label="Activity filters">
      {TEXT_FIELDS.map((field) => (
        // Keyed by the URL's value: Back or a cleared filter starts the field afresh.
        <TextFilter key={`${field.key}=${filterValue(url.filters[field.key]) ?? ''}`} url={url} field={field} className={styles.field} />
      ))}
      <FilterSelect label="Outcome" value={filterValue(url.filters.outcome)} options={OUTCOMES} onChange={(value) => url.setFilter('outcome', value)} allLabel="Any" />
      {DATE_FIELDS.map((field) => (
        <label key={field.key} className={styles.field}>
          <span>{field.label}</span>
          <input type="date" value={filterValue(url.filters[field.key]) ?? ''} onChange={(event) => url.setFilter(field.key, event.target.value || undefined)} />
        </label>
      ))}
    </div>
  )
}
