import type { AnyCommand } from './define'

// What a confirm question says of undo. On its own (types only): the palette, in the first load, reads it.

/** A question's own words that what it asks cannot be undone ('This cannot be undone.'). */
export const CANNOT_UNDO_WORDS = /[^.?!;]*cannot be undone[^.?!]*[.?!]?/i

/** Said under a confirm question when the command declares no undo and the question does not say so itself. */
export const NO_UNDO_NOTE = 'Undo (mod+z) cannot take this back.'

/** Said of such a command where it is listed (the palette's rows, a button's tooltip, the '?' sheet). */
export const CANNOT_UNDO = 'Cannot be undone'

/** Whether the command changes something its run declares no undo for (a command that only reads has nothing to undo). */
export function cannotUndo(command: Pick<AnyCommand, 'undo' | 'reads'>): boolean {
  return !command.undo && !command.reads
}

/** The confirm page's word on undo: NO_UNDO_NOTE for a command without one, unless its question says so already. */
export function noUndoNote(command: Pick<AnyCommand, 'undo' | 'reads'>, question: string): string | undefined {
  return !cannotUndo(command) || CANNOT_UNDO_WORDS.test(question) ? undefined : NO_UNDO_NOTE
}
