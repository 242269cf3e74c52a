import type { Product, Region, TaxRate } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { taxRatesDb, type StoredTaxRate } from '../../mocks/tax-rates/tax-rates'

const mock = withMockDb()
const seen = recordRequests()
const db = () => taxRatesDb(mock.db)
const region = (name: string) => db().regions.find((r) => r.name === name) as Region

/** A rate as its panel holds it: with what it applies to. */
function onRate(stored: StoredTaxRate): CommandContext {
  const { product_ids, product_type_ids, shipping_option_ids, ...rate } = stored
  const entity: TaxRate = {
    ...rate,
    region: region('Europe'),
    products: db().products.filter((p) => product_ids.includes(p.id)) as unknown as Product[],
    product_types: db().types.filter((t) => product_type_ids.includes(t.id)),
    shipping_options: db().shippingOptions.filter((o) => shipping_option_ids.includes(o.id)),
  }
  return { ...emptyContext, focus: { kind: 'tax-rate', id: rate.id, entity } }
}

async function reduced(): Promise<StoredTaxRate> {
  await runCommand('tax-rates.create', { answers: { regionId: pick('Europe', 'Europe'), name: 'Reduced', code: 'RED', rate: '7' } })
  return db().taxRates.find((t) => t.code === 'RED') as StoredTaxRate
}

describe('tax rate commands', () => {
  it("'Go to settings: tax rates' opens the section", async () => {
    expect((await runCommand('tax-rates.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/tax-rates' } })
  })

  it('creates a rate for a region and tells whether the region can sell', async () => {
    const run = await runCommand('tax-rates.create', { answers: { regionId: pick('Europe', 'Europe'), name: 'Reduced', code: 'RED', rate: '7' } })
    expect(run.outcome).toMatchObject({
      status: 'done',
      result: { type: 'toast', title: 'Reduced created', message: expect.stringMatching(/^7 %: add the products, product types or shipping options it applies to\. Europe can/) },
    })
    expect(db().taxRates).toMatchObject([{ name: 'Reduced', code: 'RED', rate: 7, region_id: region('Europe').id }])
  })

  it.each(['101', '-1'])('refuses a rate of %s before sending, the prompt keeping what was typed', async (typed) => {
    const run = await runCommand('tax-rates.create', { answers: { regionId: pick('Europe', 'Europe'), name: 'Reduced', code: 'RED', rate: typed } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'rate', message: 'A tax rate is a percentage from 0 to 100' })
    expect(run.args).toMatchObject({ name: 'Reduced', code: 'RED' })
    expect(requestsOf(seen, 'POST', '/admin/tax-rates')).toHaveLength(0)
  })

  it('edits a rate, starting from its values', async () => {
    const rate = await reduced()
    const run = await runCommand('tax-rates.edit', { ctx: onRate(rate), answers: { name: keep, code: keep, rate: '5.5' } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Reduced saved', message: expect.stringMatching(/^5\.5 %\. Europe/) } })
    expect(db().taxRates[0]?.rate).toBe(5.5)
  })

  it('applies a rate to product types picked, then removes one, each told with the region notice', async () => {
    const rate = await reduced()
    const add = await runCommand('tax-rates.add-product-types', { ctx: onRate(rate), answers: { ids: pick('', 'Shirts', 'Accessories') } })
    expect(add.confirmations).toEqual(['Apply Reduced to 2 product types?'])
    expect(add.outcome).toMatchObject({ status: 'done', result: { title: 'Reduced: 2 product types added', message: expect.stringMatching(/^Europe can/) } })
    expect(db().taxRates[0]?.product_type_ids).toHaveLength(2)
    const again = await runCommand('tax-rates.add-product-types', { ctx: onRate(db().taxRates[0] as StoredTaxRate), answers: { ids: pick('') } })
    expect(again.offered.ids).toEqual([])

    const remove = await runCommand('tax-rates.remove-product-types', { ctx: onRate(db().taxRates[0] as StoredTaxRate), answers: { ids: pick('shi', 'Shirts') } })
    expect(remove.outcome).toMatchObject({ status: 'done', result: { title: 'Reduced: 1 product type removed' } })
    expect(db().taxRates[0]?.product_type_ids).toEqual([db().types.find((t) => t.value === 'Accessories')?.id])
  })

  it("adds the products table's selection without asking for products", async () => {
    const rate = await reduced()
    const [first, second] = db().products
    const ctx: CommandContext = { ...emptyContext, selection: { kind: 'product', ids: [first?.id ?? '', second?.id ?? ''] } }
    const run = await runCommand('tax-rates.add-products', { ctx, answers: { taxRateId: pick('Red', 'Reduced') } })
    expect(run.prompted).toEqual(['taxRateId', 'confirm'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Reduced: 2 products added' } })
    expect(db().taxRates.find((t) => t.id === rate.id)?.product_ids).toEqual([first?.id, second?.id])
  })

  it("offers only the shipping options of the rate's region, and removes one of those it applies to", async () => {
    const rate = await reduced()
    const run = await runCommand('tax-rates.add-shipping-options', { ctx: onRate(rate), answers: { ids: pick('', 'Standard Shipping') } })
    expect(run.offered.ids?.map((o) => o.label)).toEqual(['Return Shipping', 'Standard Shipping'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Reduced: 1 shipping option added' } })
    const removal = await runCommand('tax-rates.remove-shipping-options', { ctx: onRate(db().taxRates[0] as StoredTaxRate), answers: { ids: pick('', 'Standard Shipping') } })
    expect(removal.confirmations).toEqual(['Stop applying Reduced to 1 shipping option?'])
    expect(db().taxRates[0]?.shipping_option_ids).toEqual([])
  })

  it('removes products it applies to, offering only those', async () => {
    const rate = await reduced()
    const [first, second] = db().products
    rate.product_ids = [first?.id ?? '', second?.id ?? '']
    const run = await runCommand('tax-rates.remove-products', { ctx: onRate(rate), answers: { ids: pick('', first?.title ?? '') } })
    expect(run.offered.ids?.map((o) => o.label)).toEqual([first?.title, second?.title])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Reduced: 1 product removed' } })
    expect(db().taxRates[0]?.product_ids).toEqual([second?.id])
  })

  it('deletes after a confirm naming the rate', async () => {
    const rate = await reduced()
    const run = await runCommand('tax-rates.delete', { ctx: onRate(rate) })
    expect(run.confirmations).toEqual(["Delete Reduced (7 %)? What it applied to is taxed at the region's rate again."])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Reduced deleted' } })
    expect(db().taxRates).toEqual([])
  })

  it('binds its hotkeys to a tax rate', () => {
    expect(commandOf('tax-rates.add-products')).toMatchObject({ hotkey: 'p', scope: 'tax-rate' })
    expect(commandOf('tax-rates.add-product-types')).toMatchObject({ hotkey: 't', scope: 'tax-rate' })
  })
})
