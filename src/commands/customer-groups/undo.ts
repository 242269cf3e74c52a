import type { AdminGetCustomersParams, Customer } from '@medusajs/client-types'
import { customers } from '@/api/admin/customers'
import type { ListFilter, RecordSet, UndoPlan } from '@/atoms/activity/entry'
import { addGroupCustomersMutation, removeGroupCustomersMutation } from '@/atoms/customer-groups/keys'
import { defineReverter, goneIsNone, type CurrentRecord, type Reverter } from '@/commands/core/undo'
import { readEveryPage } from '@/models/core/pages'

/** Customers read one by one up to this many; beyond, the group's members are read once, in pages. */
const READ_ONE_BY_ONE = 50
/**
 * Members per page: each page makes Medusa count and sort the whole group again (offset paging), so few
 * large pages beat many small ones (67,386 members: 68 pages of 1,000 were most of a 28 s undo; 7 of 10,000, 11 s).
 */
const MEMBERS_PAGE = 10_000
/** Pages of members read at the same time once the first has told how many there are. */
const MEMBER_PAGES_AT_ONCE = 2
/**
 * Customers sent back per DELETE or POST batch: Medusa's JSON body limit is 100 kB (body-parser's
 * default) and a `{"id":"cus_…"}` is about 42 bytes, so 1,000 is well inside it.
 */
const MEMBERS_CHUNK = 1000
const READ_AT_ONCE = 10

/** A customer joining (true) or leaving (false) a group: what a membership command tells the journal. */
export function memberSet(customer: { id: string; name: string }, group: { id: string; name: string }, before: boolean, after: boolean): RecordSet {
  return { id: customer.id, name: customer.name, field: 'member', before, after, in: group }
}

/**
 * Every member of a group, each by id: the membership of many customers at once. In id order, so pages
 * read side by side neither skip nor repeat a member (Medusa orders none by default).
 */
async function memberIds(groupId: string, within: ListFilter = {}): Promise<Set<string>> {
  const ids = new Set<string>()
  const page = async (offset: number) => {
    const { customers: rows, count } = await customers.list({ ...within, groups: [groupId], fields: 'id', order: 'id', limit: MEMBERS_PAGE, offset } as AdminGetCustomersParams)
    return { rows, count }
  }
  await readEveryPage(page, MEMBER_PAGES_AT_ONCE, (rows) => {
    for (const customer of rows) ids.add(customer.id)
  })
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

/**
 * The steps' customers that are members now, read through the filter they matched when the run found
 * them (its plan's `within`): the members matching it, not the whole group (18,378 added to a group of
 * 67,386 are two pages, not seven). A customer the filter no longer finds (an email changed since) is
 * read by itself when few are, else the whole group is read.
 */
async function membersThrough(groupId: string, plan: UndoPlan): Promise<Set<string>> {
  if (!plan.within) return memberIds(groupId)
  const found = await memberIds(groupId, plan.within)
  const unseen = plan.steps.flatMap((step) => (found.has(step.id) ? [] : [step.id]))
  if (unseen.length > READ_ONE_BY_ONE) return memberIds(groupId)
  for (const [id, { member }] of await membershipOf(unseen, groupId)) if (member) found.add(id)
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
    chunk: MEMBERS_CHUNK,
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
      if (again || !members) members = membersThrough(group.id, plan)
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
