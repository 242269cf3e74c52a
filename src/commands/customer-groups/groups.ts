import { createCustomerGroupMutation, customerGroupQueries, deleteCustomerGroupMutation, type CountedGroup, updateCustomerGroupMutation } from '@/atoms/customer-groups/keys'
import { recordAction } from '@/commands/core/action'
import { defineArea } from '@/commands/core/area'
import { editRecord } from '@/commands/core/edit'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import { createRevert } from '@/commands/core/createUndo'
import { arg, defineCommand, openPanel, toast, inGroup, type CommandTools } from '@/commands/core/define'
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

const readGroup = (id: string, { fetch }: Pick<CommandTools, 'fetch'>) => fetch({ ...customerGroupQueries.detail(id), staleTime: 0 }).then((r) => r.customer_group)
const groupBody = (name: string, metadata: Record<string, string> | null | undefined) => (metadata && Object.keys(metadata).length ? { name, metadata } : { name })

/** A new group is taken back while it is as it was made and has no customers yet; a redo makes it again. */
const groupCreated = createRevert<CountedGroup>({
  command: 'customer-groups.create',
  kind: 'customer-group',
  read: readGroup,
  name: (group) => group.name,
  made: (group) => ({ name: group.name, metadata: group.metadata }),
  holds: (group) => (group.member_count ? membersText(group.member_count) : undefined),
  remove: (id, { mutate }) => mutate(deleteCustomerGroupMutation, id),
  make: async ({ name, metadata }, { mutate }) =>
    (await mutate(createCustomerGroupMutation, groupBody(String(name), metadata as Record<string, string> | null))).customer_group.id,
})

export const createCustomerGroup = defineCommand({
  id: 'customer-groups.create',
  title: 'Create customer group',
  keywords: ['new', 'add', 'segment'],
  args: {
    name: arg.text({ label: 'Name', placeholder: 'VIP' }),
    metadata: arg.metadata({ label: 'Metadata (key: value per line)', optional: true, more: true }),
  },
  run: async ({ name, metadata }, tools) => {
    const { customer_group } = await tools.mutate(createCustomerGroupMutation, groupBody(name, metadata))
    groupCreated.told(tools, customer_group)
    return openPanel(customerGroupsNav.routes.record(customer_group.id))
  },
  undo: groupCreated.undo,
})

export const editCustomerGroup = editRecord({
  id: 'customer-groups.update',
  title: 'Edit customer group: name and metadata',
  keywords: ['rename', 'metadata', 'key value'],
  entity: customerGroupEntity,
  arg: 'groupId',
  read: readGroup,
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
