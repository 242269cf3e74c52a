import type { AdminGetCustomersParams, AdminPostCustomersCustomerReq, Customer } from '@medusajs/client-types'
import { isSameRun, runningCommandsAtom } from '@/atoms/core/running'
import { createCustomerMutation, customerQueries, updateCustomerMutation } from '@/atoms/customers/keys'
import { arg, defineCommand, download, toast, type CommandTools, inGroup } from '@/commands/core/define'
import { CANCELED_TEXT, pausableRun } from '@/commands/core/outages'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { readFileText, toCsv } from '@/commands/core/csv'
import { errorMessage } from '@/commands/core/run'
import { day, grouped } from '@/models/core/text'
import { randomPassword } from './customers'
import { EXPORT_PAGE, walkCustomers, type ReadCustomers } from './export-walk'
import {
  CUSTOMER_CSV_COLUMNS,
  customerCsvRow,
  planImport,
  planQuestion,
  planSummary,
  refusalText,
  type ImportPlan,
  type ImportRow,
} from './customer-csv'

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

/** How often a running export tells how far it got: a toast lasts 3 s, so at most two are on screen. */
export const EXPORT_PROGRESS_MS = 2000
const EXPORT_ID = 'customers.export'

/** The CSV's header line as toCsv writes it: each page's text is written without it. */
const CSV_HEADER = toCsv(CUSTOMER_CSV_COLUMNS, [])

/**
 * The run of this export the runner awaits (none in a test harness): once the operator stops waiting
 * for it (the tray's Stop, atoms/core/running), the export reads no page more.
 */
function stopWatch(store: CommandTools['store'], args: Readonly<Record<string, unknown>>): () => boolean {
  const key = store.get(runningCommandsAtom).find((run) => isSameRun(run, EXPORT_ID, args))?.key
  return () => key !== undefined && !store.get(runningCommandsAtom).some((run) => run.key === key)
}

export const exportCustomers = defineCommand({
  id: 'customers.export',
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
  /**
   * Streams: each page becomes CSV text at once, as a Blob part (no list of every customer is kept),
   * in creation order. Told every EXPORT_PROGRESS_MS; an outage pauses it on the page it was reading.
   */
  run: async (a, tools) => {
    const stopped = stopWatch(tools.store, a)
    const parts: Blob[] = []
    let [read, written, total] = [0, 0, 0]
    let toldAt = Date.now()
    const howFar = () => `${grouped(read)} of ${grouped(total)} customers`
    const run = pausableRun(tools, 'Exporting customers', howFar())
    const readPage: ReadCustomers = async (query) => {
      if (stopped()) throw new Error('You stopped waiting for it')
      const sent = await run.send(() => tools.fetch(customerQueries.exportPage(query)))
      if (!sent.sent) throw new Error(CANCELED_TEXT)
      return sent.value
    }
    try {
      const take = (customers: Customer[], all: number) => {
        total = all
        read += customers.length
        const rows = customers.filter(inGroups(a.groupIds)).map(customerCsvRow)
        if (rows.length) parts.push(new Blob([written ? '\r\n' : '', toCsv(CUSTOMER_CSV_COLUMNS, rows).slice(CSV_HEADER.length)]))
        written += rows.length
        run.progress(howFar())
        if (Date.now() - toldAt < EXPORT_PROGRESS_MS) return
        toldAt = Date.now()
        tools.notify({ title: `Exporting customers: ${howFar()}…`, message: `${grouped(written)} written to the file`, tone: 'info' })
      }
      await walkCustomers(exportQuery(a), readPage, take, EXPORT_PAGE)
    } catch (error) {
      throw new Error(`The export stopped after ${howFar()}: ${errorMessage(error).replace(/\.$/, '')}. No file was saved: run it again for every customer.`, { cause: error })
    } finally {
      run.end()
    }
    if (!written) throw new Error('No customer matches these filters: nothing to export')
    // A BOM first, so spreadsheets read accents as UTF-8 (as csvDownload writes it).
    const file = new Blob(['\uFEFF', CSV_HEADER, ...parts], { type: 'text/csv;charset=utf-8' })
    return download(`customers-${day(new Date().toISOString())}.csv`, URL.createObjectURL(file))
  },
})

/** The plan as the preview page's one option: picking it accepts the preview. */
async function previewOptions(files: readonly File[] | undefined, tools: Pick<CommandTools, 'queryClient'>) {
  const file = files?.[0]
  if (!file) return []
  const { queryClient } = tools
  const { customer_groups } = await queryClient.fetchQuery(customerQueries.groupOptions())
  const plan = await planImport(file.name, await readFileText(file), {
    groups: customer_groups,
    existing: async (email) => {
      const { customers } = await queryClient.fetchQuery(customerQueries.byEmail(email))
      const matches = customers.filter((c) => c.email.toLowerCase() === email)
      // A guest and a registered customer may share an email: the registered one is the customer.
      return matches.find((c) => c.has_account) ?? matches[0]
    },
  })
  if (!plan.creates.length && !plan.updates.length) {
    const first = plan.refusals[0]
    throw new Error(`Nothing to write: ${planSummary(plan)}${first ? `. ${refusalText(first)}` : ''}`)
  }
  const first = plan.refusals[0]
  return [{ id: 'plan', label: `Write: ${planSummary(plan)}`, hint: first ? refusalText(first) : 'No line refused', record: { ...plan, id: 'plan' } }]
}

const planOf = (ctx: CommandTools['ctx'], args: Record<string, unknown>) => pickedRecord<ImportPlan & { id: string }>(ctx, 'preview', args.preview)

function body(row: ImportRow): AdminPostCustomersCustomerReq {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    groups: row.groupIds?.map((id) => ({ id })),
  }
}

export const importCustomers = defineCommand({
  id: 'customers.import',
  title: 'Import customers from CSV',
  keywords: ['upload', 'csv', 'spreadsheet', 'bulk create', 'bulk update'],
  args: {
    file: arg.file({ label: 'CSV file', accept: '.csv,text/csv', description: `Columns: ${CUSTOMER_CSV_COLUMNS.join(', ')} (as an export writes them)` }),
    preview: arg.entity({ label: 'Preview', search: (_q, tools) => previewOptions(tools.args.file as File[] | undefined, tools) }),
  },
  confirm: (args, ctx) => {
    const plan = planOf(ctx, args)
    return plan ? planQuestion(plan) : 'Write the customers of this file?'
  },
  run: async (args, { ctx, mutate }) => {
    const plan = planOf(ctx, args)
    if (!plan) throw new Error('Preview the file first: nothing was written')
    const report: string[] = []
    let [created, updated, failed] = [0, 0, 0]
    // One row at a time, in file order: a failure stops only its own row.
    for (const row of plan.creates) {
      try {
        const { customer } = await mutate(createCustomerMutation, {
          email: row.email,
          first_name: row.first_name ?? '',
          last_name: row.last_name ?? '',
          phone: row.phone,
          password: randomPassword(),
        })
        if (row.groupIds?.length) await mutate(updateCustomerMutation, { id: customer.id, body: { groups: row.groupIds.map((id) => ({ id })) } })
        created += 1
        report.push(`Line ${row.line} (${row.email}): created`)
      } catch (error) {
        failed += 1
        report.push(`Line ${row.line} (${row.email}): failed, ${errorMessage(error)}`)
      }
    }
    for (const row of plan.updates) {
      try {
        await mutate(updateCustomerMutation, { id: row.customerId, body: body(row) })
        updated += 1
        report.push(`Line ${row.line} (${row.email}): updated`)
      } catch (error) {
        failed += 1
        report.push(`Line ${row.line} (${row.email}): failed, ${errorMessage(error)}`)
      }
    }
    report.push(...plan.refusals.map((r) => `${refusalText(r)} (refused)`))
    report.sort((a, b) => lineOf(a) - lineOf(b))
    const refused = plan.refusals.length ? `, ${grouped(plan.refusals.length)} refused` : ''
    return toast(`Import: ${grouped(created)} created, ${grouped(updated)} updated, ${grouped(failed)} failed${refused}`, report.join('\n'))
  },
})

const lineOf = (text: string) => Number(/^Line (\d+)/.exec(text)?.[1] ?? 0)

export const customerFileCommands = inGroup('Customers', [exportCustomers, importCustomers])
