import type { Order, OrderEdit } from '@medusajs/client-types'
import {
  cancelOrderEditMutation,
  confirmOrderEditMutation,
  createOrderEditMutation,
  deleteOrderEditMutation,
  orderEditQueries,
  requestOrderEditConfirmationMutation,
  updateOrderEditMutation,
} from '@/atoms/order-edits/keys'
import type { PartialArgs } from '@/commands/core/args'
import { focusOf, type CommandContext } from '@/models/core/context'
import type { MutationDef } from '@/atoms/core/query'
import { arg, defineCommand, openPanel, toast, type CommandResult, type CommandTools, inGroup } from '@/commands/core/define'
import { ensureUnchanged, freshRecord, watchFields, type WatchedField } from '@/commands/core/editConflict'
import { entityArg } from '@/commands/core/entity'
import { orderEntity } from '@/models/orders/entity'
import { orderEditEntity } from '@/models/order-edits/entity'
import { defineArea } from '@/commands/core/area'
import { orderEditsNav } from '@/models/order-edits/area'

// Order edits (Medusa v1 OrderEditService, routes/admin/order-edits; order_editing flag). An edit copies
// the order's items; changes are made while it is 'created', the customer is asked to confirm
// ('requested'), and confirming moves the edited items onto the order. Medusa itself refuses item
// changes once confirmed, canceled or declined, deletes only 'created' edits, requests only with
// changes, and cancels only what is not confirmed or declined; the commands ask for no more than the
// console's flow: change while 'created', confirm once 'requested'.

type Status = OrderEdit['status']
const ACTIVE: readonly Status[] = ['created', 'requested']

/** The order's edit that is still open (Medusa allows one at a time), from the order panel's data. */
const activeEditOf = (order: Order | undefined) => order?.edits?.find((e) => ACTIVE.includes(e.status))

/**
 * The edit commands act on: the focused edit, or on an order's panel that order's open edit. Its
 * data (status, changes) when loaded; `undefined` when nothing is focused (a picker then asks).
 */
export function currentEdit(ctx: CommandContext): { id: string; edit?: OrderEdit } | undefined {
  const focus = focusOf(ctx, 'order-edit')
  if (focus) return { id: focus.id, edit: focus.entity }
  const active = activeEditOf(focusOf(ctx, 'order')?.entity)
  return active ? { id: active.id, edit: active } : undefined
}
export const loadedEdit = (ctx: CommandContext, args: PartialArgs): OrderEdit | undefined => {
  const current = currentEdit(ctx)
  return current && current.id === args.orderEditId ? current.edit : undefined
}
/** Available when the edit's status is not known yet, or is one of these. */
export const whileStatus =
  (...statuses: Status[]) =>
  (ctx: CommandContext) => {
    const status = currentEdit(ctx)?.edit?.status
    return status === undefined || statuses.includes(status)
  }
export const editName = (ctx: CommandContext, args: PartialArgs) => {
  const edit = loadedEdit(ctx, args)
  return edit?.order?.display_id ? `the edit of order #${edit.order.display_id}` : 'this order edit'
}

/** 'Edit of order #1042', as a conflict question names the edit. */
export const editTitle = (edit: OrderEdit) => (edit.order?.display_id ? `Edit of order #${edit.order.display_id}` : 'Order edit')
/** The edit as the server has it now: what an edit of it compares before writing (core/editConflict). */
export const freshEdit = async (tools: CommandTools, id: string) => (await freshRecord(tools, orderEditQueries.detail(id))).order_edit as OrderEdit

export const editArg = () =>
  entityArg(orderEditEntity, { default: (ctx) => currentEdit(ctx)?.id })

// ---- navigation ----

/** The order edits area: 'Go to order edits' (g e), 'Open order edit…' and the nav link. */
export const orderEditsArea = defineArea(orderEditsNav, { entity: orderEditEntity, arg: 'orderEditId', keywords: ['find', 'search', 'edit'] })

// ---- the edit ----

export const createOrderEdit = defineCommand({
  id: 'order-edits.create',
  title: 'Edit order',
  keywords: ['order edit', 'change items', 'new edit', 'add item to order'],
  hotkey: 'shift+e',
  scope: 'order',
  // Medusa keeps one open edit per order: 400 "An active order edit already exists for the order".
  when: (ctx) => !activeEditOf(focusOf(ctx, 'order')?.entity),
  args: {
    orderId: entityArg(orderEntity),
    internalNote: arg.text({ label: 'Internal note', optional: true, placeholder: 'Why the order changes (only staff see it)' }),
  },
  run: async ({ orderId, internalNote }, { mutate }) => {
    const { order_edit } = await mutate(createOrderEditMutation, { order_id: orderId, internal_note: internalNote })
    return openPanel(orderEditsNav.routes.record(order_edit.id))
  },
})

export const updateOrderEdit = defineCommand({
  id: 'order-edits.update',
  title: 'Edit order edit note',
  keywords: ['internal note', 'update edit'],
  hotkey: 'e',
  scope: 'order-edit',
  when: whileStatus('created', 'requested'),
  args: {
    orderEditId: editArg(),
    internalNote: arg.text({
      label: 'Internal note',
      optional: true,
      multiline: true,
      initial: (ctx, args) => loadedEdit(ctx, args)?.internal_note ?? undefined,
    }),
  },
  run: async (args, tools) => {
    const { orderEditId, internalNote } = args
    // Another operator's save since the prompt opened is asked about, not overwritten (core/editConflict).
    await ensureUnchanged(tools, args, {
      command: 'order-edits.update',
      id: orderEditId,
      seen: loadedEdit(tools.ctx, args),
      read: () => freshEdit(tools, orderEditId),
      fields: editNoteFields(),
      name: editTitle,
    })
    await tools.mutate(updateOrderEditMutation, { id: orderEditId, internalNote: internalNote ?? '' })
    return toast('Note saved', internalNote || 'No note')
  },
})

/** The field 'Edit order edit note' sets, read off an edit (typed here: the command reads it in its own run). */
function editNoteFields(): WatchedField<OrderEdit>[] {
  return watchFields<OrderEdit>(updateOrderEdit.args, { internalNote: (edit) => edit.internal_note })
}

export const deleteOrderEdit = defineCommand({
  id: 'order-edits.delete',
  title: 'Delete order edit',
  keywords: ['discard edit', 'remove edit'],
  hotkey: 'shift+backspace',
  scope: 'order-edit',
  // Medusa deletes only an edit still 'created' (400 "Cannot delete order edit with status …").
  when: whileStatus('created'),
  args: { orderEditId: editArg() },
  confirm: (args, ctx) => `Delete ${editName(ctx, args)} and all its changes? The order stays as it is.`,
  run: async ({ orderEditId }, { mutate, fetch }) => {
    const { order_edit } = await fetch(orderEditQueries.detail(orderEditId))
    await mutate(deleteOrderEditMutation, { id: orderEditId, orderId: order_edit.order_id })
    return openPanel(orderEditsNav.routes.list())
  },
})

// ---- the customer's confirmation ----

interface EditStep<Id extends string, D> {
  id: Id
  title: string
  keywords: readonly string[]
  hotkey: string
  when: (ctx: CommandContext) => boolean
  /** The question before sending, given the edit's name ('the edit of order #1042'). */
  question: (edit: string) => string
  mutation: MutationDef<string, D>
  done: CommandResult
}

/** A step of the edit's flow that takes only the edit: ask about it by name, send it, say what happened. */
const editStep = <const Id extends string, D>({ question, mutation, done, ...def }: EditStep<Id, D>) =>
  defineCommand({
    ...def,
    scope: 'order-edit',
    args: { orderEditId: editArg() },
    confirm: (args, ctx) => question(editName(ctx, args)),
    run: async ({ orderEditId }, { mutate }) => {
      await mutate(mutation, orderEditId)
      return done
    },
  })

export const requestOrderEditConfirmation = editStep({
  id: 'order-edits.request',
  title: 'Request confirmation of order edit',
  keywords: ['send to customer', 'ask customer', 'request'],
  hotkey: 'r',
  // Medusa: 400 "Cannot request a confirmation on an edit with no changes".
  when: (ctx) => {
    const edit = currentEdit(ctx)?.edit
    return whileStatus('created')(ctx) && (edit?.changes === undefined || edit.changes.length > 0)
  },
  question: (edit) => `Ask the customer to confirm ${edit}? Medusa notifies them by email.`,
  mutation: requestOrderEditConfirmationMutation,
  done: toast('Confirmation requested', 'The customer is asked to confirm the changes'),
})

export const confirmOrderEdit = editStep({
  id: 'order-edits.confirm',
  title: 'Confirm order edit',
  keywords: ['apply edit', 'force confirm'],
  hotkey: 'c',
  when: whileStatus('requested'),
  question: (edit) => `Confirm ${edit}? The order's items change now.`,
  mutation: confirmOrderEditMutation,
  done: toast('Order edit confirmed', "The order's items are the edited ones now"),
})

export const cancelOrderEdit = editStep({
  id: 'order-edits.cancel',
  title: 'Cancel order edit',
  keywords: ['abort edit', 'withdraw'],
  hotkey: 'shift+c',
  // Medusa: 400 "Cannot cancel order edit with status confirmed|declined".
  when: whileStatus('created', 'requested'),
  question: (edit) => `Cancel ${edit}? The order stays as it is.`,
  mutation: cancelOrderEditMutation,
  done: toast('Order edit canceled'),
})

export const orderEditCommands = inGroup('Order edits', [
  orderEditsArea.list,
  orderEditsArea.open,
  createOrderEdit,
  updateOrderEdit,
  deleteOrderEdit,
  requestOrderEditConfirmation,
  confirmOrderEdit,
  cancelOrderEdit,
])
