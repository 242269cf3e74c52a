import type { BatchJob } from '@medusajs/client-types'
import { exportFileUrlMutation, fileKeyOf, jobCounts, jobErrors, jobSummary } from '@/atoms/batch-jobs/keys'
import type { JobTools } from '@/atoms/core/jobs'
import { download, type CommandResult, type CommandTools } from '@/commands/core/define'
import { day, grouped } from '@/models/core/text'
import { jobTypeLabel } from '@/models/batch-jobs/entity'

/** What a job needs of a command's tools: the app's store it is tracked in, and the query client. */
export const jobTools = ({ store, queryClient }: CommandTools): JobTools => ({ store, queryClient })

const NOUNS: Record<string, string> = { 'order-export': 'orders', 'product-export': 'products', 'product-import': 'products and variants' }
export const nounOf = (type: string) => NOUNS[type] ?? 'rows'

/** What an ended job's tray line and toast say: "Order export done: 63 orders", "Product import failed: …". */
export function outcomeOf(job: BatchJob): string {
  const { done, total } = jobCounts(job)
  const label = jobTypeLabel(job.type)
  if (job.status === 'completed') return `${label} done: ${grouped(total || done)} ${nounOf(job.type)}`
  if (job.status === 'canceled') return `${label} canceled`
  if (job.status === 'failed') return `${label} failed${jobErrors(job)[0] ? `: ${jobErrors(job)[0]}` : ''}`
  return `${label}: ${jobSummary(job)[0] ?? job.status}`
}

/** The download of a finished export's file, through Medusa's download URL for its key. */
export async function exportDownload(job: BatchJob, tools: CommandTools): Promise<CommandResult> {
  const fileKey = fileKeyOf(job)
  if (job.status !== 'completed' || !fileKey) throw new Error(`That ${jobTypeLabel(job.type).toLowerCase()} has no file: it is ${job.status}`)
  const { download_url } = await tools.mutate(exportFileUrlMutation, fileKey)
  const kind = job.type.replace(/-export$/, 's')
  return download(`${kind}-${day(job.created_at)}.csv`, download_url)
}
