import type { AdminPostBatchesReq, BatchJob } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { batchJobs, type BatchJobsListQuery } from '@/api/admin/batch-jobs'
import { uploads } from '@/api/admin/uploads'
import { mutation, queryAtomFamily } from '@/atoms/core/query'

/**
 * Medusa v1 batch jobs (routes/admin/batch): exports and imports the server runs through its event
 * bus. A job moves created → pre_processed → confirmed → processing → completed (or failed, or
 * canceled); a dry run stops at pre_processed until it is confirmed. Medusa lists only the jobs the
 * signed-in user created.
 */
export type BatchJobType = 'order-export' | 'product-export' | 'product-import' | 'price-list-import'
export type BatchJobStatus = BatchJob['status']

export const ENDED: readonly BatchJobStatus[] = ['completed', 'failed', 'canceled']
export const isEnded = (job: Pick<BatchJob, 'status'>) => ENDED.includes(job.status)

export const batchJobQueries = {
  all: ['batch-jobs'] as const,
  lists: () => [...batchJobQueries.all, 'list'] as const,
  list: (query: BatchJobsListQuery) =>
    queryOptions({ queryKey: [...batchJobQueries.lists(), query] as const, queryFn: () => batchJobs.list(query) }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...batchJobQueries.all, 'detail', id] as const, queryFn: () => batchJobs.retrieve(id) }),
  /** Picker search: the newest jobs (Medusa has no text search on jobs). */
  recent: () =>
    queryOptions({
      queryKey: [...batchJobQueries.all, 'recent'] as const,
      queryFn: () => batchJobs.list({ limit: 50, order: '-created_at' }),
      staleTime: 0,
    }),
}

export const batchJobListAtom = queryAtomFamily(batchJobQueries.list)
export const batchJobDetailAtom = queryAtomFamily(batchJobQueries.detail)

export const createBatchJobMutation = mutation({
  mutationFn: (body: AdminPostBatchesReq & { type: BatchJobType }) => batchJobs.create(body),
  invalidates: [batchJobQueries.all],
})

export const confirmBatchJobMutation = mutation({
  mutationFn: (id: string) => batchJobs.confirm(id),
  invalidates: [batchJobQueries.all],
})

export const cancelBatchJobMutation = mutation({
  mutationFn: (id: string) => batchJobs.cancel(id),
  invalidates: [batchJobQueries.all],
})

/** A finished export's file, by its key (POST /admin/uploads/download-url). Changes nothing. */
export const exportFileUrlMutation = mutation({
  mutationFn: (fileKey: string) => uploads.downloadUrl({ file_key: fileKey }),
  invalidates: [],
})

// ---- reading a job's result ----

interface StatDescriptor {
  key?: string
  name?: string
  message?: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Medusa keeps `stat_descriptors` and `errors` as arrays (the client types say objects). */
function listOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.filter(isRecord)
  return isRecord(value) ? [value] : []
}

/** What pre-processing found ("There will be 3 products created (0 updated)…"), one line each. */
export function jobSummary(job: Pick<BatchJob, 'result'>): string[] {
  return listOf(job.result?.stat_descriptors)
    .map((d: StatDescriptor) => (typeof d.message === 'string' ? d.message.replace(/\s+/g, ' ').trim() : ''))
    .filter(Boolean)
}

/** Why a job failed, as Medusa recorded it (an error is a string or `{message}`). */
export function jobErrors(job: Pick<BatchJob, 'result'>): string[] {
  const errors: unknown = job.result?.errors
  const list: unknown[] = Array.isArray(errors) ? errors : errors ? [errors] : []
  return list
    .map((e) => (typeof e === 'string' ? e : isRecord(e) && typeof e.message === 'string' ? e.message : ''))
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** The server's counts: how many rows it has done of how many. */
export function jobCounts(job: Pick<BatchJob, 'result'>): { done: number; total: number } {
  const result = job.result
  return { done: Number(result?.advancement_count ?? 0) || 0, total: Number(result?.count ?? 0) || 0 }
}

/** The product-import plan's counts (result.operations, keyed PRODUCT_CREATE, VARIANT_UPDATE…). */
export function importOperations(job: Pick<BatchJob, 'result'>): Record<string, number> {
  const ops: unknown = job.result?.operations
  if (!isRecord(ops)) return {}
  return Object.fromEntries(Object.entries(ops).map(([key, value]) => [key, Number(value) || 0]))
}

export const fileKeyOf = (job: Pick<BatchJob, 'result'>): string | undefined =>
  typeof job.result?.file_key === 'string' ? job.result.file_key : undefined

export const importFileKeyOf = (job: Pick<BatchJob, 'context'>): string | undefined =>
  typeof job.context?.fileKey === 'string' ? job.context.fileKey : undefined
