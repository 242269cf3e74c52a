import { beforeEach, describe, expect, it } from 'vitest'
import { draftsAtom } from '@/atoms/core/context'
import { updatePriceDraftAtom, withEdit, type PriceDraft } from '@/atoms/price-lists/grid'
import { withMockDb } from '../../mocks/handlers'
import type { PriceListsMockDb } from '../../mocks/price-lists/price-lists'
import { regionsDb } from '../../mocks/regions/regions'
import { recordRequests, requestsOf } from '../harness'
import { onPriceList } from '../price-lists/context'
import { newest, undoSetUp } from './setup'

// Price-list prices (the grid's save, the remove commands) and a variant's own prices, undone against
// msw: each cell back to its old amount (or emptied, or made again), one changed since left and named,
// the undo journalled and redone.

const mock = withMockDb()
const seen = recordRequests()
const db = () => mock.db as PriceListsMockDb
beforeEach(() => void regionsDb(mock.db))

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
/** A cell's amounts in Summer Sale (several: duplicates a failed delete left). */
const cell = (variantId: string, currency: string) => summer().prices.filter((p) => p.variant_id === variantId && p.currency_code === currency && !p.region_id).map((p) => p.amount)

type SetUp = ReturnType<typeof undoSetUp>

/** The list's panel: its focus and the grid's drafts (the operator is the set-up's). */
const onSummer = (drafts?: Record<string, unknown>) => {
  const { focus } = onPriceList(db(), 'Summer Sale')
  return { focus, drafts }
}

/** The grid's draft with edits, as the panel writes it, in the runner's store; the panel's context. */
function gridWith({ store }: SetUp, update: (draft: PriceDraft) => PriceDraft) {
  store.set(updatePriceDraftAtom, summer().id, update)
  return onSummer(store.get(draftsAtom))
}

/** A save of three cells: an EUR price changed, a USD price added (a product not priced yet), a USD price removed. */
async function saveThree(setUp: SetUp) {
  const [shirtS, shirtM, mug] = [variant(0, 0), variant(0, 1), variant(6, 0)]
  const [eur] = summer().prices.filter((p) => p.variant_id === shirtS.id && p.currency_code === 'eur')
  const [usd] = summer().prices.filter((p) => p.variant_id === shirtM.id && p.currency_code === 'usd')
  const ctx = gridWith(setUp, (d) =>
    [
      { variantId: shirtS.id, currency: 'eur', row: 'Medusa T-Shirt · S / Black', before: eur?.amount, ids: eur ? [eur.id] : [], after: 899 },
      { variantId: mug.id, currency: 'usd', row: 'Medusa Coffee Mug · One Size', ids: [], after: 1000 },
      { variantId: shirtM.id, currency: 'usd', row: 'Medusa T-Shirt · M / Black', before: usd?.amount, ids: usd ? [usd.id] : [], after: null },
    ].reduce(withEdit, d),
  )
  expect(await setUp.run('price-lists.save-prices', { priceListId: summer().id }, ctx)).toMatchObject({ status: 'done' })
  return { shirtS, shirtM, mug, before: { eur: eur?.amount, usd: usd?.amount } }
}

describe('undo of the price grid’s save', () => {
  it('takes every cell back in one step (one batch, one delete), journals it, and redoes it', async () => {
    const setUp = undoSetUp()
    const { shirtS, shirtM, mug, before } = await saveThree(setUp)
    const saved = newest(await setUp.entries())
    expect(saved.undo).toMatchObject({ undoable: true, plans: [{ revert: 'price-list-prices', target: { id: summer().id, name: 'Summer Sale' } }] })
    expect(saved.undo.plans?.[0]?.steps.map((s) => [s.name, s.before, s.after])).toEqual([
      ['Medusa T-Shirt · S / Black, EUR', before.eur, 899],
      ['Medusa Coffee Mug · One Size, USD', null, 1000],
      ['Medusa T-Shirt · M / Black, USD', before.usd, null],
    ])
    seen.length = 0

    expect(await setUp.undo()).toMatchObject({ status: 'done', result: { title: 'Undone: Save edited prices', message: '3 changes taken back' } })
    expect([cell(shirtS.id, 'eur'), cell(mug.id, 'usd'), cell(shirtM.id, 'usd')]).toEqual([[before.eur], [], [before.usd]])
    expect(requestsOf(seen, 'POST', /prices\/batch$/)).toHaveLength(1)
    expect(requestsOf(seen, 'DELETE', /prices\/batch$/)).toHaveLength(1)
    // The other prices of the list are untouched: 14 seeded.
    expect(summer().prices).toHaveLength(14)
    const undone = newest(await setUp.entries())
    expect(undone).toMatchObject({ command: { title: 'Undo: Save edited prices' }, outcome: { status: 'done' }, undo: { undoes: { id: saved.id, redo: false } } })
    expect(undone.records.map((r) => r.name)).toEqual(['Medusa T-Shirt · S / Black, EUR', 'Medusa Coffee Mug · One Size, USD', 'Medusa T-Shirt · M / Black, USD'])

    await setUp.undo(undone.id)
    expect([cell(shirtS.id, 'eur'), cell(mug.id, 'usd'), cell(shirtM.id, 'usd')]).toEqual([[899], [1000], []])
  })

  it('leaves the one price changed since and names it; undoes the others', async () => {
    const setUp = undoSetUp()
    const { shirtS, mug, shirtM, before } = await saveThree(setUp)
    // Another client sets the EUR price meanwhile.
    const changed = summer().prices.find((p) => p.variant_id === shirtS.id && p.currency_code === 'eur')
    if (changed) changed.amount = 2100

    expect(await setUp.undo()).toMatchObject({
      status: 'done',
      result: { message: '2 changes taken back; 1 record left as they are\nMedusa T-Shirt · S / Black, EUR: price is now €21.00, changed since — left as it is' },
    })
    expect([cell(shirtS.id, 'eur'), cell(mug.id, 'usd'), cell(shirtM.id, 'usd')]).toEqual([[2100], [], [before.usd]])
    expect(newest(await setUp.entries()).outcome).toEqual({ status: 'partly', done: 2, failed: 1 })
  })

  it('a list deleted since leaves every cell, named', async () => {
    const setUp = undoSetUp()
    await saveThree(setUp)
    const list = summer()
    db().priceLists = db().priceLists.filter((l) => l !== list)
    expect(await setUp.undo()).toMatchObject({ status: 'done', result: { message: expect.stringContaining('Medusa T-Shirt · S / Black, EUR: deleted since') } })
    expect(newest(await setUp.entries()).outcome).toMatchObject({ status: 'refused' })
  })
})

describe('undo of the remove-prices commands', () => {
  it("a variant's removed prices are made again with their amounts", async () => {
    const setUp = undoSetUp()
    const shirt = variant(0, 0)
    const amounts = { eur: cell(shirt.id, 'eur'), usd: cell(shirt.id, 'usd') }
    const row = { variantId: shirt.id, productId: db().products[0]?.id ?? '', label: 'Medusa T-Shirt · S / Black', product: 'Medusa T-Shirt' }
    const ctx = gridWith(setUp, (d) => ({ ...d, row }))
    await setUp.run('price-lists.remove-variant-prices', { priceListId: summer().id, variantId: shirt.id }, ctx)
    expect(cell(shirt.id, 'eur')).toEqual([])
    expect(newest(await setUp.entries()).undo.plans?.[0]?.steps.map((s) => s.name)).toEqual(['Medusa T-Shirt · S / Black, EUR', 'Medusa T-Shirt · S / Black, USD'])
    await setUp.undo()
    expect({ eur: cell(shirt.id, 'eur'), usd: cell(shirt.id, 'usd') }).toEqual(amounts)
  })

  it('selected prices removed come back, named by their rows', async () => {
    const setUp = undoSetUp()
    const [shirtS, shirtM] = [variant(0, 0), variant(0, 1)]
    const prices = [shirtS, shirtM].map((v) => summer().prices.find((p) => p.variant_id === v.id && p.currency_code === 'eur'))
    const selected = prices.map((p, i) => ({ row: `Medusa T-Shirt · ${['S', 'M'][i]} / Black`, currency: 'eur', amount: p?.amount ?? 0, ids: p ? [p.id] : [] }))
    const ctx = gridWith(setUp, (d) => ({ ...d, selected }))
    await setUp.run('price-lists.remove-selected-prices', { priceListId: summer().id }, ctx)
    expect([cell(shirtS.id, 'eur'), cell(shirtM.id, 'eur')]).toEqual([[], []])
    expect(await setUp.undo()).toMatchObject({ status: 'done', result: { message: '2 changes taken back' } })
    expect([cell(shirtS.id, 'eur'), cell(shirtM.id, 'eur')]).toEqual(prices.map((p) => [p?.amount]))
    expect(newest(await setUp.entries()).records.map((r) => r.name)).toEqual(['Medusa T-Shirt · M / Black, EUR', 'Medusa T-Shirt · S / Black, EUR'])
  })

  it("a product's removed prices come back for each of its variants", async () => {
    const setUp = undoSetUp()
    const before = summer().prices.map((p) => [p.variant_id, p.currency_code, p.amount].join()).sort()
    await setUp.run('price-lists.remove-product-prices', { priceListId: summer().id, productId: db().products[1]?.id }, onSummer())
    expect(summer().prices).toHaveLength(8)
    await setUp.undo()
    expect(summer().prices.map((p) => [p.variant_id, p.currency_code, p.amount].join()).sort()).toEqual(before)
  })
})

describe('undo of a variant’s own prices', () => {
  const shirt = () => mock.db.products.find((p) => p.id === 'prod_1')
  const own = (variantId: string) =>
    (shirt()?.variants.find((v) => v.id === variantId)?.prices ?? []).map((p) => [p.region_id ? 'region' : '', p.currency_code, p.amount].join(' ')).sort()

  it('Change variant price: the old amount back; a currency it added is removed again', async () => {
    const setUp = undoSetUp()
    const before = own('variant_3')
    await setUp.run('products.set-variant-price', { productId: 'prod_1', variantId: 'variant_3', currency: 'eur', amount: 2500 })
    expect(own('variant_3')).toContain(' eur 2500')
    expect(newest(await setUp.entries()).undo.plans?.[0]).toMatchObject({ revert: 'variant-prices', target: { name: 'Medusa T-Shirt' }, steps: [{ name: 'Medusa T-Shirt · S / White, EUR', before: 1950, after: 2500 }] })
    await setUp.undo()
    expect(own('variant_3')).toEqual(before)

    await setUp.run('products.set-variant-price', { productId: 'prod_1', variantId: 'variant_3', currency: 'gbp', amount: 1700 })
    await setUp.undo()
    expect(own('variant_3')).toEqual(before)
  })

  it('a price changed since is left and named', async () => {
    const setUp = undoSetUp()
    await setUp.run('products.set-variant-price', { productId: 'prod_1', variantId: 'variant_3', currency: 'eur', amount: 2500 })
    const eur = shirt()?.variants.find((v) => v.id === 'variant_3')?.prices.find((p) => p.currency_code === 'eur' && !p.region_id)
    if (eur) eur.amount = 2600
    expect(await setUp.undo()).toMatchObject({ result: { message: '0 changes taken back; 1 record left as they are\nMedusa T-Shirt · S / White, EUR: price is now €26.00, changed since — left as it is' } })
    expect(own('variant_3')).toContain(' eur 2600')
  })

  it('a region’s price set is removed again; one removed comes back, and the redo removes it again', async () => {
    const setUp = undoSetUp()
    const before = own('variant_3')
    const uk = regionsDb(mock.db).regions.find((r) => r.name === 'United Kingdom')?.id
    await setUp.run('products.set-region-price', { productId: 'prod_1', variantId: 'variant_3', regionId: uk, amount: 1750 })
    expect(own('variant_3')).toContain('region gbp 1750')
    expect(newest(await setUp.entries()).undo.plans?.[0]?.steps[0]?.name).toBe('Medusa T-Shirt · S / White, United Kingdom (GBP)')
    await setUp.undo()
    expect(own('variant_3')).toEqual(before)

    await setUp.run('products.set-region-price', { productId: 'prod_1', variantId: 'variant_3', regionId: uk, amount: 1750 })
    await setUp.run('products.remove-region-price', { productId: 'prod_1', variantId: 'variant_3', regionId: uk })
    expect(own('variant_3')).toEqual(before)
    await setUp.undo()
    expect(own('variant_3')).toContain('region gbp 1750')
    await setUp.undo(newest(await setUp.entries()).id)
    expect(own('variant_3')).toEqual(before)
  })
})
