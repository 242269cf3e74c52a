import type { BatchJob } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { batchJobs } from '@/api/admin/batch-jobs'
import { uploads } from '@/api/admin/uploads'
import type { DryRunFile } from './import'
import { batchJobQueries, jobErrors, jobSummary } from './keys'
import { watchBatchJob, type WatchTools } from './watch'

/**
 * A price-list import's dry run (Medusa 1.20 strategies/batch-jobs/price-list/import.ts): the checked
 * file is uploaded, a `price-list-import` job is created with the list in its context
 * (`price_list_id`, which Medusa checks when the job is created) and `dry_run: true`, and its
 * pre-processing is awaited. Kept per list and file, like the product import's, so a retyped filter
 * in the palette neither uploads again nor creates a second job.
 */
export async function startPriceListImport(fileKey: string, priceListId: string, dryRun: boolean): Promise<BatchJob> {
  return (await batchJobs.create({ type: 'price-list-import', context: { fileKey, price_list_id: priceListId }, dry_run: dryRun })).batch_job
}

export const priceListImportQueries = {
  dryRun: (priceListId: string, file: DryRunFile, tools: WatchTools) =>
    queryOptions({
      queryKey: [...batchJobQueries.all, 'price-list-dry-run', priceListId, file.name, file.size, file.lastModified] as const,
      queryFn: async () => {
        const blob = new File([file.text], file.name.replace(/\.[^.]*$/, '') + '.csv', { type: 'text/csv' })
        const { uploads: stored } = await uploads.create([blob])
        const fileKey = stored[0]?.key
        if (!fileKey) throw new Error('The file service kept no file: nothing was imported')
        const created = await startPriceListImport(fileKey, priceListId, true)
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
