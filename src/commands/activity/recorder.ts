import { getClientConfig } from '@/api/client'
import { newEntryId, type ActivityEntry, type BackgroundEnd, type BulkProgress, type FieldChange, type RecordSet } from '@/atoms/activity/entry'
import { activityJournal, type Journal } from '@/atoms/activity/journal'
import { jobsAtom, type AppStore, type Job } from '@/atoms/core/jobs'
import { holdRun, unfinishedRuns, type UnfinishedRun, type UnfinishedRunStorage } from '@/atoms/core/unfinishedRuns'
import { unfinishedRunOf } from '@/commands/core/resumable'
import { sessionAtom } from '@/atoms/core/session'
import { jobProgress } from '@/models/core/jobs'
import type { RunRecorder } from '@/commands/core/runner'
import { noteLastUndoable, recallLastUndoable, UNDO_COMMAND } from './last'
import { describeRun, type RunFacts } from './describe'

/** The `<domain>.list` and `<domain>.open` commands of every area (defineArea). */
const NAVIGATION = /\.(list|open)$/

const backgroundEnd = (job: Job): BackgroundEnd => ({
  title: job.title,
  said: jobProgress(job),
  running: job.state === 'running',
  failed: job.failed.map((f) => ({ name: f.name, reason: f.message })),
})

/** What a bulk run's entry says while it runs (`describeRun` is handed a run that has not ended). */
const RUNNING = { status: 'done', result: undefined } as const

/**
 * The runner's recorder: one journal entry per run, made when it ends. A run the operator stopped
 * waiting for is kept as "no answer yet" and rewritten when its answer comes; background work the run
 * started (codes, gift cards, a batch job: a job that appeared while it ran) adds its end to the entry.
 * A bulk run (`notes.progress`) is also kept as unfinished (`unfinished`) from when it starts sending
 * until it ends, and its entry is written after each batch lands ("Unfinished: 2,000 of 4,000 added",
 * its undo taking back what landed), then replaced by the final one (same id): a reload leaves both.
 * Recording never throws into a run: a mistake here is a console warning.
 */
export function journalRecorder(store: AppStore, journal: Journal = activityJournal, unfinished: UnfinishedRunStorage = unfinishedRuns): RunRecorder {
  // The palette's "Undo <title>" after a reload or a sign-in: looked up once, not at each opening.
  const recall = () => void recallLastUndoable(journal, store.get(sessionAtom).email, getClientConfig().baseUrl)
  store.sub(sessionAtom, recall)
  recall()
  return {
    begin: ({ command, args, ctx, source }) => {
      const changes: FieldChange[] = []
      const sets: RecordSet[] = []
      const jobsBefore = new Set(store.get(jobsAtom).map((job) => job.id))
      const facts: RunFacts = { command, args, ctx, source, at: new Date().toISOString(), store: getClientConfig().baseUrl, changes, sets }
      let entry: ActivityEntry | undefined
      // A bulk run's entry id, made when it starts sending: every write of its entry replaces the last.
      let bulkId: string | undefined
      let release: (() => void) | undefined
      // What the run keeps of itself, made once (its picked records are measured then): each batch changes its progress only.
      let record: UnfinishedRun | undefined
      /** `final`: the run ended (a provisional entry is not what mod+z takes back while the run goes on). */
      const keep = (next: ActivityEntry, final = true) => {
        entry = next
        journal.record(next)
        if (!final) return
        // An undo (not a redo) is not what mod+z takes back next: the run before it is.
        if (next.undo.undoable && !(next.undo.undoes && !next.undo.undoes.redo)) noteLastUndoable(next)
        const undid = next.undo.undoes
        if (undid && next.outcome.status !== 'failed' && next.outcome.status !== 'refused') {
          journal.amend(next.operator, next.store, undid.id, (taken) => ({ ...taken, undo: { ...taken.undo, undoneBy: next.id } }))
        }
      }
      const followJobs = () => {
        const started = new Set(store.get(jobsAtom).flatMap((job) => (jobsBefore.has(job.id) ? [] : [job.id])))
        if (!started.size) return
        let ended = -1
        // Written when a job starts and when each ends, not at every item it creates. True once all ended.
        const update = () => {
          const jobs = store.get(jobsAtom).filter((job) => started.has(job.id))
          const now = jobs.filter((job) => job.state !== 'running').length
          if (now === ended) return false
          ended = now
          if (entry) keep({ ...entry, background: jobs.map(backgroundEnd) })
          return now === jobs.length
        }
        if (update()) return
        const unsubscribe = store.sub(jobsAtom, () => update() && unsubscribe())
      }
      const safely = (write: () => void) => {
        try {
          write()
        } catch (error) {
          console.warn('Activity journal: could not record a run', error)
        }
      }
      const progress = ({ title, said, landed }: BulkProgress) =>
        safely(() => {
          const id = (bulkId ??= newEntryId(facts.at))
          release ??= holdRun(id)
          record ??= unfinishedRunOf({ id, at: facts.at, store: facts.store, command, args, ctx, title, said })
          unfinished.keep({ ...record, title, progress: said })
          if (landed) keep({ ...describeRun(facts, RUNNING), id, outcome: { status: 'unfinished', reason: said } }, false)
        })
      /** The bulk run ended (in any way): no longer offered to resume. */
      const finished = () =>
        safely(() => {
          release?.()
          if (record) unfinished.forget(record.operator, record.store, record.id)
        })
      return {
        notes: {
          changed: (told) => void changes.push(...told),
          set: (told) => void sets.push(...told),
          undid: (run) => void (facts.undid = run),
          progress,
        },
        end: (outcome, late) => {
          // Going to an area or opening a record changes nothing: kept out, so the journal holds changes.
          if (!late && outcome.status === 'done' && NAVIGATION.test(command.id)) return
          safely(() => {
            const ended = describeRun(facts, outcome, late !== undefined)
            keep(bulkId ? { ...ended, id: bulkId } : ended)
            followJobs()
          })
          // A run the operator stopped waiting for goes on: it is unfinished until its answer comes.
          if (late) void late.then(finished, finished)
          else finished()
          void late?.then((answer) =>
            safely(() => {
              const id = entry?.id
              if (id) keep({ ...describeRun(facts, answer), id, background: entry?.background })
            }),
          )
          // The toast of an undoable run offers to take it back.
          const kept = entry
          return kept?.undo.undoable && !late ? { command: UNDO_COMMAND, args: { entry: kept.id } } : undefined
        },
      }
    },
  }
}
