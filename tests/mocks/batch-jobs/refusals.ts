import type { BatchJob } from '@medusajs/client-types'
import type { batchJobs as jobsApi } from '@/api/admin/batch-jobs'
import { defineRefusals, invalidData, notAllowed, notFound, rawRefusal } from '../../support/refusals'

// Every refusal the batch-jobs mock imitates, one row each (tests/support/refusals.ts): run against msw
// with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/batch-jobs.ts. A job that
// fails (a parse error, an unknown SKU) is a job's result, not a refused request: admin-batch-jobs.test.ts.

export interface BatchJobRefusalContext {
  api: typeof jobsApi
  /** A product export that has completed (made once per run on the server: it takes a while). */
  completedJob: () => Promise<BatchJob>
  /** The URL of a path on the server itself (an export file's). */
  urlOf: (path: string) => string
}

const unknownJob = notFound('Batch job with id batch_missing was not found')
const MISSING_EXPORT = '/uploads/exports/orders/contract-missing.csv'

export const refusals = defineRefusals<BatchJobRefusalContext>({
  mock: 'batch-jobs',
  about: 'Each row acts on a completed product export, or on a job, price list or file that does not exist.',
  cases: [
    { route: 'GET /admin/batch-jobs/{id}', when: 'an unknown job', call: ({ api }) => api.retrieve('batch_missing'), expected: unknownJob },
    { route: 'POST /admin/batch-jobs/{id}/confirm', when: 'an unknown job', call: ({ api }) => api.confirm('batch_missing'), expected: unknownJob },
    { route: 'POST /admin/batch-jobs/{id}/cancel', when: 'an unknown job', call: ({ api }) => api.cancel('batch_missing'), expected: unknownJob },
    {
      route: 'POST /admin/batch-jobs',
      when: 'a type without a strategy',
      call: ({ api }) => api.create({ type: 'customer-export', context: {} }),
      expected: notFound('Unable to find a BatchJob strategy with the type customer-export'),
    },
    {
      route: 'POST /admin/batch-jobs/{id}/confirm',
      when: 'a job that is not pre-processed (a completed one)',
      call: async ({ api, completedJob }) => api.confirm((await completedJob()).id),
      expected: notAllowed('Cannot confirm processing for a batch job that is not pre processed'),
    },
    {
      route: 'POST /admin/batch-jobs/{id}/confirm',
      when: 'a dry run just created, not pre-processed yet (canceled after)',
      call: async ({ api }) => {
        const { batch_job } = await api.create({ type: 'product-export', context: {}, dry_run: true })
        return api.confirm(batch_job.id).finally(() => api.cancel(batch_job.id))
      },
      expected: notAllowed('Cannot confirm processing for a batch job that is not pre processed'),
    },
    {
      route: 'POST /admin/batch-jobs/{id}/cancel',
      when: 'a completed job',
      call: async ({ api, completedJob }) => api.cancel((await completedJob()).id),
      expected: notAllowed('Cannot cancel completed batch job'),
    },
    {
      route: 'POST /admin/batch-jobs',
      when: 'a price-list import without a price_list_id',
      call: ({ api }) => api.create({ type: 'price-list-import', context: { fileKey: 'x.csv' }, dry_run: true }),
      expected: invalidData('Price list id is required'),
    },
    {
      route: 'POST /admin/batch-jobs',
      when: "a price-list import of an unknown list (the price list service's own words)",
      call: ({ api }) => api.create({ type: 'price-list-import', context: { fileKey: 'x.csv', price_list_id: 'pl_missing' }, dry_run: true }),
      expected: notFound('Price list with id: pl_missing was not found'),
    },
    {
      route: 'GET /uploads/exports/{file}',
      when: "an export file that is not there: express's own HTML page (its content type as the type, its body as the message)",
      call: ({ urlOf }) => fetch(urlOf(MISSING_EXPORT)).then(rawRefusal),
      expected: {
        status: 404,
        type: 'text/html; charset=utf-8',
        message: `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot GET ${MISSING_EXPORT}</pre>\n</body>\n</html>\n`,
      },
    },
  ],
})
