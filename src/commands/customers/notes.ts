import type { Note } from '@medusajs/client-types'
import { notes } from '@/api/admin/notes'
import { addCustomerNoteMutation, customerQueries, deleteCustomerNoteMutation } from '@/atoms/customers/keys'
import type { PartialArgs } from '@/commands/core/args'
import type { SearchTools } from '@/models/core/entity'
import { pickedRecord } from '@/models/core/context'
import { arg, defineCommand, toast, inGroup, type CommandTools } from '@/commands/core/define'
import { freshRecord } from '@/commands/core/editConflict'
import { defineReverter, inverse, recordSets } from '@/commands/core/undo'
import { notesReverter, noteSet } from '@/commands/core/undo-notes'
import { entityArg } from '@/commands/core/entity'
import { matchesText, recordIn } from '@/models/core/entity'
import { day } from '@/models/core/text'
import { customerEntity } from '@/models/customers/entity'

// Team notes on a customer. Medusa v1's notes (routes/admin/notes) take any resource_type as free
// text and are listed by resource_id: the console keeps customer notes as resource_type 'customer'.

const GROUP = 'Customer notes'

/** The revert of a customer's notes (core/undo-notes). */
const CUSTOMER_NOTES = defineReverter(
  'customer-notes',
  notesReverter({
    create: async (customerId, value, { mutate }) => (await mutate(addCustomerNoteMutation, { customerId, value })).note,
    // No command edits a customer's note: an undo never sends this (kept for a plan that would).
    update: async (id, value, { queryClient }) => {
      const { note } = await notes.update(id, { value })
      await queryClient.invalidateQueries({ queryKey: customerQueries.notes(note.resource_id).queryKey })
    },
    remove: (id, customerId, { mutate }) => mutate(deleteCustomerNoteMutation, { id, customerId }),
  }),
)
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text)

/** The customer's notes as picker options, matched on their text. */
async function searchNotes(q: string, { queryClient, args }: SearchTools) {
  const customerId = typeof args.customerId === 'string' ? args.customerId : undefined
  if (!customerId) return []
  const { notes } = await queryClient.fetchQuery(customerQueries.notes(customerId))
  return notes
    .filter((n) => matchesText(q, n.value))
    .map((note) => ({ id: note.id, label: short(note.value), hint: `${note.author?.first_name ?? note.author?.email ?? ''} ${day(note.created_at)}`.trim(), record: note }))
}

/** The customer the notes are on, as an undo names it (by email; never the id). */
const noteOn = (tools: Pick<CommandTools, 'ctx'>, customerId: string) => ({ id: customerId, name: recordIn(tools.ctx, 'customer', 'customerId', { customerId })?.email ?? 'the customer' })

const pickedNote = (ctx: Parameters<typeof pickedRecord>[0], args: PartialArgs) => pickedRecord<Note>(ctx, 'noteId', args.noteId)

export const addCustomerNote = defineCommand({
  id: 'customers.add-note',
  title: 'Add note to customer',
  keywords: ['comment', 'remark', 'internal note'],
  hotkey: 'n',
  scope: 'customer',
  args: {
    customerId: entityArg(customerEntity),
    value: arg.text({ label: 'Note', multiline: true, placeholder: 'Only the team sees notes' }),
  },
  run: async ({ customerId, value }, tools) => {
    const { note } = await tools.mutate(addCustomerNoteMutation, { customerId, value: value.trim() })
    recordSets(tools, [noteSet(note.id, noteOn(tools, customerId), null, note.value)])
    return toast('Note added')
  },
  undo: inverse(CUSTOMER_NOTES),
})

export const deleteCustomerNote = defineCommand({
  id: 'customers.delete-note',
  title: 'Delete customer note',
  keywords: ['remove note'],
  args: {
    customerId: entityArg(customerEntity),
    noteId: arg.entity({ label: 'Note', search: searchNotes }),
  },
  confirm: (args, ctx) => {
    const note = pickedNote(ctx, args)
    return note ? `Delete the note “${short(note.value)}”?` : 'Delete this note?'
  },
  run: async ({ customerId, noteId }, tools) => {
    const before = (await freshRecord(tools, customerQueries.notes(customerId))).notes.find((n) => n.id === noteId)?.value
    await tools.mutate(deleteCustomerNoteMutation, { id: noteId, customerId })
    if (before !== undefined) recordSets(tools, [noteSet(noteId, noteOn(tools, customerId), before, null)])
    return toast('Note deleted')
  },
  // Made again with the same text; Medusa dates it the undo's day.
  undo: inverse(CUSTOMER_NOTES),
})

export const customerNoteCommands = inGroup(GROUP, [addCustomerNote, deleteCustomerNote])
