import type { BatchJob } from '@medusajs/client-types'
import { createBatchJobMutation } from '@/atoms/batch-jobs/keys'
import { watchBatchJob } from '@/atoms/batch-jobs/watch'
import type { CommandContext, EntityKind } from '@/models/core/context'
import { defineCommand, toast, type CommandResult, type CommandTools } from '@/commands/core/define'
import { jobTypeLabel } from '@/models/batch-jobs/entity'
import { exportDownload, jobTools, nounOf, outcomeOf } from './run'

export type ExportType = 'order-export' | 'product-export'

/** Paging and shape of the table's query: the export takes every matching row, in Medusa's columns. */
const NOT_FILTERS = new Set(['limit', 'offset', 'order', 'fields', 'expand'])

/**
 * The table's current filter (ctx.list) as the job's `filterable_fields`, which Medusa hands to the
 * list service as they are (medusa#12195: the original admin exported everything whatever the filter).
 */
export function tableFilters(ctx: CommandContext, kind: EntityKind): Record<string, unknown> {
  const list = ctx.list?.kind === kind ? ctx.list : undefined
  const entries = Object.entries(list?.query ?? {}).filter(([key, value]) => !NOT_FILTERS.has(key) && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length))
  return Object.fromEntries(entries)
}

/** "Product export: products tagged 'winter', matching 'wool'": the table's filter follows its noun. */
export function exportTitle(ctx: CommandContext, type: ExportType, kind: EntityKind): string {
  const list = ctx.list?.kind === kind ? ctx.list : undefined
  return list?.description ? `${jobTypeLabel(type)}: ${nounOf(type)} ${list.description}` : jobTypeLabel(type)
}

/**
 * Creates the export job and follows it in the jobs tray while the operator goes on working (the
 * original admin froze during exports, medusa#6365); the file downloads once Medusa has written it.
 * A failed or canceled job says so in the tray and a toast, not in the palette.
 */
export async function runExport(type: ExportType, kind: EntityKind, tools: CommandTools): Promise<CommandResult | void> {
  const filterable_fields = tableFilters(tools.ctx, kind)
  const { batch_job } = await tools.mutate(createBatchJobMutation, { type, context: { filterable_fields }, dry_run: false })
  const title = exportTitle(tools.ctx, type, kind)
  const { job, dismissed } = await watchBatchJob(batch_job as BatchJob, { title, noun: nounOf(type), outcome: outcomeOf }, jobTools(tools))
  if (dismissed) return toast(`${jobTypeLabel(type)} goes on without you`, 'Its file is in Jobs (g j) once it is done')
  if (job.status !== 'completed') return undefined
  return exportDownload(job, tools)
}

/** An export command: the table's filter, the job followed in the tray, the file downloaded. */
const exportCommand = <const Id extends string>(id: Id, title: string, type: ExportType, kind: EntityKind, keyword: string) =>
  defineCommand({
    id,
    title,
    keywords: ['download', 'csv', 'spreadsheet', 'batch job', keyword],
    // Medusa keeps the export's job, but no record changes.
    reads: true,
    run: async (_args, tools) => runExport(type, kind, tools),
  })

export const exportOrders = exportCommand('batch-jobs.export-orders', 'Export orders as CSV', 'order-export', 'order', 'orders')
export const exportProducts = exportCommand('batch-jobs.export-products', 'Export products as CSV', 'product-export', 'product', 'catalog')
