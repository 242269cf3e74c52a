import type { ReturnReason } from '@medusajs/client-types'
import {
  childrenOf,
  createReturnReasonMutation,
  deleteReturnReasonMutation,
  returnReasonQueries,
  updateReturnReasonMutation,
} from '@/atoms/return-reasons/keys'
import { recordAction } from '@/commands/core/action'
import { defineSettingsArea } from '@/commands/core/area'
import { createRevert, holding } from '@/commands/core/createUndo'
import { arg, defineCommand, openPanel, toast, inGroup } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { entityArg, toOptions } from '@/commands/core/entity'
import type { PartialArgs } from '@/commands/core/args'
import { recordIn } from '@/models/core/entity'
import type { CommandContext } from '@/models/core/context'
import { matchesText } from '@/models/core/entity'
import { counted } from '@/models/core/text'
import { returnReasonsSettings } from '@/models/return-reasons/area'
import { allReasons, returnReasonEntity } from '@/models/return-reasons/entity'

const VALUE = /^[a-z0-9][a-z0-9_-]*$/i

/** A field of the reason in `reasonId` as the operator has seen it (focused or picked). */
const reasonIn = <T>(ctx: CommandContext, args: PartialArgs, field: (reason: ReturnReason) => T) => {
  const reason = recordIn(ctx, 'return-reason', 'reasonId', args)
  return reason ? field(reason) : undefined
}

/** 'Go to settings: return reasons'. */
export const returnReasonsArea = defineSettingsArea(returnReasonsSettings)

/** Medusa answers a duplicate value with a database error: it is refused here first, keeping what was typed. */
async function refuseDuplicate(value: string, fetch: Parameters<typeof allReasons>[0], except?: string) {
  const taken = (await allReasons(fetch)).find((r) => r.value.toLowerCase() === value.toLowerCase() && r.id !== except)
  if (taken) throw new Error(`The value ${value} is taken by ${taken.label}: choose another`)
}

type MadeReason = { value: string; label: string; description?: string | null; parent?: string | null }
const reasonBody = ({ value, label, description, parent }: MadeReason) => ({ value, label, description: description || undefined, parent_return_reason_id: parent || undefined })

/** A new reason is taken back while it is as it was made and has no child reason; a redo makes it again. */
const reasonCreated = createRevert<ReturnReason>({
  command: 'return-reasons.create',
  kind: 'return-reason',
  read: (id, { fetch }) => fetch({ ...returnReasonQueries.detail(id), staleTime: 0 }).then((r) => r.return_reason as ReturnReason),
  name: (reason) => reason.label,
  made: (r) => ({ value: r.value, label: r.label, description: r.description, parent: r.parent_return_reason_id }),
  holds: (reason) => holding(childrenOf(reason).length, 'child reason'),
  remove: (id, { mutate }) => mutate(deleteReturnReasonMutation, id),
  make: async (fields, { mutate }) => (await mutate(createReturnReasonMutation, reasonBody(fields as MadeReason))).return_reason.id,
})

export const createReturnReason = defineCommand({
  id: 'return-reasons.create',
  title: 'Create return reason',
  keywords: ['new', 'add', 'child reason'],
  args: {
    value: arg.text({ label: 'Value', placeholder: 'wrong_size', pattern: VALUE, patternMessage: 'Use letters, digits, - and _ only, like wrong_size' }),
    label: arg.text({ label: 'Label', placeholder: 'Wrong size' }),
    description: arg.text({ label: 'Description', optional: true, more: true }),
    parentId: arg.entity({
      label: 'Parent reason',
      description: 'Medusa nests reasons one level deep: only top-level reasons can be parents',
      optional: true,
      search: async (q, { queryClient }) => {
        const { return_reasons } = await queryClient.fetchQuery(returnReasonQueries.list())
        const parents = (return_reasons as ReturnReason[]).filter((r) => !r.parent_return_reason_id && matchesText(q, r.label, r.value))
        return toOptions(returnReasonEntity, parents, q)
      },
    }),
  },
  run: async (a, tools) => {
    const value = a.value.trim()
    await refuseDuplicate(value, tools.fetch)
    const body = reasonBody({ value, label: a.label.trim(), description: a.description?.trim(), parent: a.parentId })
    const { return_reason } = await tools.mutate(createReturnReasonMutation, body)
    reasonCreated.told(tools, return_reason as ReturnReason)
    return openPanel(returnReasonsSettings.routes.record(return_reason.id))
  },
  undo: reasonCreated.undo,
})

export const editReturnReason = editRecord({
  id: 'return-reasons.edit',
  title: 'Edit return reason',
  keywords: ['rename', 'label', 'description'],
  entity: returnReasonEntity,
  arg: 'reasonId',
  read: (id, { fetch }) => fetch({ ...returnReasonQueries.detail(id), staleTime: 0 }).then((r) => r.return_reason),
  undoable: true,
  fields: (current) => ({
    value: arg.text({ label: 'Value', pattern: VALUE, patternMessage: 'Use letters, digits, - and _ only, like wrong_size', initial: current((r) => r.value) }),
    label: arg.text({ label: 'Label', initial: current((r) => r.label) }),
    description: arg.text({ label: 'Description', optional: true, initial: current((r) => r.description) }),
  }),
  run: async (a, { mutate, fetch }) => {
    const value = a.value.trim()
    await refuseDuplicate(value, fetch, a.reasonId)
    const { return_reason } = await mutate(updateReturnReasonMutation, {
      id: a.reasonId,
      body: { value, label: a.label.trim(), description: a.description?.trim() ?? '' },
    })
    return toast(`${return_reason.label} saved`, return_reason.value)
  },
})

/** The original admin's "Duplicate reason": a new reason from one, under the same parent, with its own value. */
export const duplicateReturnReason = defineCommand({
  id: 'return-reasons.duplicate',
  title: 'Duplicate return reason',
  keywords: ['copy', 'clone', 'new from'],
  args: {
    reasonId: entityArg(returnReasonEntity),
    value: arg.text({
      label: 'Value of the copy',
      pattern: VALUE,
      patternMessage: 'Use letters, digits, - and _ only, like wrong_size',
      initial: (ctx, args) => reasonIn(ctx, args, (r) => `${r.value}_copy`),
    }),
    label: arg.text({ label: 'Label', initial: (ctx, args) => reasonIn(ctx, args, (r) => `${r.label} (copy)`) }),
    description: arg.text({ label: 'Description', optional: true, initial: (ctx, args) => reasonIn(ctx, args, (r) => r.description ?? undefined) }),
  },
  run: async (a, { mutate, fetch }) => {
    const value = a.value.trim()
    await refuseDuplicate(value, fetch)
    const original = (await fetch(returnReasonQueries.detail(a.reasonId))).return_reason as ReturnReason
    const { return_reason } = await mutate(createReturnReasonMutation, {
      value,
      label: a.label.trim(),
      description: a.description?.trim() || undefined,
      parent_return_reason_id: original.parent_return_reason_id ?? undefined,
    })
    return openPanel(returnReasonsSettings.routes.record(return_reason.id))
  },
})

export const deleteReturnReason = recordAction({
  id: 'return-reasons.delete',
  title: 'Delete return reason',
  keywords: ['remove'],
  hotkey: 'shift+backspace',
  entity: returnReasonEntity,
  arg: 'reasonId',
  confirm: (reason) => {
    if (!reason) return 'Delete this return reason? Returns that gave it keep it.'
    const children = childrenOf(reason).length
    const also = children ? ` and its ${counted(children, 'child reason')}` : ''
    return `Delete ${reason.label}${also}? Returns that gave it keep it.`
  },
  mutation: deleteReturnReasonMutation,
  done: () => openPanel(returnReasonsSettings.routes.list()),
})

/** Return reasons: a tree one level deep (parent → children); create, edit, delete. */
export const returnReasonCommands = inGroup('Return reasons', [returnReasonsArea.list, createReturnReason, editReturnReason, duplicateReturnReason, deleteReturnReason])
