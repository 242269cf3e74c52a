import type { ActivityEntry } from '@/atoms/activity/entry'

/** The command that takes a journal entry back (its `entry` argument: an entry's id, or LAST_UNDOABLE). */
export const UNDO_COMMAND = 'activity.undo'

/** `entry` of the undo command when it means the operator's last undoable run (mod+z, the palette). */
export const LAST_UNDOABLE = 'last'

// The title of the run mod+z would take back, as far as this tab has seen: the palette names its
// undo command after it ("Undo Set product status"). Only a title: the undo itself reads the journal.

let last: { id: string; title: string } | undefined

/** An undoable run (or a redo) was journalled: it is now the one mod+z takes back. */
export function noteLastUndoable(entry: ActivityEntry): void {
  last = { id: entry.id, title: entry.undo.undoes?.title ?? entry.command.title }
}

/** The entry was taken back: which run comes next is not known until the journal is read. */
export function forgetLastUndoable(id: string): void {
  if (last?.id === id) last = undefined
}

export const lastUndoableTitle = (): string | undefined => last?.title
