import type { BatchJob } from '@medusajs/client-types'
import { productImportQueries } from '@/atoms/batch-jobs/import'
import { cancelBatchJobMutation, confirmBatchJobMutation, jobSummary } from '@/atoms/batch-jobs/keys'
import { watchBatchJob } from '@/atoms/batch-jobs/watch'
import type { EntityOption, PartialArgs } from '@/commands/core/args'
import { pickedRecord, type CommandContext } from '@/commands/core/context'
import { readFileText } from '@/commands/core/csv'
import { arg, defineCommand, toast, type CommandTools } from '@/commands/core/define'
import { checkProductCsv, refusalLine } from './product-csv'
import { jobTools, outcomeOf } from './run'

const GROUP = 'Jobs'
const SHOWN = 8

/** A decision on the dry run: the picked option carries the pre-processed job. */
type Decision = BatchJob & { decision: 'confirm' | 'cancel' }

/** An empty file is refused on the file page, where the chosen file stays for another choice. */
const notEmpty = (files: readonly File[]) => files.find((f) => f.size === 0) && `${files.find((f) => f.size === 0)?.name} is empty`

/**
 * The dry run's page: the file is checked line by line (refusals by line and column, nothing sent),
 * then uploaded and pre-processed by Medusa; its summary is the option that confirms, and a second
 * option cancels the job.
 */
async function dryRunOptions(args: PartialArgs, { queryClient }: Pick<CommandTools, 'queryClient'>): Promise<EntityOption[]> {
  const file = (args.file as File[] | undefined)?.[0]
  if (!file) return []
  const checked = checkProductCsv(await readFileText(file))
  if (checked.refusals.length) {
    const more = checked.refusals.length > SHOWN ? ` …and ${checked.refusals.length - SHOWN} more` : ''
    throw new Error(`${file.name} was not sent: ${checked.refusals.length} refused. ${checked.refusals.slice(0, SHOWN).map(refusalLine).join('; ')}${more}`)
  }
  const { job, summary } = await queryClient.fetchQuery(
    productImportQueries.dryRun({ name: file.name, size: file.size, lastModified: file.lastModified, text: checked.text }, { queryClient }),
  )
  const text = summary.join(' ') || `${checked.rows} lines checked`
  return [
    { id: job.id, label: `Import: ${text}`, hint: `${checked.products} products in ${checked.rows} lines`, record: { ...job, decision: 'confirm' } satisfies Decision },
    { id: `cancel:${job.id}`, label: 'Cancel this import', hint: 'Nothing is written', record: { ...job, id: `cancel:${job.id}`, decision: 'cancel' } satisfies Decision },
  ]
}

const decisionOf = (ctx: CommandContext, args: PartialArgs) => pickedRecord<Decision>(ctx, 'plan', args.plan)

export const importProducts = defineCommand({
  id: 'batch-jobs.import-products',
  title: 'Import products from CSV',
  group: GROUP,
  keywords: ['upload', 'csv', 'spreadsheet', 'batch job', 'bulk create', 'bulk update', 'dry run'],
  args: {
    file: arg.file({
      label: 'CSV file',
      accept: '.csv,text/csv',
      description: 'Medusa’s product columns (“Product Handle”, “Product Title”, “Variant SKU”, “Price EUR”…); prices in major units',
      validate: (files) => notEmpty(files) || undefined,
    }),
    plan: arg.entity({ label: 'Dry run', search: (_q, tools) => dryRunOptions(tools.args, tools) }),
  },
  confirm: (args, ctx) => {
    const decision = decisionOf(ctx, args)
    if (decision?.decision === 'cancel') return 'Cancel this import? Nothing is written.'
    return `${jobSummary(decision ?? { result: null }).join(' ') || 'Import this file?'} Import now?`
  },
  run: async (args, tools) => {
    const decision = decisionOf(tools.ctx, args)
    if (!decision) throw new Error('Run the dry run first: nothing was imported')
    const id = decision.id.replace(/^cancel:/, '')
    if (decision.decision === 'cancel') {
      await tools.mutate(cancelBatchJobMutation, id)
      return toast('Import canceled', 'Nothing was written')
    }
    const { batch_job } = await tools.mutate(confirmBatchJobMutation, id)
    const { job } = await watchBatchJob(batch_job as BatchJob, { title: 'Importing products', noun: 'products and variants', outcome: outcomeOf }, jobTools(tools))
    return job.status === 'completed' ? toast(outcomeOf(job), jobSummary(job).join(' ')) : undefined
  },
})
