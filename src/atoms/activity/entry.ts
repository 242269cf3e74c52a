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

export type OutcomeStatus = 'done' | 'refused' | 'failed' | 'partly' | 'no-answer' | 'unfinished'

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
  /** A bulk run written after each batch it landed: still running, or cut off by a reload (`reason` says how far it got). */
  | { status: 'unfinished'; reason: string }

/** A record's value as an inverse keeps it: plain data (IndexedDB), compared as the console compares values. */
export type UndoValue = string | number | boolean | null | readonly string[]

/**
 * One field a run set on one record, in machine values (what is sent back), apart from the display
 * strings of FieldChange. `id` only addresses the record: it is never shown.
 */
export interface RecordSet {
  id: string
  /** As the operator knows it ('Medusa Sweatpants'); empty when the run did not know it (the undo reads it). */
  name: string
  /** The field as the revert function knows it ('status', 'tags', 'member'). */
  field: string
  before: UndoValue
  after: UndoValue
  /** Where the value lives when it is not the record's own (the group a customer joined): named, never shown by id. */
  in?: { id: string; name: string }
  /** The revert function, when the run sets values of several kinds (an undo of an undo says its plan's). */
  revert?: string
  /** The list filter the run found its records through (one set of a batch says it): see `UndoPlan.within`. */
  within?: ListFilter
}

/** A list's filter as its URL query holds it (`{ q: 'example.net' }`): plain data. */
export type ListFilter = Readonly<Record<string, unknown>>

/**
 * What taking a run back sends: a revert function (by key, src/commands/undo) and each record's
 * before and after. Plain data, kept on the journal entry: undo reads each record again and sends
 * `before` only where the value is still `after`.
 */
export interface UndoPlan {
  /** 'products', 'customer-group-members', 'discounts', 'gift-cards', 'price-lists'. */
  revert: string
  /** The group (collection, channel) the steps are memberships of. */
  target?: { id: string; name: string }
  /**
   * The filter the run's records matched (a run on every record a table's filter matched): an undo of
   * many reads them again through it, not through every record of the target.
   */
  within?: ListFilter
  steps: RecordSet[]
}

/** Whether the run can be taken back, and how (its plans); and, for an undo, which run it took back. */
export interface UndoInfo {
  undoable: boolean
  /** The command's own word on it ('This cannot be undone.'). */
  note?: string
  plans?: UndoPlan[]
  /** The undo's entry, once this run was taken back. */
  undoneBy?: string
  /** This run is an undo (or, `redo`, the undo of an undo) of that entry. */
  undoes?: { id: string; title: string; redo: boolean }
}

/** What an entry still open to being taken back is: a run mod+z undoes, or an undo mod+shift+z redoes. */
export type OpenKind = 'run' | 'undo'

/** Whether the entry can still be taken back, and as what; undefined when it cannot (or was already). */
export function openKind({ undo }: ActivityEntry): OpenKind | undefined {
  if (!undo.undoable || !undo.plans?.length || undo.undoneBy) return undefined
  // An undo is redone by taking it back; a redo is a run again (mod+z takes it back).
  return undo.undoes && !undo.undoes.redo ? 'undo' : 'run'
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
  unfinished: 'Unfinished',
}

/** Which journal an entry belongs to: one per operator and store. */
export const journalKey = (operator: string, store: string) => `${store} ${operator}`

let lastId = 0
/** A new entry's id: its time first, so ids sort as entries were made. */
export function newEntryId(at: string): string {
  lastId = (lastId + 1) % 1_000_000
  return `${at}~${String(lastId).padStart(6, '0')}~${Math.random().toString(36).slice(2, 8)}`
}

/** How an undo run went, as its journal entry tells it. */
export interface UndoRun {
  /** The entry taken back, and the title of the run it undid (an undo's own title for a redo). */
  of: { id: string; title: string; redo: boolean }
  /** The records it went through: one left as it was carries why in `failed`. */
  records: TouchedRecord[]
  /** Steps sent back, and records left as they are (changed since, or gone). */
  undone: number
  left: number
}

/** What a run tells the journal while it runs (CommandTools.journal). */
export interface RunNotes {
  /** The fields its edits set, as the operator reads them. */
  changed: (changes: readonly FieldChange[]) => void
  /** The same in machine values, for the command's `undo` to build its inverse from. Told once a record's write landed. */
  set: (sets: readonly RecordSet[]) => void
  /** An undo run: which entry it took back and how it went. */
  undid: (run: UndoRun) => void
  /**
   * A bulk run's progress: told when it starts sending (`landed` 0) and after each batch lands. The run
   * is kept as unfinished until it ends, and each landed batch writes its entry as it stands.
   */
  progress?: (run: BulkProgress) => void
}

export interface BulkProgress {
  /** 'Adding to VIP'. */
  title: string
  /** '2,000 of 4,000 customers added'. */
  said: string
  /** Batches landed so far. */
  landed: number
}
