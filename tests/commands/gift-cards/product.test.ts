import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { keep, pick, runCommand } from '../harness'

const mock = withMockDb()
const giftCardProducts = () => mock.db.products.filter((p) => p.is_giftcard)
/** The gift card product's denominations: [option value, [currency, amount] by currency]. */
const denominations = () =>
  (giftCardProducts()[0]?.variants ?? []).map((v) => [
    v.options?.[0]?.value,
    v.prices.filter((p) => !p.region_id).map((p) => [p.currency_code, p.amount]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  ])

async function createCard(denominationText = '25, 50', everyCurrency = true) {
  return runCommand('gift-cards.create-product', { answers: { title: keep, denominations: denominationText, everyCurrency } })
}

describe('gift-cards.create-product', () => {
  it('creates the published, non-discountable gift card product: a variant per denomination, priced in every store currency', async () => {
    const run = await createCard()
    const [product] = giftCardProducts()
    expect(product).toMatchObject({ title: 'Gift Card', is_giftcard: true, discountable: false, status: 'published' })
    expect(product?.options.map((o) => o.title)).toEqual(['Denominations'])
    expect(denominations()).toEqual([
      ['2500', [['eur', 2500], ['gbp', 2500], ['usd', 2500]]],
      ['5000', [['eur', 5000], ['gbp', 5000], ['usd', 5000]]],
    ])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/products/${product?.id}` } })
  })

  it('prices only the default currency when asked; refuses bad amounts and a second gift card product', async () => {
    await createCard('10', false)
    expect(denominations()).toEqual([['1000', [['eur', 1000]]]])
    const bad = await runCommand('gift-cards.create-product', { answers: { title: keep, denominations: '10, ten' } })
    expect(bad.outcome).toEqual({ status: 'rejected', arg: 'denominations', message: '“ten” is not an amount' })
    const twice = await runCommand('gift-cards.create-product', { answers: { title: 'Gift Card 2', denominations: '10, 10' } })
    expect(twice.outcome).toEqual({ status: 'rejected', arg: 'denominations', message: `${formatMoney(1000, 'eur')} is given twice` })
    const second = await createCard('20')
    expect(second.outcome).toMatchObject({ status: 'failed', message: 'The store already sells gift cards as Gift Card: add denominations to it instead' })
    expect(giftCardProducts()).toHaveLength(1)
  })
})

describe('gift card denominations', () => {
  it('adds denominations (skipping one it has), edits one currency’s price, deletes one, naming each by its amount', async () => {
    await createCard()
    const added = await runCommand('gift-cards.add-denomination', { answers: { denominations: '50, 100', everyCurrency: false } })
    expect(added.outcome).toMatchObject({ status: 'done', result: { title: 'Gift Card: denominations added', message: formatMoney(10000, 'eur') } })
    expect(denominations().map(([value]) => value)).toEqual(['2500', '5000', '10000'])

    const priced = await runCommand('gift-cards.set-denomination-price', {
      answers: { variantId: pick('100', formatMoney(10000, 'eur')), currency: pick('usd', 'USD'), amount: '110' },
    })
    expect(priced.offered.variantId?.map((o) => o.label)).toEqual([formatMoney(10000, 'eur')])
    expect(priced.outcome).toMatchObject({ status: 'done', result: { message: `USD: ${formatMoney(11000, 'usd')}` } })
    expect(denominations()[2]).toEqual(['10000', [['eur', 10000], ['usd', 11000]]])

    const deleted = await runCommand('gift-cards.delete-denomination', { answers: { variantId: pick('25', formatMoney(2500, 'eur')) } })
    expect(deleted.confirmations).toEqual([`Delete the ${formatMoney(2500, 'eur')} denomination? Customers can no longer buy it; cards already sold keep their value.`])
    expect(denominations().map(([value]) => value)).toEqual(['5000', '10000'])
  })

  it('says there is no gift card product to add to; tells the server’s refusal', async () => {
    const none = await runCommand('gift-cards.add-denomination', { answers: { denominations: '5', everyCurrency: true } })
    expect(none.outcome).toMatchObject({ status: 'failed', message: 'The store has no gift card product yet: create it first' })
    await createCard()
    server.use(http.post(`${BASE}/admin/products/:id/variants`, () => HttpResponse.json({ type: 'invalid_data', message: 'Variant with title 3 already exists' }, { status: 400 }), { once: true }))
    const refused = await runCommand('gift-cards.add-denomination', { answers: { denominations: '75', everyCurrency: true } })
    expect(refused.outcome).toMatchObject({ status: 'failed', message: 'Variant with title 3 already exists' })
  })
})
