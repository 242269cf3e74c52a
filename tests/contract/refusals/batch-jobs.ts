import type { BatchJob } from '@medusajs/client-types'
import { inject, vi } from 'vitest'
import type { BatchJobRefusalContext } from '../../mocks/batch-jobs/refusals'
import type { RefusalSide } from '../../support/refusals'
import { batchJobs } from '../api'

let completed: Promise<BatchJob> | undefined

/** One product export per run, awaited until the server has completed it. */
async function exportCompleted(): Promise<BatchJob> {
  const { batch_job } = await batchJobs.create({ type: 'product-export', context: {}, dry_run: false })
  return vi.waitFor(
    async () => {
      const { batch_job: job } = await batchJobs.retrieve(batch_job.id)
      if (job.status !== 'completed') throw new Error(`batch job ${job.id} is ${job.status}`)
      return job
    },
    { timeout: 30_000, interval: 250 },
  )
}

/** The batch-jobs table against Medusa: a completed product export, the backend's own URLs. */
export const medusa: Omit<RefusalSide<BatchJobRefusalContext>, 'name'> = {
  context: async () => ({
    api: batchJobs,
    completedJob: () => (completed ??= exportCompleted()),
    urlOf: (path) => `${inject('contractBaseUrl')}${path}`,
  }),
}
