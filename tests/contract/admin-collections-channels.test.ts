// Collections and sales channels against a real Medusa 1.20: the quirks the msw mocks
// (tests/mocks/collections, tests/mocks/sales-channels) imitate, and what the bulk product edits rely on.
// Their refusals are rows of tests/mocks/{collections,sales-channels}/refusals.ts, run by refusals.test.ts.
import { describe, expect, it } from 'vitest'
import { collectionQueries } from '@/atoms/collections/keys'
import { createQueryClient } from '@/atoms/core/query'
import { collections, products, salesChannels, storeCollections } from './api'
import { createProduct } from './fixtures'
import { defaultSalesChannelId, expectDeleted, shape, signInBeforeAll, unique } from './helpers'

signInBeforeAll()

describe('collections', () => {
  it('a missing handle is made from the title (lodash kebabCase); list and retrieve carry the products', async () => {
    const { collection } = await collections.create({ title: 'Winter Sale 2026 Contract' })
    expect(collection.handle).toMatch(/^winter-sale-2026-contract(-\d+)?$/)
    const product = await createProduct()
    await collections.addProducts(collection.id, { product_ids: [product.id] })
    const { collections: listed } = await collections.list({ q: collection.handle ?? '' })
    expect(listed.find((c) => c.id === collection.id)).toEqual(shape({ products: [shape({ id: product.id })] }))
    expect((await collections.retrieve(collection.id)).collection.products).toEqual([shape({ id: product.id, collection_id: collection.id })])
  })

  it("the store list answers without products, newest first as the admin list; a product count is one product's page (not expand '': that counts the page)", async () => {
    const { collection: older } = await collections.create({ title: unique('Contract Older') })
    const { collection: newer } = await collections.create({ title: unique('Contract Newer') })
    const made = [await createProduct(), await createProduct()]
    await collections.addProducts(newer.id, { product_ids: made.map((p) => p.id) })
    const since = { gte: older.created_at }
    const { collections: listed } = await storeCollections.list({ created_at: since, limit: 50 } as Parameters<typeof storeCollections.list>[0])
    const mine = listed.filter((c) => c.id === older.id || c.id === newer.id)
    expect(mine.map((c) => c.id)).toEqual([newer.id, older.id])
    for (const collection of mine) expect(collection.products).toBeUndefined()
    expect(await createQueryClient().fetchQuery(collectionQueries.productCount(newer.id))).toBe(2)
    // Medusa 1.20's quirk the count request avoids: with an empty expand, count is the page's length.
    expect((await products.list({ collection_id: [newer.id], limit: 1, fields: 'id', expand: '' })).count).toBe(1)
  })

  it('any text is taken as a handle', async () => {
    // The console checks the handle's shape itself: Medusa takes spaces and capitals.
    const odd = unique('Has Spaces')
    expect((await collections.create({ title: unique('Contract Odd'), handle: odd })).collection.handle).toBe(odd)
  })

  it('adding: unknown products are ignored, a product in another collection moves', async () => {
    const { collection: first } = await collections.create({ title: unique('Contract First') })
    const { collection: second } = await collections.create({ title: unique('Contract Second') })
    const { collection: none } = await collections.addProducts(first.id, { product_ids: ['prod_missing'] })
    expect(none.products).toEqual([])
    const product = await createProduct()
    await collections.addProducts(first.id, { product_ids: [product.id] })
    const { collection: moved } = await collections.addProducts(second.id, { product_ids: [product.id] })
    expect(moved.products).toEqual([shape({ id: product.id, collection_id: second.id })])
    expect((await collections.retrieve(first.id)).collection.products).toEqual([])
  })

  it("removing a product from a collection it is not in leaves it where it is, and the answer lists it all the same", async () => {
    const { collection: first } = await collections.create({ title: unique('Contract First') })
    const { collection: second } = await collections.create({ title: unique('Contract Second') })
    const product = await createProduct()
    await collections.addProducts(second.id, { product_ids: [product.id] })
    const removed = await collections.removeProducts(first.id, { product_ids: [product.id] })
    expect(removed).toEqual({ id: first.id, object: 'product-collection', removed_products: [product.id] })
    expect((await products.retrieve(product.id)).product.collection_id).toBe(second.id)
  })

  it('deleting a collection is a soft delete: its products keep the collection_id, the collection reads as empty', async () => {
    const { collection } = await collections.create({ title: unique('Contract Gone') })
    const product = await createProduct()
    await collections.addProducts(collection.id, { product_ids: [product.id] })
    expectDeleted(await collections.delete(collection.id), collection.id, 'product-collection')
    const { product: after } = await products.retrieve(product.id, { fields: 'id,collection_id' })
    expect(after.collection_id).toBe(collection.id)
    expect(after.collection).toEqual(shape({ id: collection.id, title: null, handle: null }))
  })
})

describe('sales channels', () => {
  it('create: an empty or repeated name is taken', async () => {
    expect((await salesChannels.create({ name: '' })).sales_channel.name).toBe('')
    const name = unique('Contract Channel')
    await salesChannels.create({ name })
    expect((await salesChannels.create({ name })).sales_channel.name).toBe(name)
  })

  it('DELETE of an unknown channel answers deleted all the same', async () => {
    expectDeleted(await salesChannels.delete('sc_missing'), 'sc_missing', 'sales-channel')
  })

  it('products batch: an empty list is a no-op', async () => {
    const { sales_channel } = await salesChannels.create({ name: unique('Contract Channel'), is_disabled: true })
    expect((await salesChannels.addProducts(sales_channel.id, { product_ids: [] })).sales_channel.id).toBe(sales_channel.id)
  })

  it('a disabled channel takes products; adding twice is no error; removing a non-member is no error; the products list filters by it', async () => {
    const { sales_channel } = await salesChannels.create({ name: unique('Contract Channel'), is_disabled: true })
    const [a, b] = [await createProduct(), await createProduct()]
    await salesChannels.addProducts(sales_channel.id, { product_ids: [{ id: a.id }, { id: b.id }] })
    await salesChannels.addProducts(sales_channel.id, { product_ids: [{ id: a.id }] })
    await salesChannels.removeProducts(sales_channel.id, { product_ids: [{ id: 'prod_missing' }] })
    const listed = await products.list({ sales_channel_id: [sales_channel.id], fields: 'id,title' })
    expect(listed.products.map((p) => p.id).sort()).toEqual([a.id, b.id].sort())
    const { sales_channel: cleared } = await salesChannels.update(sales_channel.id, { description: '' })
    expect(cleared.description).toBe('')
    expectDeleted(await salesChannels.delete(sales_channel.id), sales_channel.id, 'sales-channel')
    const { product } = await products.retrieve(a.id, { expand: 'sales_channels' })
    expect(product.sales_channels?.map((sc) => sc.id)).toEqual([await defaultSalesChannelId()])
  })
})

describe('what the bulk product edits rely on', () => {
  it('tags sent replace the product’s tags: kept ones by id, new ones by value (found or made)', async () => {
    const product = await createProduct({ tags: [unique('keep')] })
    const kept = product.tags?.[0]
    if (!kept) throw new Error('the fixture product has a tag')
    const added = unique('added')
    const { product: after } = await products.update(product.id, { tags: [{ id: kept.id, value: kept.value }, { value: added }] })
    expect(after.tags?.map((t) => t.value).sort()).toEqual([kept.value, added].sort())
    expect(after.tags?.find((t) => t.value === kept.value)?.id).toBe(kept.id)
  })

  it('a type sent by value is found or made; the list reads tags, type and collection of given ids', async () => {
    const [a, b] = [await createProduct(), await createProduct()]
    const value = unique('Contract Type')
    const { product: typed } = await products.update(a.id, { type: { value } })
    await products.update(b.id, { type: { value } })
    const listed = await products.list({ id: [a.id, b.id], fields: 'id,title,status,collection_id,type_id', expand: 'tags,type,collection', limit: 2 })
    expect(listed.products.map((p) => p.type?.value)).toEqual([value, value])
    expect(listed.products.every((p) => p.type_id === typed.type_id)).toBe(true)
  })
})
