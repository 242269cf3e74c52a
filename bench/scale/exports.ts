// The exports of issue #32 on the store as it is, each through the console's own command in Node
// (exports-run.ts runs them): its time, HTTP requests, rows, the Node heap (the highest seen while it
// ran, sampled every 50 ms, and after it), and its rows checked against Medusa's own count. Orders and
// products are Medusa's batch jobs: the command creates the job, follows it as the tray does and gets
// the file's URL; the file Medusa wrote is read here and its CSV records counted, with Medusa's time.
import { createStore } from 'jotai'
import { resolveObjectURL } from 'node:buffer'
import { batchJobs } from '../../src/api/admin/batch-jobs'
import { customers } from '../../src/api/admin/customers'
import { discounts } from '../../src/api/admin/discounts'
import { giftCards } from '../../src/api/admin/gift-cards'
import { orders } from '../../src/api/admin/orders'
import { products } from '../../src/api/admin/products'
import { uploads } from '../../src/api/admin/uploads'
import { variants } from '../../src/api/admin/variants'
import { createQueryClient } from '../../src/atoms/core/query'
import { exportOrders, exportProducts } from '../../src/commands/batch-jobs/exports'
import type { CommandResult } from '../../src/commands/core/define'
import { makeTools } from '../../src/commands/core/run'
import { exportCustomers } from '../../src/commands/customers/import-export'
import { exportCodesCommand } from '../../src/commands/discounts/codes-export'
import { exportGiftCards } from '../../src/commands/gift-cards/export'
import { emptyContext } from '../../src/models/core/context'

export const EXPORT_NAMES = ['customers', 'codes', 'gift-cards', 'products', 'orders'] as const
export type ExportName = (typeof EXPORT_NAMES)[number]

/** How long Medusa's batch job may take before the bench cancels it and says so (EXPORT_JOB_MINUTES). */
const JOB_MINUTES = Number(process.env.EXPORT_JOB_MINUTES ?? 20)

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`
const grouped = (n: number) => n.toLocaleString('en')

/** Every HTTP request Node makes (the api client's redaxios calls the global fetch). */
let requests = 0
const realFetch = globalThis.fetch
globalThis.fetch = (input, init) => {
  requests += 1
  return realFetch(input, init)
}

/** The highest heap seen while `work` runs, sampled every 50 ms after a garbage collection before it. */
async function measured<T>(work: () => Promise<T>) {
  ;(globalThis as { gc?: () => void }).gc?.()
  let peak = process.memoryUsage().heapUsed
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 50)
  const [started, before] = [performance.now(), requests]
  try {
    const value = await work()
    peak = Math.max(peak, process.memoryUsage().heapUsed)
    return { value, seconds: (performance.now() - started) / 1000, requests: requests - before, peak }
  } finally {
    clearInterval(sampler)
  }
}

/** CSV records of a stream (a line break inside quotes is part of a cell), the header left out. */
async function csvRecords(stream: AsyncIterable<Uint8Array>): Promise<number> {
  let [records, quoted, pending] = [0, false, false]
  for await (const chunk of stream) {
    for (const byte of chunk) {
      if (byte === 0x22) quoted = !quoted
      else if (byte === 0x0a && !quoted) {
        if (pending) records += 1
        pending = false
        continue
      }
      if (byte !== 0x0d) pending = true
    }
  }
  return records + (pending ? 1 : 0) - 1
}

const fileOf = (result: CommandResult | void) => {
  if (result?.type !== 'download') throw new Error(`the export gave no file: ${JSON.stringify(result)}`)
  return result
}

const tools = () => makeTools(createQueryClient(), emptyContext, createStore(), () => undefined)

/** The rows of a file the console made (a Blob URL), read as a stream. */
async function consoleFileRows(result: CommandResult | void) {
  const blob = resolveObjectURL(fileOf(result).url)
  if (!blob) throw new Error('the object URL is gone')
  return { rows: await csvRecords(blob.stream()), bytes: blob.size }
}

interface Report {
  name: ExportName
  lines: string[]
}

const line = (m: { seconds: number; requests: number; peak: number }, rows: number, bytes: number) =>
  `${m.seconds.toFixed(1)} s, ${grouped(m.requests)} requests, ${grouped(rows)} rows (${mb(bytes)} file), heap peak ${mb(m.peak)}, after ${mb(process.memoryUsage().heapUsed)}`
const check = (rows: number, expected: number, what: string) => `${rows === expected ? 'OK' : 'MISMATCH'}: ${grouped(rows)} rows, Medusa counts ${grouped(expected)} ${what}`

async function consoleExport(name: ExportName): Promise<Report> {
  if (name === 'customers') {
    const m = await measured(() => exportCustomers.run({ q: undefined, hasAccount: 'any', groupIds: [] }, tools()))
    const file = await consoleFileRows(m.value)
    const { count } = await customers.list({ limit: 1 })
    return { name, lines: [line(m, file.rows, file.bytes), check(file.rows, count, 'customers')] }
  }
  if (name === 'gift-cards') {
    const m = await measured(() => exportGiftCards.run({ q: undefined }, tools()))
    const file = await consoleFileRows(m.value)
    const { count } = await giftCards.list({ limit: 1 })
    return { name, lines: [line(m, file.rows, file.bytes), check(file.rows, count, 'gift cards')] }
  }
  // The dynamic discount VIP (issue #32: 20,000 codes); its codes are VIP-… in the large store.
  const { discount: vip } = await discounts.retrieveByCode('VIP')
  const m = await measured(() => exportCodesCommand.run({ discountId: vip.id }, tools()))
  const file = await consoleFileRows(m.value)
  // Checked the way the console listed codes before (atoms/discounts/codes.ts): every dynamic discount by offset, counted here.
  const before = await measured(async () => {
    let [codes, read] = [0, 0]
    for (let offset = 0; ; offset += 500) {
      const page = await discounts.list({ is_dynamic: true, limit: 500, offset, expand: 'rule' })
      codes += page.discounts.filter((d) => d.parent_discount_id === vip.id).length
      read += page.discounts.length
      if (!page.discounts.length || offset + 500 >= page.count) return { codes, read }
    }
  })
  return {
    name,
    lines: [
      line(m, file.rows, file.bytes),
      check(file.rows, before.value.codes, `codes of VIP (an offset walk over all ${grouped(before.value.read)} dynamic discounts: ${before.seconds.toFixed(1)} s, ${before.requests} requests)`),
    ],
  }
}

/** Orders or products: the command runs Medusa's batch job, the file Medusa wrote is counted here. */
async function batchExport(name: 'orders' | 'products'): Promise<Report> {
  const command = name === 'orders' ? exportOrders : exportProducts
  const type = name === 'orders' ? 'order-export' : 'product-export'
  const since = new Date().toISOString()
  // Past JOB_MINUTES the job is canceled (the command then ends with the canceled job).
  const timer = setTimeout(async () => {
    const { batch_jobs } = await batchJobs.list({ type: [type], created_at: { gte: since }, limit: 1 })
    const job = batch_jobs[0]
    if (job) await batchJobs.cancel(job.id).catch(() => undefined)
  }, JOB_MINUTES * 60_000)
  const m = await measured(() => command.run({}, tools())).finally(() => clearTimeout(timer))
  const { batch_jobs } = await batchJobs.list({ type: [type], created_at: { gte: since }, limit: 1 })
  const job = batch_jobs[0]
  const medusa = job?.completed_at ? `Medusa's job ${((Date.parse(job.completed_at) - Date.parse(job.created_at)) / 1000).toFixed(1)} s` : `Medusa's job ${job?.status ?? 'not found'}`
  if (m.value?.type !== 'download') {
    const far = job?.result as { advancement_count?: number; count?: number } | undefined
    const got = `it had written ${grouped(far?.advancement_count ?? 0)} of ${grouped(far?.count ?? 0)} ${name}`
    return { name, lines: [`${m.seconds.toFixed(1)} s, ${grouped(m.requests)} requests, heap peak ${mb(m.peak)}: no file (${medusa}; canceled after ${JOB_MINUTES} min if still running; ${got})`] }
  }
  const response = await realFetch(m.value.url)
  if (!response.ok || !response.body) throw new Error(`Medusa's file answered ${response.status}`)
  const bytes = Number(response.headers.get('content-length') ?? 0)
  const rows = await csvRecords(response.body)
  const result = job?.result as { count?: number; file_key?: string } | undefined
  // Medusa's file goes once counted (its job stays: exports-run.ts rebuilds the store after a batch export).
  if (result?.file_key) await uploads.delete({ file_key: result.file_key }).catch(() => undefined)
  const checks =
    name === 'orders'
      ? [check(rows, (await orders.list({ limit: 1, fields: 'id' })).count, 'orders'), `the job's own count: ${grouped(result?.count ?? 0)}`]
      : [
          // A row per variant (a product without variants would get one of its own: the large store has none).
          check(rows, (await variants.list({ limit: 1 })).count, 'variants'),
          `the job's own count: ${grouped(result?.count ?? 0)} products (Medusa counts ${grouped((await products.list({ limit: 1, fields: 'id' })).count)})`,
        ]
  return { name, lines: [`${line(m, rows, bytes)}; ${medusa}`, ...checks] }
}

export async function runExport(name: ExportName): Promise<Report> {
  return name === 'orders' || name === 'products' ? batchExport(name) : consoleExport(name)
}
