import type { Note } from '@medusajs/client-types'
import { notes } from '@/api/admin/notes'
import type { RecordSet } from '@/atoms/activity/entry'
import type { CommandTools } from './define'
import { REMADE_UNANSWERED, type CurrentRecord, type Reverter } from './undo'

// Team notes (Medusa v1's /admin/notes, by resource_id) undone by note, for any record kind that has
// notes (an order's, a customer's: each domain registers its revert with its own mutations). A step's
// field `value` is the note's text, null when there is no such note. Adding is undone by deleting,
// deleting by creating the note again with the same text (Medusa gives it a new id and the date of the
// undo), editing by the old text. The plan's target is the record the notes are on.

const VALUE = 'value'
const PAGE = 100

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text)

/** A note as an undo names it: 'Note “Gift wrap in red” on order #1042'. */
export const noteName = (text: string, on: string) => `Note “${excerpt(text)}” on ${on}`

/** What a note command set: a note added (before null), deleted (after null) or edited; named by the text it left. `on`: the record, named. */
export function noteSet(noteId: string, on: { id: string; name: string }, before: string | null, after: string | null): RecordSet {
  return { id: noteId, name: noteName(after ?? before ?? '', on.name), field: VALUE, before, after, in: on }
}

/** Every note of a record, page by page. */
async function notesOf(resourceId: string): Promise<Note[]> {
  const found: Note[] = []
  for (let offset = 0; ; ) {
    const page = await notes.list({ resource_id: resourceId, offset, limit: PAGE })
    found.push(...(page.notes as Note[]))
    offset += page.notes.length
    if (!page.notes.length || offset >= page.count) return found
  }
}

/** How one kind of record's notes are written (its mutations refresh that record's notes). */
export interface NoteWrites {
  create: (resourceId: string, value: string, tools: CommandTools) => Promise<Note>
  update: (id: string, value: string, tools: CommandTools) => Promise<unknown>
  remove: (id: string, resourceId: string, tools: CommandTools) => Promise<unknown>
}

/** The revert of one kind of record's notes, for `defineReverter`. */
export const notesReverter =
  (writes: NoteWrites) =>
  (): Reverter => ({
    kind: 'note',
    chunk: 50,
    fieldName: () => 'note',
    read: async (ids, plan, _tools, again) => {
      const now = new Map<string, CurrentRecord>()
      const found = new Map((plan.target ? await notesOf(plan.target.id) : []).map((note) => [note.id, note]))
      for (const id of ids) {
        const note = found.get(id)
        const step = plan.steps.find((s) => s.id === id)
        // A note gone that the plan makes again: the entry says its date is the undo's.
        const remade = !note && step?.after === null && typeof step.before === 'string'
        if (remade && again) {
          // Made again before an answer that was lost, perhaps (a new id never seen): not made twice.
          now.set(id, { name: step.name, value: () => REMADE_UNANSWERED.value, shown: () => REMADE_UNANSWERED.shown })
          continue
        }
        now.set(id, {
          name: note ? noteName(note.value, plan.target?.name ?? '') : remade ? `${step.name}, re-created with the same text and a new date` : '',
          value: () => note?.value ?? null,
          shown: () => (note ? `“${excerpt(note.value)}”` : 'deleted'),
        })
      }
      return now
    },
    write: async (steps, plan, tools) => {
      const remade = new Map<string, string>()
      const on = plan.target?.id
      if (!on) return remade
      for (const step of steps) {
        if (step.before === null) await writes.remove(step.id, on, tools)
        else if (typeof step.before !== 'string') continue
        else if (step.after === null) remade.set(step.id, (await writes.create(on, step.before, tools)).id)
        else await writes.update(step.id, step.before, tools)
      }
      return remade
    },
  })
