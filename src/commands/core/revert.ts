import type { RecordSet, TouchedRecord, UndoPlan } from '@/atoms/activity/entry'
import { counted, grouped } from '@/models/core/text'
import type { CommandTools } from './define'
import { sameValue } from './editConflict'
import { CANCELED_TEXT, pausableRun } from './outages'
import { errorMessage } from './run'
import type { Reverter } from './undo'

export interface RevertResult {
  /** Each record gone through: a record left as it is, or failed, says why in `failed`. */
  records: TouchedRecord[]
  undone: number
  left: number
  failed: number
  /** The first lines of what was left or failed, for the toast. */
  said: string[]
}

/** Steps of a plan once each, by record and field: the first `before` and the last `after` (a run that retried). */
export function distinctSteps(steps: readonly RecordSet[]): RecordSet[] {
  const byKey = new Map<string, RecordSet>()
  for (const step of steps) {
    const key = `${step.id}\u0000${step.field}`
    const first = byKey.get(key)
    byKey.set(key, first ? { ...first, after: step.after } : step)
  }
  return [...byKey.values()].filter((step) => !sameValue(step.before, step.after))
}

/** Records named in an undo's journal entry besides those left or failed (all of those are named). */
const NAMED_UNDONE = 200
/** Lines of left or failed records a toast shows. */
const TOLD = 5

/**
 * Takes one plan back: in batches, each batch read again first, and only what is still the run's
 * "after" is sent back; a record changed since is left as it is and named. The inverse of what was
 * sent goes to the journal (`tools.journal.set`), so the undo can be undone. A batch whose request got
 * no answer is read again before it is sent again (core/outages), so no record is sent twice.
 */
export async function revertPlan(plan: UndoPlan, reverter: Reverter, tools: CommandTools, title: string): Promise<RevertResult> {
  const steps = distinctSteps(plan.steps)
  const byRecord = new Map<string, RecordSet[]>()
  for (const step of steps) byRecord.set(step.id, [...(byRecord.get(step.id) ?? []), step])
  const ids = [...byRecord.keys()]
  const result: RevertResult = { records: [], undone: 0, left: 0, failed: 0, said: [] }
  const fieldName = (field: string) => reverter.fieldName?.(field, plan) ?? field
  const record = (step: RecordSet, name: string, failed?: string) => {
    if (failed === undefined && result.undone > NAMED_UNDONE) return
    result.records.push({ name: name || step.name || `${reverter.kind} (not named)`, kind: reverter.kind, id: step.id, ...(failed ? { failed } : {}) })
    if (failed && result.said.length < TOLD) result.said.push(`${name || step.name}: ${failed}`)
  }
  const progress = () => `${grouped(result.undone)} of ${counted(steps.length, 'change')} undone`
  const run = pausableRun(tools, title, progress())
  const batches = Math.ceil(ids.length / reverter.chunk)
  try {
    for (let at = 0; at < ids.length; at += reverter.chunk) {
      const batchIds = ids.slice(at, at + reverter.chunk)
      const batchSteps = batchIds.flatMap((id) => byRecord.get(id) ?? [])
      try {
        const sent = await run.send(async (unanswered) => {
          const now = await reverter.read(batchIds, plan, tools, unanswered)
          const back: RecordSet[] = []
          const already: RecordSet[] = []
          const left: Array<{ step: RecordSet; why: string }> = []
          for (const step of batchSteps) {
            const current = now.get(step.id)
            const named = { ...step, name: current?.name || step.name }
            if (!current) left.push({ step: named, why: 'deleted since' })
            else if (sameValue(current.value(step.field), step.after)) back.push(named)
            // Already back (an unanswered batch that landed, or someone set it back): nothing to send.
            else if (sameValue(current.value(step.field), step.before)) already.push(named)
            else left.push({ step: named, why: `${fieldName(step.field)} ${reverter.plural?.(step.field) ? 'are' : 'is'} now ${current.shown(step.field)}, changed since — left as it is` })
          }
          const renamed = (back.length && (await reverter.write(back, plan, tools))) || undefined
          return { done: [...back, ...already], left, renamed }
        })
        if (!sent.sent) {
          for (const step of batchSteps) record(step, step.name, CANCELED_TEXT)
          result.failed += batchSteps.length
          break
        }
        const { done, left, renamed } = sent.value
        // A record made anew is taken back (the redo) by its new id.
        const idOf = (step: RecordSet) => renamed?.get(step.id) ?? step.id
        tools.journal?.set(done.map((step) => ({ ...step, id: idOf(step), before: step.after, after: step.before, revert: plan.revert, ...(plan.target ? { in: plan.target } : {}) })))
        result.undone += done.length
        // A record made anew is named by its new id: the entry's link opens it.
        for (const step of done) record({ ...step, id: idOf(step) }, step.name)
        result.left += left.length
        for (const { step, why } of left) record(step, step.name, why)
        run.progress(progress())
        if (batches > 1) tools.notify({ title: `${title}: ${progress()}`, message: `Batch ${grouped(at / reverter.chunk + 1)} of ${grouped(batches)}`, tone: 'info' })
      } catch (error) {
        const why = errorMessage(error)
        for (const step of batchSteps) record(step, step.name, why)
        result.failed += batchSteps.length
      }
    }
  } finally {
    run.end()
  }
  return result
}
