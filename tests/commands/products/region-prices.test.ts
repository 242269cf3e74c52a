import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { createQueryClient } from '@/atoms/core/query'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { regionsDb } from '../../mocks/regions/regions'
import { server } from '../../mocks/server'
import { keep, onProduct, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
// The regions are the orders seed's: Europe (EUR), North America (USD), United Kingdom (GBP), Japan (JPY).
beforeEach(() => void regionsDb(mock.db))

const regionId = (name: string) => {
  const found = regionsDb(mock.db).regions.find((r) => r.name === name)
  if (!found) throw new Error(`no region ${name}`)
  return found.id
}
const regionName = (id: string | null) => regionsDb(mock.db).regions.find((r) => r.id === id)?.name
/** The variant's own prices as [region name or '', currency, amount], by currency. */
const pricesOf = (variantId: string) =>
  (mock.db.products.find((p) => p.id === 'prod_1')?.variants.find((v) => v.id === variantId)?.prices ?? [])
    .map((p) => [regionName(p.region_id) ?? '', p.currency_code, p.amount] as const)
    .sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]))

describe('products.set-region-price', () => {
  it('sets a price for a region in its currency, keeping the variant’s currency prices', async () => {
    const queryClient = createQueryClient()
    const ctx = await onProduct('prod_1', queryClient)
    const run = await runCommand('products.set-region-price', {
      ctx,
      queryClient,
      answers: { variantId: pick('white', 'S / White'), regionId: pick('king', 'United Kingdom'), amount: '£17.50' },
    })
    expect(run.prompted).toEqual(['variantId', 'regionId', 'amount'])
    expect(run.offered.regionId).toEqual([{ id: regionId('United Kingdom'), label: 'United Kingdom', hint: 'GBP' }])
    expect(run.outcome).toEqual({
      status: 'done',
      result: { type: 'toast', title: 'S / White: price in United Kingdom set', message: formatMoney(1750, 'gbp') },
    })
    expect(pricesOf('variant_3')).toEqual([
      ['', 'eur', 1950],
      ['United Kingdom', 'gbp', 1750],
      ['', 'usd', 2200],
    ])
    expect(requestsOf(seen, 'POST', '/admin/products/prod_1/variants/variant_3')).toHaveLength(1)
  })

  it('changes the region’s price from the current one, then removes it (the picker lists only priced regions, by name)', async () => {
    await runCommand('products.set-region-price', {
      ctx: await onProduct('prod_1'),
      answers: { variantId: pick('white', 'S / White'), regionId: pick('eur', 'Europe'), amount: '18' },
    })
    const queryClient = createQueryClient()
    const ctx = await onProduct('prod_1', queryClient)
    const change = await runCommand('products.set-region-price', {
      ctx,
      queryClient,
      answers: { variantId: pick('white', 'S / White'), regionId: pick('eur', 'Europe'), amount: keep },
    })
    expect(change.args).toMatchObject({ amount: 1800 })
    const removed = await runCommand('products.remove-region-price', {
      ctx: await onProduct('prod_1'),
      answers: { variantId: pick('white', 'S / White'), regionId: pick('', 'Europe') },
    })
    expect(removed.offered.regionId).toEqual([{ id: regionId('Europe'), label: 'Europe', hint: formatMoney(1800, 'eur') }])
    expect(removed.confirmations).toEqual(['Remove the price for Europe? Carts there then pay the variant’s price in the region’s currency.'])
    expect(removed.outcome).toMatchObject({ status: 'done', result: { title: 'S / White: price in Europe removed' } })
    expect(pricesOf('variant_3')).toEqual([
      ['', 'eur', 1950],
      ['', 'usd', 2200],
    ])
  })

  it('fails in the server’s words and changes nothing; a region without a price cannot be removed', async () => {
    server.use(
      http.post(`${BASE}/admin/products/:id/variants/:variantId`, () => HttpResponse.json({ type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }), {
        once: true,
      }),
    )
    const failed = await runCommand('products.set-region-price', {
      ctx: await onProduct('prod_1'),
      answers: { variantId: pick('white', 'S / White'), regionId: pick('jap', 'Japan'), amount: '3000' },
    })
    expect(failed.outcome).toMatchObject({ status: 'failed' })
    expect(pricesOf('variant_3').map(([region]) => region)).toEqual(['', ''])
    const none = await runCommand('products.remove-region-price', { ctx: await onProduct('prod_1'), given: { variantId: 'variant_3', regionId: regionId('Japan') } })
    expect(none.outcome).toMatchObject({ status: 'failed', message: 'S / White has no price for Japan (removed meanwhile?): nothing was changed' })
  })
})
