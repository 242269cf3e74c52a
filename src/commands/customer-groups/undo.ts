import type { AdminGetCustomersParams, Customer } from '@medusajs/client-types'
import { customers } from '@/api/admin/customers'
import type { RecordSet } from '@/atoms/activity/entry'
import { addGroupCustomersMutation, removeGroupCustomersMutation } from '@/atoms/customer-groups/keys'
import { defineReverter, goneIsNone, type CurrentRecord, type Reverter } from '@/commands/core/undo'

/** Customers read one by one up to this many; beyond, the group's members are read once, in pages. */
const READ_ONE_BY_ONE = 50
const MEMBERS_PAGE = 1000
const READ_AT_ONCE = 10

/** A customer joining (true) or leaving (false) a group: what a membership command tells the journal. */
export function memberSet(customer: { id: string; name: string }, group: { id: string; name: string }, before: boolean, after: boolean): RecordSet {
  return { id: customer.id, name: customer.name, field: 'member', before, after, in: group }
}

/** Every member of a group, each by id (only ids are read): the membership of many customers at once. */
async function memberIds(groupId: string): Promise<Set<string>> {
  const ids = new Set<string>()
  for (let offset = 0; ; ) {
    const page = await customers.list({ groups: [groupId], fields: 'id', limit: MEMBERS_PAGE, offset } as AdminGetCustomersParams)
    for (const customer of page.customers) ids.add(customer.id)
    offset += page.customers.length
    if (!page.customers.length || offset >= page.count) break
  }
  return ids
}

/** Whether each customer is in the group now, and their email: read before a membership change, for its undo. */
export async function membershipOf(customerIds: readonly string[], groupId: string): Promise<Map<string, { name: string; member: boolean }>> {
  const found = new Map<string, { name: string; member: boolean }>()
  const read: Array<{ customer: unknown } | undefined> = []
  // A few at a time: a selection of a hundred customers is not a hundred requests at once.
  for (let at = 0; at < customerIds.length; at += READ_AT_ONCE) {
    read.push(...(await Promise.all(customerIds.slice(at, at + READ_AT_ONCE).map((id) => customers.retrieve(id, { expand: 'groups' }).catch(goneIsNone)))))
  }
  for (const answer of read) {
    const customer = answer?.customer as Customer | undefined
    if (customer) found.set(customer.id, { name: customer.email, member: Boolean(customer.groups?.some((g) => g.id === groupId)) })
  }
  return found
}

const current = (name: string, member: boolean, group: string): CurrentRecord => ({
  name,
  value: () => member,
  shown: () => (member ? `in ${group}` : `not in ${group}`),
})

/**
 * Membership read again: a few customers each with their groups; many through one read of the group's
 * members per undo run (again after an unanswered batch), so a 20,000-customer undo reads ids, not customers.
 */
function membersReverter(): Reverter {
  let members: Promise<Set<string>> | undefined
  return {
    kind: 'customer',
    chunk: 500,
    fieldName: (_field, plan) => `membership of ${plan.target?.name ?? 'the group'}`,
    read: async (ids, plan, _tools, again) => {
      const group = plan.target
      if (!group) return new Map()
      const now = new Map<string, CurrentRecord>()
      const names = new Map(plan.steps.map((step) => [step.id, step.name]))
      if (plan.steps.length <= READ_ONE_BY_ONE) {
        for (const [id, { name, member }] of await membershipOf(ids, group.id)) now.set(id, current(name, member, group.name))
        return now
      }
      if (again || !members) members = memberIds(group.id)
      const inGroup = await members
      // A customer deleted since reads as not in the group: sending them back would fail, and is said so.
      for (const id of ids) now.set(id, current(names.get(id) ?? '', inGroup.has(id), group.name))
      return now
    },
    write: async (steps, plan, tools) => {
      const group = plan.target
      if (!group) return
      const join = steps.filter((step) => step.before === true).map((step) => step.id)
      const leave = steps.filter((step) => step.before !== true).map((step) => step.id)
      if (leave.length) await tools.mutate(removeGroupCustomersMutation, { id: group.id, customerIds: leave })
      if (join.length) await tools.mutate(addGroupCustomersMutation, { id: group.id, customerIds: join })
    },
  }
}

/** The revert of customer-group membership: steps are customers, `member` true or false, the plan's target the group. */
export const GROUP_MEMBERS = defineReverter('customer-group-members', membersReverter)
