import type { BatchJob } from '@medusajs/client-types'
import { jobErrors } from '@/atoms/batch-jobs/keys'
import { priceListQueries } from '@/atoms/price-lists/keys'
import type { PartialArgs } from '@/commands/core/args'
import { toast } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { priceListEntity } from '@/models/price-lists/entity'
import { checkCsv, defineImport, type CheckedCsv, type CsvRefusal } from './importFlow'
import { outcomeOf } from './run'
import { counted, grouped } from '@/models/core/text'

/**
 * The price-list CSV as Medusa 1.20 reads it (strategies/batch-jobs/price-list/import.ts): `;`-separated,
 * "Product Variant ID" or "SKU" names the variant, "Price EUR" (a currency) or "Price Europe [EUR]" (a
 * region by name) hold amounts in major units. Medusa parses with dynamic typing, so "12,50" would
 * silently become 12: amounts are checked here, by line and column, before anything is uploaded.
 * The file is rewritten with `;` and no line ending after the last line: with one, Medusa's parser
 * misreads a two-column file (its delimiter guess fails and "SKU;Price EUR" becomes one price column).
 */
const ID = 'Product Variant ID'
const SKU = 'SKU'
const PRICE = [/^Price .+ \[[A-Z]{3}\]$/, /^Price [A-Z]{3}$/]
const AMOUNT = /^\d+(\.\d+)?$/
const isPrice = (column: string) => PRICE.some((p) => p.test(column))

export interface CheckedPriceCsv extends CheckedCsv {
  /** Filled price cells: the prices the list will have afterwards. */
  prices: number
}

const UNKNOWN = 'not a column Medusa imports (“Product Variant ID”, “SKU”, “Price EUR”, “Price Europe [EUR]”)'

export function checkPriceListCsv(raw: string): CheckedPriceCsv {
  let total = 0
  const checked = checkCsv(raw, (columns) => {
    const idAt = columns.indexOf(ID)
    const skuAt = columns.indexOf(SKU)
    const header: CsvRefusal[] = columns
      .filter((column) => column !== ID && column !== SKU && !isPrice(column))
      .map((column) => ({ line: 1, column: column || '(empty)', reason: UNKNOWN }))
    if (idAt < 0 && skuAt < 0) header.push({ line: 1, reason: 'The file needs a “Product Variant ID” or a “SKU” column' })
    if (!columns.some(isPrice)) header.push({ line: 1, reason: 'The file has no price column (“Price EUR” or “Price Europe [EUR]”)' })
    const checkLine = (values: readonly string[], line: number) => {
      const refusals: CsvRefusal[] = []
      if (!values[idAt] && !values[skuAt]) refusals.push({ line, column: skuAt >= 0 ? SKU : ID, reason: 'empty: every line needs its variant’s SKU or ID' })
      let filled = 0
      columns.forEach((column, at) => {
        const value = values[at] ?? ''
        if (!isPrice(column) || !value) return
        if (AMOUNT.test(value)) filled += 1
        else refusals.push({ line, column, reason: `“${value}” is not an amount: write it like 12.50 (major units, a dot)` })
      })
      if (!filled && !refusals.some((r) => r.column && isPrice(r.column))) refusals.push({ line, reason: 'no price on this line' })
      total += filled
      return refusals
    }
    return { header, noLines: 'The file has a header but no price line', line: checkLine }
  })
  return { ...checked, prices: total }
}


/** What the import does to the list, said plainly: Medusa deletes every price of the list first (medusa#2210). */
export function replaceText(listName: string, existing: number, incoming: number): string {
  if (!existing) return `Adds the ${counted(incoming, 'price')} in the file to ${listName} (it has no price yet)`
  return `Replaces the ${counted(existing, 'price')} of ${listName} with the ${grouped(incoming)} in the file`
}

/** What the ended job's tray line and toast say: the list's prices replaced, or how the job ended. */
const outcome = (job: BatchJob, plan: ListPlan) =>
  job.status === 'completed' ? `Prices of ${plan.listName} replaced: ${counted(plan.incoming, 'price')} from the file` : outcomeOf(job)

/** What the dry run's decision says about the list: its name, its prices now and the file's. */
interface ListPlan {
  listName: string
  existing: number
  incoming: number
  rows: number
}

const listIdOf = (args: PartialArgs) => (typeof args.priceListId === 'string' ? args.priceListId : undefined)

/**
 * The price-list import (a `price-list-import` job with the list in its context): the list's current
 * prices are counted before the upload, so the confirming option and the question say how many
 * prices Medusa deletes and replaces by how many.
 */
export const importPriceListPrices = defineImport({
  id: 'price-lists.import-prices',
  title: 'Import prices from CSV',
  keywords: ['price list', 'upload', 'csv', 'spreadsheet', 'batch job', 'replace prices', 'dry run'],
  before: { priceListId: entityArg(priceListEntity) },
  columns: '“SKU” or “Product Variant ID”, then “Price EUR” or “Price Europe [EUR]” columns; amounts in major units. Replaces every price of the list.',
  check: checkPriceListCsv,
  target: (args) => {
    const id = listIdOf(args)
    return id ? { type: 'price-list-import', context: { price_list_id: id } } : undefined
  },
  plan: async (checked, args, { queryClient }): Promise<ListPlan> => {
    const { price_list } = await queryClient.fetchQuery({ ...priceListQueries.detail(listIdOf(args) ?? ''), staleTime: 0 })
    return { listName: price_list.name, existing: price_list.prices?.length ?? 0, incoming: checked.prices, rows: checked.rows }
  },
  offer: ({ summary, plan }) => ({
    label: replaceText(plan.listName, plan.existing, plan.incoming),
    hint: `Medusa checked ${counted(plan.rows, 'line')}: ${summary.join(' ') || 'no summary'}`,
  }),
  keeps: (plan) => `${plan.listName} keeps its ${counted(plan.existing, 'price')}`,
  question: ({ plan }) => {
    const deleted = plan.existing ? ` Medusa deletes all ${counted(plan.existing, 'price')} first, also those of variants not in the file.` : ''
    return `${replaceText(plan.listName, plan.existing, plan.incoming)}.${deleted} Import now?`
  },
  importing: (plan) => ({ title: `Importing prices into ${plan.listName}`, noun: 'variants', outcome: (job) => outcome(job, plan) }),
  ended: async (job, plan, { queryClient }) => {
    await queryClient.invalidateQueries({ queryKey: priceListQueries.all })
    if (job.status === 'failed') throw new Error(outcomeOf(job) + (jobErrors(job)[1] ? `; ${jobErrors(job).slice(1).join('; ')}` : ''))
    return job.status === 'completed' ? toast(outcome(job, plan)) : undefined
  },
})
