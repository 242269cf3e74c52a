import type { Customer } from '@medusajs/client-types'
import { addGroupCustomersMutation, customerGroupQueries, removeGroupCustomersMutation } from '@/atoms/customer-groups/keys'
import type { PartialArgs } from '@/commands/core/args'
import { focusOf, type CommandContext } from '@/models/core/context'
import { arg, defineCommand, toast, type CommandTools } from '@/commands/core/define'
import { matchesText } from '@/models/core/entity'
import { pickerOf, toOptions } from '@/commands/core/entity'
import { customerEntity, customersText } from '@/models/customers/entity'
import { customerGroupEntity } from '@/models/customer-groups/entity'
import { addMatchingCustomers } from './matching'
import { inverse, recordSets } from '@/commands/core/undo'
import { GROUP_MEMBERS, memberSet, membershipOf } from './undo'
import { groupArg, groupIn } from './groups'

/** A customer selection that is not a group's members table (a group panel owns the focus there). */
const customerSelection = (ctx: CommandContext) =>
  ctx.selection?.kind === 'customer' && ctx.selection.ids.length ? ctx.selection : undefined

/** The customers a command on customers acts on: the table's selection, else the focused customer. */
const chosenCustomers = (ctx: CommandContext) => {
  const selected = customerSelection(ctx)
  if (selected) return [...selected.ids]
  const focused = focusOf(ctx, 'customer')?.id
  return focused ? [focused] : undefined
}

/** 'Jane Doe' for one customer the operator has seen, else '3 customers'. */
export function customersNamed(ctx: CommandContext, ids: readonly string[] | undefined): string {
  const list = ids ?? []
  const [only] = list
  if (list.length === 1 && only) {
    const record =
      (ctx.selection?.records?.find((r) => r.id === only) as Customer | undefined) ??
      (focusOf(ctx, 'customer')?.id === only ? focusOf(ctx, 'customer')?.entity : undefined)
    if (record) return customerEntity.label(record)
  }
  return customersText(list.length)
}

const groupName = (ctx: CommandContext, args: PartialArgs) => groupIn(ctx, args)?.name ?? 'the group'

/** Customers joining or leaving a group: the same question and request, from the group or from the customers. */
interface Membership {
  groupId: string
  customerIds: string[]
}
const confirmAdd = ({ groupId, customerIds }: Membership, ctx: CommandContext) =>
  `Add ${customersNamed(ctx, customerIds)} to ${groupName(ctx, { groupId })}?`
const confirmRemove = ({ groupId, customerIds }: Membership, ctx: CommandContext) =>
  `Remove ${customersNamed(ctx, customerIds)} from ${groupName(ctx, { groupId })}?`
/** Who was in the group before, read just before the change: an undo takes back only who joined (or left) by it. */
async function changeMembers({ groupId, customerIds }: Membership, tools: CommandTools, join: boolean) {
  const before = await membershipOf(customerIds, groupId)
  const { customer_group } = await tools.mutate(join ? addGroupCustomersMutation : removeGroupCustomersMutation, { id: groupId, customerIds })
  const group = { id: groupId, name: customer_group.name }
  const moved = [...before].filter(([, was]) => was.member !== join)
  recordSets(tools, moved.map(([id, was]) => memberSet({ id, name: was.name }, group, !join, join)))
  return toast(`${join ? 'Added to' : 'Removed from'} ${customer_group.name}`, customersText(customerIds.length))
}
const addMembers = (membership: Membership, tools: CommandTools) => changeMembers(membership, tools, true)
const removeMembers = (membership: Membership, tools: CommandTools) => changeMembers(membership, tools, false)
const undoMembers = inverse(GROUP_MEMBERS)

/** A picker over the customers of the group in `groupId`. */
const memberPicker = arg.entities({
  label: 'Members to remove',
  // In a group's panel, the members table's selection.
  default: (ctx) => (focusOf(ctx, 'customer-group') ? customerSelection(ctx)?.ids.slice() : undefined),
  search: async (q, tools) => {
    const groupId = typeof tools.args.groupId === 'string' ? tools.args.groupId : undefined
    if (!groupId) return []
    const { customers } = await tools.queryClient.fetchQuery(customerGroupQueries.members(groupId, { q: q.trim() || undefined, limit: 20 }))
    return toOptions(customerEntity, customers as Customer[], q)
  },
})

export const addGroupCustomers = defineCommand({
  id: 'customer-groups.add-customers',
  title: 'Add customers to group…',
  keywords: ['members', 'assign', 'include'],
  hotkey: 'a',
  scope: 'customer-group',
  args: {
    groupId: groupArg('Group'),
    customerIds: arg.entities({
      label: 'Customers',
      // The customers table's selection; in a group's panel a selection is its members, so a picker asks.
      default: (ctx) => (focusOf(ctx, 'customer-group') ? undefined : customerSelection(ctx)?.ids.slice()),
      search: pickerOf(customerEntity),
    }),
  },
  confirm: confirmAdd,
  run: addMembers,
  undo: undoMembers,
})

export const addMatchingToGroup = defineCommand({
  id: 'customer-groups.add-matching',
  title: 'Add every customer matching the table to a group…',
  keywords: ['all', 'filter', 'bulk', 'members', 'segment'],
  when: (ctx) => ctx.list?.kind === 'customer' && ctx.list.count > 0,
  args: { groupId: arg.entity({ label: 'Group', search: pickerOf(customerGroupEntity) }) },
  confirm: ({ groupId }, ctx) => {
    const count = ctx.list?.count ?? 0
    // The table's filters in words ("with an account, matching 'anna'"), already phrased to follow the noun.
    const matching = ctx.list?.description ? ` ${ctx.list.description}` : ''
    return `Add ${customersText(count)}${matching} to ${groupName(ctx, { groupId })}?`
  },
  run: async ({ groupId }, tools) => addMatchingCustomers(groupId, groupName(tools.ctx, { groupId }), tools),
  undo: undoMembers,
})

export const removeGroupCustomers = defineCommand({
  id: 'customer-groups.remove-customers',
  title: 'Remove customers from group…',
  keywords: ['members', 'unassign', 'exclude'],
  hotkey: 'r',
  scope: 'customer-group',
  args: { groupId: groupArg('Group'), customerIds: memberPicker },
  confirm: (args, ctx) => `${confirmRemove(args, ctx)} The customers stay.`,
  run: removeMembers,
  undo: undoMembers,
})

/** The customers argument of a command on customers: the selection or the focused customer, else a picker. */
const customersArg = () => arg.entities({ label: 'Customers', default: chosenCustomers, search: pickerOf(customerEntity) })

export const addCustomersToGroup = defineCommand({
  id: 'customers.add-to-group',
  title: 'Add to group…',
  group: 'Customers',
  keywords: ['customer group', 'segment', 'vip'],
  hotkey: 'shift+g',
  scope: 'customer',
  args: {
    customerIds: customersArg(),
    // Not the focused group: on a group's panel this adds its selected members to another group.
    groupId: arg.entity({ label: 'Group', search: pickerOf(customerGroupEntity) }),
  },
  confirm: confirmAdd,
  run: addMembers,
  undo: undoMembers,
})

export const removeCustomersFromGroup = defineCommand({
  id: 'customers.remove-from-group',
  title: 'Remove from group…',
  group: 'Customers',
  keywords: ['customer group', 'segment', 'leave'],
  args: {
    customerIds: customersArg(),
    groupId: arg.entity({
      label: 'Group',
      description: 'Only the groups these customers are in',
      search: async (q, { queryClient, args }) => {
        const ids = Array.isArray(args.customerIds) ? (args.customerIds as string[]) : []
        const groupsOf = await Promise.all(ids.map((id) => queryClient.fetchQuery(customerGroupQueries.ofCustomer(id))))
        const byId = new Map(groupsOf.flat().map((g) => [g.id, g]))
        const found = [...byId.values()].filter((g) => matchesText(q, g.name)).sort((a, b) => a.name.localeCompare(b.name))
        return toOptions(customerGroupEntity, found, q)
      },
    }),
  },
  confirm: confirmRemove,
  run: removeMembers,
  undo: undoMembers,
})

export const customerGroupMemberCommands = [
  addGroupCustomers,
  addMatchingToGroup,
  removeGroupCustomers,
  addCustomersToGroup,
  removeCustomersFromGroup,
] as const
