import { defineNav } from '@/models/core/nav'

export const batchJobsNav = defineNav({ domain: 'batch-jobs', label: 'Jobs', hotkey: 'g j', keywords: ['batch jobs', 'imports', 'exports', 'csv'] })
