import type { BatchJob } from '@medusajs/client-types'
import { startProductImport } from '@/atoms/batch-jobs/import'
import { batchJobQueries, cancelBatchJobMutation, confirmBatchJobMutation, importFileKeyOf, isEnded, jobSummary } from '@/atoms/batch-jobs/keys'
import { watchBatchJob } from '@/atoms/batch-jobs/watch'
import { onFocused, refusalOf, rule } from '@/commands/core/action'
import { defineArea } from '@/commands/core/area'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/commands/core/context'
import { defineCommand, openPanel, toast, type CommandTools } from '@/commands/core/define'
import { entityArg, recordIn } from '@/commands/core/entity'
import { batchJobsNav } from './area'
import { batchJobEntity, jobTypeLabel } from './entity'
import { exportDownload, jobTools, nounOf, outcomeOf } from './run'

const GROUP = 'Jobs'

/** The jobs area: 'Go to jobs' (g j), 'Open job…' and the nav link. */
export const batchJobsArea = defineArea(batchJobsNav, { entity: batchJobEntity, arg: 'jobId', keywords: ['import', 'export', 'batch'] })

const jobIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'batch-job', 'jobId', args)

/** The job as the server has it now (a picked record may be seconds old). */
async function current(id: string, tools: CommandTools): Promise<BatchJob> {
  return (await tools.fetch({ ...batchJobQueries.detail(id), staleTime: 0 })).batch_job
}

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

/** Refuses a picked job the rule does not allow, with its reason, before anything is sent. */
function checked(job: BatchJob, allowed: typeof running) {
  if (!allowed.allows(job)) throw new Error(allowed.refusal(job))
  return job
}

export const cancelBatchJob = defineCommand({
  id: 'batch-jobs.cancel',
  title: 'Cancel job',
  group: GROUP,
  keywords: ['stop', 'abort'],
  when: onFocused('batch-job', running.allows),
  why: refusalOf('batch-job', running),
  args: { jobId: entityArg(batchJobEntity) },
  confirm: (args, ctx) => {
    const job = jobIn(ctx, args)
    return `Cancel ${job ? batchJobEntity.label(job) : 'this job'}? What it already wrote stays.`
  },
  run: async ({ jobId }, tools) => {
    const job = checked(await current(jobId, tools), running)
    await tools.mutate(cancelBatchJobMutation, job.id)
    return toast(`${jobTypeLabel(job.type)} canceled`)
  },
})

export const confirmBatchJob = defineCommand({
  id: 'batch-jobs.confirm',
  title: 'Confirm dry run',
  group: GROUP,
  keywords: ['import', 'run', 'go ahead'],
  when: onFocused('batch-job', awaiting.allows),
  why: refusalOf('batch-job', awaiting),
  args: { jobId: entityArg(batchJobEntity) },
  confirm: (args, ctx) => {
    const job = jobIn(ctx, args)
    return `${(job && jobSummary(job).join(' ')) || 'Run this job?'} Go ahead?`
  },
  run: async ({ jobId }, tools) => {
    const job = checked(await current(jobId, tools), awaiting)
    const { batch_job } = await tools.mutate(confirmBatchJobMutation, job.id)
    const ended = await watchBatchJob(batch_job as BatchJob, { title: jobTypeLabel(job.type), noun: nounOf(job.type), outcome: outcomeOf }, jobTools(tools))
    return ended.job.status === 'completed' ? toast(outcomeOf(ended.job)) : undefined
  },
})

export const retryBatchJob = defineCommand({
  id: 'batch-jobs.retry',
  title: 'Retry import',
  group: GROUP,
  keywords: ['again', 'rerun', 'failed'],
  when: onFocused('batch-job', retryable.allows),
  why: refusalOf('batch-job', retryable),
  args: { jobId: entityArg(batchJobEntity) },
  confirm: () => 'Run the import again with the same file? Medusa checks it again first (dry run).',
  run: async ({ jobId }, tools) => {
    const job = checked(await current(jobId, tools), retryable)
    const fileKey = importFileKeyOf(job) ?? ''
    const again = await startProductImport(fileKey, true)
    await tools.queryClient.invalidateQueries({ queryKey: batchJobQueries.lists() })
    const { job: checkedJob } = await watchBatchJob(again, { title: 'Checking the import again', noun: 'rows', until: ['pre_processed'], outcome: outcomeOf }, jobTools(tools))
    return openPanel(`/a/batch-jobs/${checkedJob.id}`)
  },
})

export const downloadExport = defineCommand({
  id: 'batch-jobs.download',
  title: 'Download export file',
  group: GROUP,
  keywords: ['csv', 'file', 'export'],
  when: onFocused('batch-job', downloadable.allows),
  why: refusalOf('batch-job', downloadable),
  args: { jobId: entityArg(batchJobEntity) },
  run: async ({ jobId }, tools) => exportDownload(checked(await current(jobId, tools), downloadable), tools),
})

export const batchJobRecordCommands = [batchJobsArea.list, batchJobsArea.open, cancelBatchJob, confirmBatchJob, retryBatchJob, downloadExport] as const
