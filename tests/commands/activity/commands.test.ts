import { resolveObjectURL } from 'node:buffer'
import { describe, expect, it } from 'vitest'
import { getClientConfig } from '@/api/client'
import { newEntryId, type ActivityEntry } from '@/atoms/activity/entry'
import { activityJournal } from '@/atoms/activity/journal'
import { parseCsv } from '@/commands/core/csv'
import { ACTIVITY_CSV_COLUMNS } from '@/models/activity/format'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { runCommand, type HarnessRun } from '../harness'

// The journal of an operator of this file's own: the unit tests share the browser's journal.
const OPERATOR = 'export-test@example.com'

function entry(title: string, outcome: ActivityEntry['outcome'], record: string): ActivityEntry {
  const at = new Date().toISOString()
  return {
    id: newEntryId(at),
    at,
    operator: OPERATOR,
    store: getClientConfig().baseUrl,
    command: { id: 'discounts.create', title },
    records: [{ name: record, kind: 'discount', id: 'disc_01SECRETID' }],
    args: [{ label: 'Code', value: record }],
    changes: [],
    outcome,
    undo: { undoable: false },
  }
}

async function downloaded(run: HarnessRun): Promise<{ filename: string; text: string }> {
  if (run.outcome.status !== 'done' || run.outcome.result?.type !== 'download') throw new Error(`no download: ${JSON.stringify(run.outcome)}`)
  const blob = resolveObjectURL(run.outcome.result.url)
  if (!blob) throw new Error('the object URL is gone')
  return { filename: run.outcome.result.filename, text: await blob.text() }
}

const user = { id: 'usr_01', email: OPERATOR, first_name: '', last_name: '' }

describe('activity.export', () => {
  it('downloads the journal as the Activity table filters it, names only, formula-safe', async () => {
    activityJournal.record(entry('Create discount', { status: 'done' }, 'SUMMER15'))
    activityJournal.record(entry('Create discount', { status: 'refused', reason: 'Discount code is already in use' }, '=HYPERLINK("http://evil")'))
    await activityJournal.flushed()

    const list = { kind: 'activity', query: { outcome: 'refused' }, count: 1, description: 'refused' } as CommandContext['list']
    const run = await runCommand('activity.export', { ctx: { ...emptyContext, user, list } })
    const { filename, text } = await downloaded(run)
    expect(filename).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(text).toContain(`'=HYPERLINK`)
    expect(text).not.toContain('disc_01SECRETID')
    const parsed = parseCsv(text)
    expect(parsed.columns).toEqual([...ACTIVITY_CSV_COLUMNS])
    expect(parsed.rows).toEqual([
      expect.objectContaining({
        operator: OPERATOR,
        command: 'Create discount',
        // Read back as the console reads its own CSV: the apostrophe it added is taken off.
        records: '=HYPERLINK("http://evil")',
        outcome: 'Refused: Discount code is already in use',
        undoable: 'no',
      }),
    ])

    // Away from the Activity table, the whole journal.
    const all = parseCsv((await downloaded(await runCommand('activity.export', { ctx: { ...emptyContext, user } }))).text)
    expect(all.rows.map((row) => row.records)).toEqual(['=HYPERLINK("http://evil")', 'SUMMER15'])
  })
})

describe('activity.list', () => {
  it('goes to the Activity area (g w)', async () => {
    const run = await runCommand('activity.list')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/activity' } })
  })
})
