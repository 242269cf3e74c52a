import { HttpResponse, http } from 'msw'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsAtom } from '@/atoms/core/context'
import { cellKey, priceDraftOf, updatePriceDraftAtom, withEdit, type PriceDraft } from '@/atoms/price-lists/grid'
import { commandOf, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { BASE } from '../../mocks/http'
import { withMockDb } from '../../mocks/handlers'
import type { PriceListsMockDb } from '../../mocks/price-lists/price-lists'
import { server } from '../../mocks/server'
import { onPriceList } from './context'

const mock = withMockDb()
const seen = recordRequests()
const db = () => mock.db as PriceListsMockDb
const store = getDefaultStore()
const onList = (name: string, drafts?: Parameters<typeof onPriceList>[2]) => onPriceList(db(), name, drafts)
const summer = () => {
  const list = db().priceLists.find((l) => l.name === 'Summer Sale')
  if (!list) throw new Error('no Summer Sale')
  return list
}
const variant = (product: number, index: number) => {
  const v = db().products[product]?.variants[index]
  if (!v) throw new Error('no variant')
  return v
}
const cellOf = (variantId: string, currency: string) => summer().prices.filter((p) => p.variant_id === variantId && p.currency_code === currency)

beforeEach(() => store.set(draftsAtom, {}))

/** The grid's draft as the panel would write it, and a context that reads it. */
function draftWith(update: (draft: PriceDraft) => PriceDraft) {
  store.set(updatePriceDraftAtom, summer().id, update)
  return onList('Summer Sale', store.get(draftsAtom))
}

/** Two edits: an existing EUR price changed, a JPY-less cell of USD added for a product not priced yet. */
function twoEdits() {
  const shirt = variant(0, 0)
  const [eur] = cellOf(shirt.id, 'eur')
  const mug = variant(6, 0)
  return draftWith((d) =>
    [
      { variantId: shirt.id, currency: 'eur', row: 'Medusa T-Shirt · S / Black', before: eur?.amount, ids: eur ? [eur.id] : [], after: 899 },
      { variantId: mug.id, currency: 'usd', row: 'Medusa Coffee Mug · One Size', ids: [], after: 1000 },
    ].reduce(withEdit, d),
  )
}

describe('price-lists.save-prices', () => {
  it('previews old → new per cell, then sends one batch and one delete; the draft is cleared', async () => {
    const ctx = twoEdits()
    expect(commandOf('price-lists.save-prices')).toMatchObject({ hotkey: 'mod+s', scope: 'price-list' })
    const run = await runCommand('price-lists.save-prices', { ctx })
    expect(run.confirmations).toEqual([
      [
        'Save Summer Sale: 1 changed, 1 added, 0 removed. Other prices stay as they are.',
        'Medusa Coffee Mug · One Size, USD: new $10.00',
        'Medusa T-Shirt · S / Black, EUR: €10.00 → €8.99',
      ].join('\n'),
    ])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Prices saved', message: '2 cells of Summer Sale' } })
    expect(requestsOf(seen, 'POST', /prices\/batch$/)).toHaveLength(1)
    expect(requestsOf(seen, 'DELETE', /prices\/batch$/)).toHaveLength(1)
    expect(cellOf(variant(0, 0).id, 'eur').map((p) => p.amount)).toEqual([899])
    expect(cellOf(variant(6, 0).id, 'usd').map((p) => p.amount)).toEqual([1000])
    // Every other price of the list stays (no override: medusa PR#2210).
    expect(summer().prices).toHaveLength(15)
    expect(priceDraftOf(store.get(draftsAtom), summer().id).edits).toEqual({})
  })

  it('a refused batch changes nothing and keeps every edited cell to save again', async () => {
    const ctx = twoEdits()
    server.use(http.post(`${BASE}/admin/price-lists/:id/prices/batch`, () => HttpResponse.json({ type: 'invalid_data', message: 'amount must be an integer number' }, { status: 400 })))
    const run = await runCommand('price-lists.save-prices', { ctx })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'amount must be an integer number' })
    expect(requestsOf(seen, 'DELETE', /prices\/batch$/)).toHaveLength(0)
    expect(summer().prices).toHaveLength(14)
    expect(Object.keys(priceDraftOf(store.get(draftsAtom), summer().id).edits)).toEqual([cellKey(variant(0, 0).id, 'eur'), cellKey(variant(6, 0).id, 'usd')])
  })

  it('is not offered without edits; removed cells go in the one batch delete', async () => {
    expect(commandOf('price-lists.save-prices').when?.(onList('Summer Sale'))).toBe(false)
    const shirt = variant(0, 1)
    const [usd] = cellOf(shirt.id, 'usd')
    const ctx = draftWith((d) => withEdit(d, { variantId: shirt.id, currency: 'usd', row: 'Medusa T-Shirt · M / Black', before: usd?.amount, ids: usd ? [usd.id] : [], after: null }))
    const run = await runCommand('price-lists.save-prices', { ctx })
    expect(run.confirmations[0]).toContain('Medusa T-Shirt · M / Black, USD: remove $13.00')
    expect(requestsOf(seen, 'POST', /prices\/batch$/)).toHaveLength(0)
    expect(cellOf(shirt.id, 'usd')).toEqual([])
  })
})

describe('price-lists.discard-edits', () => {
  it('forgets every edited cell after asking', async () => {
    const ctx = twoEdits()
    const run = await runCommand('price-lists.discard-edits', { ctx })
    expect(run.confirmations).toEqual(['Discard 2 edited cells of Summer Sale?'])
    expect(priceDraftOf(store.get(draftsAtom), summer().id).edits).toEqual({})
    expect(commandOf('price-lists.discard-edits').when?.(onList('Summer Sale', store.get(draftsAtom)))).toBe(false)
    expect(summer().prices).toHaveLength(14)
  })
})

describe('price-lists.add-products and the remove commands', () => {
  it('adds picked products to the grid (no request until prices are saved)', async () => {
    const run = await runCommand('price-lists.add-products', { ctx: onList('Summer Sale'), answers: { productIds: pick('mug', 'Medusa Coffee Mug') } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Added Medusa Coffee Mug', message: '1 row to price; save to keep the prices you type' } })
    expect(priceDraftOf(store.get(draftsAtom), summer().id).added).toEqual([{ id: db().products[6]?.id, title: 'Medusa Coffee Mug' }])
    expect(requestsOf(seen, 'POST')).toHaveLength(0)
  })

  it('refuses a product without variants', async () => {
    const run = await runCommand('price-lists.add-products', { ctx: onList('Summer Sale'), answers: { productIds: pick('sticker', 'Medusa Sticker Pack') } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Medusa Sticker Pack has no variants to price' })
  })

  it("removes the focused row's product prices, and its variant's, after naming them", async () => {
    const shirt = variant(0, 0)
    const row = { variantId: shirt.id, productId: db().products[0]?.id ?? '', label: 'Medusa T-Shirt · S / Black', product: 'Medusa T-Shirt' }
    const ctx = draftWith((d) => ({ ...d, row }))
    const byVariant = await runCommand('price-lists.remove-variant-prices', { ctx })
    expect(byVariant.confirmations).toEqual(['Remove every price of Medusa T-Shirt · S / Black from Summer Sale?'])
    expect(summer().prices.filter((p) => p.variant_id === shirt.id)).toEqual([])
    const byProduct = await runCommand('price-lists.remove-product-prices', { ctx })
    expect(byProduct.confirmations).toEqual(['Remove every price of Medusa T-Shirt from Summer Sale?'])
    expect(summer().prices).toHaveLength(6)
  })

  it('picks the product among the list’s own when no row is focused', async () => {
    const run = await runCommand('price-lists.remove-product-prices', { ctx: onList('Summer Sale'), answers: { productId: pick('sweat', 'Medusa Sweatshirt') } })
    expect(run.offered.productId).toEqual([{ id: db().products[1]?.id, label: 'Medusa Sweatshirt', hint: '3 variants' }])
    expect(run.confirmations).toEqual(['Remove every price of Medusa Sweatshirt from Summer Sale?'])
    expect(summer().prices).toHaveLength(8)
  })

  it('removes the selected prices in one batch delete', async () => {
    const cells = [cellOf(variant(1, 0).id, 'eur')[0], cellOf(variant(1, 1).id, 'eur')[0]]
    const selected = cells.map((p, i) => ({ row: `Medusa Sweatshirt · ${['S', 'M'][i]}`, currency: 'eur', amount: p?.amount ?? 0, ids: p ? [p.id] : [] }))
    const ctx = draftWith((d) => ({ ...d, selected }))
    const run = await runCommand('price-lists.remove-selected-prices', { ctx })
    expect(run.confirmations).toEqual(['Remove 2 prices from Summer Sale?\nMedusa Sweatshirt · S, EUR: €14.00\nMedusa Sweatshirt · M, EUR: €15.00'])
    expect(requestsOf(seen, 'DELETE', /prices\/batch$/)).toHaveLength(1)
    expect(summer().prices).toHaveLength(12)
  })
})
