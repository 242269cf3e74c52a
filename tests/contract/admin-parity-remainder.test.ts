// Issue #29's remainder against a real Medusa 1.20: the requests the console's region prices, gift card
// product, gift card region and feature flags send, as the msw mocks imitate them (tests/mocks/products/ops.ts
// upsertRegionPrice, tests/mocks/price-lists, tests/mocks/gift-cards).
import { describe, expect, it } from 'vitest'
import { giftCards, priceLists, products, store } from './api'
import { createProduct, firstVariantId } from './fixtures'
import { regionFor, shape, signInBeforeAll, unique } from './helpers'

signInBeforeAll()

/** A variant's own prices as [region id or '', currency, amount], sorted. */
const ownPrices = (prices: ReadonlyArray<{ region_id: string | null; currency_code: string; amount: number; price_list_id?: string | null }> | undefined) =>
  (prices ?? []).filter((p) => !p.price_list_id).map((p) => [p.region_id ?? '', p.currency_code, p.amount]).sort((a, b) => String(a).localeCompare(String(b)))

describe('feature flags the console gates areas by', () => {
  it('the demo store reports order_editing and sales_channels on (Medusa 1.20’s defaults)', async () => {
    const { store: current } = await store.retrieve()
    expect(current.feature_flags).toEqual(expect.arrayContaining([{ key: 'order_editing', value: true }, { key: 'sales_channels', value: true }]))
  })
})

describe('region prices', () => {
  it('a variant’s price list sent with a region price: the region’s row in its currency, the currency rows kept; sent again without it, it goes', async () => {
    const gbp = await regionFor('gbp')
    const product = await createProduct()
    const variantId = firstVariantId(product)
    const current = product.variants[0]?.prices ?? []
    const kept = current.map((p) => ({ id: p.id, amount: p.amount, currency_code: p.currency_code }))
    const { product: priced } = await products.updateVariant(product.id, variantId, { prices: [...kept, { region_id: gbp.id, amount: 850 }] })
    const variant = priced.variants.find((v) => v.id === variantId)
    expect(ownPrices(variant?.prices)).toEqual([['', 'eur', 1000], ['', 'gbp', 900], ['', 'usd', 1200], [gbp.id, 'gbp', 850]].sort((a, b) => String(a).localeCompare(String(b))))
    const { product: removed } = await products.updateVariant(product.id, variantId, { prices: kept })
    expect(ownPrices(removed.variants.find((v) => v.id === variantId)?.prices)).toEqual([['', 'eur', 1000], ['', 'gbp', 900], ['', 'usd', 1200]])
  })

  it('a price list batch takes a region price beside currency prices; the list answers it with region_id and the region’s currency', async () => {
    const eur = await regionFor('eur')
    const product = await createProduct()
    const variantId = firstVariantId(product)
    const { price_list } = await priceLists.create({ name: unique('Contract Region Sale'), description: '', type: 'sale', prices: [] })
    const { price_list: saved } = await priceLists.addPrices(price_list.id, {
      prices: [
        { variant_id: variantId, currency_code: 'usd', amount: 1100 },
        { variant_id: variantId, region_id: eur.id, amount: 950 },
      ],
    })
    expect(saved.prices?.map((p) => [p.region_id ?? '', p.currency_code, p.amount]).sort()).toEqual([['', 'usd', 1100], [eur.id, 'eur', 950]].sort())
    await priceLists.delete(price_list.id)
  })
})

describe('gift card product and a card’s region', () => {
  it('a product created with is_giftcard is not discountable and is listed by the is_giftcard filter', async () => {
    const title = unique('Contract Gift Card')
    const { product } = await products.create({
      title,
      is_giftcard: true,
      discountable: false,
      status: 'published',
      options: [{ title: 'Denominations' }],
      variants: [{ title: '1', inventory_quantity: 0, manage_inventory: false, prices: [{ currency_code: 'eur', amount: 2500 }], options: [{ value: '2500' }] }],
    })
    expect(product).toEqual(shape({ is_giftcard: true, discountable: false, status: 'published' }))
    const listed = await products.list({ is_giftcard: true, q: title })
    expect(listed.products.map((p) => p.id)).toEqual([product.id])
    await products.delete(product.id)
  })

  it('POST /admin/gift-cards/{id} with region_id moves the card; its balance keeps the number', async () => {
    const [eur, usd] = await Promise.all([regionFor('eur'), regionFor('usd')])
    const { gift_card } = await giftCards.create({ value: 4000, region_id: eur.id })
    const { gift_card: moved } = await giftCards.update(gift_card.id, { region_id: usd.id })
    expect(moved).toEqual(shape({ region_id: usd.id, balance: 4000, value: 4000, region: shape({ currency_code: 'usd' }) }))
  })
})
