import type { BatchJob } from '@medusajs/client-types'
import { jobCounts, jobErrors, jobSummary } from '@/atoms/batch-jobs/keys'
import { jobTypeLabel } from '@/models/batch-jobs/entity'
import { grouped } from '@/models/core/text'
import { dataTableColumnHelper } from '@/panels/shared/table'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { dateTime } from '@/panels/shared/format'

const col = dataTableColumnHelper<BatchJob>()

/** "12/63" while it runs, the total once done, nothing before Medusa has counted. */
export function progressText(job: BatchJob): string {
  const { done, total } = jobCounts(job)
  if (!total) return '—'
  return job.status === 'completed' ? grouped(total) : `${grouped(done)}/${grouped(total)}`
}

/** The first thing worth reading about a job: its error, else what pre-processing found. */
export function resultText(job: BatchJob): string {
  return jobErrors(job)[0] ?? jobSummary(job)[0] ?? ''
}

export const batchJobColumns = col.columns([
  col.accessor((job) => jobTypeLabel(job.type), { id: 'type', header: 'Job', meta: { label: 'Job' } }),
  col.accessor('status', { header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  col.accessor((job) => progressText(job), { id: 'progress', header: 'Rows', meta: { label: 'Rows', numeric: true } }),
  col.accessor((job) => (job.dry_run ? 'Dry run first' : 'At once'), { id: 'dry_run', header: 'Mode', meta: { label: 'Mode' } }),
  col.accessor((job) => resultText(job), { id: 'result', header: 'Result', meta: { label: 'Result' } }),
  col.accessor('created_at', { header: 'Started', enableSorting: true, sortDescFirst: true, meta: { numeric: true }, cell: ({ getValue }) => dateTime(getValue()) }),
])
