import type { BatchJob } from '@medusajs/client-types'
import Papa from 'papaparse'
import { cancelBatchJobMutation, confirmBatchJobMutation, jobErrors } from '@/atoms/batch-jobs/keys'
import { priceListImportQueries } from '@/atoms/batch-jobs/price-list-import'
import { watchBatchJob } from '@/atoms/batch-jobs/watch'
import { priceListQueries } from '@/atoms/price-lists/keys'
import type { EntityOption, PartialArgs } from '@/commands/core/args'
import { pickedRecord, type CommandContext } from '@/commands/core/context'
import { readFileText } from '@/commands/core/csv'
import { arg, defineCommand, toast, type CommandTools } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { priceListEntity } from '@/commands/price-lists/entity'
import { refusalLine, type CsvRefusal } from './product-csv'
import { jobTools, outcomeOf } from './run'

/**
 * The price-list CSV as Medusa 1.20 reads it (strategies/batch-jobs/price-list/import.ts): `;`-separated,
 * "Product Variant ID" or "SKU" names the variant, "Price EUR" (a currency) or "Price Europe [EUR]" (a
 * region by name) hold amounts in major units. Medusa parses with dynamic typing, so "12,50" would
 * silently become 12: amounts are checked here, by line and column, before anything is uploaded.
 * The file is rewritten with `;` and no line ending after the last line: with one, Medusa's parser
 * misreads a two-column file (its delimiter guess fails and "SKU;Price EUR" becomes one price column).
 */
const ID = 'Product Variant ID'
const SKU = 'SKU'
const PRICE = [/^Price .+ \[[A-Z]{3}\]$/, /^Price [A-Z]{3}$/]
const AMOUNT = /^\d+(\.\d+)?$/
const isPrice = (column: string) => PRICE.some((p) => p.test(column))

export interface CheckedPriceCsv {
  /** The file as Medusa reads it: `;`-separated, the same rows. */
  text: string
  rows: number
  /** Filled price cells: the prices the list will have afterwards. */
  prices: number
  refusals: CsvRefusal[]
}

export function checkPriceListCsv(raw: string): CheckedPriceCsv {
  const parsed = Papa.parse<string[]>(raw.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', delimitersToGuess: [';', ',', '\t'] })
  const [header = [], ...body] = parsed.data
  const columns = header.map((c) => c.trim())
  const refusals: CsvRefusal[] = []
  if (!columns.filter(Boolean).length) return { text: '', rows: 0, prices: 0, refusals: [{ line: 1, reason: 'The file has no header line' }] }
  for (const column of columns) {
    if (column !== ID && column !== SKU && !isPrice(column)) {
      refusals.push({ line: 1, column: column || '(empty)', reason: 'not a column Medusa imports (“Product Variant ID”, “SKU”, “Price EUR”, “Price Europe [EUR]”)' })
    }
  }
  const idAt = columns.indexOf(ID)
  const skuAt = columns.indexOf(SKU)
  if (idAt < 0 && skuAt < 0) refusals.push({ line: 1, reason: 'The file needs a “Product Variant ID” or a “SKU” column' })
  if (!columns.some(isPrice)) refusals.push({ line: 1, reason: 'The file has no price column (“Price EUR” or “Price Europe [EUR]”)' })
  if (!body.length) refusals.push({ line: 2, reason: 'The file has a header but no price line' })
  for (const error of parsed.errors) {
    if (error.row !== undefined && error.type !== 'Delimiter') refusals.push({ line: error.row + 1, reason: error.message })
  }
  let prices = 0
  body.forEach((cells, index) => {
    const line = index + 2
    const values = cells.map((c) => c.trim())
    if (values.length > columns.length) refusals.push({ line, reason: `${values.length} cells for ${columns.length} columns` })
    if (!values[idAt] && !values[skuAt]) refusals.push({ line, column: skuAt >= 0 ? SKU : ID, reason: 'empty: every line needs its variant’s SKU or ID' })
    let filled = 0
    columns.forEach((column, at) => {
      const value = values[at] ?? ''
      if (!isPrice(column) || !value) return
      if (AMOUNT.test(value)) filled += 1
      else refusals.push({ line, column, reason: `“${value}” is not an amount: write it like 12.50 (major units, a dot)` })
    })
    if (!filled && !refusals.some((r) => r.line === line && r.column && isPrice(r.column))) refusals.push({ line, reason: 'no price on this line' })
    prices += filled
  })
  const text = Papa.unparse({ fields: columns, data: body.map((cells) => columns.map((_, at) => (cells[at] ?? '').trim())) }, { delimiter: ';', newline: '\r\n' })
  return { text, rows: body.length, prices, refusals: refusals.sort((a, b) => a.line - b.line) }
}

const prices = (n: number) => `${n} price${n === 1 ? '' : 's'}`

/** What the import does to the list, said plainly: Medusa deletes every price of the list first (medusa#2210). */
export function replaceText(listName: string, existing: number, incoming: number): string {
  if (!existing) return `Adds the ${prices(incoming)} in the file to ${listName} (it has no price yet)`
  return `Replaces the ${prices(existing)} of ${listName} with the ${incoming} in the file`
}

const GROUP = 'Jobs'
const SHOWN = 8

/** A decision on the dry run, with what it replaces: the picked option carries the pre-processed job. */
type Decision = BatchJob & { decision: 'confirm' | 'cancel'; listName: string; existing: number; incoming: number }

const notEmpty = (files: readonly File[]) => files.find((f) => f.size === 0) && `${files.find((f) => f.size === 0)?.name} is empty`

/**
 * The dry run's page: the file is checked line by line (nothing sent on a refusal), the list's current
 * prices are counted, then the file is uploaded and pre-processed by Medusa; the confirming option says
 * how many prices are replaced by how many, and a second option cancels the job.
 */
async function dryRunOptions(args: PartialArgs, { queryClient }: Pick<CommandTools, 'queryClient'>): Promise<EntityOption[]> {
  const file = (args.file as File[] | undefined)?.[0]
  const priceListId = typeof args.priceListId === 'string' ? args.priceListId : undefined
  if (!file || !priceListId) return []
  const checked = checkPriceListCsv(await readFileText(file))
  if (checked.refusals.length) {
    const more = checked.refusals.length > SHOWN ? ` …and ${checked.refusals.length - SHOWN} more` : ''
    throw new Error(`${file.name} was not sent: ${checked.refusals.length} refused. ${checked.refusals.slice(0, SHOWN).map(refusalLine).join('; ')}${more}`)
  }
  const { price_list } = await queryClient.fetchQuery({ ...priceListQueries.detail(priceListId), staleTime: 0 })
  const existing = price_list.prices?.length ?? 0
  const { job, summary } = await queryClient.fetchQuery(
    priceListImportQueries.dryRun(priceListId, { name: file.name, size: file.size, lastModified: file.lastModified, text: checked.text }, { queryClient }),
  )
  const plan = { listName: price_list.name, existing, incoming: checked.prices }
  return [
    {
      id: job.id,
      label: `Import: ${replaceText(price_list.name, existing, checked.prices)}`,
      hint: `Medusa checked ${checked.rows} lines: ${summary.join(' ') || 'no summary'}`,
      record: { ...job, ...plan, decision: 'confirm' } satisfies Decision,
    },
    {
      id: `cancel:${job.id}`,
      label: 'Cancel this import',
      hint: `Nothing is written; ${price_list.name} keeps its ${prices(existing)}`,
      record: { ...job, ...plan, id: `cancel:${job.id}`, decision: 'cancel' } satisfies Decision,
    },
  ]
}

const decisionOf = (ctx: CommandContext, args: PartialArgs) => pickedRecord<Decision>(ctx, 'plan', args.plan)

export const importPriceListPrices = defineCommand({
  id: 'price-lists.import-prices',
  title: 'Import prices from CSV',
  group: GROUP,
  keywords: ['price list', 'upload', 'csv', 'spreadsheet', 'batch job', 'replace prices', 'dry run'],
  args: {
    priceListId: entityArg(priceListEntity),
    file: arg.file({
      label: 'CSV file',
      accept: '.csv,text/csv',
      description: '“SKU” or “Product Variant ID”, then “Price EUR” or “Price Europe [EUR]” columns; amounts in major units. Replaces every price of the list.',
      validate: (files) => notEmpty(files) || undefined,
    }),
    plan: arg.entity({ label: 'Dry run', search: (_q, tools) => dryRunOptions(tools.args, tools) }),
  },
  confirm: (args, ctx) => {
    const decision = decisionOf(ctx, args)
    if (!decision) return 'Import this file?'
    if (decision.decision === 'cancel') return `Cancel this import? Nothing is written; ${decision.listName} keeps its ${prices(decision.existing)}.`
    const deleted = decision.existing ? ` Medusa deletes all ${prices(decision.existing)} first, also those of variants not in the file.` : ''
    return `${replaceText(decision.listName, decision.existing, decision.incoming)}.${deleted} Import now?`
  },
  run: async (args, tools) => {
    const decision = decisionOf(tools.ctx, args)
    if (!decision) throw new Error('Run the dry run first: nothing was imported')
    const id = decision.id.replace(/^cancel:/, '')
    if (decision.decision === 'cancel') {
      await tools.mutate(cancelBatchJobMutation, id)
      return toast('Import canceled', `${decision.listName} keeps its ${prices(decision.existing)}`)
    }
    const { batch_job } = await tools.mutate(confirmBatchJobMutation, id)
    const outcome = (job: BatchJob) =>
      job.status === 'completed' ? `Prices of ${decision.listName} replaced: ${prices(decision.incoming)} from the file` : outcomeOf(job)
    const { job } = await watchBatchJob(batch_job as BatchJob, { title: `Importing prices into ${decision.listName}`, noun: 'variants', outcome }, jobTools(tools))
    await tools.queryClient.invalidateQueries({ queryKey: priceListQueries.all })
    if (job.status === 'failed') throw new Error(outcomeOf(job) + (jobErrors(job)[1] ? `; ${jobErrors(job).slice(1).join('; ')}` : ''))
    return job.status === 'completed' ? toast(outcome(job)) : undefined
  },
})
