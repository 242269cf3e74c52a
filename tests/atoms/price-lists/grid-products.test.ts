import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { PRODUCTS_PAGE, priceListQueries } from '@/atoms/price-lists/keys'
import { withMockDb } from '../../mocks/handlers'
import { seedPriceLists } from '../../mocks/price-lists/price-lists'
import { server } from '../../mocks/server'

const mock = withMockDb()

/** Every admin request the test makes: path and query. */
function watchRequests(): URL[] {
  const seen: URL[] = []
  server.events.removeAllListeners('request:start')
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url))
  })
  return seen
}

/** `count` copies of the first product, each with one variant, priced in `listId` (as a large list's products). */
function addPricedCopies(listId: string, count: number) {
  const db = seedPriceLists(mock.db)
  const [model] = db.products
  if (!model?.variants[0]) throw new Error('no product to copy')
  const list = db.priceLists.find((l) => l.id === listId)
  for (let n = 0; n < count; n++) {
    const variant = { ...model.variants[0], id: `variant_copy_${n}`, sku: `COPY-${n}` }
    db.products.push({ ...model, id: `prod_copy_${String(n).padStart(4, '0')}`, title: `Copy ${n}`, handle: `copy-${n}`, variants: [variant] })
    list?.prices.push({ ...(list.prices[0] ?? ({} as never)), id: `ma_copy_${n}`, variant_id: variant.id })
  }
}

describe("a price list's products (the grid's rows)", () => {
  it('are the products with a variant priced in the list, whole, read through /admin/products filtered by the list', async () => {
    const db = seedPriceLists(mock.db)
    const sale = db.priceLists.find((l) => l.name === 'Summer Sale')
    if (!sale) throw new Error('no seeded sale')
    const seen = watchRequests()
    const found = await createQueryClient().fetchQuery(priceListQueries.products(sale.id))
    const priced = new Set(sale.prices.map((p) => p.variant_id))
    const expected = db.products.filter((p) => p.variants.some((v) => priced.has(v.id)))
    expect(found.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort())
    expect(found.map((p) => p.variants?.length)).toEqual(found.map((p) => expected.find((e) => e.id === p.id)?.variants.length))
    // Not the list's own products route: it asks the database once per variant (27 s for 5,000 on the large store).
    expect(seen.map((u) => u.pathname)).toEqual(['/admin/products'])
    const query = seen[0]?.searchParams
    expect(query?.get('price_list_id[0]')).toBe(sale.id)
    expect(query?.get('expand')).toBe('variants')
    expect(query?.get('fields')).toBe('id,title,handle')
  })

  // A mock answer of 500 products takes seconds on a busy 2-core machine.
  it(`gathers a list of more than ${PRODUCTS_PAGE} products page by page, in a stable order, each product once`, { timeout: 60_000 }, async () => {
    const sale = seedPriceLists(mock.db).priceLists.find((l) => l.name === 'Summer Sale')
    if (!sale) throw new Error('no seeded sale')
    addPricedCopies(sale.id, PRODUCTS_PAGE + 20)
    const seen = watchRequests()
    const found = await createQueryClient().fetchQuery(priceListQueries.products(sale.id))
    const ids = found.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.filter((id) => id.startsWith('prod_copy_'))).toHaveLength(PRODUCTS_PAGE + 20)
    expect(seen.map((u) => [u.searchParams.get('offset'), u.searchParams.get('limit'), u.searchParams.get('order')])).toEqual([
      ['0', String(PRODUCTS_PAGE), 'id'],
      [String(PRODUCTS_PAGE), String(PRODUCTS_PAGE), 'id'],
    ])
  })
})
