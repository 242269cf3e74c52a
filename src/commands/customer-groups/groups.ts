import {
  createCustomerGroupMutation,
  deleteCustomerGroupMutation,
  updateCustomerGroupMutation,
  type CountedGroup,
} from '@/atoms/customer-groups/keys'
import { recordAction } from '@/commands/core/action'
import { defineArea } from '@/commands/core/area'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/commands/core/context'
import { arg, defineCommand, openPanel, toast } from '@/commands/core/define'
import { entityArg, recordIn } from '@/commands/core/entity'
import { customerGroupsNav } from '@/commands/customer-groups/area'
import { customerGroupEntity, membersText } from './entity'

/** The group argument: the focused group when there is one, else a picker by name. */
export const groupArg = (label?: string) => entityArg(customerGroupEntity, { label })

/** The group the `groupId` argument holds, as the operator has seen it (focused or picked). */
export const groupIn = (ctx: CommandContext, args: PartialArgs, key = 'groupId') =>
  recordIn(ctx, 'customer-group', key, args) as CountedGroup | undefined

/** A metadata value as the prompt shows it (JSON for what is not text). */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * What to send for metadata as edited: Medusa merges it into what is stored, and deletes a key sent
 * as ''. Keys left out of the text are deleted; unchanged keys are not sent, so a value that is not
 * text (`seeded: true`) keeps its type.
 */
export function metadataChanges(before: Record<string, unknown> | null | undefined, after: Record<string, string>): Record<string, string> {
  const old = before ?? {}
  const removed = Object.keys(old).filter((key) => !(key in after))
  const changed = Object.entries(after).filter(([key, value]) => !(key in old) || asText(old[key]) !== value)
  return { ...Object.fromEntries(removed.map((key) => [key, ''])), ...Object.fromEntries(changed) }
}

/** The customer groups area: 'Go to customer groups' (g u), 'Open customer group…' and the nav link. */
export const customerGroupsArea = defineArea(customerGroupsNav, { entity: customerGroupEntity, arg: 'groupId', keywords: ['find', 'segment'] })

export const createCustomerGroup = defineCommand({
  id: 'customer-groups.create',
  title: 'Create customer group',
  group: 'Customer groups',
  keywords: ['new', 'add', 'segment'],
  args: {
    name: arg.text({ label: 'Name', placeholder: 'VIP' }),
    metadata: arg.metadata({ label: 'Metadata (key: value per line)', optional: true }),
  },
  run: async ({ name, metadata }, { mutate }) => {
    const body = metadata && Object.keys(metadata).length ? { name, metadata } : { name }
    const { customer_group } = await mutate(createCustomerGroupMutation, body)
    return openPanel(`/a/customer-groups/${customer_group.id}`)
  },
})

export const editCustomerGroup = defineCommand({
  id: 'customer-groups.update',
  title: 'Edit customer group: name and metadata',
  group: 'Customer groups',
  keywords: ['rename', 'metadata', 'key value'],
  hotkey: 'e',
  scope: 'customer-group',
  args: {
    groupId: groupArg(),
    name: arg.text({ label: 'Name', initial: (ctx, args) => groupIn(ctx, args)?.name }),
    metadata: arg.metadata({
      label: 'Metadata (key: value per line; remove a line to delete its key)',
      optional: true,
      initial: (ctx, args) => (groupIn(ctx, args)?.metadata as Record<string, string> | null | undefined) ?? undefined,
    }),
  },
  run: async ({ groupId, name, metadata }, { mutate, ctx }) => {
    // Keys the operator removed are only known against the group as it was shown.
    const before = groupIn(ctx, { groupId })?.metadata
    const changes = metadataChanges(before, metadata ?? {})
    const body = Object.keys(changes).length ? { name, metadata: changes } : { name }
    const { customer_group } = await mutate(updateCustomerGroupMutation, { id: groupId, body })
    return toast('Customer group saved', customer_group.name)
  },
})

export const deleteCustomerGroup = recordAction({
  id: 'customer-groups.delete',
  title: 'Delete customer group',
  group: 'Customer groups',
  keywords: ['remove', 'destroy'],
  hotkey: 'shift+backspace',
  entity: customerGroupEntity,
  arg: 'groupId',
  confirm: (group) => {
    if (!group) return 'Delete this customer group? Its customers stay; only the group goes.'
    const size = membersText(group.member_count)
    return `Delete ${group.name}${size ? ` (${size})` : ''}? Its customers stay; only the group goes.`
  },
  mutation: deleteCustomerGroupMutation,
  done: () => openPanel('/a/customer-groups'),
})

export const customerGroupRecordCommands = [
  customerGroupsArea.list,
  customerGroupsArea.open,
  createCustomerGroup,
  editCustomerGroup,
  deleteCustomerGroup,
] as const
