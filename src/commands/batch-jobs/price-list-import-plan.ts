import type { AdminPostPriceListPricesPricesReq, PriceList, Product, Region } from '@medusajs/client-types'
import type { QueryClient } from '@tanstack/react-query'
import { priceLists } from '@/api/admin/price-lists'
import { products } from '@/api/admin/products'
import { variants as variantsApi } from '@/api/admin/variants'
import { parseMoney } from '@/api/money'
import { storeQueries } from '@/atoms/core/store'
import { regionQueries } from '@/atoms/regions/keys'
import { readEveryPage } from '@/models/core/pages'

/**
 * The price-list import's dry run past the file's own check (issue #32): every variant the file names
 * is found, every price column is a store currency or a region, every amount is read in its currency's
 * minor units, and a variant priced twice in one column is refused, so the write sends each price once.
 * Medusa's own `price-list-import` job looked each line's SKU up and added each line's prices in its
 * own request, every one answering the whole list again: 5,000 lines had not finished in 7 minutes.
 */

export type ListPriceInput = NonNullable<AdminPostPriceListPricesPricesReq['prices']>[number]

/** A line of the file as the check read it: its variant by ID or SKU and its filled price cells. */
export interface PriceLine {
  line: number
  variantId: string
  sku: string
  amounts: ReadonlyArray<{ column: string; value: string }>
}

/** What the plan refuses, by line and column (the header is line 1). */
export interface PlanRefusal {
  line: number
  column?: string
  reason: string
}

/** Products per page of the variants' walk (about 5 variants each on the large store). */
export const VARIANT_WALK_PAGE = 1000
const PAGES_AT_ONCE = 2
/** Variants a file names up to which each is asked on its own; beyond, every product is walked. */
export const LOOKUP_ONE_BY_ONE = 10
/** Products a SKU's search answers at most: a SKU found in none of them sends the lookup to the walk. */
const SEARCH_PAGE = 50

/** The variants the lookup found: the IDs known, the variant of each SKU. */
export interface FoundVariants {
  ids: Set<string>
  bySku: Map<string, string>
}

const add = (found: FoundVariants, variants: ReadonlyArray<{ id: string; sku?: string | null }>) => {
  for (const variant of variants) {
    found.ids.add(variant.id)
    if (variant.sku) found.bySku.set(variant.sku, variant.id)
  }
}

/**
 * Every variant of the store by ID and by SKU. Medusa 1.20's variant list has no SKU filter and
 * prices every variant it answers (5,000 took minutes on the large store): the products are walked
 * with their variants instead, by id, a page of 1,000 products at a time.
 */
export async function storeVariants(): Promise<FoundVariants> {
  const found: FoundVariants = { ids: new Set(), bySku: new Map() }
  const page = async (offset: number) => {
    const { products: rows, count } = await products.list({ fields: 'id', expand: 'variants', order: 'id', limit: VARIANT_WALK_PAGE, offset })
    return { rows: rows as Product[], count }
  }
  await readEveryPage(page, PAGES_AT_ONCE, (rows) => add(found, rows.flatMap((p) => p.variants ?? [])))
  return found
}

/**
 * The variants of a few IDs and SKUs, each asked on its own: the IDs in one variants request, each
 * SKU by the products' search (Medusa's `q` matches variant SKUs). Undefined when a SKU's search
 * answered a full page without it: only the walk can tell then.
 */
async function fewVariants(ids: readonly string[], skus: readonly string[]): Promise<FoundVariants | undefined> {
  const found: FoundVariants = { ids: new Set(), bySku: new Map() }
  if (ids.length) add(found, (await variantsApi.list({ id: [...ids], fields: 'id,sku', limit: ids.length })).variants)
  const searched = await Promise.all(skus.map((q) => products.list({ q, expand: 'variants', limit: SEARCH_PAGE })))
  for (const [at, { products: rows, count }] of searched.entries()) {
    const sku = skus[at] ?? ''
    const variantsOf = (rows as Product[]).flatMap((p) => p.variants ?? [])
    add(found, variantsOf.filter((v) => v.sku === sku))
    if (!found.bySku.has(sku) && count > rows.length) return undefined
  }
  return found
}

/** The variants the file's lines name: a few asked one by one, more by one walk of every product. */
export async function variantsOfLines(lines: readonly PriceLine[]): Promise<FoundVariants> {
  const ids = [...new Set(lines.map((l) => l.variantId).filter(Boolean))]
  const skus = [...new Set(lines.filter((l) => !l.variantId).map((l) => l.sku))]
  if (ids.length + skus.length <= LOOKUP_ONE_BY_ONE) {
    const found = await fewVariants(ids, skus)
    if (found) return found
  }
  return storeVariants()
}

/** Where a price column's amounts go: a currency, or a region (Medusa takes the region's currency). */
interface ColumnTarget {
  currency: string
  regionId?: string
}

const REGION_COLUMN = /^Price (.+) \[[A-Z]{3}\]$/
const CURRENCY_COLUMN = /^Price ([A-Z]{3})$/

/** Each price column's currency or region; a currency the store lacks or a region name none has is refused. */
function columnTargets(columns: readonly string[], currencies: ReadonlySet<string>, regions: readonly Region[]) {
  const targets = new Map<string, ColumnTarget>()
  const refusals: PlanRefusal[] = []
  for (const column of columns) {
    const regionName = REGION_COLUMN.exec(column)?.[1]
    const currency = CURRENCY_COLUMN.exec(column)?.[1]?.toLowerCase()
    if (regionName !== undefined) {
      const region = regions.find((r) => r.name === regionName)
      if (region) targets.set(column, { currency: region.currency_code, regionId: region.id })
      else refusals.push({ line: 1, column, reason: `no region is named “${regionName}”` })
    } else if (currency !== undefined) {
      if (currencies.has(currency)) targets.set(column, { currency })
      else refusals.push({ line: 1, column, reason: `${currency.toUpperCase()} is not a currency of the store` })
    }
  }
  return { targets, refusals }
}

/** The prices of the file's lines, each variant and column once; refusals by line and column. */
export function pricesOfLines(
  lines: readonly PriceLine[],
  targets: ReadonlyMap<string, ColumnTarget>,
  variants: FoundVariants,
): { prices: ListPriceInput[]; refusals: PlanRefusal[] } {
  const prices: ListPriceInput[] = []
  const refusals: PlanRefusal[] = []
  const pricedOn = new Map<string, number>()
  for (const { line, variantId, sku, amounts } of lines) {
    // As Medusa's import: the ID column wins over the SKU when both are filled.
    const id = variantId ? (variants.ids.has(variantId) ? variantId : undefined) : variants.bySku.get(sku)
    if (!id) {
      refusals.push(variantId ? { line, column: 'Product Variant ID', reason: 'no variant of the store has this ID' } : { line, column: 'SKU', reason: `no variant has the SKU “${sku}”` })
      continue
    }
    for (const { column, value } of amounts) {
      const target = targets.get(column)
      if (!target) continue
      const cell = `${id}:${target.regionId ?? target.currency}`
      const earlier = pricedOn.get(cell)
      if (earlier !== undefined) {
        refusals.push({ line, column, reason: `line ${earlier} prices this variant in this column already` })
        continue
      }
      const amount = parseMoney(value, target.currency)
      if (amount === undefined) {
        refusals.push({ line, column, reason: `“${value}” is no amount of ${target.currency.toUpperCase()}: more decimals than it has, or too large` })
        continue
      }
      pricedOn.set(cell, line)
      prices.push(target.regionId ? { variant_id: id, region_id: target.regionId, amount } : { variant_id: id, currency_code: target.currency, amount })
    }
  }
  return { prices, refusals }
}

/**
 * The list's name and how many prices it has. Medusa 1.20 counts no prices: its list route takes no
 * `fields` and its detail route reads no query. The list route with `expand=prices` answers the
 * prices bare (no variant, no customer groups: about a fifth of the detail's bytes).
 */
export async function listAndCount(id: string): Promise<{ name: string; existing: number }> {
  const { price_lists: lists } = await priceLists.list({ id, expand: 'prices', limit: 1 })
  const list = (lists as PriceList[]).find((l) => l.id === id) ?? ((await priceLists.retrieve(id)).price_list as PriceList)
  return { name: list.name, existing: list.prices?.length ?? 0 }
}

/** What the import will write, or what of the file is refused. */
export async function planPrices(lines: readonly PriceLine[], columns: readonly string[], queryClient: QueryClient) {
  const [{ store }, { regions }, variants] = await Promise.all([
    queryClient.fetchQuery({ ...storeQueries.detail(), staleTime: 0 }),
    queryClient.fetchQuery({ ...regionQueries.options(), staleTime: 0 }),
    variantsOfLines(lines),
  ])
  const { targets, refusals: header } = columnTargets(columns, new Set((store.currencies ?? []).map((c) => c.code)), regions as Region[])
  const { prices, refusals } = pricesOfLines(lines, targets, variants)
  return { prices, refusals: [...header, ...refusals].sort((a, b) => a.line - b.line) }
}
