import type { AdminGetCustomersParams, Customer } from '@medusajs/client-types'
import { customers } from '@/api/admin/customers'
import { addGroupCustomersMutation } from '@/atoms/customer-groups/keys'
import { toast, type CommandResult, type CommandTools } from '@/commands/core/define'
import { errorMessage } from '@/commands/core/run'
import { customersText } from '@/models/customers/entity'

/** Customers read per request while gathering, and sent per batch request. */
export const MATCH_PAGE = 100
export const ADD_CHUNK = 100

/**
 * Every customer the table's query matches, each once, and how many of them are already members.
 * All pages are read before anything is written: adding members can change what a filter on groups
 * matches, and offsets over a changing list skip or repeat rows.
 */
export async function gatherMatching(query: Readonly<Record<string, unknown>>, groupId: string): Promise<{ toAdd: Customer[]; already: number }> {
  // The table's own fields/expand are its business; membership needs the groups.
  const { fields: _fields, expand: _expand, limit: _limit, offset: _offset, ...filter } = query
  const seen = new Map<string, Customer>()
  let already = 0
  for (let offset = 0; ; ) {
    const params = { ...filter, expand: 'groups', offset, limit: MATCH_PAGE } as AdminGetCustomersParams
    const page = await customers.list(params)
    for (const customer of page.customers as Customer[]) {
      if (seen.has(customer.id)) continue
      seen.set(customer.id, customer)
      if (customer.groups?.some((g) => g.id === groupId)) already += 1
    }
    offset += page.customers.length
    if (!page.customers.length || offset >= page.count) break
  }
  const toAdd = [...seen.values()].filter((c) => !c.groups?.some((g) => g.id === groupId))
  return { toAdd, already }
}

/** A server message with the customers' emails in place of their ids (an operator never reads `cus_01…`). */
function named(message: string, chunk: readonly Customer[]): string {
  return chunk.reduce((text, c) => text.replaceAll(c.id, c.email), message)
}

/**
 * Adds every customer matching the customers table's filter to a group, in chunks, each customer
 * sent once. Each chunk's result is told as it lands (a toast while the console stays usable); a
 * failed chunk does not stop the others, and the run then fails with every chunk's result, so a
 * retry gathers again and sends only who is still missing.
 */
export async function addMatchingCustomers(groupId: string, groupName: string, tools: CommandTools): Promise<CommandResult> {
  const list = tools.ctx.list
  if (list?.kind !== 'customer') throw new Error('Open the customers table to add the customers it lists')
  const { toAdd, already } = await gatherMatching(list.query, groupId)
  const alreadyText = already ? `; ${customersText(already)} already in ${groupName}` : ''
  if (!toAdd.length) return toast(`Nothing to add to ${groupName}`, `All ${customersText(already)} matching are already members`)

  const chunks: Customer[][] = []
  for (let i = 0; i < toAdd.length; i += ADD_CHUNK) chunks.push(toAdd.slice(i, i + ADD_CHUNK))
  const results: string[] = []
  let added = 0
  for (const [index, chunk] of chunks.entries()) {
    const which = `Batch ${index + 1} of ${chunks.length} (${customersText(chunk.length)})`
    try {
      await tools.mutate(addGroupCustomersMutation, { id: groupId, customerIds: chunk.map((c) => c.id) })
      added += chunk.length
      results.push(`${which}: added`)
      tools.notify({ title: `${groupName}: ${added} of ${toAdd.length} added`, message: `${which} added`, tone: 'info' })
    } catch (error) {
      results.push(`${which}: failed: ${named(errorMessage(error), chunk)}`)
      tools.notify({ title: `${groupName}: batch ${index + 1} failed`, message: named(errorMessage(error), chunk), tone: 'error' })
    }
  }
  const summary = `Added ${added} of ${customersText(toAdd.length)} to ${groupName}${alreadyText}`
  if (added < toAdd.length) throw new Error(`${summary}. ${results.join('. ')}`)
  return toast(summary, results.join('\n'))
}
