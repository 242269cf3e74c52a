import type { AdminGetCustomersParams, Customer } from '@medusajs/client-types'
import { customers } from '@/api/admin/customers'
import { addGroupCustomersMutation } from '@/atoms/customer-groups/keys'
import { addMatching } from '@/commands/core/batches'
import type { CommandResult, CommandTools } from '@/commands/core/define'
import { customersText } from '@/models/customers/entity'
import { recordSets } from '@/commands/core/undo'
import { memberSet } from './undo'

/** Customers read per request while gathering, and sent per batch request. */
export const MATCH_PAGE = 100
export const ADD_CHUNK = 100

/**
 * Every customer the table's query matches, each once, with their groups. All pages are read before
 * anything is written: adding members can change what a filter on groups matches, and offsets over a
 * changing list skip or repeat rows.
 */
async function gatherMatching(query: Readonly<Record<string, unknown>>): Promise<Customer[]> {
  // The table's own fields/expand are its business; membership needs the groups.
  const { fields: _fields, expand: _expand, limit: _limit, offset: _offset, ...filter } = query
  const seen = new Map<string, Customer>()
  for (let offset = 0; ; ) {
    const params = { ...filter, expand: 'groups', offset, limit: MATCH_PAGE } as AdminGetCustomersParams
    const page = await customers.list(params)
    for (const customer of page.customers as Customer[]) if (!seen.has(customer.id)) seen.set(customer.id, customer)
    offset += page.customers.length
    if (!page.customers.length || offset >= page.count) break
  }
  return [...seen.values()]
}

/**
 * Adds every customer matching the customers table's filter to a group (commands/core/batches.ts:
 * in chunks, each customer sent once, each chunk told as it lands, a retry sending only who is still
 * missing).
 */
export async function addMatchingCustomers(groupId: string, groupName: string, tools: CommandTools): Promise<CommandResult> {
  const inGroup = (customer: Customer) => Boolean(customer.groups?.some((g) => g.id === groupId))
  // Each batch that landed tells the journal who joined by it, by email: what an undo takes out again.
  const emails = new Map<string, string>()
  const group = { id: groupId, name: groupName }
  return addMatching(
    {
      kind: 'customer',
      plural: 'customers',
      count: customersText,
      gather: async (query) => {
        const found = await gatherMatching(query)
        for (const customer of found) emails.set(customer.id, customer.email)
        return found
      },
      name: (customer) => customer.email,
      chunk: ADD_CHUNK,
      target: groupName,
      isMember: inGroup,
      alreadyAre: 'members',
      send: async (ids) => {
        await tools.mutate(addGroupCustomersMutation, { id: groupId, customerIds: [...ids] })
        recordSets(tools, ids.map((id) => memberSet({ id, name: emails.get(id) ?? '' }, group, false, true)))
      },
    },
    tools,
  )
}
