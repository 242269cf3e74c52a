// The console's own runner, registry and activity journal (in memory in Node) for contract tests of
// undo: commands run as an operator runs them, against a real Medusa 1.20.
import { describe, expect, it } from 'vitest'
import { getClientConfig } from '@/api/client'
import type { ActivityEntry } from '@/atoms/activity/entry'
import { activityJournal } from '@/atoms/activity/journal'
import { createAppStore } from '@/atoms/core/query'
import { journalRecorder } from '@/commands/activity/recorder'
import type { PartialArgs } from '@/commands/core/args'
import { createRunner } from '@/commands/core/runner'
import { commandById, registry, type CommandId } from '@/commands/index'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { unique } from './helpers'

/** A runner journalling as an operator of its own (so `mod+z` takes back only its runs); `more`: the context's modules, say. */
export function journalledRunner(more: Partial<CommandContext> = {}) {
  const operator = `${unique('undo')}@example.com`
  const store = createAppStore()
  const runner = createRunner(store, registry, journalRecorder(store))
  const ctx: CommandContext = { ...emptyContext, user: { id: 'usr_contract', email: operator, first_name: 'Contract', last_name: '' }, ...more }
  const run = (id: CommandId, args: PartialArgs) => runner.execute(commandById(id), args, { ctx })
  const undo = (entry = 'last') => runner.execute(commandById('activity.undo-last'), { entry }, { ctx })
  const newest = async (): Promise<ActivityEntry> => {
    await activityJournal.flushed()
    const [entry] = await activityJournal.entries(operator, getClientConfig().baseUrl)
    if (!entry) throw new Error('The journal is empty')
    return entry
  }
  /** Runs a create, and answers the id of what it made (from the journal). */
  const create = async (id: CommandId, args: PartialArgs): Promise<string> => {
    expect(await run(id, args)).toMatchObject({ status: 'done' })
    const made = (await newest()).undo.plans?.[0]?.steps[0]?.id
    if (!made) throw new Error(`${id} told the journal nothing it made`)
    return made
  }
  return { run, undo, newest, create }
}

/** Whether a read answers 404: the record is gone. */
export const gone = (read: Promise<unknown>) =>
  read.then(
    () => false,
    (error: { status?: number }) => error.status === 404,
  )

/** A create to take back and make again: its arguments, and a read of what it made (404 once gone). */
export interface CreateCase {
  command: CommandId
  args: () => Promise<PartialArgs>
  read: (id: string) => Promise<unknown>
}

/** Each create undone (gone: it was as made), redone (there, under a new id) and undone again (gone), by `runner`. */
export function describeUndoRedoUndo(cases: CreateCase[], { create, undo, newest }: ReturnType<typeof journalledRunner>) {
  describe.each(cases)('$command undone, redone, undone again', ({ command, args, read }) => {
    it('the record made is deleted (unchanged since), made again under a new id, and deleted again', async () => {
      const id = await create(command, await args())
      expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
      expect(await gone(read(id))).toBe(true)
      expect(await undo((await newest()).id)).toMatchObject({ status: 'done', result: { message: '1 change made again' } })
      const again = (await newest()).records[0]?.id ?? ''
      expect(again).not.toBe(id)
      expect(await gone(read(again))).toBe(false)
      expect(await undo((await newest()).id)).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
      expect(await gone(read(again))).toBe(true)
    })
  })
}
