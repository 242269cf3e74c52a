import { getClientConfig } from '@/api/client'
import type { ActivityEntry } from '@/atoms/activity/entry'
import { activityJournal } from '@/atoms/activity/journal'
import { createAppStore } from '@/atoms/core/query'
import { toastsAtom } from '@/atoms/core/toasts'
import type { PartialArgs } from '@/commands/core/args'
import { createRunner } from '@/commands/core/runner'
import { journalRecorder } from '@/commands/activity/recorder'
import { registry, type CommandId } from '@/commands/index'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { commandOf } from '../harness'

let operators = 0

/**
 * The app's runner over the app's registry, its runs journalled (the browser's journal, in memory
 * here), as one operator of their own: each test reads a journal no other test wrote.
 */
export function undoSetUp() {
  const operator = `undo-${++operators}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const store = createAppStore()
  const runner = createRunner(store, registry, journalRecorder(store))
  const ctx = (more: Partial<CommandContext> = {}): CommandContext => ({ ...emptyContext, user: { id: 'usr_01', email: operator, first_name: 'Anna', last_name: '' }, ...more })
  const entries = async (): Promise<ActivityEntry[]> => {
    await activityJournal.flushed()
    return activityJournal.entries(operator, getClientConfig().baseUrl)
  }
  const run = (id: CommandId, args: PartialArgs, more: Partial<CommandContext> = {}) => runner.execute(commandOf(id), args, { ctx: ctx(more) })
  /** mod+z: the operator's last undoable run; or the entry named. */
  const undo = (entry = 'last') => runner.execute(commandOf('activity.undo-last'), { entry }, { ctx: ctx() })
  const toasts = () => store.get(toastsAtom)
  return { store, runner, ctx, entries, run, undo, toasts, operator }
}

/** The newest entry of a journal. */
export function newest(entries: readonly ActivityEntry[]): ActivityEntry {
  const [entry] = entries
  if (!entry) throw new Error('The journal is empty')
  return entry
}
