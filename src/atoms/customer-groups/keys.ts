import type {
  AdminGetCustomerGroupsParams,
  AdminGetGroupsGroupCustomersParams,
  AdminPostCustomerGroupsGroupReq,
  AdminPostCustomerGroupsReq,
  Customer,
  CustomerGroup,
} from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { customerGroups } from '@/api/admin/customer-groups'
import { customers } from '@/api/admin/customers'
import { mutation, queryAtomFamily } from '@/atoms/core/query'
import { customerQueries } from '@/atoms/customers/keys'

/**
 * A group as the console shows it: Medusa's record plus how many customers it holds. Medusa has no
 * count on the group itself; the count comes from its customers list (one row asked for), so a
 * confirm question can say "Delete VIP (312 customers)?" without loading every member.
 */
export type CountedGroup = CustomerGroup & { member_count?: number }

/** Medusa's members list answers with the count of every member; one row is the cheapest ask. */
const countMembers = async (id: string) => (await customerGroups.listCustomers(id, { limit: 1 })).count

export const customerGroupQueries = {
  all: ['customer-groups'] as const,
  lists: () => [...customerGroupQueries.all, 'list'] as const,
  list: (query: AdminGetCustomerGroupsParams) =>
    queryOptions({ queryKey: [...customerGroupQueries.lists(), query] as const, queryFn: () => customerGroups.list(query) }),
  searches: () => [...customerGroupQueries.all, 'search'] as const,
  /** The customers table's group filter choices (customerQueries.groupOptions keeps its list there). */
  filterOptions: () => [...customerGroupQueries.all, 'filter-options'] as const,
  /** Picker search by name, each group with its member count (a picker lists at most 20). */
  search: (q: string) =>
    queryOptions({
      queryKey: [...customerGroupQueries.searches(), q] as const,
      queryFn: async () => {
        const { customer_groups } = await customerGroups.list({ q: q || undefined, limit: 20, order: 'name' })
        const counts = await Promise.all(customer_groups.map((g) => countMembers(g.id)))
        return customer_groups.map((g, i): CountedGroup => ({ ...g, member_count: counts[i] }))
      },
    }),
  /** The group with its member count: its panel, its table row's focus and confirm questions read it. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...customerGroupQueries.all, 'detail', id] as const,
      queryFn: async () => {
        const [{ customer_group }, member_count] = await Promise.all([customerGroups.retrieve(id), countMembers(id)])
        return { customer_group: { ...customer_group, member_count } as CountedGroup }
      },
    }),
  memberCount: (id: string) =>
    queryOptions({ queryKey: [...customerGroupQueries.all, 'detail', id, 'count'] as const, queryFn: () => countMembers(id) }),
  members: (id: string, query: AdminGetGroupsGroupCustomersParams) =>
    queryOptions({
      queryKey: [...customerGroupQueries.all, 'detail', id, 'members', query] as const,
      queryFn: () => customerGroups.listCustomers(id, query),
    }),
  /** The groups a customer is in (kept under the customer's keys: a customer change refetches it). */
  ofCustomer: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.all, 'groups', customerId] as const,
      queryFn: async () => ((await customers.retrieve(customerId, { expand: 'groups' })).customer as Customer).groups ?? [],
    }),
}

export const customerGroupListAtom = queryAtomFamily(customerGroupQueries.list)
export const customerGroupDetailAtom = queryAtomFamily(customerGroupQueries.detail)
export const customerGroupMemberCountAtom = queryAtomFamily(customerGroupQueries.memberCount)
export const customerGroupMembersAtom = queryAtomFamily(({ id, query }: { id: string; query: AdminGetGroupsGroupCustomersParams }) =>
  customerGroupQueries.members(id, query),
)

// Membership shows on both sides: the group (count, members) and its customers (their groups, the
// customers table filtered by group). A change refetches both.
const groupsAndCustomers = [customerGroupQueries.all, customerQueries.all] as const

export const createCustomerGroupMutation = mutation({
  mutationFn: (body: AdminPostCustomerGroupsReq) => customerGroups.create(body),
  invalidates: [customerGroupQueries.all],
})

export const updateCustomerGroupMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostCustomerGroupsGroupReq }) => customerGroups.update(id, body),
  invalidates: groupsAndCustomers,
})

export const deleteCustomerGroupMutation = mutation({
  mutationFn: (id: string) => customerGroups.delete(id),
  // The deleted group's own detail is not refetched: it would only answer 404.
  invalidates: [customerGroupQueries.lists(), customerGroupQueries.searches(), customerGroupQueries.filterOptions(), customerQueries.all],
})

export const addGroupCustomersMutation = mutation({
  mutationFn: ({ id, customerIds }: { id: string; customerIds: readonly string[] }) =>
    customerGroups.addCustomers(id, { customer_ids: customerIds.map((customerId) => ({ id: customerId })) }),
  invalidates: groupsAndCustomers,
})

export const removeGroupCustomersMutation = mutation({
  mutationFn: ({ id, customerIds }: { id: string; customerIds: readonly string[] }) =>
    customerGroups.removeCustomers(id, { customer_ids: customerIds.map((customerId) => ({ id: customerId })) }),
  invalidates: groupsAndCustomers,
})
