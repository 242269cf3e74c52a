import { createCustomerGroupMutation, customerGroupQueries, deleteCustomerGroupMutation, type CountedGroup, updateCustomerGroupMutation } from '@/atoms/customer-groups/keys'
import { recordAction } from '@/commands/core/action'
import { defineArea } from '@/commands/core/area'
import { editRecord } from '@/commands/core/edit'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import { arg, defineCommand, openPanel, toast, inGroup } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { metadataChanges } from '@/commands/core/metadata'
import { recordIn } from '@/models/core/entity'
import { customerGroupsNav } from '@/models/customer-groups/area'
import { customerGroupEntity, membersText } from '@/models/customer-groups/entity'

/** The group argument: the focused group when there is one, else a picker by name. */
export const groupArg = (label?: string) => entityArg(customerGroupEntity, { label })

/** The group the `groupId` argument holds, as the operator has seen it (focused or picked). */
export const groupIn = (ctx: CommandContext, args: PartialArgs, key = 'groupId') =>
  recordIn(ctx, 'customer-group', key, args) as CountedGroup | undefined

/** The customer groups area: 'Go to customer groups' (g u), 'Open customer group…' and the nav link. */
export const customerGroupsArea = defineArea(customerGroupsNav, { entity: customerGroupEntity, arg: 'groupId', keywords: ['find', 'segment'] })

export const createCustomerGroup = defineCommand({
  id: 'customer-groups.create',
  title: 'Create customer group',
  keywords: ['new', 'add', 'segment'],
  args: {
    name: arg.text({ label: 'Name', placeholder: 'VIP' }),
    metadata: arg.metadata({ label: 'Metadata (key: value per line)', optional: true, more: true }),
  },
  run: async ({ name, metadata }, { mutate }) => {
    const body = metadata && Object.keys(metadata).length ? { name, metadata } : { name }
    const { customer_group } = await mutate(createCustomerGroupMutation, body)
    return openPanel(customerGroupsNav.routes.record(customer_group.id))
  },
})

export const editCustomerGroup = editRecord({
  id: 'customer-groups.update',
  title: 'Edit customer group: name and metadata',
  keywords: ['rename', 'metadata', 'key value'],
  entity: customerGroupEntity,
  arg: 'groupId',
  read: (id, { fetch }) => fetch({ ...customerGroupQueries.detail(id), staleTime: 0 }).then((r) => r.customer_group),
  undoable: true,
  fields: (current) => ({
    name: arg.text({ label: 'Name', initial: current((group) => group.name) }),
    metadata: arg.metadata({
      label: 'Metadata (key: value per line; remove a line to delete its key)',
      optional: true,
      initial: current((group) => group.metadata as Record<string, string> | null | undefined),
    }),
  }),
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
  done: () => openPanel(customerGroupsNav.routes.list()),
})

export const customerGroupRecordCommands = inGroup('Customer groups', [
  customerGroupsArea.list,
  customerGroupsArea.open,
  createCustomerGroup,
  editCustomerGroup,
  deleteCustomerGroup,
])
