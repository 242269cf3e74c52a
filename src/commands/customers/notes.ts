import type { Note } from '@medusajs/client-types'
import { addCustomerNoteMutation, customerQueries, deleteCustomerNoteMutation } from '@/atoms/customers/keys'
import type { PartialArgs } from '@/commands/core/args'
import type { SearchTools } from '@/models/core/entity'
import { pickedRecord } from '@/models/core/context'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { matchesText } from '@/models/core/entity'
import { day } from '@/models/core/text'
import { customerEntity } from '@/models/customers/entity'

// Team notes on a customer. Medusa v1's notes (routes/admin/notes) take any resource_type as free
// text and are listed by resource_id: the console keeps customer notes as resource_type 'customer'.

const GROUP = 'Customer notes'
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
  run: async ({ customerId, value }, { mutate }) => {
    await mutate(addCustomerNoteMutation, { customerId, value: value.trim() })
    return toast('Note added')
  },
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
  run: async ({ customerId, noteId }, { mutate }) => {
    await mutate(deleteCustomerNoteMutation, { id: noteId, customerId })
    return toast('Note deleted')
  },
})

export const customerNoteCommands = inGroup(GROUP, [addCustomerNote, deleteCustomerNote])
