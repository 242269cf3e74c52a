import { getClientConfig } from '@/api/client'
import type { ActivityEntry, TouchedRecord } from '@/atoms/activity/entry'
import { activityJournal } from '@/atoms/activity/journal'
import { arg, defineCommand, toast, type CommandTools } from '@/commands/core/define'
import { counted, grouped } from '@/models/core/text'
import { revertPlan } from '@/commands/core/revert'
import { inverse, reverterFor } from '@/commands/core/undo'
import { forgetLastUndoable, isUndo, LAST_UNDOABLE, lastUndoableTitle, UNDO_COMMAND } from './last'

const REDO_LAST = 'last-undo'

/** The entry an undo run takes back: by id (the Activity area, a toast), else the last one of its kind. */
async function entryToTakeBack(which: string, tools: CommandTools): Promise<ActivityEntry> {
  const [operator, store] = [tools.ctx.user?.email ?? '', getClientConfig().baseUrl]
  // Found through the journal's index of entries still open to undo: never a walk of the journal (up to 10,000).
  if (which === LAST_UNDOABLE) return (await activityJournal.lastOpen(operator, store, 'run')) ?? refuse('Nothing to undo: no run of yours since the journal began can be undone')
  if (which === REDO_LAST) return (await activityJournal.lastOpen(operator, store, 'undo')) ?? refuse('Nothing to redo: no undo of yours is left to take back')
  const entry = (await activityJournal.entry(operator, store, which)) ?? refuse('This run is no longer in the journal: it may have been pruned')
  if (entry.undo.undoneBy) refuse(`${entry.command.title} was undone already`)
  if (!entry.undo.undoable || !entry.undo.plans?.length) refuse(`${entry.command.title} cannot be undone${entry.undo.note ? `: ${entry.undo.note}` : ''}`)
  return entry
}

function refuse(message: string): never {
  throw new Error(message)
}

/**
 * Takes a journal entry back, plan by plan (src/commands/undo/revert.ts): each record read again and
 * set back only where it is still what the run left; the rest is left and named. Journalled as its
 * own entry, whose inverse redoes what it undid.
 */
async function takeBack(which: string, tools: CommandTools) {
  const entry = await entryToTakeBack(which, tools)
  const redo = isUndo(entry)
  const title = entry.undo.undoes?.title ?? entry.command.title
  const verb = redo ? 'Redo' : 'Undo'
  const records: TouchedRecord[] = []
  let undone = 0
  let left = 0
  let failed = 0
  const said: string[] = []
  for (const plan of entry.undo.plans ?? []) {
    const reverter = reverterFor(plan.revert)
    if (!reverter) throw new Error(`${title} cannot be undone by this version of the console`)
    const result = await revertPlan(plan, reverter, tools, `${verb}: ${title}`)
    records.push(...result.records)
    undone += result.undone
    left += result.left
    failed += result.failed
    said.push(...result.said)
  }
  forgetLastUndoable(entry.id)
  tools.journal?.undid({ of: { id: entry.id, title, redo }, records, undone, left })
  const summary = [`${counted(undone, 'change')} ${redo ? 'made again' : 'taken back'}`, left ? `${counted(left, 'record')} left as they are` : '', failed ? `${grouped(failed)} failed` : '']
  const message = [summary.filter(Boolean).join('; '), ...said].join('\n')
  if (failed && !undone) throw new Error(`${verb} of ${title} failed. ${message}`)
  return toast(`${redo ? 'Redone' : 'Undone'}: ${title}`, message)
}

/** The entry to take back: filled (the last one) unless a caller names it; never prompted. */
const entryArg = (fallback: string) => arg.text({ label: 'Run', default: () => fallback })

export const undoLastRun = defineCommand({
  id: 'activity.undo-last',
  group: 'Activity',
  // Named after the run it would take back, as far as this tab has seen one.
  get title() {
    const last = lastUndoableTitle()
    return last ? `Undo ${last}` : 'Undo last change'
  },
  keywords: ['undo', 'revert', 'take back', 'roll back'],
  hotkey: 'mod+z',
  args: { entry: entryArg(LAST_UNDOABLE) },
  run: ({ entry }, tools) => takeBack(entry, tools),
  // Its inverse is what it sent back, set again: the redo.
  undo: inverse('undo'),
})

export const redoLastUndo = defineCommand({
  id: 'activity.redo',
  group: 'Activity',
  title: 'Redo last undone change',
  keywords: ['redo', 'again'],
  hotkey: 'mod+shift+z',
  args: { entry: entryArg(REDO_LAST) },
  run: ({ entry }, tools) => takeBack(entry, tools),
  undo: inverse('undo'),
})

/** Takes back the journal entry its caller names (the Activity area's Undo, a toast's Undo). */
export const undoRun = defineCommand({
  id: UNDO_COMMAND,
  group: 'Activity',
  title: 'Undo a run',
  keywords: ['undo', 'redo', 'revert'],
  args: { entry: entryArg(LAST_UNDOABLE) },
  run: ({ entry }, tools) => takeBack(entry, tools),
  undo: inverse('undo'),
})

export const undoCommands = [undoLastRun, redoLastUndo, undoRun] as const
