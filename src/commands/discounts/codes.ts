import { cancelJobAtom, findJob, LATEST } from '@/atoms/core/jobs'
import { codePageQueries } from '@/atoms/discounts/code-pages'
import {
  createDynamicCodeMutation,
  deleteDynamicCodeMutation,
  generateCodes,
  importCodes,
  importPreviewsAtom,
  setImportPreviewAtom,
} from '@/atoms/discounts/codes'
import { errorMessage } from '@/commands/core/run'
import type { EntityOption, PartialArgs } from '@/commands/core/args'
import { csvDownload, readFileText, toCsv } from '@/commands/core/csv'
import { arg, defineCommand, openPanel, toast, type CommandTools, inGroup } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { jobProgress } from '@/models/core/jobs'
import { counted, grouped } from '@/models/core/text'
import { exportCodesCommand } from './codes-export'
import { previewImportFromServer, previewSummary } from './codes-import'
import { parentOf } from './parent'
import { discountsNav } from '@/models/discounts/area'
import { discountIn } from './discounts'
import { discountEntity } from '@/models/discounts/entity'
import { CODE_PATTERN, dynamicOnly } from '@/models/discounts/rules'

const GROUP = 'Discounts'

const discountArg = () => entityArg(discountEntity, { label: 'Dynamic discount' })

const codeText = () =>
  arg.text({ label: 'Code', placeholder: 'VIP-ANNA', pattern: CODE_PATTERN, patternMessage: 'A code holds letters, digits, - and _ only' })
const usageLimitArg = () =>
  arg.number({ label: 'Usage limit per code', optional: true, integer: true, min: 1, description: 'Empty: the discount’s own limit' })

export const createCodeCommand = defineCommand({
  id: 'discounts.create-code',
  title: 'Create dynamic code',
  keywords: ['dynamic', 'add code', 'personal code'],
  ...dynamicOnly,
  args: { discountId: discountArg(), code: codeText(), usageLimit: usageLimitArg() },
  run: async (a, { mutate }) => {
    const child = await mutate(createDynamicCodeMutation, { parentId: a.discountId, code: a.code, usageLimit: a.usageLimit })
    return toast(`Code ${child.code} created`, child.usage_limit ? `Usable ${grouped(child.usage_limit)} time(s)` : 'No usage limit')
  },
})

export const generateCodesCommand = defineCommand({
  id: 'discounts.generate-codes',
  title: 'Generate dynamic codes…',
  keywords: ['bulk', 'many', 'random', 'codes', 'dynamic'],
  ...dynamicOnly,
  args: {
    discountId: discountArg(),
    prefix: arg.text({ label: 'Prefix', optional: true, placeholder: 'SPRING (codes look like SPRING-7KQ2XM)', pattern: /^[A-Za-z0-9]{1,20}$/, patternMessage: 'A prefix holds up to 20 letters and digits' }),
    count: arg.number({ label: 'How many', integer: true, min: 1, max: 5000 }),
    usageLimit: usageLimitArg(),
  },
  confirm: (a, ctx) => `Create ${counted(a.count, 'code')}${a.prefix ? ` ${a.prefix.toUpperCase()}-XXXXXX` : ''} for ${discountIn(ctx, a)?.code ?? 'this discount'}?`,
  run: async (a, tools) => {
    const parent = await parentOf(a.discountId, tools)
    const { done } = generateCodes(parent, { prefix: a.prefix ?? '', count: a.count, usageLimit: a.usageLimit }, { store: tools.store, queryClient: tools.queryClient, told: jobProgress })
    // The job tells its own end (a toast, the panel's line); the command returns at once.
    void done.catch(() => undefined)
    return openPanel(discountsNav.routes.record(a.discountId))
  },
})

export const importCodesCommand = defineCommand({
  id: 'discounts.import-codes',
  reads: true,
  title: 'Import dynamic codes from CSV…',
  keywords: ['upload', 'csv', 'existing codes', 'dynamic'],
  ...dynamicOnly,
  args: {
    discountId: discountArg(),
    file: arg.file({ label: 'CSV file', accept: '.csv,text/csv', description: 'A "code" column, optionally "usage_limit"' }),
  },
  run: async (a, tools) => {
    const [file] = a.file
    if (!file) throw new Error('Choose a CSV file')
    const preview = await previewImportFromServer(await readFileText(file))
    if ('error' in preview) throw new Error(preview.error)
    if (!preview.rows.length) throw new Error(`${file.name} holds no code`)
    tools.store.set(setImportPreviewAtom, a.discountId, { parentId: a.discountId, fileName: file.name, rows: preview.rows })
    return openPanel(discountsNav.routes.record(a.discountId))
  },
})

export const startImportCommand = defineCommand({
  id: 'discounts.start-import',
  title: 'Create the previewed codes',
  keywords: ['import', 'go', 'confirm'],
  ...dynamicOnly,
  args: { discountId: discountArg() },
  run: async (a, tools) => {
    const store = tools.store
    const preview = store.get(importPreviewsAtom)[a.discountId]
    if (!preview) throw new Error('Nothing previewed for this discount: import a CSV first')
    const fresh = preview.rows.filter((row) => row.status === 'new')
    if (!fresh.length) throw new Error(`No new code to create: ${previewSummary(preview.rows)}`)
    store.set(setImportPreviewAtom, a.discountId, null)
    const { done } = importCodes(await parentOf(a.discountId, tools), preview.rows, { store, queryClient: tools.queryClient, told: jobProgress })
    void done.catch(() => undefined)
    return toast(`Creating ${counted(fresh.length, 'code')}`, 'The discount’s panel shows the count.')
  },
})

export const discardImportCommand = defineCommand({
  id: 'discounts.discard-import',
  reads: true,
  title: 'Discard the previewed codes',
  keywords: ['import', 'cancel'],
  ...dynamicOnly,
  args: { discountId: discountArg() },
  run: async (a, tools) => {
    tools.store.set(setImportPreviewAtom, a.discountId, null)
    return toast('Import discarded', 'Nothing was sent')
  },
})

const jobArg = () => arg.text({ label: 'Run', default: () => LATEST })

export const cancelCodesCommand = defineCommand({
  id: 'discounts.cancel-codes',
  title: 'Cancel creating codes',
  keywords: ['stop', 'generate', 'import'],
  args: { discountId: discountArg(), jobId: jobArg() },
  run: async (a, tools) => {
    const store = tools.store
    const job = findJob(store, { kind: 'dynamic-codes', owner: a.discountId, id: a.jobId, running: true })
    if (!job) throw new Error('No codes are being created for this discount')
    store.set(cancelJobAtom, job.id)
    return toast('Creating codes canceled', `${counted(job.created.length, 'code')} created stay.`)
  },
})

export const downloadCodesCommand = defineCommand({
  id: 'discounts.download-codes',
  reads: true,
  title: 'Download created codes as CSV',
  keywords: ['export', 'csv', 'generated codes'],
  args: { discountId: discountArg(), jobId: jobArg() },
  run: async (a, tools) => {
    const job = findJob(tools.store, { kind: 'dynamic-codes', owner: a.discountId, id: a.jobId, ended: true })
    if (!job) throw new Error('No finished run of codes for this discount in this session')
    if (!job.created.length) throw new Error('That run created no code')
    return csvDownload(job.filename, toCsv(job.columns, job.created))
  },
})

/** Codes of the parent a picker shows: a first page of the server's search. */
const PICKER_CODES = 20

/** The parent's codes matching `q` as picker options, searched on the server; an option's id is the code (the delete route takes the code). */
async function searchCodes(q: string, { queryClient, args }: { queryClient: CommandTools['queryClient']; args: PartialArgs }): Promise<EntityOption[]> {
  const parentId = typeof args.discountId === 'string' ? args.discountId : undefined
  if (!parentId) return []
  const { codes } = await queryClient.fetchQuery(codePageQueries.page({ parentId, q: q.trim(), offset: 0, limit: PICKER_CODES }))
  return codes.map((d) => ({ id: d.code, label: d.code, hint: `used ${grouped(d.usage_count)}${d.usage_limit ? ` of ${grouped(d.usage_limit)}` : ''}` }))
}

export const deleteCodesCommand = defineCommand({
  id: 'discounts.delete-codes',
  title: 'Delete dynamic codes',
  keywords: ['remove', 'codes'],
  ...dynamicOnly,
  args: {
    discountId: discountArg(),
    codes: arg.entities({ label: 'Codes', search: searchCodes }),
  },
  confirm: (a, ctx) => {
    const shown = a.codes.slice(0, 10).join(', ')
    const more = a.codes.length > 10 ? ` and ${a.codes.length - 10} more` : ''
    return `Delete ${counted(a.codes.length, 'code')} of ${discountIn(ctx, a)?.code ?? 'this discount'}: ${shown}${more}?`
  },
  run: async (a, { mutate }) => {
    const failed: string[] = []
    // One at a time: each answer is small and the server sees the operator's order.
    for (const code of a.codes) {
      try {
        await mutate(deleteDynamicCodeMutation, { parentId: a.discountId, code })
      } catch (error) {
        failed.push(`${code}: ${errorMessage(error)}`)
      }
    }
    if (failed.length === a.codes.length) throw new Error(failed.join('\n'))
    return toast(`Deleted ${grouped(a.codes.length - failed.length)} of ${counted(a.codes.length, 'code')}`, failed.join('\n') || undefined)
  },
})

export const dynamicCodeCommands = inGroup(GROUP, [
  createCodeCommand,
  generateCodesCommand,
  importCodesCommand,
  startImportCommand,
  discardImportCommand,
  cancelCodesCommand,
  downloadCodesCommand,
  exportCodesCommand,
  deleteCodesCommand,
])
