import { addOrderNoteMutation, deleteNoteMutation, resendNotificationMutation, updateNoteMutation } from '@/atoms/orders/mutations'
import { orderQueries } from '@/atoms/orders/keys'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { ensureUnchanged, freshRecord, watchFields, type WatchedField } from '@/commands/core/editConflict'
import { capitalize } from '@/models/core/entity'
import { orderName } from '@/models/orders/entity'
import type { Note } from '@medusajs/client-types'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import type { CommandTools } from '@/commands/core/define'
import { defineReverter, inverse, recordSets } from '@/commands/core/undo'
import { notesReverter, noteSet } from '@/commands/core/undo-notes'
import { noteExcerpt, orderArg, pickedIn, searchOrderNotes, searchOrderNotifications } from './pickers'

// Notes on an order (GET/POST/DELETE /admin/notes with resource_id) and resending the
// notifications Medusa sent about it. Neither changes the order: only its timeline refetches.
// Adding, editing and deleting a note are undone (commands/notes/undo.ts); a resend cannot be.

const GROUP = 'Order notes'

/** The revert of an order's notes (core/undo-notes), with the mutations that refresh its timeline. */
const ORDER_NOTES = defineReverter(
  'order-notes',
  notesReverter({
    create: async (orderId, value, { mutate }) => (await mutate(addOrderNoteMutation, { orderId, value })).note,
    update: (id, value, { mutate }) => mutate(updateNoteMutation, { id, value }),
    remove: (id, orderId, { mutate }) => mutate(deleteNoteMutation, { id, orderId }),
  }),
)

const noteArg = () => arg.entity({ label: 'Note', search: searchOrderNotes })
/** The note's text: a panel's button hands it in as `current`; a picked note carries it. */
const noteText = (ctx: CommandContext, args: PartialArgs) =>
  typeof args.current === 'string' ? args.current : pickedIn<Note>(ctx, args, 'noteId')?.value
/** The note as the operator saw it when the prompt opened. */
type SeenNote = Pick<Note, 'id' | 'value'>
/** The order the notes are on, as an undo names it. */
const noteOn = (ctx: CommandContext, orderId: string) => ({ id: orderId, name: orderName(ctx, orderId) })
/** A note's text on the server now (read past the cache), before a command changes it. */
const textNow = async (tools: Pick<CommandTools, 'fetch'>, orderId: string, noteId: string) =>
  (await freshRecord(tools, orderQueries.notes(orderId))).notes.find((n) => n.id === noteId)?.value
const seenNote = (ctx: CommandContext, args: PartialArgs): SeenNote | undefined => {
  const value = noteText(ctx, args)
  return typeof args.noteId === 'string' && value !== undefined ? { id: args.noteId, value } : undefined
}

export const addNote = defineCommand({
  id: 'orders.add-note',
  title: 'Add note',
  keywords: ['comment', 'remark', 'internal note'],
  hotkey: 'n',
  scope: 'order',
  args: { orderId: orderArg(), value: arg.text({ label: 'Note', multiline: true, placeholder: 'Only the team sees notes' }) },
  run: async ({ orderId, value }, tools) => {
    const { note } = await tools.mutate(addOrderNoteMutation, { orderId, value: value.trim() })
    recordSets(tools, [noteSet(note.id, noteOn(tools.ctx, orderId), null, note.value)])
    return toast('Note added', capitalize(orderName(tools.ctx, orderId)))
  },
  undo: inverse(ORDER_NOTES),
})

export const editNote = defineCommand({
  id: 'orders.edit-note',
  title: 'Edit note',
  keywords: ['change note', 'update note'],
  args: {
    orderId: orderArg(),
    noteId: noteArg(),
    value: arg.text({
      label: 'Note',
      multiline: true,
      initial: noteText,
    }),
  },
  run: async (args, tools) => {
    const { orderId, noteId, value } = args
    const seen = seenNote(tools.ctx, args)
    // Another operator's save since the prompt opened is asked about, not overwritten (core/editConflict).
    if (seen) {
      await ensureUnchanged(tools, args, {
        command: 'orders.edit-note',
        id: noteId,
        seen,
        // The order's notes read past the cache (the console reads no single note). A note gone
        // meanwhile is no question: the save then answers Medusa's own not found.
        read: async () => (await freshRecord(tools, orderQueries.notes(orderId))).notes.find((n) => n.id === noteId) ?? seen,
        fields: noteFields(),
        name: () => capitalize(orderName(tools.ctx, orderId)),
      })
    }
    const before = await textNow(tools, orderId, noteId)
    const { note } = await tools.mutate(updateNoteMutation, { id: noteId, value: value.trim() })
    if (before !== undefined) recordSets(tools, [noteSet(noteId, noteOn(tools.ctx, orderId), before, note.value)])
    return toast('Note saved')
  },
  // The old text back, unless the note was changed since.
  undo: inverse(ORDER_NOTES),
})

/** The field 'Edit note' sets, read off a note (typed here: the command reads it in its own run). */
function noteFields(): WatchedField<SeenNote>[] {
  return watchFields<SeenNote>(editNote.args, { value: (note) => note.value })
}

export const deleteNote = defineCommand({
  id: 'orders.delete-note',
  title: 'Delete note',
  keywords: ['remove note'],
  args: { orderId: orderArg(), noteId: noteArg() },
  confirm: (args, ctx) => {
    const text = noteText(ctx, args)
    return text ? `Delete the note “${noteExcerpt(text)}”?` : 'Delete this note?'
  },
  run: async ({ orderId, noteId }, tools) => {
    const before = await textNow(tools, orderId, noteId)
    await tools.mutate(deleteNoteMutation, { id: noteId, orderId })
    if (before !== undefined) recordSets(tools, [noteSet(noteId, noteOn(tools.ctx, orderId), before, null)])
    return toast('Note deleted')
  },
  // The note made again with the same text: Medusa dates it the undo's day.
  undo: inverse(ORDER_NOTES),
})

export const resendNotification = defineCommand({
  id: 'orders.resend-notification',
  title: 'Resend notification',
  keywords: ['email again', 'send again', 'notification'],
  args: {
    orderId: orderArg(),
    notificationId: arg.entity({ label: 'Notification', search: searchOrderNotifications }),
  },
  confirm: ({ orderId }, ctx) => `Send this notification of ${orderName(ctx, orderId)} again, to the same address?`,
  run: async ({ notificationId }, { mutate }) => {
    const { notification } = await mutate(resendNotificationMutation, { id: notificationId })
    return toast('Notification sent again', `${notification.event_name ?? 'Notification'} to ${notification.to}`)
  },
})

export const orderNoteCommands = inGroup(GROUP, [addNote, editNote, deleteNote, resendNotification])
