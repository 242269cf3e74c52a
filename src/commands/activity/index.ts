import type { OutcomeStatus } from '@/atoms/activity/entry'
import { activityQueries, isOutcomeStatus, journalOfSession, type ActivityFilters } from '@/atoms/activity/keys'
import { defineArea } from '@/commands/core/area'
import { csvDownload, toCsv } from '@/commands/core/csv'
import { defineCommand, inGroup } from '@/commands/core/define'
import { undoCommands } from './undo'
import { ACTIVITY_CSV_COLUMNS, activityCsvRow } from '@/models/activity/format'
import { activityNav } from '@/models/activity/area'
import type { CommandContext } from '@/models/core/context'

/** The Activity area: 'Go to activity' (g w) and the nav link. */
export const activityArea = defineArea(activityNav)

/** The Activity table's filters when it is on screen; none elsewhere (the whole journal). */
function tableFilters(ctx: CommandContext): ActivityFilters {
  if (ctx.list?.kind !== 'activity') return {}
  const { command, record, outcome, from, to } = ctx.list.query
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
  return { command: text(command), record: text(record), outcome: isOutcomeStatus(text(outcome)) ? (outcome as OutcomeStatus) : undefined, from: text(from), to: text(to) }
}

/** The journal as the Activity table filters it, as CSV (formula-safe, like every CSV of the console). */
export const exportActivity = defineCommand({
  id: 'activity.export',
  reads: true,
  title: 'Export activity as CSV',
  keywords: ['download', 'journal', 'audit', 'history', 'csv'],
  run: async (_args, { ctx, fetch }) => {
    const journal = journalOfSession(ctx.user?.email ?? '')
    const entries = await fetch(activityQueries.matching(journal, tableFilters(ctx)))
    return csvDownload(`activity-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(ACTIVITY_CSV_COLUMNS, entries.map(activityCsvRow)))
  },
})

export const activityCommands = inGroup('Activity', [activityArea.list, exportActivity, ...undoCommands])
