import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { draftsAtom } from '@/atoms/core/context'
import { priceDraftOf, updatePriceDraftAtom, withEdit } from '@/atoms/price-lists/grid'
import { pick, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import type { PriceListsMockDb } from '../../mocks/price-lists/price-lists'
import { onPriceList } from './context'

const mock = withMockDb()
const db = () => mock.db as PriceListsMockDb
const store = getDefaultStore()
const summer = () => {
  const list = db().priceLists.find((l) => l.name === 'Summer Sale')
  if (!list) throw new Error('no Summer Sale')
  return list
}
const region = (name: string) => {
  const found = db().regions.find((r) => r.name === name)
  if (!found) throw new Error(`no region ${name}`)
  return found
}
beforeEach(() => store.set(draftsAtom, {}))

describe('price-lists.add-region-column', () => {
  it('adds a column for a region to the list’s grid (named, in the region’s currency), refusing one it already has', async () => {
    const run = await runCommand('price-lists.add-region-column', { ctx: onPriceList(db(), 'Summer Sale'), answers: { regionId: pick('king', 'United Kingdom') } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Column United Kingdom (GBP) added' } })
    const uk = region('United Kingdom')
    expect(priceDraftOf(store.get(draftsAtom), summer().id).regions).toEqual([uk.id])
    const again = await runCommand('price-lists.add-region-column', { ctx: onPriceList(db(), 'Summer Sale', store.get(draftsAtom)), answers: { regionId: pick('king', 'United Kingdom') } })
    expect(again.outcome).toMatchObject({ status: 'failed', message: 'United Kingdom already has a column in Summer Sale' })
  })

  it('saves a region cell with the other edits in one batch: a price with the region, in its currency', async () => {
    const uk = region('United Kingdom')
    const shirt = db().products[0]?.variants[0]
    if (!shirt) throw new Error('no variant')
    store.set(updatePriceDraftAtom, summer().id, (d) =>
      withEdit(
        { ...d, regions: [uk.id] },
        { variantId: shirt.id, currency: 'gbp', regionId: uk.id, column: 'United Kingdom (GBP)', row: 'Medusa T-Shirt · S / Black', ids: [], after: 850 },
      ),
    )
    const run = await runCommand('price-lists.save-prices', { ctx: onPriceList(db(), 'Summer Sale', store.get(draftsAtom)) })
    expect(run.confirmations[0]?.split('\n')).toEqual([
      'Save Summer Sale: 0 changed, 1 added, 0 removed. Other prices stay as they are.',
      `Medusa T-Shirt · S / Black, United Kingdom (GBP): new ${formatMoney(850, 'gbp')}`,
    ])
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(summer().prices.filter((p) => p.region_id === uk.id).map((p) => [p.variant_id, p.currency_code, p.amount])).toEqual([[shirt.id, 'gbp', 850]])
    // Saved: the draft's edits and added columns go (the column stays, now from the list's prices).
    const draft = priceDraftOf(store.get(draftsAtom), summer().id)
    expect([draft.edits, draft.regions ?? []]).toEqual([{}, []])
  })
})
