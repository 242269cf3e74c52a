import { batchJobs } from '@/api/admin/batch-jobs'
import { BASE } from '../http'
import type { MswRefusalSide } from '../refusals.test'
import type { BatchJobRefusalContext } from './refusals'

/** The batch-jobs mock's side of its refusal table: the mock advances a job one step per read. */
export const msw: MswRefusalSide<BatchJobRefusalContext> = {
  context: () => ({
    api: batchJobs,
    async completedJob() {
      const { batch_job } = await batchJobs.create({ type: 'product-export', context: {}, dry_run: false })
      for (let step = 0; step < 3; step += 1) await batchJobs.retrieve(batch_job.id)
      return (await batchJobs.retrieve(batch_job.id)).batch_job
    },
    urlOf: (path) => `${BASE}${path}`,
  }),
}
