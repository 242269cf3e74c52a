import type { AdminGetCustomersParams, Customer } from '@medusajs/client-types'
import { customerQueries } from '@/atoms/customers/keys'
import { arg, defineCommand, type CommandTools, inGroup } from '@/commands/core/define'
import { exportCsv } from '@/commands/core/export-file'
import type { CommandContext } from '@/models/core/context'
import { day } from '@/models/core/text'
import { EXPORT_PAGE, walkCustomers } from './export-walk'
import { CUSTOMER_CSV_COLUMNS, customerCsvRow } from './customer-csv'
import { importCustomers } from './import-customers'

type HasAccount = 'any' | 'yes' | 'no'
const accountChoices = [
  { value: 'any', label: 'Everyone' },
  { value: 'yes', label: 'Registered', hint: 'has an account' },
  { value: 'no', label: 'Guests', hint: 'no account' },
] as const

/** The customers table on screen (ctx.list): its filters fill the export's arguments, so nothing is asked. */
const tableQuery = (ctx: CommandContext) => (ctx.list?.kind === 'customer' ? ctx.list.query : undefined)
const fromTable = <T>(read: (query: Readonly<Record<string, unknown>>) => T) => (ctx: CommandContext) => {
  const query = tableQuery(ctx)
  return query ? read(query) : undefined
}

/** The customer groups as picker options, matched by name as typed. */
async function groupOptions(q: string, { queryClient }: { queryClient: CommandTools['queryClient'] }) {
  const { customer_groups } = await queryClient.fetchQuery(customerQueries.groupOptions())
  const needle = q.trim().toLowerCase()
  return customer_groups.filter((g) => g.name.toLowerCase().includes(needle)).map((g) => ({ id: g.id, label: g.name, record: g }))
}

/**
 * The list filters of an export. Not `groups[]`: with it Medusa joins only the matching groups, and
 * a CSV whose groups column lost the others would, re-imported, drop those memberships. The groups
 * filter is applied here instead, on each customer's whole membership.
 */
export function exportQuery(a: { q?: string; hasAccount?: HasAccount }): AdminGetCustomersParams {
  return {
    q: a.q || undefined,
    has_account: a.hasAccount === undefined || a.hasAccount === 'any' ? undefined : a.hasAccount === 'yes',
  }
}

const inGroups = (groupIds: readonly string[] | undefined) => (customer: Customer) =>
  !groupIds?.length || (customer.groups ?? []).some((g) => groupIds.includes(g.id))

export const exportCustomers = defineCommand({
  id: 'customers.export',
  reads: true,
  title: 'Export customers as CSV',
  keywords: ['download', 'csv', 'spreadsheet', 'backup'],
  args: {
    // The table's filters (its Export button hands them in, the palette reads ctx.list); elsewhere asked.
    q: arg.text({
      label: 'Matching (email or name)',
      description: 'The file lists the customers in the order they were created',
      optional: true,
      placeholder: 'Empty: every customer',
      default: fromTable((query) => (typeof query.q === 'string' ? query.q : '')),
    }),
    hasAccount: arg.choice<HasAccount>()({
      label: 'Account',
      options: accountChoices,
      default: fromTable((query): HasAccount => (query.has_account === true ? 'yes' : query.has_account === false ? 'no' : 'any')),
    }),
    groupIds: arg.entities({
      label: 'In groups',
      optional: true,
      search: groupOptions,
      default: fromTable((query) => (Array.isArray(query.groups) ? query.groups.map(String) : [])),
    }),
  },
  /** Streams (core/export-file.ts): each page becomes CSV text at once, in creation order; no list of every customer is kept. */
  run: async (a, tools) =>
    exportCsv<Customer>(
      {
        command: { id: 'customers.export', args: a },
        title: 'Exporting customers',
        noun: { one: 'customer', many: 'customers' },
        columns: CUSTOMER_CSV_COLUMNS,
        lines: (customers) => customers.filter(inGroups(a.groupIds)).map(customerCsvRow),
        walk: (send, take) => walkCustomers(exportQuery(a), (query) => send(() => tools.fetch(customerQueries.exportPage(query))), take, EXPORT_PAGE),
        filename: `customers-${day(new Date().toISOString())}.csv`,
        nothing: 'No customer matches these filters: nothing to export',
      },
      tools,
    ),
})

export const customerFileCommands = inGroup('Customers', [exportCustomers, importCustomers])
