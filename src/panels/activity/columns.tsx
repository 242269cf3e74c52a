import type { ActivityEntry } from '@/atoms/activity/entry'
import { outcomeText, recordsText, whenText } from '@/models/activity/format'
import { dataTableColumnHelper } from '@/panels/shared/table'

const col = dataTableColumnHelper<ActivityEntry>()

export const activityColumns = col.columns([
  col.accessor((e) => whenText(e.at), { id: 'when', header: 'When', meta: { label: 'When', width: '11rem' } }),
  col.accessor('operator', { header: 'Operator' }),
  col.accessor((e) => e.command.title, { id: 'command', header: 'Command', meta: { label: 'Command' } }),
  col.accessor((e) => recordsText(e), { id: 'records', header: 'Records', meta: { label: 'Records' } }),
  col.accessor((e) => outcomeText(e.outcome), { id: 'outcome', header: 'Outcome', meta: { label: 'Outcome' } }),
])
