import type { AdminGetCustomersParams, Customer } from '@medusajs/client-types'
import { customers } from '@/api/admin/customers'
import type { ListFilter } from '@/atoms/activity/entry'
import { addGroupCustomersMutation } from '@/atoms/customer-groups/keys'
import { addMatching } from '@/commands/core/batches'
import { readEveryPage } from '@/models/core/pages'
import type { CommandResult, CommandTools } from '@/commands/core/define'
import { customersText } from '@/models/customers/entity'
import { recordSets } from '@/commands/core/undo'
import { memberSet } from './undo'

/**
 * Customers read per request while gathering. On the large store (18,378 customers matching
 * 'example.net', issue #32) a page costs Medusa about the same at 100 as at 5,000 (its search scans
 * and counts every row each time: 100-200 ms against 230-330 ms), and as much at offset 15,000 as at 0,
 * so a few large pages beat 184 small ones.
 */
export const MATCH_PAGE = 5000
/** Pages read at the same time once the first has told how many match. */
export const MATCH_PAGES_AT_ONCE = 2
/**
 * Customers sent per batch request: Medusa's JSON body limit is 100 kB (body-parser's default) and a
 * `{"id":"cus_…"}` is about 42 bytes, so 1,000 is well inside it.
 */
export const ADD_CHUNK = 1000

/**
 * The filter of a table's query: its own fields/expand/order/paging are its business (membership needs
 * the groups; Medusa 1.20 ignores `fields` on this list: only `expand` changes what it reads).
 */
export function filterOf(query: ListFilter): ListFilter {
  const { fields: _fields, expand: _expand, limit: _limit, offset: _offset, order: _order, ...filter } = query
  return filter
}

/**
 * Every customer the table's query matches, each once, with their groups. All pages are read before
 * anything is written: adding members can change what a filter on groups matches. In id order whatever
 * the table's order, so pages read side by side neither skip nor repeat a customer (Medusa orders
 * none by default, and ties in a table's order, such as an email, come in no set order).
 */
async function gatherMatching(filter: ListFilter): Promise<Customer[]> {
  const page = async (offset: number) => {
    const { customers: rows, count } = await customers.list({ ...filter, expand: 'groups', order: 'id', offset, limit: MATCH_PAGE } as AdminGetCustomersParams)
    return { rows: rows as Customer[], count }
  }
  const seen = new Map<string, Customer>()
  await readEveryPage(page, MATCH_PAGES_AT_ONCE, (rows) => {
    for (const customer of rows) if (!seen.has(customer.id)) seen.set(customer.id, customer)
  })
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
  // The filter they matched: the undo reads them again through it (they are a few of a large group).
  let within: ListFilter | undefined
  return addMatching(
    {
      kind: 'customer',
      plural: 'customers',
      count: customersText,
      gather: async (query) => {
        within = filterOf(query)
        const found = await gatherMatching(within)
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
        recordSets(tools, ids.map((id, at) => ({ ...memberSet({ id, name: emails.get(id) ?? '' }, group, false, true), ...(at === 0 && within ? { within } : {}) })))
      },
    },
    tools,
  )
}
