import type { Region } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { withMockDb } from '../../mocks/handlers'
import { taxRatesDb, type StoredTaxRate } from '../../mocks/tax-rates/tax-rates'
import { recordRequests, requestsOf } from '../harness'
import { newest, undoSetUp } from './setup'

// What a tax rate applies to, undone against msw through the rate's batch routes: only the records
// the run changed go back; one changed since (or deleted) is left and named; the undo is journalled
// and redone.

const mock = withMockDb()
const seen = recordRequests()
const db = () => taxRatesDb(mock.db)
const europe = () => db().regions.find((r) => r.name === 'Europe') as Region
const product = (title: string) => db().products.find((p) => p.title === title)?.id ?? ''
const type = (value: string) => db().types.find((t) => t.value === value)?.id ?? ''
const titles = (rate: StoredTaxRate) => rate.product_ids.map((id) => db().products.find((p) => p.id === id)?.title).sort()

async function reducedRate(setUp: ReturnType<typeof undoSetUp>): Promise<StoredTaxRate> {
  await setUp.run('tax-rates.create', { regionId: europe().id, name: 'Reduced', code: 'RED', rate: 7 })
  return db().taxRates.find((t) => t.code === 'RED') as StoredTaxRate
}

describe('undo of tax-rate targets', () => {
  it('products added are taken off the rate again, named in the journal; the redo applies the rate again', async () => {
    const setUp = undoSetUp()
    const { run, undo, entries } = setUp
    const rate = await reducedRate(setUp)
    rate.product_ids = [product('Medusa Hoodie')]
    const ids = [product('Medusa Hoodie'), product('Medusa Sweatpants'), product('Medusa Coffee Mug')]
    expect(await run('tax-rates.add-products', { taxRateId: rate.id, ids })).toMatchObject({ status: 'done' })
    const added = newest(await entries())
    // The hoodie had the rate already: the run did not change it, so its undo leaves it.
    expect(added.undo.plans).toEqual([
      {
        revert: 'tax-rate-products',
        target: { id: rate.id, name: 'Reduced' },
        steps: [
          { id: product('Medusa Sweatpants'), name: 'Medusa Sweatpants', field: 'member', before: false, after: true },
          { id: product('Medusa Coffee Mug'), name: 'Medusa Coffee Mug', field: 'member', before: false, after: true },
        ],
      },
    ])
    expect(added.changes).toEqual([
      { record: 'Medusa Sweatpants', field: 'Tax rate Reduced', before: 'does not apply', after: 'applies' },
      { record: 'Medusa Coffee Mug', field: 'Tax rate Reduced', before: 'does not apply', after: 'applies' },
    ])

    seen.length = 0
    expect(await undo()).toMatchObject({ status: 'done', result: { title: 'Undone: Add products to tax rate…', message: '2 changes taken back' } })
    expect(titles(rate)).toEqual(['Medusa Hoodie'])
    expect(requestsOf(seen, 'DELETE', `/admin/tax-rates/${rate.id}/products/batch`)).toHaveLength(1)
    const [undone] = await entries()
    expect(undone?.records.map((r) => [r.name, r.kind])).toEqual([['Medusa Sweatpants', 'product'], ['Medusa Coffee Mug', 'product']])

    await undo(undone?.id)
    expect(titles(rate)).toEqual(['Medusa Coffee Mug', 'Medusa Hoodie', 'Medusa Sweatpants'])
  })

  it('product types removed are applied again, except one deleted since, which is named', async () => {
    const setUp = undoSetUp()
    const { run, undo, entries } = setUp
    const rate = await reducedRate(setUp)
    rate.product_type_ids = [type('Shirts'), type('Accessories')]
    await run('tax-rates.remove-product-types', { taxRateId: rate.id, ids: [type('Shirts'), type('Accessories')] })
    expect(rate.product_type_ids).toEqual([])
    // Another operator deletes the Accessories type meanwhile.
    const accessories = type('Accessories')
    db().types = db().types.filter((t) => t.id !== accessories)
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back; 1 record left as they are\nAccessories: deleted since' } })
    expect(rate.product_type_ids).toEqual([type('Shirts')])
    expect(newest(await entries())).toMatchObject({ outcome: { status: 'partly', done: 1, failed: 1 } })
  })

  it('a product taken off the rate by someone else meanwhile is not sent again', async () => {
    const setUp = undoSetUp()
    const { run, undo } = setUp
    const rate = await reducedRate(setUp)
    await run('tax-rates.add-products', { taxRateId: rate.id, ids: [product('Medusa Hoodie')] })
    rate.product_ids = []
    seen.length = 0
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(requestsOf(seen, 'DELETE')).toEqual([])
  })

  it('a rate deleted since: the undo says so by name', async () => {
    const setUp = undoSetUp()
    const { run, undo } = setUp
    const rate = await reducedRate(setUp)
    await run('tax-rates.add-products', { taxRateId: rate.id, ids: [product('Medusa Hoodie')] })
    db().taxRates = []
    expect(await undo()).toMatchObject({ status: 'failed', message: expect.stringContaining('The tax rate Reduced was deleted since: there is nothing to apply again') })
  })
})
