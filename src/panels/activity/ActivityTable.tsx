import { useAtomValue } from 'jotai'
import { activityListAtom, activityQueries, hasFilters, isOutcomeStatus, type ActivityPage } from '@/atoms/activity/keys'
import { OUTCOME_LABELS } from '@/atoms/activity/entry'
import { activityNav } from '@/models/activity/area'
import { journalSpan, matchingText, recordsText } from '@/models/activity/format'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, filterValue, type TableUrlState } from '@/panels/shared/table'
import { ActivityFilters, ACTIVITY_FILTER_KEYS } from './ActivityFilters'
import { activityColumns } from './columns'
import styles from './activity.module.css'

/** The page of the journal the URL asks for. */
function pageOf({ query: { limit, offset }, filters }: TableUrlState): ActivityPage {
  const outcome = filterValue(filters.outcome)
  return {
    limit,
    offset,
    command: filterValue(filters.command),
    record: filterValue(filters.record),
    outcome: isOutcomeStatus(outcome) ? outcome : undefined,
    from: filterValue(filters.from),
    to: filterValue(filters.to),
  }
}

/** How far back the journal goes, and (filtered) how many entries match: read from the page the table shows. */
function useJournalSpan(url: TableUrlState): string {
  const page = pageOf(url)
  const list = useAtomValue(activityListAtom(page)).data
  if (!list) return ''
  const span = journalSpan(list.total, list.oldest)
  return hasFilters(page) ? `${matchingText(list.count, Boolean(list.counting))} ${span}` : span
}

function describe(url: TableUrlState): string {
  const page = pageOf(url)
  return [
    page.command && `command “${page.command}”`,
    page.record && `record “${page.record}”`,
    page.outcome && OUTCOME_LABELS[page.outcome].toLowerCase(),
    page.from && `from ${page.from}`,
    page.to && `to ${page.to}`,
  ]
    .filter(Boolean)
    .join(', ')
}

/** The operator's journal on this store, newest first: read from this browser, never from Medusa. */
export const ActivityTable = defineListPanel({
  area: activityNav,
  kind: 'activity',
  listAtom: activityListAtom,
  rows: (list) => list.entries,
  detail: activityQueries.row,
  entity: (found) => found.entry,
  url: { filterKeys: ACTIVITY_FILTER_KEYS },
  query: pageOf,
  describe,
  useExtra: useJournalSpan,
  above: ({ extra }) => (extra ? <p className={styles.span}>{extra}</p> : null),
  columns: activityColumns,
  selectable: false,
  sortable: false,
  rowLabel: (entry) => [entry.command.title, recordsText(entry)].filter(Boolean).join(': '),
  filters: ActivityFilters,
  actions: <CommandButton command="activity.export" label="Export CSV" />,
  emptyText: {
    empty: 'No activity yet: every command you run on this store is recorded here',
    filtered: 'No activity matches these filters',
  },
})
