import type { BatchJob } from '@medusajs/client-types'
import { batchJobListAtom, batchJobQueries } from '@/atoms/batch-jobs/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useListPanel } from '@/panels/shared/table'
import { batchJobColumns } from './columns'

/** The jobs table: Medusa's batch jobs of the signed-in operator, newest first, paged on the server. */
export function BatchJobsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { table } = useListPanel({
    kind: 'batch-job',
    basePath: '/a/batch-jobs',
    url: { defaults: { order: '-created_at' }, filterKeys: [] },
    query: ({ query: { limit, offset, order } }) => ({ limit, offset, order }),
    listAtom: batchJobListAtom,
    rows: (res): readonly BatchJob[] => res.batch_jobs,
    detail: batchJobQueries.detail,
    entity: (res) => res.batch_job,
    detailOpen,
  })
  return (
    <ListPanel
      id="batch-jobs"
      title="Jobs"
      actions={
        <>
          <CommandButton command="batch-jobs.export-orders" label="Export orders" variant="ghost" />
          <CommandButton command="batch-jobs.export-products" label="Export products" variant="ghost" />
          <CommandButton command="batch-jobs.import-products" label="Import products" variant="primary" />
        </>
      }
    >
      <DataTable<BatchJob>
        id="batch-jobs"
        label="Jobs"
        columns={batchJobColumns}
        selectable={false}
        emptyText="No imports or exports yet"
        rowLabel={(job) => `${job.type} ${job.created_at}`}
        {...table}
        onSearchChange={undefined}
      />
    </ListPanel>
  )
}
