import { addOrderNoteMutation, deleteNoteMutation, resendNotificationMutation, updateNoteMutation } from '@/atoms/order-mutations'
import { arg, defineCommand, erase, toast } from './define'
import { orderName } from './order-actions'
import { orderArg, rememberedNote, searchOrderNotes, searchOrderNotifications } from './order-pickers'

// Notes on an order (GET/POST/DELETE /admin/notes with resource_id) and resending the
// notifications Medusa sent about it. Neither changes the order: only its timeline refetches.

const GROUP = 'Order notes'

const noteArg = () => arg.entity({ label: 'Note', entity: 'note', search: searchOrderNotes })

export const addNote = defineCommand({
  id: 'orders.add-note',
  title: 'Add note',
  group: GROUP,
  keywords: ['comment', 'remark', 'internal note'],
  hotkey: 'n',
  scope: 'order',
  args: { orderId: orderArg(), value: arg.text({ label: 'Note', multiline: true, placeholder: 'Only the team sees notes' }) },
  run: async ({ orderId, value }, { mutate, ctx }) => {
    await mutate(addOrderNoteMutation, { orderId, value: value.trim() })
    return toast('Note added', `Order ${orderName(ctx, orderId)}`)
  },
})

export const editNote = defineCommand({
  id: 'orders.edit-note',
  title: 'Edit note',
  group: GROUP,
  keywords: ['change note', 'update note'],
  args: {
    orderId: orderArg(),
    noteId: noteArg(),
    value: arg.text({
      label: 'Note',
      multiline: true,
      // A panel's Edit button hands the current text in as `current`; the picker remembers it.
      initial: (_ctx, args) => (typeof args.current === 'string' ? args.current : rememberedNote(args.noteId)),
    }),
  },
  run: async ({ noteId, value }, { mutate }) => {
    await mutate(updateNoteMutation, { id: noteId, value: value.trim() })
    return toast('Note saved')
  },
})

export const deleteNote = defineCommand({
  id: 'orders.delete-note',
  title: 'Delete note',
  group: GROUP,
  keywords: ['remove note'],
  args: { orderId: orderArg(), noteId: noteArg() },
  confirm: (args) => {
    // A panel's Delete button hands the text in as `current`; the picker remembers it.
    const text = 'current' in args && typeof args.current === 'string' ? args.current : rememberedNote(args.noteId)
    return text ? `Delete the note “${text.length > 60 ? `${text.slice(0, 59)}…` : text}”?` : 'Delete this note?'
  },
  run: async ({ orderId, noteId }, { mutate }) => {
    await mutate(deleteNoteMutation, { id: noteId, orderId })
    return toast('Note deleted')
  },
})

export const resendNotification = defineCommand({
  id: 'orders.resend-notification',
  title: 'Resend notification',
  group: GROUP,
  keywords: ['email again', 'send again', 'notification'],
  args: {
    orderId: orderArg(),
    notificationId: arg.entity({ label: 'Notification', entity: 'notification', search: searchOrderNotifications }),
  },
  confirm: ({ orderId }, ctx) => `Send this notification of order ${orderName(ctx, orderId)} again, to the same address?`,
  run: async ({ notificationId }, { mutate }) => {
    const { notification } = await mutate(resendNotificationMutation, { id: notificationId })
    return toast('Notification sent again', `${notification.event_name ?? 'Notification'} to ${notification.to}`)
  },
})

export const orderNoteCommands = [addNote, editNote, deleteNote, resendNotification].map(erase)
