// The console's own runner, registry and activity journal (in memory in Node) for contract tests of
// undo: commands run as an operator runs them, against a real Medusa 1.20.
import { expect } from 'vitest'
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
