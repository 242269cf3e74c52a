import type { BatchJob } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { batchJobDetailAtom, importOperations, jobErrors, jobSummary } from '@/atoms/batch-jobs/keys'
import { batchJobEntity, jobTypeLabel } from '@/models/batch-jobs/entity'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { Section } from '@/panels/shared/Section'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
import { progressText } from './columns'

const OPERATIONS: Record<string, string> = {
  PRODUCT_CREATE: 'Products to create',
  PRODUCT_UPDATE: 'Products to update',
  VARIANT_CREATE: 'Variants to create',
  VARIANT_UPDATE: 'Variants to update',
}

/** The buttons a job's status allows; each command says why when it refuses. */
function JobActions({ job }: { job: BatchJob }) {
  const ended = ['completed', 'failed', 'canceled'].includes(job.status)
  return (
    <>
      {job.status === 'pre_processed' && <CommandButton command="batch-jobs.confirm" variant="primary" />}
      {job.status === 'completed' && job.type.endsWith('-export') && <CommandButton command="batch-jobs.download" label="Download" variant="primary" />}
      {job.status === 'failed' && job.type === 'product-import' && <CommandButton command="batch-jobs.retry" />}
      {!ended && <CommandButton command="batch-jobs.cancel" />}
    </>
  )
}

function BatchJobPanel({ job }: { job: BatchJob }) {
  const summary = jobSummary(job)
  const errors = jobErrors(job)
  const operations = Object.entries(importOperations(job))
  return (
    <RecordPanel title={batchJobEntity.label(job)} meta={jobTypeLabel(job.type)} badges={<StatusBadge status={job.status} />} actions={<JobActions job={job} />}>
      <dl className={shared.facts}>
        <dt>Rows</dt>
        <dd>{progressText(job)}</dd>
        <dt>Mode</dt>
        <dd>{job.dry_run ? 'Dry run, then confirmed' : 'At once'}</dd>
        {operations.map(([key, count]) => (
          <div key={key} className={shared.factRow}>
            <dt>{OPERATIONS[key] ?? key}</dt>
            <dd>{count}</dd>
          </div>
        ))}
        <dt>Started</dt>
        <dd>{dateTime(job.created_at)}</dd>
        <dt>Pre-processed</dt>
        <dd>{dateTime(job.pre_processed_at)}</dd>
        <dt>Confirmed</dt>
        <dd>{dateTime(job.confirmed_at)}</dd>
        <dt>{job.status === 'failed' ? 'Failed' : job.status === 'canceled' ? 'Canceled' : 'Completed'}</dt>
        <dd>{dateTime(job.failed_at ?? job.canceled_at ?? job.completed_at)}</dd>
      </dl>
      {summary.length > 0 && (
        <Section title="What Medusa found">
          {summary.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Section>
      )}
      {errors.length > 0 && (
        <Section title="Errors">
          <ul>
            {errors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Section>
      )}
    </RecordPanel>
  )
}

/** One job: its status and counts, what pre-processing found, its errors, and what can be done with it. */
export function BatchJobDetail({ id }: { id: string }) {
  const detail = useAtomValue(batchJobDetailAtom(id))
  return (
    <RecordDetail noun="job" kind="batch-job" id={id} query={detail} entity={detail.data?.batch_job}>
      {(job) => <BatchJobPanel job={job} />}
    </RecordDetail>
  )
}
