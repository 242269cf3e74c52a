import { openKind, type ActivityEntry } from '@/atoms/activity/entry'
import type { Journal } from '@/atoms/activity/journal'

/** The command that takes a journal entry back (its `entry` argument: an entry's id, or LAST_UNDOABLE). */
export const UNDO_COMMAND = 'activity.undo'

/** `entry` of the undo command when it means the operator's last undoable run (mod+z, the palette). */
export const LAST_UNDOABLE = 'last'

/** An undo (not a redo): mod+z goes past it to the run before; mod+shift+z takes it back. */
export const isUndo = (entry: ActivityEntry) => Boolean(entry.undo.undoes && !entry.undo.undoes.redo)

/** A run mod+z may take back: undoable, not taken back yet, not itself an undo. */
export const isUndoableRun = (entry: ActivityEntry) => openKind(entry) === 'run'
/** An undo not redone yet: what mod+shift+z may take back. */
export const isOpenUndo = (entry: ActivityEntry) => openKind(entry) === 'undo'

// The title of the run mod+z would take back, as far as this tab has seen: the palette names its
// undo command after it ("Undo Set product status") without reading the journal at each opening.
// Only a title: the undo itself reads the journal.

let last: { id: string; title: string } | undefined
/** The journal whose last undoable run was looked up: once per operator and store, after a sign-in or a reload. */
let recalled: string | undefined

/** An undoable run (or a redo) was journalled: it is now the one mod+z takes back. */
export function noteLastUndoable(entry: ActivityEntry): void {
  last = { id: entry.id, title: entry.undo.undoes?.title ?? entry.command.title }
}

/** The entry was taken back: which run comes next is not known until the journal is read. */
export function forgetLastUndoable(id: string): void {
  if (last?.id === id) last = undefined
}

export const lastUndoableTitle = (): string | undefined => last?.title

/**
 * Reads the title mod+z would take back from the journal, once per operator and store (a reload
 * forgets it): through the journal's index of open entries, not a walk. A run noted meanwhile wins.
 */
export async function recallLastUndoable(journal: Journal, operator: string, store: string): Promise<void> {
  const which = `${store} ${operator}`
  if (!operator || recalled === which) return
  if (recalled !== undefined) last = undefined
  recalled = which
  const found = await journal.lastOpen(operator, store, 'run')
  if (found && !last && recalled === which) noteLastUndoable(found)
}
