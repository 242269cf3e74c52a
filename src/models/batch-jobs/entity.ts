import type { BatchJob } from '@medusajs/client-types'
import { batchJobQueries, jobCounts } from '@/atoms/batch-jobs/keys'
import { defineEntity, matchesText } from '@/models/core/entity'
import { grouped } from '@/models/core/text'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'batch-job': BatchJob
  }
}

const TYPES: Record<string, string> = {
  'order-export': 'Order export',
  'product-export': 'Product export',
  'product-import': 'Product import',
  'price-list-import': 'Price list import',
}

/** 'Order export', 'Product import': what the job does, as an operator says it. */
export const jobTypeLabel = (type: string) => TYPES[type] ?? type.replace(/-/g, ' ')

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(new Date(iso))

/** "Order export · 26 Nov, 06:41:52": jobs have no name, so their kind and when they started name them. */
export const batchJobEntity = defineEntity<BatchJob>({
  noun: 'job',
  focus: 'batch-job',
  label: (job) => `${jobTypeLabel(job.type)} · ${when(job.created_at)}`,
  hint: (job) => {
    const { done, total } = jobCounts(job)
    return total ? `${job.status}, ${grouped(done)}/${grouped(total)}` : job.status
  },
  search: async (q, { queryClient }) => {
    const { batch_jobs } = await queryClient.fetchQuery(batchJobQueries.recent())
    return batch_jobs.filter((job) => matchesText(q, jobTypeLabel(job.type), job.status))
  },
})
