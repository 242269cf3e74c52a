import type { AnyCommand } from './define'

// What a confirm question says of undo. On its own (types only): the palette, in the first load, reads it.

/** A question's own words that what it asks cannot be undone ('This cannot be undone.'). */
export const CANNOT_UNDO_WORDS = /[^.?!;]*cannot be undone[^.?!]*[.?!]?/i

/** Said under a confirm question when the command declares no undo and the question does not say so itself. */
export const NO_UNDO_NOTE = 'Undo (mod+z) cannot take this back.'

/** The confirm page's word on undo: NO_UNDO_NOTE for a command without one, unless its question says so already. */
export function noUndoNote(command: Pick<AnyCommand, 'undo'>, question: string): string | undefined {
  return command.undo || CANNOT_UNDO_WORDS.test(question) ? undefined : NO_UNDO_NOTE
}
