// The API half of bench/scale/price-grid.ts: a draft price list with a price for every variant of the
// first products of the store until 5,000 variants (3 currencies), made through the batch route in
// chunks under Medusa's body limit; the list's prices by cell (to check a save); and the list deleted at the end.
import type { MoneyAmount, PriceList } from '@medusajs/client-types'
import { priceLists } from '../../src/api/admin/price-lists'
import { products } from '../../src/api/admin/products'
import { store } from '../../src/api/admin/store'
import { chunksBySize } from '../../src/atoms/price-lists/grid-save'

/** Prices sent per batch POST while the list is made (Medusa reads a body of at most 100 KB: 1,500 prices are refused, 413). */
const PRODUCTS_PAGE = 200

export interface BenchList {
  id: string
  name: string
  variants: number
  currencies: string[]
  /** `variant:currency` → amount, as made. */
  made: Map<string, number>
  /** ms per batch POST while it was made. */
  chunkMs: number[]
}

/** Variant ids of the store's first products (by Medusa's default order), whole products, until `wanted`. */
async function firstVariants(wanted: number): Promise<string[]> {
  const ids: string[] = []
  for (let offset = 0; ids.length < wanted; offset += PRODUCTS_PAGE) {
    const page = await products.list({ offset, limit: PRODUCTS_PAGE, expand: 'variants', fields: 'id,title' })
    if (!page.products.length) break
    for (const product of page.products) {
      if (ids.length >= wanted) break
      ids.push(...(product.variants ?? []).map((v) => v.id))
    }
  }
  return ids
}

export const pricedKey = (variantId: string, currency: string) => `${variantId}:${currency}`

/** A draft sale with a price per variant and currency (10.00 to 99.99). */
export async function makeList(wanted: number): Promise<BenchList> {
  const { store: shop } = await store.retrieve()
  const first = shop.default_currency_code
  const others = (shop.currencies ?? []).map((c) => c.code).filter((c) => c !== first).sort()
  const currencies = [first, ...others].slice(0, 3)
  const variantIds = await firstVariants(wanted)
  const name = `Bench grid ${variantIds.length} variants`
  const { price_list: list } = await priceLists.create({ name, description: 'bench/scale/price-grid.ts (deleted at its end)', type: 'sale', status: 'draft', prices: [] })
  const made = new Map<string, number>()
  const prices = variantIds.flatMap((variantId, i) =>
    currencies.map((currency, j) => {
      const amount = 1000 + ((i * 7 + j * 13) % 9000)
      made.set(pricedKey(variantId, currency), amount)
      return { variant_id: variantId, currency_code: currency, amount }
    }),
  )
  const chunkMs: number[] = []
  try {
    // As the grid's save cuts them: Medusa reads a body of at most 100 KB (1,500 prices are refused, 413).
    for (const chunk of chunksBySize(prices, (p) => ({ prices: p }))) {
      const started = performance.now()
      await priceLists.addPrices(list.id, { prices: chunk })
      chunkMs.push(performance.now() - started)
    }
  } catch (error) {
    await priceLists.delete(list.id)
    throw error
  }
  return { id: list.id, name, variants: variantIds.length, currencies, made, chunkMs }
}

/** The list's prices now, by `variant:currency` (a cell with two prices is said so). */
export async function pricesByCell(id: string): Promise<{ cells: Map<string, number>; total: number; doubled: number }> {
  const list = (await priceLists.retrieve(id)).price_list as PriceList
  const prices: MoneyAmount[] = list.prices ?? []
  const cells = new Map<string, number>()
  let doubled = 0
  for (const price of prices) {
    const key = pricedKey(price.variant_id ?? '', price.currency_code)
    if (cells.has(key)) doubled += 1
    cells.set(key, price.amount)
  }
  return { cells, total: prices.length, doubled }
}

/** What changed between two reads: the cells whose amount differs, and whether they are exactly `expected`. */
export function changedCells(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>, expected: ReadonlyMap<string, number>) {
  const changed = [...after].filter(([key, amount]) => before.get(key) !== amount)
  const gone = [...before.keys()].filter((key) => !after.has(key))
  const wrong = changed.filter(([key, amount]) => expected.get(key) !== amount).length
  const missing = [...expected.keys()].filter((key) => after.get(key) !== expected.get(key)).length
  return { changed: changed.length, gone: gone.length, wrong, missing, exact: changed.length === expected.size && !gone.length && !wrong && !missing }
}
