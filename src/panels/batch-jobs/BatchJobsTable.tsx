import { batchJobListAtom, batchJobQueries } from '@/atoms/batch-jobs/keys'
import { batchJobsNav } from '@/models/batch-jobs/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords } from '@/panels/shared/table'
import { batchJobColumns } from './columns'

/** The jobs table: Medusa's batch jobs of the signed-in operator, newest first, paged on the server. */
export const BatchJobsTable = defineListPanel({
  area: batchJobsNav,
  ...medusaRecords('batch-job', batchJobListAtom, batchJobQueries.detail),
  url: { defaults: { order: '-created_at' } },
  query: ({ query: { limit, offset, order } }) => ({ limit, offset, order }),
  columns: batchJobColumns,
  selectable: false,
  rowLabel: (job) => `${job.type} ${job.created_at}`,
  emptyText: 'No imports or exports yet',
  actions: (
    <>
      <CommandButton command="batch-jobs.export-orders" label="Export orders" variant="ghost" />
      <CommandButton command="batch-jobs.export-products" label="Export products" variant="ghost" />
      {/* The file an import starts from: Medusa's columns, a price column per store currency, an example product. */}
      <CommandButton command="products.import-template" label="Download template" variant="ghost" />
      <CommandButton command="batch-jobs.import-products" label="Import products" variant="primary" />
    </>
  ),
})
