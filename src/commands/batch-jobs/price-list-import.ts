import { priceListQueries } from '@/atoms/price-lists/keys'
import type { PartialArgs } from '@/commands/core/args'
import { readFileText } from '@/commands/core/csv'
import { arg, defineCommand, toast, type CommandTools } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { listAndCount, planPrices, type ListPriceInput, type PriceLine } from './price-list-import-plan'
import { replaceListPrices } from './price-list-import-write'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { counted, grouped } from '@/models/core/text'
import { priceListEntity } from '@/models/price-lists/entity'
import { checkCsv, refuseLines, type CheckedCsv, type CsvRefusal } from './importFlow'

/**
 * The price-list CSV as Medusa 1.20's import reads it (strategies/batch-jobs/price-list/import.ts):
 * "Product Variant ID" or "SKU" names the variant, "Price EUR" (a currency) or "Price Europe [EUR]"
 * (a region by name) hold amounts in major units. Medusa parses with dynamic typing, so "12,50" would
 * silently become 12: amounts are checked here, by line and column. The console imports the file
 * itself (issue #32: Medusa's job took over 7 minutes for 5,000 lines): the dry run finds every
 * variant and says what the import replaces (price-list-import-plan.ts), the confirm
 * writes the prices in a few large batches, the first replacing the list's prices (price-list-import-write.ts).
 */
const ID = 'Product Variant ID'
const SKU = 'SKU'
const PRICE = [/^Price .+ \[[A-Z]{3}\]$/, /^Price [A-Z]{3}$/]
const AMOUNT = /^\d+(\.\d+)?$/
const isPrice = (column: string) => PRICE.some((p) => p.test(column))

export interface CheckedPriceCsv extends CheckedCsv {
  /** Filled price cells: the prices the list will have afterwards. */
  prices: number
  columns: string[]
  /** The lines as read (those refused too: nothing is planned while any is). */
  lines: PriceLine[]
}

const UNKNOWN = 'not a column Medusa imports (“Product Variant ID”, “SKU”, “Price EUR”, “Price Europe [EUR]”)'

export function checkPriceListCsv(raw: string): CheckedPriceCsv {
  let total = 0
  let header: string[] = []
  const lines: PriceLine[] = []
  const checked = checkCsv(raw, (columns) => {
    header = [...columns]
    const idAt = columns.indexOf(ID)
    const skuAt = columns.indexOf(SKU)
    const headerRefusals: CsvRefusal[] = columns
      .filter((column) => column !== ID && column !== SKU && !isPrice(column))
      .map((column) => ({ line: 1, column: column || '(empty)', reason: UNKNOWN }))
    if (idAt < 0 && skuAt < 0) headerRefusals.push({ line: 1, reason: 'The file needs a “Product Variant ID” or a “SKU” column' })
    if (!columns.some(isPrice)) headerRefusals.push({ line: 1, reason: 'The file has no price column (“Price EUR” or “Price Europe [EUR]”)' })
    const checkLine = (values: readonly string[], line: number) => {
      const refusals: CsvRefusal[] = []
      const [variantId, sku] = [values[idAt] ?? '', values[skuAt] ?? '']
      if (!variantId && !sku) refusals.push({ line, column: skuAt >= 0 ? SKU : ID, reason: 'empty: every line needs its variant’s SKU or ID' })
      const amounts: PriceLine['amounts'][number][] = []
      columns.forEach((column, at) => {
        const value = values[at] ?? ''
        if (!isPrice(column) || !value) return
        if (AMOUNT.test(value)) amounts.push({ column, value })
        else refusals.push({ line, column, reason: `“${value}” is not an amount: write it like 12.50 (major units, a dot)` })
      })
      if (!amounts.length && !refusals.some((r) => r.column && isPrice(r.column))) refusals.push({ line, reason: 'no price on this line' })
      total += amounts.length
      lines.push({ line, variantId, sku, amounts })
      return refusals
    }
    return { header: headerRefusals, noLines: 'The file has a header but no price line', line: checkLine }
  })
  return { ...checked, prices: total, columns: header, lines }
}

/** What the import does to the list, said plainly: every price of the list is replaced by the file's. */
export function replaceText(listName: string, existing: number, incoming: number): string {
  if (!existing) return `Adds the ${counted(incoming, 'price')} in the file to ${listName} (it has no price yet)`
  return `Replaces the ${counted(existing, 'price')} of ${listName} with the ${grouped(incoming)} in the file`
}

/** What the dry run found: the list, its prices now, and every price the file writes. */
export interface PriceImportPlan {
  listId: string
  listName: string
  existing: number
  rows: number
  prices: ListPriceInput[]
}

/** The dry run page's two options; the record carries the decision (its id only tells the two apart). */
type Decision = { id: 'confirm' | 'cancel'; plan: PriceImportPlan }

const PAGE = 'plan'
const listIdOf = (args: PartialArgs) => (typeof args.priceListId === 'string' ? args.priceListId : undefined)
const decisionIn = (ctx: CommandContext, args: PartialArgs) => pickedRecord<Decision>(ctx, PAGE, args[PAGE])
const keeps = (plan: PriceImportPlan) => `Nothing is written; ${plan.listName} keeps its ${counted(plan.existing, 'price')}`

/** The dry run: the file checked line by line, then every variant, column and amount; nothing is written. */
async function dryRunOptions(args: PartialArgs, { queryClient }: Pick<CommandTools, 'queryClient'>) {
  const file = (args.file as File[] | undefined)?.[0]
  const listId = listIdOf(args)
  if (!file || !listId) return []
  const checked = checkPriceListCsv(await readFileText(file))
  refuseLines(file.name, checked.refusals)
  const [list, { prices, refusals }] = await Promise.all([listAndCount(listId), planPrices(checked.lines, checked.columns, queryClient)])
  refuseLines(file.name, refusals)
  const plan: PriceImportPlan = { listId, listName: list.name, existing: list.existing, rows: checked.rows, prices }
  const option = (id: Decision['id'], label: string, hint: string) => ({ id, label, hint, record: { id, plan } satisfies Decision })
  return [
    option('confirm', `Import: ${replaceText(plan.listName, plan.existing, prices.length)}`, `Checked ${counted(plan.rows, 'line')}: every variant found, ${counted(prices.length, 'price')} to write`),
    option('cancel', 'Cancel this import', keeps(plan)),
  ]
}

export const importPriceListPrices = defineCommand({
  id: 'price-lists.import-prices',
  title: 'Import prices from CSV',
  keywords: ['price list', 'upload', 'csv', 'spreadsheet', 'replace prices', 'dry run'],
  args: {
    priceListId: entityArg(priceListEntity),
    file: arg.file({
      label: 'CSV file',
      accept: '.csv,text/csv',
      description: '“SKU” or “Product Variant ID”, then “Price EUR” or “Price Europe [EUR]” columns; amounts in major units. Replaces every price of the list.',
      validate: (files) => files.find((f) => f.size === 0)?.name.concat(' is empty'),
    }),
    [PAGE]: arg.entity({ label: 'Dry run', search: (_q, tools) => dryRunOptions(tools.args, tools) }),
  },
  confirm: (args, ctx) => {
    const decision = decisionIn(ctx, args)
    if (!decision) return 'Import this file?'
    const { plan } = decision
    if (decision.id === 'cancel') return `Cancel this import? ${keeps(plan)}.`
    const deleted = plan.existing ? ` All ${counted(plan.existing, 'price')} of the list go, also those of variants not in the file.` : ''
    return `${replaceText(plan.listName, plan.existing, plan.prices.length)}.${deleted} Import now?`
  },
  run: async (args, tools) => {
    const decision = decisionIn(tools.ctx, args)
    if (!decision) throw new Error('Run the dry run first: nothing was imported')
    const { plan } = decision
    if (decision.id === 'cancel') return toast('Import canceled', `${plan.listName} keeps its ${counted(plan.existing, 'price')}`)
    try {
      await replaceListPrices({ id: plan.listId, name: plan.listName }, plan.prices, tools)
    } finally {
      await tools.queryClient.invalidateQueries({ queryKey: priceListQueries.all })
    }
    return toast(`Prices of ${plan.listName} replaced: ${counted(plan.prices.length, 'price')} from the file`)
  },
})
