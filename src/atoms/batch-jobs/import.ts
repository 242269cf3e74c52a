import type { BatchJob } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { batchJobs } from '@/api/admin/batch-jobs'
import { uploads } from '@/api/admin/uploads'
import { batchJobQueries, jobErrors, jobSummary } from './keys'
import { watchBatchJob, type WatchTools } from './watch'

/**
 * A product import's dry run: the checked file is uploaded, a `product-import` job is created with
 * `dry_run: true`, and Medusa's pre-processing is awaited (pre_processed, with its summary of what
 * will be created and updated). Kept in the query cache per chosen file, so the palette's prompt can
 * ask again (a retyped filter, a reopened page) without a second upload or a second job.
 */
export interface DryRunFile {
  name: string
  size: number
  lastModified: number
  /** The file as Medusa reads it (`;`-separated). */
  text: string
}

const sameFile = (file: DryRunFile) => [file.name, file.size, file.lastModified] as const

export async function startProductImport(fileKey: string, dryRun: boolean): Promise<BatchJob> {
  return (await batchJobs.create({ type: 'product-import', context: { fileKey }, dry_run: dryRun })).batch_job
}

export const productImportQueries = {
  dryRun: (file: DryRunFile, tools: WatchTools) =>
    queryOptions({
      queryKey: [...batchJobQueries.all, 'dry-run', ...sameFile(file)] as const,
      queryFn: async () => {
        const blob = new File([file.text], file.name.replace(/\.[^.]*$/, '') + '.csv', { type: 'text/csv' })
        const { uploads: stored } = await uploads.create([blob])
        const fileKey = stored[0]?.key
        if (!fileKey) throw new Error('The file service kept no file: nothing was imported')
        const created = await startProductImport(fileKey, true)
        const { job } = await watchBatchJob(
          created,
          { title: `Checking ${file.name}`, noun: 'rows', until: ['pre_processed'], outcome: (j) => `Checking ${file.name}: ${j.status}` },
          tools,
        )
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
