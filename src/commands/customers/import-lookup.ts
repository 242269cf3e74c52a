import type { AdminGetCustomersParams, Customer, CustomerGroup } from '@medusajs/client-types'
import type { QueryClient } from '@tanstack/react-query'
import { customers } from '@/api/admin/customers'
import { customerQueries } from '@/atoms/customers/keys'
import { readEveryPage } from '@/models/core/pages'
import { walkCustomers } from './export-walk'

/**
 * The customers import's dry run (issue #32): which emails of the file are customers already. Medusa
 * 1.20's customer list filters by `q` (a substring of email or name), not by a list of emails: a few
 * emails are each asked with `q`; a file of more walks every customer once and matches emails here.
 * On the large store (100,058 customers, a busy 2-core machine), `q` costs about 230 ms a request, so
 * 20,000 lines asked one by one would take over an hour; the walk takes 4-5 s over 13 requests.
 */

/** Emails asked one by one (with `q`) up to this many; beyond, every customer is walked. */
export const LOOKUP_ONE_BY_ONE = 10
/**
 * Customers per page of the walk (keyset by creation, export-walk.ts), without `expand`: the groups
 * join makes a page of 5,000 cost about 1 s instead of 0.2 s (100,058 customers: 25 s against 4.7 s).
 */
export const LOOKUP_PAGE = 10_000
/** Customers whose groups are read one by one up to this many; beyond, every group's members are read. */
export const GROUPS_ONE_BY_ONE = 20
/** Members per page when every group's members are read (77,596 memberships: 9 requests, about 5 s). */
const MEMBERS_PAGE = 10_000
const PAGES_AT_ONCE = 2
/** Single reads sent at the same time. */
const READ_AT_ONCE = 5

/** A guest and a registered customer may share an email: the registered one is the customer. */
const preferred = (a: Customer | undefined, b: Customer) => (a?.has_account ? a : b.has_account || !a ? b : a)

/** Runs `read` on each item, `atOnce` at a time, in order. */
async function inSteps<T, R>(items: readonly T[], atOnce: number, read: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = []
  for (let at = 0; at < items.length; at += atOnce) answers.push(...(await Promise.all(items.slice(at, at + atOnce).map(read))))
  return answers
}

/** The customers of a few emails, each asked with `q` (which narrows; the email is matched exactly here). */
async function byEachEmail(emails: readonly string[], queryClient: QueryClient): Promise<Map<string, Customer>> {
  const found = new Map<string, Customer>()
  await inSteps(emails, READ_AT_ONCE, async (email) => {
    const { customers: matches } = await queryClient.fetchQuery(customerQueries.byEmail(email))
    for (const customer of matches) if (customer.email.toLowerCase() === email) found.set(email, preferred(found.get(email), customer))
  })
  return found
}

/** Every customer walked once in creation order; those whose email the file holds are kept. */
async function byWalk(emails: readonly string[]): Promise<Map<string, Customer>> {
  const wanted = new Set(emails)
  const found = new Map<string, Customer>()
  const read = async (query: AdminGetCustomersParams) => {
    const page = await customers.list(query)
    return { customers: page.customers as Customer[], count: page.count }
  }
  await walkCustomers({}, read, (page) => {
    for (const customer of page) {
      const email = customer.email.toLowerCase()
      if (wanted.has(email)) found.set(email, preferred(found.get(email), customer))
    }
  }, LOOKUP_PAGE)
  return found
}

/** Every group's members by id (in id order, so pages read side by side neither skip nor repeat one). */
async function membershipsOf(groups: readonly Pick<CustomerGroup, 'id' | 'name'>[]): Promise<Map<string, Array<Pick<CustomerGroup, 'id' | 'name'>>>> {
  const memberships = new Map<string, Array<Pick<CustomerGroup, 'id' | 'name'>>>()
  for (const group of groups) {
    const page = async (offset: number) => {
      const { customers: rows, count } = await customers.list({ groups: [group.id], fields: 'id', order: 'id', limit: MEMBERS_PAGE, offset } as AdminGetCustomersParams)
      return { rows, count }
    }
    await readEveryPage(page, PAGES_AT_ONCE, (rows) => {
      for (const { id } of rows) memberships.set(id, [...(memberships.get(id) ?? []), group])
    })
  }
  return memberships
}

/**
 * The groups of the customers whose lines set groups: a few read one by one, more through every
 * group's members (the groups the import knows by name: a customer's other groups are not told apart).
 */
async function withTheirGroups(found: Map<string, Customer>, emails: ReadonlySet<string>, groups: readonly Pick<CustomerGroup, 'id' | 'name'>[]): Promise<void> {
  const need = [...emails].flatMap((email) => {
    const customer = found.get(email)
    return customer && !customer.groups ? [[email, customer] as const] : []
  })
  if (!need.length) return
  if (need.length <= GROUPS_ONE_BY_ONE) {
    const read = await inSteps(need, READ_AT_ONCE, async ([email, { id }]) => [email, (await customers.retrieve(id, { expand: 'groups' })).customer as Customer] as const)
    for (const [email, customer] of read) found.set(email, customer)
    return
  }
  const memberships = await membershipsOf(groups)
  for (const [email, customer] of need) found.set(email, { ...customer, groups: (memberships.get(customer.id) ?? []) as CustomerGroup[] })
}

/**
 * The existing customers of the file's emails (lowercase), by email; those of `withGroups` with their
 * groups. Asked through `q` for a few emails, else by one walk of every customer.
 */
export async function existingCustomers(
  emails: readonly string[],
  withGroups: ReadonlySet<string>,
  tools: { queryClient: QueryClient; groups: readonly Pick<CustomerGroup, 'id' | 'name'>[] },
): Promise<Map<string, Customer>> {
  // The `q` answer comes with its groups already (customerQueries.byEmail expands them).
  if (emails.length <= LOOKUP_ONE_BY_ONE) return byEachEmail(emails, tools.queryClient)
  const found = await byWalk(emails)
  await withTheirGroups(found, withGroups, tools.groups)
  return found
}
