// Storefront catalog routes against a real Medusa 1.20: products, collections, variants, regions,
// return reasons, shipping options and gift cards (set up through the admin API).
import { beforeAll, describe, expect, it } from 'vitest'
import { collections, giftCards, returnReasons, storeCarts, storeCollections, storeGiftCards, storeProducts, storeRegions, storeReturnReasons, storeShippingOptions, storeVariants } from './api'
import { createProduct, euroMarket, firstVariantId, type AdminProduct, type Market } from './fixtures'
import { anyArray, anyNumber, anyString, expectFailure, expectPage, shape, unique, signInBeforeAll } from './helpers'

signInBeforeAll()

let market: Market
let product: AdminProduct
beforeAll(async () => {
  market = await euroMarket()
  product = await createProduct({ sizes: ['S', 'M'] })
})

describe('store products and variants', () => {
  it('GET /store/products -> {products, count, offset, limit} with prices for the region', async () => {
    const res = await storeProducts.list({ q: product.title, region_id: market.region.id })
    expectPage(res, 'products')
    expect(res.products).toEqual([shape({ id: product.id, title: product.title, variants: anyArray() })])
    expect(res.products[0]?.variants[0]).toEqual(shape({ calculated_price: 1000, original_price: 1000, prices: anyArray() }))
  })

  it('GET /store/products/{id} -> {product} priced by currency_code', async () => {
    const { product: fetched } = await storeProducts.retrieve(product.id, { currency_code: 'usd' })
    expect(fetched).toEqual(shape({ id: product.id, handle: anyString(), options: anyArray(), variants: anyArray() }))
    expect(fetched.variants).toEqual([shape({ calculated_price: 1200 }), shape({ calculated_price: 1200 })])
  })

  it('POST /store/products/search without a search plugin: 200 {hits: []} even for an existing title', async () => {
    expect(await storeProducts.search({ q: product.title })).toEqual({ hits: [] })
  })

  it('GET /store/variants?ids= -> {variants}; GET /store/variants/{id} -> {variant} with prices', async () => {
    const ids = product.variants.map((v) => v.id)
    const { variants } = await storeVariants.list({ ids: ids.join(','), region_id: market.region.id })
    expect(variants.map((v) => v.id).sort()).toEqual([...ids].sort())
    const { variant } = await storeVariants.retrieve(firstVariantId(product), { region_id: market.region.id })
    expect(variant).toEqual(shape({ id: firstVariantId(product), product_id: product.id, calculated_price: 1000, inventory_quantity: anyNumber() }))
  })
})

describe('store collections', () => {
  it('GET /store/collections -> {collections, count, offset, limit}; GET /{id} -> {collection}', async () => {
    const title = unique('Contract Store Collection')
    const { collection } = await collections.create({ title })
    const res = await storeCollections.list({ limit: 100 })
    expectPage(res, 'collections', { limit: 100 })
    expect(res.collections.map((c) => c.id)).toContain(collection.id)
    expect(await storeCollections.retrieve(collection.id)).toEqual({ collection: shape({ id: collection.id, title, handle: anyString() }) })
    await collections.delete(collection.id)
  })
})

describe('store regions', () => {
  it('GET /store/regions -> {regions, count, offset, limit}; GET /{id} -> {region} with countries and providers', async () => {
    const res = await storeRegions.list()
    expectPage(res, 'regions')
    expect(res.regions.map((r) => r.id)).toContain(market.region.id)
    const { region } = await storeRegions.retrieve(market.region.id)
    expect(region).toEqual(shape({ id: market.region.id, currency_code: 'eur', countries: anyArray(), payment_providers: [shape({ id: 'manual' })] }))
  })
})

describe('store return reasons', () => {
  it('GET /store/return-reasons -> {return_reasons} (top level, with children); GET /{id} -> {return_reason}', async () => {
    const { return_reason: parent } = await returnReasons.create({ value: unique('store_parent'), label: 'Damaged' })
    const { return_reason: child } = await returnReasons.create({ value: unique('store_child'), label: 'Scratched', parent_return_reason_id: parent.id })
    const { return_reasons } = await storeReturnReasons.list()
    expect(return_reasons).toEqual(expect.arrayContaining([shape({ id: parent.id, return_reason_children: [shape({ id: child.id })] })]))
    expect(return_reasons.map((r) => r.id)).not.toContain(child.id)
    expect(await storeReturnReasons.retrieve(child.id)).toEqual({ return_reason: shape({ id: child.id, label: 'Scratched', parent_return_reason_id: parent.id }) })
    await returnReasons.delete(child.id)
    await returnReasons.delete(parent.id)
  })
})

describe('store shipping options', () => {
  it('GET /store/shipping-options?region_id&is_return -> {shipping_options}', async () => {
    const { shipping_options } = await storeShippingOptions.list({ region_id: market.region.id, is_return: true })
    expect(shipping_options.map((o) => o.id)).toContain(market.returnShipping.id)
    expect(shipping_options.every((o) => o.is_return)).toBe(true)
  })

  it('GET /store/shipping-options/{cart_id} -> {shipping_options} priced for the cart', async () => {
    const { cart } = await storeCarts.create({ region_id: market.region.id })
    await storeCarts.createLineItem(cart.id, { variant_id: firstVariantId(product), quantity: 1 })
    const { shipping_options } = await storeShippingOptions.listCartOptions(cart.id)
    expect(shipping_options).toEqual(expect.arrayContaining([shape({ id: market.shipping.id, amount: anyNumber(), price_incl_tax: anyNumber() })]))
  })
})

describe('store gift cards', () => {
  it('GET /store/gift-cards/{code} -> {gift_card} with value, balance and region; an unknown code: 404', async () => {
    const { gift_card } = await giftCards.create({ value: 1500, region_id: market.region.id })
    const res = await storeGiftCards.retrieve(gift_card.code)
    expect(res).toEqual({ gift_card: shape({ id: gift_card.id, code: gift_card.code, value: 1500, balance: 1500, region: shape({ id: market.region.id }) }) })
    await expectFailure(storeGiftCards.retrieve('NO-SUCH-CODE'), { status: 404, kind: 'invalid_request', type: 'not_found' })
  })
})
