import type { BatchJob } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { batchJobs } from '@/api/admin/batch-jobs'
import { uploads } from '@/api/admin/uploads'
import { batchJobQueries, jobErrors, jobSummary, type BatchJobType } from './keys'
import { watchBatchJob, type WatchResult, type WatchTools } from './watch'

/**
 * One dry-run import, whatever Medusa imports (products; a price list's prices): the checked file is
 * uploaded, an import job is created with `dry_run: true` and the file's key (plus what the target
 * names, e.g. the price list, which Medusa checks when the job is created), and Medusa's
 * pre-processing is awaited: pre_processed, with its summary of what will be written. The operator
 * then confirms or cancels the job (commands/batch-jobs/importFlow.ts).
 */
export type ImportJobType = Extract<BatchJobType, `${string}-import`>

/** What a file is imported into: the job's type and its context beside the file's key. */
export interface ImportTarget {
  type: ImportJobType
  context?: Readonly<Record<string, string>>
}

export interface DryRunFile {
  name: string
  size: number
  lastModified: number
  /** The file as Medusa reads it (`;`-separated). */
  text: string
}

/** What the dry run found: the pre-processed job and Medusa's summary, one line each. */
export interface DryRun {
  job: BatchJob
  summary: string[]
}

/** Creates the import job for a file already on the file service (a retry reuses the failed job's file). */
export async function startImport(target: ImportTarget, fileKey: string, dryRun: boolean): Promise<BatchJob> {
  return (await batchJobs.create({ type: target.type, context: { ...target.context, fileKey }, dry_run: dryRun })).batch_job
}

/** Follows a dry-run job to pre_processed, where it waits for the operator (or to its end when Medusa refuses it). */
export function watchDryRun(job: BatchJob, title: string, tools: WatchTools, outcome = (j: BatchJob) => `${title}: ${j.status}`): Promise<WatchResult> {
  return watchBatchJob(job, { title, noun: 'rows', until: ['pre_processed'], outcome }, tools)
}

/** Puts the checked file on the file service, named .csv whatever it was called: its key goes into the job. */
async function upload(file: DryRunFile): Promise<string> {
  const blob = new File([file.text], file.name.replace(/\.[^.]*$/, '') + '.csv', { type: 'text/csv' })
  const { uploads: stored } = await uploads.create([blob])
  const fileKey = stored[0]?.key
  if (!fileKey) throw new Error('The file service kept no file: nothing was imported')
  return fileKey
}

export const dryRunImportQueries = {
  /**
   * Kept in the query cache per target and chosen file, so the palette's prompt can ask again (a
   * retyped filter, a reopened page) without a second upload or a second job.
   */
  dryRun: (target: ImportTarget, file: DryRunFile, tools: WatchTools) =>
    queryOptions({
      queryKey: [...batchJobQueries.all, 'dry-run', target.type, target.context ?? {}, file.name, file.size, file.lastModified] as const,
      queryFn: async (): Promise<DryRun> => {
        const created = await startImport(target, await upload(file), true)
        const { job } = await watchDryRun(created, `Checking ${file.name}`, tools)
        if (job.status !== 'pre_processed') {
          throw new Error(`Medusa refused ${file.name} in its dry run: ${jobErrors(job).join('; ') || job.status}`)
        }
        return { job, summary: jobSummary(job) }
      },
      // Each try uploads a file and creates a job: never retried behind the operator's back.
      retry: false,
      staleTime: Infinity,
    }),
}
