import type { BatchJob } from '@medusajs/client-types'
import Papa from 'papaparse'
import { dryRunImportQueries, type ImportTarget } from '@/atoms/batch-jobs/dryRunImport'
import { cancelBatchJobMutation, confirmBatchJobMutation } from '@/atoms/batch-jobs/keys'
import { watchBatchJob, type WatchSpec } from '@/atoms/batch-jobs/watch'
import type { ArgSpecs, EntityOption, PartialArgs } from '@/commands/core/args'
import { readCsvTable, readFileText } from '@/commands/core/csv'
import { arg, defineCommand, toast, type CommandResult, type CommandTools } from '@/commands/core/define'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { grouped } from '@/models/core/text'
import { jobTools } from './run'

/**
 * The dry-run import flow of Medusa's import jobs (products; the price-list import reuses its check): the file is
 * checked line by line here (refusals by line and column, nothing sent), uploaded, pre-processed by
 * Medusa in a dry-run job, and the operator decides on Medusa's summary: confirm or cancel the job.
 * The decision is typed (ImportDecision); the dry run's page offers it as two options whose records
 * carry it, so the confirm question and the run read the decision, never an option's id.
 */

// ---- the file, checked line by line ----

export interface CsvRefusal {
  /** The file's line (the header is line 1); 1 for a fault of the header itself. */
  line: number
  column?: string
  reason: string
}

export const refusalLine = (r: CsvRefusal) => `Line ${r.line}${r.column ? `, ${r.column}` : ''}: ${r.reason}`

export interface CheckedCsv {
  /** The file as Medusa reads it: `;`-separated, the same rows. */
  text: string
  rows: number
  refusals: CsvRefusal[]
}

/** What one kind of import file allows, given its header's (trimmed) column names. */
interface CsvRules {
  /** What is wrong with the header: unknown or missing columns. */
  header: CsvRefusal[]
  /** Said of a file with a header and no line. */
  noLines: string
  /** What is wrong with one line (its trimmed cells, in the header's order). */
  line: (values: readonly string[], line: number) => CsvRefusal[]
}

/**
 * Reads an import CSV (`;`, `,` or tab-separated, a BOM dropped), checks its header, its cell counts
 * and each line by the rules, and rewrites it with `;` as Medusa reads it (CRLF, no line ending after
 * the last line). Refusals come sorted by line.
 */
export function checkCsv(raw: string, rulesFor: (columns: readonly string[]) => CsvRules): CheckedCsv {
  const { header, headerLine, records, faults } = readCsvTable(raw, [';', ',', '\t'])
  const columns = header.map((c) => c.trim())
  if (!columns.filter(Boolean).length) return { text: '', rows: 0, refusals: [{ line: 1, reason: 'The file has no header line' }] }
  const rules = rulesFor(columns)
  const refusals = [...rules.header]
  if (!records.length) refusals.push({ line: headerLine + 1, reason: rules.noLines })
  for (const [line, reason] of faults) refusals.push({ line, reason })
  // Lines as the file numbers them: blank lines are skipped, not renumbered.
  for (const { line, cells } of records) {
    const values = cells.map((c) => c.trim())
    if (values.length > columns.length) refusals.push({ line, reason: `${grouped(values.length)} cells for ${grouped(columns.length)} columns` })
    refusals.push(...rules.line(values, line))
  }
  const text = Papa.unparse({ fields: columns, data: records.map(({ cells }) => columns.map((_, at) => (cells[at] ?? '').trim())) }, { delimiter: ';', newline: '\r\n' })
  return { text, rows: records.length, refusals: refusals.sort((a, b) => a.line - b.line) }
}

const SHOWN = 8

/** Stops the flow before anything is sent when the check refused lines, naming the first few. */
export function refuseLines(fileName: string, refusals: readonly CsvRefusal[]): void {
  if (!refusals.length) return
  const more = refusals.length > SHOWN ? ` …and ${grouped(refusals.length - SHOWN)} more` : ''
  throw new Error(`${fileName} was not sent: ${grouped(refusals.length)} refused. ${refusals.slice(0, SHOWN).map(refusalLine).join('; ')}${more}`)
}

// ---- the decision ----

/** What Medusa's dry run found (its job, its summary), with what the command learnt beside it (`plan`). */
export interface DryRunPlan<P> {
  jobId: string
  summary: readonly string[]
  plan: P
}

/** The operator's decision on a dry run. */
export type ImportDecision<P> = (DryRunPlan<P> & { action: 'confirm' }) | (DryRunPlan<P> & { action: 'cancel' })

/** A dry run page's option: its record carries the decision (its id only tells the two apart). */
interface DecisionOption<P> {
  id: ImportDecision<P>['action']
  decision: ImportDecision<P>
}

const PAGE = 'plan'

/** The decision picked on the dry run's page: the one place an option becomes a typed decision. */
const decisionIn = <P>(ctx: CommandContext, args: PartialArgs): ImportDecision<P> | undefined =>
  pickedRecord<DecisionOption<P>>(ctx, PAGE, args[PAGE])?.decision

const option = <P>(decision: ImportDecision<P>, label: string, hint: string): EntityOption => ({
  id: decision.action,
  label,
  hint,
  record: { id: decision.action, decision } satisfies DecisionOption<P>,
})

const nothingWritten = (keeps: string | undefined) => `Nothing is written${keeps ? `; ${keeps}` : ''}`

// ---- the command ----

export interface ImportSpec<Id extends string, A extends ArgSpecs, C extends CheckedCsv, P> {
  id: Id
  title: string
  keywords: readonly string[]
  /** Pages asked before the file (the price list the prices go into). */
  before: A
  /** The file page's description: the columns Medusa reads. */
  columns: string
  /** Checks the file line by line: a refused line stops the flow before anything is sent. */
  check: (raw: string) => C
  /** What the file is imported into, from the earlier pages; undefined while one is unanswered. */
  target: (args: PartialArgs) => ImportTarget | undefined
  /** What the decision says beside Medusa's summary, learnt before the upload (the list's prices now). */
  plan: (checked: C, args: PartialArgs, tools: Pick<CommandTools, 'queryClient'>) => P | Promise<P>
  /** The confirming option: what the import writes ('Import: ' goes before the label). */
  offer: (dryRun: DryRunPlan<P>) => { label: string; hint: string }
  /** What canceling keeps, when there is more to say than that nothing is written. */
  keeps?: (plan: P) => string
  /** The confirm question of a confirming decision. */
  question: (dryRun: DryRunPlan<P>) => string
  /** How the confirmed job is followed in the jobs tray. */
  importing: (plan: P) => Pick<WatchSpec, 'title' | 'noun' | 'outcome'>
  /** What the run hands back once the confirmed job has ended. */
  ended: (job: BatchJob, plan: P, tools: CommandTools) => Promise<CommandResult | undefined> | CommandResult | undefined
}

const emptyFile = (files: readonly File[]) => {
  const empty = files.find((f) => f.size === 0)
  return empty ? `${empty.name} is empty` : undefined
}

/** The dry run's page: checked, uploaded and pre-processed, then the two decisions. */
async function dryRunOptions<C extends CheckedCsv, P>(spec: ImportSpec<string, ArgSpecs, C, P>, args: PartialArgs, tools: Pick<CommandTools, 'queryClient'>) {
  const file = (args.file as File[] | undefined)?.[0]
  const target = spec.target(args)
  if (!file || !target) return []
  const checked = spec.check(await readFileText(file))
  refuseLines(file.name, checked.refusals)
  const plan = await spec.plan(checked, args, tools)
  const { queryClient } = tools
  const chosen = { name: file.name, size: file.size, lastModified: file.lastModified, text: checked.text }
  const { job, summary } = await queryClient.fetchQuery(dryRunImportQueries.dryRun(target, chosen, { queryClient }))
  const dryRun: DryRunPlan<P> = { jobId: job.id, summary, plan }
  const offer = spec.offer(dryRun)
  return [
    option<P>({ ...dryRun, action: 'confirm' }, `Import: ${offer.label}`, offer.hint),
    option<P>({ ...dryRun, action: 'cancel' }, 'Cancel this import', nothingWritten(spec.keeps?.(plan))),
  ]
}

/** Confirms or cancels the dry run's job as decided; a confirmed one is followed in the tray to its end. */
async function decide<C extends CheckedCsv, P>(spec: ImportSpec<string, ArgSpecs, C, P>, decision: ImportDecision<P> | undefined, tools: CommandTools) {
  if (!decision) throw new Error('Run the dry run first: nothing was imported')
  if (decision.action === 'cancel') {
    await tools.mutate(cancelBatchJobMutation, decision.jobId)
    return toast('Import canceled', spec.keeps?.(decision.plan) ?? 'Nothing was written')
  }
  const { batch_job } = await tools.mutate(confirmBatchJobMutation, decision.jobId)
  const { job } = await watchBatchJob(batch_job as BatchJob, spec.importing(decision.plan), jobTools(tools))
  return spec.ended(job, decision.plan, tools)
}

/** An import command: the pages before the file, the file, the dry run's decision; then it is carried out. */
export function defineImport<const Id extends string, const A extends ArgSpecs, C extends CheckedCsv, P>(spec: ImportSpec<Id, A, C, P>) {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    keywords: spec.keywords,
    args: {
      ...spec.before,
      file: arg.file({ label: 'CSV file', accept: '.csv,text/csv', description: spec.columns, validate: emptyFile }),
      [PAGE]: arg.entity({ label: 'Dry run', search: (_q, tools) => dryRunOptions(spec, tools.args, tools) }),
    },
    confirm: (args, ctx) => {
      const decision = decisionIn<P>(ctx, args)
      if (!decision) return 'Import this file?'
      return decision.action === 'cancel' ? `Cancel this import? ${nothingWritten(spec.keeps?.(decision.plan))}.` : spec.question(decision)
    },
    run: async (args, tools) => decide(spec, decisionIn<P>(tools.ctx, args), tools),
  })
}
