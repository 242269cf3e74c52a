import type { AdminBatchJobListRes, AdminBatchJobRes, AdminGetBatchParams, AdminPostBatchesReq } from '@medusajs/client-types'
import { client } from '../client'

type NullableDate = 'confirmed_at' | 'pre_processed_at' | 'completed_at' | 'failed_at' | 'canceled_at'

/** AdminGetBatchParams, plus the null (sent as the text 'null') the server accepts on these dates. */
export type BatchJobsListQuery = Omit<AdminGetBatchParams, NullableDate> & {
  [K in NullableDate]?: AdminGetBatchParams[K] | null
}

const base = '/admin/batch-jobs'

export const batchJobs = {
  create: (body: AdminPostBatchesReq) => client.post<AdminBatchJobRes>(base, body),
  list: (query?: BatchJobsListQuery) => client.get<AdminBatchJobListRes>(base, query, 'null-as-text'),
  retrieve: (id: string) => client.get<AdminBatchJobRes>(`${base}/${id}`),
  cancel: (id: string) => client.post<AdminBatchJobRes>(`${base}/${id}/cancel`),
  confirm: (id: string) => client.post<AdminBatchJobRes>(`${base}/${id}/confirm`),
}
