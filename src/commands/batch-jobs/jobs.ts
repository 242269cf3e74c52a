import type { BatchJob } from '@medusajs/client-types'
import { startImport, watchDryRun } from '@/atoms/batch-jobs/dryRunImport'
import { batchJobQueries, cancelBatchJobMutation, confirmBatchJobMutation, importFileKeyOf, isEnded, jobSummary } from '@/atoms/batch-jobs/keys'
import { watchBatchJob } from '@/atoms/batch-jobs/watch'
import { onFocused, refusalOf, rule, type Rule } from '@/models/core/rules'
import { defineArea } from '@/commands/core/area'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import { defineCommand, openPanel, toast, type CommandTools, inGroup } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { batchJobsNav } from '@/models/batch-jobs/area'
import { batchJobEntity, jobTypeLabel } from '@/models/batch-jobs/entity'
import { exportDownload, jobTools, nounOf, outcomeOf } from './run'

const GROUP = 'Jobs'

/** The jobs area: 'Go to jobs' (g j), 'Open job…' and the nav link. */
export const batchJobsArea = defineArea(batchJobsNav, { entity: batchJobEntity, arg: 'jobId', keywords: ['import', 'export', 'batch'] })

const jobIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'batch-job', 'jobId', args)

const running = rule<BatchJob>(
  (job) => !isEnded(job),
  (job) => `This ${jobTypeLabel(job.type).toLowerCase()} is already ${job.status}`,
)
const awaiting = rule<BatchJob>(
  (job) => job.status === 'pre_processed',
  (job) => `This ${jobTypeLabel(job.type).toLowerCase()} is ${job.status}: only a dry run waiting for confirmation can be confirmed`,
)
const retryable = rule<BatchJob>(
  (job) => job.status === 'failed' && job.type === 'product-import' && Boolean(importFileKeyOf(job)),
  (job) => (job.status !== 'failed' ? `Only a failed import can be retried; this one is ${job.status}` : `A failed ${jobTypeLabel(job.type).toLowerCase()} is retried by exporting again`),
)
const downloadable = rule<BatchJob>(
  (job) => job.status === 'completed' && job.type.endsWith('-export'),
  (job) => (job.type.endsWith('-export') ? `This export is ${job.status}: its file comes once it is completed` : 'Only an export has a file to download'),
)

/** A command on one job: the focused one (hidden when the rule refuses it), else a picked one. */
const onJob = (allowed: Rule<BatchJob>) => ({
  when: onFocused('batch-job', allowed.allows),
  why: refusalOf('batch-job', allowed),
  args: { jobId: entityArg(batchJobEntity) },
})

/** The job as the server has it now (a picked record may be seconds old), refused with the rule's reason before anything is sent. */
async function current(id: string, tools: CommandTools, allowed: Rule<BatchJob>): Promise<BatchJob> {
  const { batch_job: job } = await tools.fetch({ ...batchJobQueries.detail(id), staleTime: 0 })
  if (!allowed.allows(job)) throw new Error(allowed.refusal(job))
  return job
}

export const cancelBatchJob = defineCommand({
  id: 'batch-jobs.cancel',
  title: 'Cancel job',
  keywords: ['stop', 'abort'],
  ...onJob(running),
  confirm: (args, ctx) => {
    const job = jobIn(ctx, args)
    return `Cancel ${job ? batchJobEntity.label(job) : 'this job'}? What it already wrote stays.`
  },
  run: async ({ jobId }, tools) => {
    const job = await current(jobId, tools, running)
    await tools.mutate(cancelBatchJobMutation, job.id)
    return toast(`${jobTypeLabel(job.type)} canceled`)
  },
})

export const confirmBatchJob = defineCommand({
  id: 'batch-jobs.confirm',
  title: 'Confirm dry run',
  keywords: ['import', 'run', 'go ahead'],
  ...onJob(awaiting),
  confirm: (args, ctx) => {
    const job = jobIn(ctx, args)
    return `${(job && jobSummary(job).join(' ')) || 'Run this job?'} Go ahead?`
  },
  run: async ({ jobId }, tools) => {
    const job = await current(jobId, tools, awaiting)
    const { batch_job } = await tools.mutate(confirmBatchJobMutation, job.id)
    const ended = await watchBatchJob(batch_job as BatchJob, { title: jobTypeLabel(job.type), noun: nounOf(job.type), outcome: outcomeOf }, jobTools(tools))
    return ended.job.status === 'completed' ? toast(outcomeOf(ended.job)) : undefined
  },
})

export const retryBatchJob = defineCommand({
  id: 'batch-jobs.retry',
  title: 'Retry import',
  keywords: ['again', 'rerun', 'failed'],
  ...onJob(retryable),
  confirm: () => 'Run the import again with the same file? Medusa checks it again first (dry run).',
  run: async ({ jobId }, tools) => {
    const job = await current(jobId, tools, retryable)
    const fileKey = importFileKeyOf(job) ?? ''
    const again = await startImport({ type: 'product-import' }, fileKey, true)
    await tools.queryClient.invalidateQueries({ queryKey: batchJobQueries.lists() })
    const { job: checkedJob } = await watchDryRun(again, 'Checking the import again', jobTools(tools), outcomeOf)
    return openPanel(batchJobsNav.routes.record(checkedJob.id))
  },
})

export const downloadExport = defineCommand({
  id: 'batch-jobs.download',
  reads: true,
  title: 'Download export file',
  keywords: ['csv', 'file', 'export'],
  ...onJob(downloadable),
  run: async ({ jobId }, tools) => exportDownload(await current(jobId, tools, downloadable), tools),
})

export const batchJobRecordCommands = inGroup(GROUP, [batchJobsArea.list, batchJobsArea.open, cancelBatchJob, confirmBatchJob, retryBatchJob, downloadExport])
