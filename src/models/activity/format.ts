import { OUTCOME_LABELS, type ActivityEntry, type ActivityOutcome } from '@/atoms/activity/entry'
import { JOURNAL_LIMITS } from '@/atoms/activity/storage'
import { localDay } from '@/atoms/activity/keys'
import { grouped } from '@/models/core/text'

const SHOWN_RECORDS = 3

/** '#1042, #1043, #1044 and 2 more'; '' for a run on no record. */
export function recordsText(entry: Pick<ActivityEntry, 'records'>): string {
  const names = entry.records.map((r) => r.name)
  if (names.length <= SHOWN_RECORDS) return names.join(', ')
  return `${names.slice(0, SHOWN_RECORDS).join(', ')} and ${grouped(names.length - SHOWN_RECORDS)} more`
}

/** 'Done', 'Refused: Discount code is already in use', 'Partly done: 18 done, 2 failed'. */
export function outcomeText(outcome: ActivityOutcome): string {
  const label = OUTCOME_LABELS[outcome.status]
  if (outcome.status === 'partly') return `${label}: ${grouped(outcome.done)} done, ${grouped(outcome.failed)} failed`
  if (outcome.status === 'done') return label
  return `${label}: ${outcome.reason}`
}

/** '2026-11-28 10:42:07' in the operator's time zone. */
export function whenText(iso: string): string {
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${localDay(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** How far back the journal goes, and what it keeps. */
export function journalSpan(total: number, oldest: string | undefined): string {
  const kept = `Kept in this browser for ${JOURNAL_LIMITS.days} days, at most ${grouped(JOURNAL_LIMITS.entries)} entries.`
  if (!total || !oldest) return `No activity recorded yet. ${kept}`
  return `${grouped(total)} ${total === 1 ? 'entry' : 'entries'}, back to ${localDay(oldest)}. ${kept}`
}

/** A filtered table's count: 'At least 51 entries match so far (still counting)', then '312 entries match'. */
export function matchingText(count: number, counting: boolean): string {
  const entries = `${grouped(count)} ${count === 1 ? 'entry matches' : 'entries match'}`
  return counting ? `At least ${entries} so far (still counting).` : `${entries}.`
}

export const ACTIVITY_CSV_COLUMNS = ['when', 'operator', 'store', 'command', 'started_from', 'records', 'arguments', 'changes', 'outcome', 'failed_records', 'undoable'] as const

/** One CSV row per entry: names, typed values and before → after as the operator knows them (no ids). */
export function activityCsvRow(entry: ActivityEntry): Record<(typeof ACTIVITY_CSV_COLUMNS)[number], string> {
  return {
    when: entry.at,
    operator: entry.operator,
    store: entry.store,
    command: entry.command.title,
    started_from: entry.source ?? '',
    records: entry.records.map((r) => r.name).join('; '),
    arguments: entry.args.map((a) => `${a.label}: ${a.value}`).join('; '),
    changes: entry.changes.map((c) => `${c.record}: ${c.field} ${c.before} → ${c.after}`).join('; '),
    outcome: outcomeText(entry.outcome),
    failed_records: entry.records.flatMap((r) => (r.failed ? [`${r.name}: ${r.failed}`] : [])).join('; '),
    undoable: entry.undo.undoable ? 'yes' : entry.undo.note ? `no (${entry.undo.note})` : 'no',
  }
}
