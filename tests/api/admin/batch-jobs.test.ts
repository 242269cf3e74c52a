import { batchJobs } from '@/api/admin/batch-jobs'
import { describeCalls } from '../harness'

const job = { batch_job: { id: 'batch_1', type: 'product-export' } }

describeCalls('admin batch jobs', [
  { name: 'create', call: () => batchJobs.create({ type: 'product-export', context: {}, dry_run: false }), method: 'POST', path: '/admin/batch-jobs', body: { type: 'product-export', context: {}, dry_run: false }, response: job },
  {
    name: 'list sends null as text',
    call: () => batchJobs.list({ limit: 100, type: ['product-export'], canceled_at: null, created_at: { gte: '2024-01-01' } }),
    method: 'GET',
    path: '/admin/batch-jobs',
    query: { limit: '100', type: ['product-export'], canceled_at: 'null', created_at: { gte: '2024-01-01' } },
    response: { batch_jobs: [], count: 0, offset: 0, limit: 100 },
  },
  { name: 'retrieve', call: () => batchJobs.retrieve('batch_1'), method: 'GET', path: '/admin/batch-jobs/batch_1', response: job },
  { name: 'cancel', call: () => batchJobs.cancel('batch_1'), method: 'POST', path: '/admin/batch-jobs/batch_1/cancel', response: job },
  { name: 'confirm', call: () => batchJobs.confirm('batch_1'), method: 'POST', path: '/admin/batch-jobs/batch_1/confirm', response: job },
])
