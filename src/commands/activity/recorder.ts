import { getClientConfig } from '@/api/client'
import type { ActivityEntry, BackgroundEnd, FieldChange, RecordSet } from '@/atoms/activity/entry'
import { activityJournal, type Journal } from '@/atoms/activity/journal'
import { jobsAtom, type AppStore, type Job } from '@/atoms/core/jobs'
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

/**
 * The runner's recorder: one journal entry per run, made when it ends. A run the operator stopped
 * waiting for is kept as "no answer yet" and rewritten when its answer comes; background work the run
 * started (codes, gift cards, a batch job: a job that appeared while it ran) adds its end to the entry.
 * Recording never throws into a run: a mistake here is a console warning.
 */
export function journalRecorder(store: AppStore, journal: Journal = activityJournal): RunRecorder {
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
      const keep = (next: ActivityEntry) => {
        entry = next
        journal.record(next)
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
      return {
        notes: {
          changed: (told) => void changes.push(...told),
          set: (told) => void sets.push(...told),
          undid: (run) => void (facts.undid = run),
        },
        end: (outcome, late) => {
          // Going to an area or opening a record changes nothing: kept out, so the journal holds changes.
          if (!late && outcome.status === 'done' && NAVIGATION.test(command.id)) return
          safely(() => {
            keep(describeRun(facts, outcome, late !== undefined))
            followJobs()
          })
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
