import { customerQueries } from '@/atoms/customers/keys'
import { readFileText } from '@/commands/core/csv'
import { arg, defineCommand, toast, type CommandTools } from '@/commands/core/define'
import { CANCELED_TEXT } from '@/commands/core/outages'
import { pickedRecord } from '@/models/core/context'
import { grouped } from '@/models/core/text'
import { CUSTOMER_CSV_COLUMNS, planImport, planQuestion, planSummary, refusalText, type ImportPlan } from './customer-csv'
import { existingCustomers } from './import-lookup'
import { writeImport, writesOf, type WriteOutcome } from './import-write'

/**
 * Import customers from CSV (the format an export writes): a dry run sorts every line into create,
 * update, unchanged or refused (import-lookup.ts finds the existing customers in one walk, not one
 * request per line), the operator confirms the plan, then every line is written (import-write.ts).
 */

/** Up to this many lines written, the report names each; beyond, only those that were not written. */
export const REPORT_EVERY_LINE = 100
/** Lines the report names at most (the counts in its title account for every line). */
export const REPORT_LINES = 200

/** The plan as the preview page's one option: picking it accepts the preview. */
async function previewOptions(files: readonly File[] | undefined, tools: Pick<CommandTools, 'queryClient'>) {
  const file = files?.[0]
  if (!file) return []
  const { queryClient } = tools
  const { customer_groups: groups } = await queryClient.fetchQuery(customerQueries.groupOptions())
  const plan = await planImport(file.name, await readFileText(file), {
    groups,
    existing: (emails, withGroups) => existingCustomers(emails, withGroups, { queryClient, groups }),
  })
  const first = plan.refusals[0]
  if (!plan.creates.length && !plan.updates.length) throw new Error(`Nothing to write: ${planSummary(plan)}${first ? `. ${refusalText(first)}` : ''}`)
  return [{ id: 'plan', label: `Write: ${planSummary(plan)}`, hint: first ? refusalText(first) : 'No line refused', record: { ...plan, id: 'plan' } }]
}

const planOf = (ctx: CommandTools['ctx'], args: Record<string, unknown>) => pickedRecord<ImportPlan & { id: string }>(ctx, 'preview', args.preview)

const lineText = (outcome: WriteOutcome): string => {
  const { line, email } = outcome.write.row
  const what =
    outcome.status === 'failed'
      ? `failed, ${outcome.message}`
      : outcome.status === 'not sent'
        ? `not sent: ${CANCELED_TEXT.toLowerCase()}`
        : outcome.status === 'unanswered'
          ? 'the server did not answer whether it was written (importing the file again writes it only if it is missing)'
          : outcome.status
  return `Line ${line} (${email}): ${what}`
}

/** The report: every line of a small file in file order; of a large one, the lines not written. */
function reportOf(outcomes: readonly WriteOutcome[], plan: ImportPlan): string {
  const every = outcomes.length <= REPORT_EVERY_LINE
  const lines = [
    ...outcomes.filter((o) => every || !['created', 'updated'].includes(o.status)).map((o) => ({ line: o.write.row.line, text: lineText(o) })),
    ...plan.refusals.map((r) => ({ line: r.line, text: `${refusalText(r)} (refused)` })),
  ].sort((a, b) => a.line - b.line)
  const shown = lines.slice(0, REPORT_LINES).map((l) => l.text)
  if (lines.length > REPORT_LINES) shown.push(`…and ${grouped(lines.length - REPORT_LINES)} more`)
  return shown.join('\n')
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
  run: async (args, tools) => {
    const plan = planOf(tools.ctx, args)
    if (!plan) throw new Error('Preview the file first: nothing was written')
    const outcomes = await writeImport(writesOf(plan), tools)
    const count = (status: WriteOutcome['status']) => outcomes.filter((o) => o.status === status).length
    const unanswered = count('unanswered') ? `, ${grouped(count('unanswered'))} unanswered` : ''
    const notSent = count('not sent') ? `, ${grouped(count('not sent'))} not sent` : ''
    const refused = plan.refusals.length ? `, ${grouped(plan.refusals.length)} refused` : ''
    const title = `Import: ${grouped(count('created'))} created, ${grouped(count('updated'))} updated, ${grouped(count('failed'))} failed${unanswered}${notSent}${refused}`
    return toast(title, reportOf(outcomes, plan) || undefined)
  },
})
