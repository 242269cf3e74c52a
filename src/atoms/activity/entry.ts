/**
 * One entry of the activity journal: a command run as the operator would tell it later — who ran
 * what, on which records (named as the operator knows them, never by id), with what typed, what
 * each field was before and after, and how it ended. Plain data, kept in IndexedDB.
 */

/** How a run was started, where the runner knows it. */
export type RunSource = 'palette' | 'hotkey' | 'button' | 'bulk' | 'queue'

/** A record a run touched. `kind` and `id` only build its link: the id is never shown. */
export interface TouchedRecord {
  /** '#1042', 'SKU-RED-M', 'SUMMER15', 'anna@example.com'. */
  name: string
  /** The entity kind ('order', 'product'), when the record can be opened. */
  kind?: string
  id?: string
  /** Why the run failed on this record (a bulk run's failed row). */
  failed?: string
}

/** One field a run set on one record: as the operator saw it, and as they typed it. */
export interface FieldChange {
  record: string
  field: string
  before: string
  after: string
}

/** An argument as the operator typed it (a secret is never kept). */
export interface TypedArgument {
  label: string
  value: string
}

export type OutcomeStatus = 'done' | 'refused' | 'failed' | 'partly' | 'no-answer'

export type ActivityOutcome =
  /** `said`: what the run told the operator ('3 added to VIP'). */
  | { status: 'done'; said?: string }
  /** Medusa (or the console's own rule) answered no, with its reason. */
  | { status: 'refused'; reason: string }
  | { status: 'failed'; reason: string }
  /** Some rows done, the others failed: each failed record carries its reason. */
  | { status: 'partly'; done: number; failed: number }
  /** The operator stopped waiting: whether it landed is not known (updated if the answer comes). */
  | { status: 'no-answer'; reason: string }

/**
 * Whether the run can be taken back. Nothing is undoable yet; the undo work adds the inverse here
 * (what to send, and each record's "after" to check before sending it).
 */
export interface UndoInfo {
  undoable: boolean
  /** The command's own word on it ('This cannot be undone.'). */
  note?: string
}

/** Background work a run started (codes, gift cards, a Medusa batch job): how it ended. */
export interface BackgroundEnd {
  title: string
  /** 'Done: 48 of 50 codes created, 2 failed', or its progress while it runs. */
  said: string
  running: boolean
  failed: ReadonlyArray<{ name: string; reason: string }>
}

export interface ActivityEntry {
  /** Sorts by time (ISO time first); never shown. */
  id: string
  /** When the run started, ISO. */
  at: string
  /** The signed-in operator's email. */
  operator: string
  /** The Medusa backend URL the session is on. */
  store: string
  command: { id: string; title: string }
  source?: RunSource
  records: TouchedRecord[]
  args: TypedArgument[]
  changes: FieldChange[]
  /** The question the operator confirmed, when one was asked. */
  confirm?: string
  outcome: ActivityOutcome
  undo: UndoInfo
  background?: BackgroundEnd[]
}

/** The words of an outcome in the table, the filter and the CSV. */
export const OUTCOME_LABELS: Readonly<Record<OutcomeStatus, string>> = {
  done: 'Done',
  refused: 'Refused',
  failed: 'Failed',
  partly: 'Partly done',
  'no-answer': 'No answer yet',
}

/** Which journal an entry belongs to: one per operator and store. */
export const journalKey = (operator: string, store: string) => `${store} ${operator}`

let lastId = 0
/** A new entry's id: its time first, so ids sort as entries were made. */
export function newEntryId(at: string): string {
  lastId = (lastId + 1) % 1_000_000
  return `${at}~${String(lastId).padStart(6, '0')}~${Math.random().toString(36).slice(2, 8)}`
}

/** What a run tells the journal while it runs (CommandTools.journal): the fields its edits set. */
export interface RunNotes {
  changed: (changes: readonly FieldChange[]) => void
}
