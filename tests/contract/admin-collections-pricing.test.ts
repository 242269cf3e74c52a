// Collections and price lists against a real Medusa 1.20.
import { describe, expect, it } from 'vitest'
import { collections, priceLists } from './api'
import { createProduct } from './fixtures'
import { anyArray, expectDeleted, expectFailure, expectPage, idOf, shape, unique, signInBeforeAll } from './helpers'

signInBeforeAll()

describe('collections', () => {
  it('POST, GET list, GET, POST update, products batch POST/DELETE, DELETE /admin/collections', async () => {
    const title = unique('Contract Collection')
    const handle = title.toLowerCase().replace(/\s+/g, '-')
    const { collection } = await collections.create({ title, handle })
    expect(collection).toEqual(shape({ id: idOf('pcol'), title, handle }))

    const listed = await collections.list({ q: title })
    expectPage(listed, 'collections')
    expect(listed.collections).toEqual([shape({ id: collection.id, title })])

    const { collection: fetched } = await collections.retrieve(collection.id)
    expect(fetched).toEqual(shape({ id: collection.id, title, products: [] }))

    const { collection: updated } = await collections.update(collection.id, { title: `${title} 2`, metadata: { contract: true } })
    expect(updated).toEqual(shape({ id: collection.id, title: `${title} 2`, metadata: { contract: true } }))

    const product = await createProduct()
    const { collection: withProduct } = await collections.addProducts(collection.id, { product_ids: [product.id] })
    expect(withProduct).toEqual(shape({ id: collection.id, products: [shape({ id: product.id, collection_id: collection.id })] }))

    const removed = await collections.removeProducts(collection.id, { product_ids: [product.id] })
    expect(removed).toEqual({ id: collection.id, object: 'product-collection', removed_products: [product.id] })

    expectDeleted(await collections.delete(collection.id), collection.id, 'product-collection')
    await expectFailure(collections.retrieve(collection.id), { status: 404, kind: 'invalid_request', type: 'not_found' })
  })
})

describe('price lists', () => {
  it('POST, GET list, GET, POST update, GET products, prices batch POST/DELETE, product and variant prices DELETE, DELETE', async () => {
    const product = await createProduct({ sizes: ['S', 'M'] })
    const [small, medium] = product.variants
    if (!small || !medium) throw new Error('the product needs two variants')
    const name = unique('Contract Sale')

    const { price_list } = await priceLists.create({
      name,
      description: 'made by a test',
      type: 'sale',
      status: 'active',
      prices: [{ amount: 800, currency_code: 'eur', variant_id: small.id }],
    })
    expect(price_list).toEqual(
      shape({ id: idOf('pl'), name, type: 'sale', status: 'active', prices: [shape({ id: idOf('ma'), amount: 800, variant_id: small.id })] }),
    )

    const listed = await priceLists.list({ q: name })
    expectPage(listed, 'price_lists')
    expect(listed.price_lists).toEqual([shape({ id: price_list.id, name })])

    const { price_list: fetched } = await priceLists.retrieve(price_list.id)
    expect(fetched).toEqual(shape({ id: price_list.id, name, prices: anyArray(), customer_groups: [] }))

    const { price_list: updated } = await priceLists.update(price_list.id, { description: 'changed', status: 'draft' })
    expect(updated).toEqual(shape({ id: price_list.id, description: 'changed', status: 'draft' }))

    const inList = await priceLists.listProducts(price_list.id)
    expectPage(inList, 'products')
    expect(inList.products).toEqual([shape({ id: product.id, variants: anyArray() })])

    const { price_list: withPrices } = await priceLists.addPrices(price_list.id, {
      prices: [
        { amount: 850, currency_code: 'usd', variant_id: small.id },
        { amount: 700, currency_code: 'eur', variant_id: medium.id },
        { amount: 650, currency_code: 'gbp', variant_id: medium.id },
      ],
    })
    expect(withPrices.prices).toHaveLength(4)
    const usd = withPrices.prices.find((p) => p.currency_code === 'usd')
    if (!usd) throw new Error('no usd price')

    const batch = await priceLists.deletePrices(price_list.id, { price_ids: [usd.id] })
    expect(batch).toEqual({ ids: [usd.id], object: 'money-amount', deleted: true })

    const byVariant = await priceLists.deleteVariantPrices(price_list.id, medium.id)
    expect(byVariant).toEqual({ ids: expect.arrayContaining([expect.any(String)]), object: 'money-amount', deleted: true })
    expect(byVariant.ids).toHaveLength(2)

    const byProduct = await priceLists.deleteProductPrices(price_list.id, product.id)
    expect(byProduct).toEqual({ ids: [expect.any(String)], object: 'money-amount', deleted: true })
    const { price_list: emptied } = await priceLists.retrieve(price_list.id)
    expect(emptied.prices).toEqual([])

    expectDeleted(await priceLists.delete(price_list.id), price_list.id, 'price-list')
  })
})
